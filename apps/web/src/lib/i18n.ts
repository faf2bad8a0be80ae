import type { Language } from '@lanehub/shared/constants/app';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '@lanehub/shared/constants/app';
import type { TMessageParams } from '@lanehub/shared/constants/message-registry';
import { codedMessageOf } from '@lanehub/shared/constants/message-registry';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every visible text goes through i18next; the language comes from the `lang` cookie, default and
// fallback English (spec 01 §1, §9). English's start texts are bundled, the rest is a lazy chunk (below);
// French and Spanish are each one lazy chunk (`locales/<lng>/index.ts`), loaded through the i18next
// backend below before the first render when the cookie asks for them (main.tsx awaits `i18nReady`)
// and on a switch.

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

/**
 * English: the texts of the screens before sign-in (`core.json`: log-in, forgot password, the
 * common words and the messages) are in the first load; every other file is one lazy chunk
 * (`locales/en/index.ts`) that the route guards of every other screen await (`loadEnglish`, from
 * app/router.tsx) and that other languages load with their own, as their fallback. It keeps the
 * log-in screen's first load within its budget (issue 13, docs/performance.md). `ENGLISH` holds the
 * start texts, then the whole catalogue once `loadEnglish` has resolved.
 */
export const ENGLISH: Catalogue = mergeCatalogue(
  'en',
  import.meta.glob<Catalogue>('../locales/en/core.json', { eager: true, import: 'default' }),
);
// Each language's index module (English's holds all but its start texts) becomes a chunk of its own.
const lazyCatalogues = import.meta.glob<Record<string, Catalogue>>('../locales/*/index.ts', { import: 'default' });

let englishLoaded: Promise<void> | null = null;

/** The rest of the English catalogue, once; a failed download is tried again at the next call. */
export const loadEnglish = (): Promise<void> => {
  englishLoaded ??= (async () => {
    const load = lazyCatalogues['../locales/en/index.ts'];
    if (!load) {
      throw new Error("No catalogue for 'en'");
    }
    const rest = mergeCatalogue('en', await load());
    for (const key of Object.keys(rest)) {
      if (key in ENGLISH) {
        throw new Error(`Locale key '${key}' is declared twice for 'en'`);
      }
    }
    Object.assign(ENGLISH, rest);
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', rest, true, false);
  })().catch((error: unknown) => {
    englishLoaded = null;
    throw error;
  });
  return englishLoaded;
};

/** A language's whole catalogue, from its chunk (English's rest included). */
export const loadCatalogue = async (lng: Language): Promise<Catalogue> => {
  if (lng === DEFAULT_LANGUAGE) {
    await loadEnglish();
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
