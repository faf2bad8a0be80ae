import * as shared from '@lanehub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { translateOnboarding } from '../features/onboarding/onboarding-text';
import { changeLanguage, ENGLISH, i18n, loadCatalogue, translateMessage } from './i18n';

// Every message the server or the shared rules can send is translated by its code: each exported
// message object of @lanehub/shared (MSG, ONBOARDING_MSG, ACCESS_MSG, …) is found by its name, each of
// its texts is built with sample values, and the web's translation must give it back unchanged in
// English (the spec's own words) and translated, with the sample values kept, in French and Spanish.
// The English catalogue must be the message templates themselves, and fr/es must have every code.

type MessageValue = string | ((...args: never[]) => string);

const MESSAGE_OBJECT_NAME = /^(MSG|[A-Z0-9_]+_(MSG|MESSAGES))$/;

const MESSAGE_OBJECTS = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, Record<string, MessageValue>] =>
    MESSAGE_OBJECT_NAME.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null,
);

// Arguments for the functions that need values of a given shape; every other function gets sample
// words, one per parameter.
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  'MSG.sortBy': [[['name', 'updatedAt']]],
  'MSG.withCause': [[shared.LOCATION_MSG.failedToAdd, shared.MSG.required]],
  'UPLOAD_MESSAGES.tooLarge': [[5 * 1024 * 1024]],
  'LOCATION_MSG.rowsWithErrors': [[1], [7]],
  'LOCATION_MSG.atRow': [[3, shared.MSG.required]],
  'LOCATION_MSG.firstAtRow': [[7, 3, shared.LOCATION_MSG.unlocode]],
  'HR_MSG.codeExists': [['cost_center', 'CC-42']],
};
// The text a function makes of those values, where it is not the value itself.
const RENDERED_ARGS: Record<string, string[]> = {
  'MSG.sortBy': ['name, updatedAt'],
  'UPLOAD_MESSAGES.tooLarge': ['5 MB'],
  'HR_MSG.codeExists': ['cost center'],
};

const SAMPLE_WORDS = ['Zorblax', 'Quindle', 'Vexmoor'];

/** `kept`: the sample words the translation must keep; `parts`: every value the message was built from. */
type Sample = { name: string; english: string; kept: string[]; parts: string[] };

const samplesOf = (objectName: string, key: string, value: MessageValue): Sample[] => {
  const name = `${objectName}.${key}`;
  if (typeof value === 'string') {
    // '{name}' slots (ONBOARDING_MSG, ADMIN_MESSAGES) are filled by the server before sending.
    const slots = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const values = Object.fromEntries(slots.map((slot, index) => [slot, SAMPLE_WORDS[index] as string]));
    const kept = Object.values(values);
    return [{ name, english: shared.fillMessage(value, values), kept, parts: kept }];
  }
  const argSets = SAMPLE_ARGS[name] ?? [SAMPLE_WORDS.slice(0, value.length)];
  return argSets.map((args) => ({
    name,
    english: (value as (...a: unknown[]) => string)(...args),
    kept: args.filter((arg) => SAMPLE_WORDS.includes(arg as string)) as string[],
    parts: [...args.map(String), ...(RENDERED_ARGS[name] ?? [])],
  }));
};

const SAMPLES = MESSAGE_OBJECTS.flatMap(([objectName, messages]) =>
  Object.entries(messages).flatMap(([key, value]) => samplesOf(objectName, key, value)),
);

