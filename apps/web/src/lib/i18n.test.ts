import { LANGUAGE_COOKIE } from '@lanehub/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES, changeLanguage, i18n, readLanguageCookie, translateMessage } from './i18n';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('i18n', () => {
  it('has the same keys in the English, French and Spanish catalogues', () => {
    const english = keysOf(CATALOGUES.en).sort();
    expect(english.length).toBeGreaterThan(100);
    expect(keysOf(CATALOGUES.fr).sort()).toEqual(english);
    expect(keysOf(CATALOGUES.es).sort()).toEqual(english);
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('translates English messages, recovering their numbers', async () => {
    await changeLanguage('fr');
    expect(translateMessage(i18n.t, 'This field is required')).toBe('Ce champ est obligatoire');
    expect(translateMessage(i18n.t, 'Must be at most 120 characters')).toBe('Doit contenir au plus 120 caractères');
    expect(translateMessage(i18n.t, 'Must be at least 1')).toBe('Doit être au moins 1');
    expect(translateMessage(i18n.t, 'Something only the server knows')).toBe('Something only the server knows');
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
