// Messages as codes (issue 12 §5). Every user-visible message is defined once, in a message object of
// this package (MSG, LOCATION_MSG, …), through `defineMessages`: its code is the key of its text in the
// web's locale catalogue ('locations.messages.unlocodeUnknown') and its English text is a template with
// named `{{params}}` ('{{code}} is not in the UN/LOCODE list'), so the English catalogue is the
// templates themselves (checked by apps/web/src/lib/messages.test.ts).
//
// The objects keep their old shape on purpose: a static message is still its English string and a
// message with values is still a function returning its English string, so the hundreds of
// `throw badRequest(MSG.x)` and zod `{ error: MSG.x }` call sites did not change. What is new is that
// every English text made here is remembered with its code and params, and the two boundaries that
// need a code look the text up exactly (no pattern matching): the server's error handler and `ok()`
// (apps/server/src/platform/errors.ts, envelope.ts) and the web's translation (apps/web/src/lib/i18n.ts),
// which also learns the codes the server sends with the texts it did not make itself.

/** A value of a message: a word or number, or another message (the cause of a failure). */
export type TMessageParam = string | number | TCodedMessage;
export type TMessageParams = Record<string, TMessageParam>;
/** An English text with the catalogue key that translates it and the values to fill in. */
export type TCodedMessage = { message: string; code: string; params: TMessageParams };

type ParamsOf<Args extends unknown[]> = (...args: Args) => Record<string, string | number>;

/** A message with values: its English template and how the function's arguments become its params. */
export type TemplateDef<Args extends unknown[]> = {
  readonly template: string;
  readonly params: ParamsOf<Args>;
  /** Params that are themselves messages (a cause), sent with their own code so they are translated too. */
  readonly nested: readonly string[];
};

/** `withParams('Must be at least {{n}} characters', (n: number) => ({ n }))`. */
export const withParams = <Args extends unknown[]>(
  template: string,
  params: ParamsOf<Args>,
  options: { nested?: readonly string[] } = {},
): TemplateDef<Args> => ({ template, params, nested: options.nested ?? [] });

// biome-ignore lint/suspicious/noExplicitAny: each message has its own argument list; `Built` keeps it.
type Definitions = Record<string, string | TemplateDef<any[]>>;
type Built<T> = {
  readonly [K in keyof T]: T[K] extends TemplateDef<infer Args> ? (...args: Args) => string : T[K];
};

// Texts of static messages: a few hundred, kept for the life of the process.
const staticTexts = new Map<string, TCodedMessage>();
// Texts made from values. Those made first (the zod rules' `MSG.minLength(8)`, built when the contracts
// load) stay for good; later ones (a name in a success message, a row number in an import error) only
// need to live from the moment they are made until the reply carrying them is sent, so they are kept
// in a bounded most-recent list that cannot grow with traffic.
const PERMANENT_MADE = 5000;
const RECENT_MADE = 5000;
const permanentMade = new Map<string, TCodedMessage>();
const recentMade = new Map<string, TCodedMessage>();

const remember = (coded: TCodedMessage) => {
  if (staticTexts.has(coded.message) || permanentMade.has(coded.message)) {
    return;
  }
  if (permanentMade.size < PERMANENT_MADE) {
    permanentMade.set(coded.message, coded);
    return;
  }
  recentMade.delete(coded.message);
  recentMade.set(coded.message, coded);
  if (recentMade.size > RECENT_MADE) {
    const oldest = recentMade.keys().next().value;
    if (oldest !== undefined) {
      recentMade.delete(oldest);
    }
  }
};

/** The code and params of an English message made (or learnt) here; undefined for any other text. */
export const codedMessageOf = (message: string): TCodedMessage | undefined =>
  staticTexts.get(message) ?? permanentMade.get(message) ?? recentMade.get(message);

/** Remembers a message received with its code (the web learns the server's messages this way). */
export const learnMessage = (coded: TCodedMessage): void => {
  if (coded.message && coded.code) {
    remember(coded);
  }
};

/** Fills `{{name}}` slots (and the older single-brace `{name}` slots) with the params' texts. */
export const fillTemplate = (template: string, params: Record<string, TMessageParam>): string =>
  template
    .replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (whole, double: string | undefined, single: string | undefined) => {
      const value = params[(double ?? single) as string];
      if (value === undefined) {
        return whole;
      }
      return typeof value === 'object' ? value.message : String(value);
    })
    .trim();

/** The English catalogue text of a message: its template, with `{name}` slots written as `{{name}}`. */
export const catalogueTemplateOf = (template: string): string => template.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');

// Every message object, by catalogue namespace, for the catalogue check and the generator.
const definitions: Array<{ namespace: string; key: string; template: string }> = [];
export const messageDefinitions = (): ReadonlyArray<{ code: string; template: string }> =>
  definitions.map(({ namespace, key, template }) => ({ code: `${namespace}.${key}`, template }));

/**
 * A message object whose texts are known by code: `defineMessages('locations.messages', { … })`.
 * `namespace` is where the web's catalogue keeps the texts; each key becomes `<namespace>.<key>`.
 */
export const defineMessages = <const T extends Definitions>(namespace: string, defs: T): Built<T> => {
  const built: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(defs)) {
    const code = `${namespace}.${key}`;
    if (typeof def === 'string') {
      definitions.push({ namespace, key, template: def });
      if (!staticTexts.has(def)) {
        staticTexts.set(def, { message: def, code, params: {} });
      }
      built[key] = def;
      continue;
    }
    definitions.push({ namespace, key, template: def.template });
    const make = (...args: never[]) => {
      const params: TMessageParams = { ...def.params(...args) };
      for (const name of def.nested) {
        const text = params[name];
        if (typeof text === 'string') {
          params[name] = codedMessageOf(text) ?? text;
        }
      }
      const message = fillTemplate(def.template, params);
      remember({ message, code, params });
      return message;
    };
    // The same arity as the function it replaces, for code that looks at it (the message tests do).
    Object.defineProperty(make, 'length', { value: def.params.length });
    built[key] = make;
  }
  return built as Built<T>;
};

/**
 * Fills the `{name}` slots of a static message (ONBOARDING_MSG.invitationSent: 'An invitation has been
 * sent to {email}') and remembers the result under the message's own code with those values.
 */
export const fillMessage = (message: string, values: Record<string, string>): string => {
  const filled = fillTemplate(message, values);
  const template = staticTexts.get(message);
  if (template && filled !== message) {
    remember({ message: filled, code: template.code, params: { ...values } });
  }
  return filled;
};
