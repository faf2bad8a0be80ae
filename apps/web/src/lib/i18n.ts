import type { Language } from '@lanehub/shared';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '@lanehub/shared';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every visible text goes through i18next; the language comes from the `lang` cookie, default and
// fallback English (spec 01 §1, §9).

type Catalogue = Record<string, unknown>;

// Each feature keeps its texts in `locales/<lng>/<feature>.json`; a file owns its top-level keys.
const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

const mergeCatalogues = (): Record<Language, Catalogue> => {
  const merged: Record<string, Catalogue> = {};
  for (const [path, content] of Object.entries(files)) {
    const lng = path.split('/').at(-2) ?? '';
    const target = merged[lng] ?? {};
    merged[lng] = target;
    for (const [key, value] of Object.entries(content)) {
      if (key in target) {
        throw new Error(`Locale key '${key}' is declared twice for '${lng}' (${path})`);
      }
      target[key] = value;
    }
  }
  return merged as Record<Language, Catalogue>;
};

export const CATALOGUES = mergeCatalogues();
const en = CATALOGUES.en as Catalogue & { messages: Record<string, string> };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

export const readLanguageCookie = (): Language => {
  if (typeof document === 'undefined') {
    return DEFAULT_LANGUAGE;
  }
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : undefined;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: CATALOGUES[lng] }])),
  lng: readLanguageCookie(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // The catalogues are bundled, so initialisation can finish before the first render.
  initAsync: false,
});

const syncDocumentLanguage = (lng: string) => {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
  }
};
syncDocumentLanguage(i18n.language);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Writes the cookie (path /, one year, SameSite=Lax) and switches the interface language. */
export const changeLanguage = async (lng: Language) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  await i18n.changeLanguage(lng);
  syncDocumentLanguage(lng);
};

// Messages arrive as English text (zod rules in shared, server replies). The app's catalogue
// (`messages`) and each feature's (`<feature>.messages`, mirroring the feature's shared message object)
// turn every English message into a pattern, so '{{n}}' placeholders are recovered and the text can be
// translated. A '{{cause}}' part is itself a message ('Failed to add company location: {{cause}}').
type MessagePattern = { key: string; regex: RegExp; vars: string[]; literal: number };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isTextMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** The message catalogues of the English texts: `messages` and every `<feature>.messages`, by key prefix. */
export const MESSAGE_SECTIONS: ReadonlyArray<{ prefix: string; texts: Record<string, string> }> = [
  { prefix: 'messages', texts: en.messages },
  ...Object.entries(en).flatMap(([namespace, content]) => {
    const texts = (content as { messages?: unknown } | null)?.messages;
    return namespace !== 'messages' && isTextMap(texts) ? [{ prefix: `${namespace}.messages`, texts }] : [];
  }),
];

const patternOf = (key: string, text: string): MessagePattern => {
  const vars: string[] = [];
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const match = /^\{\{(\w+)\}\}$/.exec(part);
      if (match?.[1]) {
        vars.push(match[1]);
        return '(.+?)';
      }
      return escapeRegex(part);
    })
    .join('');
  return { key, regex: new RegExp(`^${source}$`), vars, literal: text.replace(/\{\{\w+\}\}/g, '').length };
};

const MESSAGE_PATTERNS: MessagePattern[] = MESSAGE_SECTIONS.flatMap(({ prefix, texts }) =>
  Object.entries(texts).map(([key, text]) => patternOf(`${prefix}.${key}`, text)),
)
  // Only messages with words of their own: a text that is nothing but placeholders would match anything.
  .filter((pattern) => pattern.literal > 0)
  // A message that carries a cause first, so that its own words are not taken for a value of the cause's
  // pattern; then the most specific: 'Must be at least {{n}} characters' before 'Must be at least {{n}}'.
  .sort((a, b) => Number(b.vars.includes('cause')) - Number(a.vars.includes('cause')) || b.literal - a.literal);

/** The catalogue entry an English message matches ('hrHierarchy.messages.roleCreated'), with its values. */
export const matchMessage = (message: string): { key: string; values: Record<string, string> } | null => {
  for (const pattern of MESSAGE_PATTERNS) {
    const match = pattern.regex.exec(message);
    if (match) {
      const values: Record<string, string> = {};
      pattern.vars.forEach((name, index) => {
        values[name] = match[index + 1] ?? '';
      });
      return { key: pattern.key, values };
    }
  }
  return null;
};

/** Translates an English message known to the catalogues; unknown text is shown as it came. */
export const translateMessage = (t: TFunction, message: string | undefined): string => {
  if (!message) {
    return '';
  }
  const match = matchMessage(message);
  if (!match) {
    return message;
  }
  const values = { ...match.values };
  if (values.cause !== undefined) {
    values.cause = translateMessage(t, values.cause);
  }
  return t(match.key, values);
};