const textAt = (catalogue: Record<string, unknown>, code: string): string | undefined => {
  let node: unknown = catalogue;
  for (const key of code.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
};

const slotsOf = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort().join(' ');

describe('server and shared messages', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('finds every message object of the shared package', () => {
    expect(MESSAGE_OBJECTS.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining([
        'ACCESS_MSG',
        'ACCOUNT_MSG',
        'ADMIN_MESSAGES',
        'DOCUMENT_MSG',
        'EQUIPMENT_MSG',
        'HELP_MESSAGES',
        'HR_MSG',
        'ISO6346_MSG',
        'LOCATION_MSG',
        'MSG',
        'NOTIFICATION_MSG',
        'ONBOARDING_MSG',
        'PARTNER_MESSAGES',
        'PRODUCT_MSG',
        'SETTINGS_MSG',
        'UPLOAD_MESSAGES',
        'VS_MSG',
      ]),
    );
    expect(SAMPLES.length).toBeGreaterThan(240);
  });

  it('keeps each message in English as the spec and the server word it', () => {
    const changed = SAMPLES.filter((s) => translateMessage(i18n.t, s.english) !== s.english);
    expect(changed.map((s) => `${s.name}: ${translateMessage(i18n.t, s.english)}`)).toEqual([]);
  });

  it('knows every message by a code, and its English text is the catalogue entry of that code', () => {
    // The exact text back from the code and params: no message is taken for another one's pattern.
    const problems = SAMPLES.flatMap((s) => {
      const coded = shared.codedMessageOf(s.english);
      if (!coded) {
        return [`${s.name} has no code: ${s.english}`];
      }
      const rendered = translateMessage(i18n.t, { message: '', messageCode: coded.code, params: coded.params });
      return rendered === s.english ? [] : [`${s.name} (${coded.code}) renders as: ${rendered}`];
    });
    expect(problems).toEqual([]);
  });

  it('has the English catalogue written from the message templates (npm run messages:sync -w @lanehub/web)', () => {
    const definitions = shared.messageDefinitions();
    expect(definitions.length).toBeGreaterThan(240);
    const stale = definitions.flatMap(({ code, template }) => {
      const text = textAt(ENGLISH, code);
      return text === shared.catalogueTemplateOf(template) ? [] : [`${code}: ${text} ≠ ${template}`];
    });
    expect(stale).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('has a %s text for every message code, with the same {{params}}', async (language) => {
    const catalogue = await loadCatalogue(language);
    const problems = shared.messageDefinitions().flatMap(({ code, template }) => {
      const text = textAt(catalogue, code);
      if (text === undefined) {
        return [`${code} has no ${language} text`];
      }
      const wanted = slotsOf(shared.catalogueTemplateOf(template));
      return slotsOf(text) === wanted ? [] : [`${code}: ${text} does not use ${wanted}`];
    });
    expect(problems).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('translates every message into %s, keeping its values', async (language) => {
    await changeLanguage(language);
    const problems = SAMPLES.flatMap((s) => {
      const translated = translateMessage(i18n.t, s.english);
      // MSG.asSent is a text that is not ours (Fastify's own errors), shown as it came in every language.
      if (translated === s.english && s.name !== 'MSG.asSent') {
        return [`${s.name} is not translated: ${s.english}`];
      }
      const lost = s.kept.filter((value) => !translated.includes(value));
      return lost.length > 0 ? [`${s.name} loses ${lost.join(', ')}: ${translated}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('translates the onboarding messages through the onboarding patterns too', async () => {
    await changeLanguage('fr');
    for (const s of SAMPLES.filter((sample) => sample.name.startsWith('ONBOARDING_MSG.'))) {
      expect(translateOnboarding(i18n.t, s.english)).toBe(translateMessage(i18n.t, s.english));
    }
    expect(
      translateOnboarding(i18n.t, shared.fillMessage(shared.ONBOARDING_MSG.invitationSent, { email: 'a@b.c' })),
    ).toBe('Une invitation a été envoyée à a@b.c');
    // Not 'The company {name} has been declined' with the name 'account request'.
    expect(translateOnboarding(i18n.t, shared.ONBOARDING_MSG.companyDeclinedLogin)).toBe(
      'La demande de compte de l’entreprise a été refusée',
    );
  });

  it('translates a message and the cause it carries', async () => {
    await changeLanguage('es');
    const english = shared.withCause(
      shared.LOCATION_MSG.failedToAdd,
      shared.LOCATION_MSG.atRow(3, shared.LOCATION_MSG.unlocodeUnknown('CAZZZ')),
    );
    expect(translateMessage(i18n.t, english)).toBe(
      'No se pudo añadir la ubicación de la empresa: fila 3: CAZZZ no está en la lista UN/LOCODE',
    );
  });
});
