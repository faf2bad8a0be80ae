import { LANGUAGE_COOKIE } from '@lanehub/shared/constants/app';
import { MSG } from '@lanehub/shared/constants/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, ENGLISH, i18n, loadCatalogue, readLanguageCookie, translateMessage } from './i18n';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('i18n', () => {
  it('starts with English only and loads another language when it is chosen', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.t('login.submit')).toBe('Se connecter');
  });

  it('has the same keys in the English, French and Spanish catalogues', async () => {
    // Plural forms are the language's own (CLDR: French and Spanish have a 'many' English lacks);
    // locales/catalogue-review.test.ts checks each language has the forms it needs.
    const texts = (keys: string[]) =>
      [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const english = texts(keysOf(ENGLISH));
    expect(english.length).toBeGreaterThan(100);
    expect(texts(keysOf(await loadCatalogue('fr')))).toEqual(english);
    expect(texts(keysOf(await loadCatalogue('es')))).toEqual(english);
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('translates messages by their code, with their values', async () => {
    await changeLanguage('fr');
    expect(translateMessage(i18n.t, MSG.required)).toBe('Ce champ est obligatoire');
    expect(translateMessage(i18n.t, MSG.maxLength(120))).toBe('Doit contenir au plus 120 caractères');
    expect(translateMessage(i18n.t, MSG.atLeast(1))).toBe('Doit être au moins 1');
    expect(translateMessage(i18n.t, 'Something only the server knows')).toBe('Something only the server knows');
  });

  it('translates a message sent with its code, and falls back to the English text for an unknown code', async () => {
    await changeLanguage('es');
    const sent = { message: 'Must be at most 7', messageCode: 'messages.atMost', params: { n: 7 } };
    expect(translateMessage(i18n.t, sent)).toBe('Debe ser como máximo 7');
    expect(translateMessage(i18n.t, { message: 'A newer server text', messageCode: 'messages.fromTheFuture' })).toBe(
      'A newer server text',
    );
  });

  it('keeps the spec text in English', () => {
    expect(translateMessage(i18n.t, 'Please input your password!')).toBe('Please input your password!');
  });

  it('writes the lang cookie and reads it back', async () => {
    await changeLanguage('es');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
    expect(readLanguageCookie()).toBe('es');
    expect(i18n.t('login.submit')).toBe('Iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
  });
});
