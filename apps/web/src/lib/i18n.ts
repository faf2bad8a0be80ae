import type { Language } from '@lanehub/shared/constants/app';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '@lanehub/shared/constants/app';
import type { TMessageParams } from '@lanehub/shared/constants/message-registry';
import { codedMessageOf } from '@lanehub/shared/constants/message-registry';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every visible text goes through i18next; the language comes from the `lang` cookie, default and
// fallback English (spec 01 §1, §9). English is bundled (it is the fallback of every key); French and
// Spanish are each one lazy chunk (`locales/<lng>/index.ts`), loaded through the i18next backend below
// before the first render when the cookie asks for them (main.tsx awaits `i18nReady`) and on a switch.

type Catalogue = Record<string, unknown>;

/** Merges a language's files (`locales/<lng>/<feature>.json`); a file owns its top-level keys. */
export const mergeCatalogue = (lng: string, files: Record<string, Catalogue>): Catalogue => {
  const merged: Catalogue = {};
  for (const [path, content] of Object.entries(files)) {
    for (const [key, value] of Object.entries(content)) {
      if (key in merged) {
        throw new Error(`Locale key '${key}' is declared twice for '${lng}' (${path})`);
      }
      merged[key] = value;
    }
  }
  return merged;
};

export const ENGLISH = mergeCatalogue(
  'en',
  import.meta.glob<Catalogue>('../locales/en/*.json', { eager: true, import: 'default' }),
);
// Only the other languages have an index module; each becomes its own chunk.
const lazyCatalogues = import.meta.glob<Record<string, Catalogue>>('../locales/*/index.ts', { import: 'default' });

/** A language's whole catalogue: English at once, the others from their chunk. */
export const loadCatalogue = async (lng: Language): Promise<Catalogue> => {
  if (lng === DEFAULT_LANGUAGE) {
    return ENGLISH;
  }
  const load = lazyCatalogues[`../locales/${lng}/index.ts`];
  if (!load) {
    throw new Error(`No catalogue for '${lng}'`);
  }
  return mergeCatalogue(lng, await load());
};

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

const lazyBackend = {
  type: 'backend' as const,
  init: () => undefined,
  read: (lng: string, _namespace: string, done: (error: unknown, data: Catalogue | null) => void) => {
    // English answers at once, so that initialisation in English (and in tests) finishes synchronously.
    if (!isLanguage(lng) || lng === DEFAULT_LANGUAGE) {
      done(null, lng === DEFAULT_LANGUAGE ? ENGLISH : {});
      return;
    }
    loadCatalogue(lng).then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error, null),
    );
  },
};

/** Resolves when the cookie's language is loaded; main.tsx renders after it. */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: ENGLISH } },
    // English is given here; the backend loads the others when they are chosen.
    partialBundledLanguages: true,
    lng: readLanguageCookie(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  .then(() => undefined);

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

// Messages are translated by code (issue 12 §5): every English message of @lanehub/shared is known
// with its catalogue key and values (message-registry.ts), whether this app made it (a zod rule of a
// form) or the server sent it (the API client learns the codes that come with the texts). A param that
// is itself a message (a cause) is translated too. Unknown text is shown as it came.

/** A message with its code, as error bodies, `meta` and job reports carry it. */
export type CodedText = { message: string; messageCode?: string | undefined; params?: TMessageParams | undefined };

const translateParams = (t: TFunction, params: TMessageParams): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? translateCoded(t, value.code, value.params ?? {}, value.message) : value,
    ]),
  );

const translateCoded = (t: TFunction, code: string, params: TMessageParams, english: string): string =>
  t(code, { ...translateParams(t, params), defaultValue: english });

/** Translates a message by its code; a text of unknown code is shown as it came. */
export const translateMessage = (t: TFunction, message: string | CodedText | null | undefined): string => {
  if (!message) {
    return '';
  }
  if (typeof message === 'object') {
    return message.messageCode
      ? translateCoded(t, message.messageCode, message.params ?? {}, message.message)
      : translateMessage(t, message.message);
  }
  const coded = codedMessageOf(message);
  return coded ? translateCoded(t, coded.code, coded.params, message) : message;
};
