import { describe, expect, it } from 'vitest';
import { MSG } from '../constants/messages';
import { controlCharacterIndex, hasControlCharacter, plainText, searchField } from './text';
import { emailField, optionalString, requiredString } from './validators';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the control-character rule', () => {
  it('accepts accents, emoji and other scripts', () => {
    for (const text of ['Montréal–Lévis', 'Ñandú São Paulo', 'Zürich Straße', '貨物 🚚📦', '👩🏽‍💻 ok', '']) {
      expect(hasControlCharacter(text), text).toBe(false);
      expect(hasControlCharacter(text, 'single'), text).toBe(false);
    }
  });

  it('accepts tab, line feed and carriage return in multi-line text only', () => {
    const text = 'Line one\r\n\tindented line two\n';
    expect(hasControlCharacter(text)).toBe(false);
    expect(hasControlCharacter(text, 'single')).toBe(true);
  });

  it('refuses NUL, BEL, ESC, DEL and lone surrogates', () => {
    expect(controlCharacterIndex('ab\u0000c')).toBe(2);
    expect(hasControlCharacter('ring \u0007')).toBe(true);
    expect(hasControlCharacter('\u001b[31mred')).toBe(true);
    expect(hasControlCharacter('rub\u007fout')).toBe(true);
    expect(hasControlCharacter('half \ud83d')).toBe(true);
    expect(hasControlCharacter('\ude9a half')).toBe(true);
  });

  it('gives the shared field message in every text helper', () => {
    expect(messageOf(plainText().safeParse('a\u0000'))).toBe(MSG.controlCharacters);
    expect(messageOf(requiredString().safeParse('Acme\u001b'))).toBe(MSG.controlCharacters);
    expect(messageOf(optionalString().safeParse('x\u0007'))).toBe(MSG.controlCharacters);
    expect(messageOf(emailField().safeParse('a\u0000@example.test'))).toBe(MSG.controlCharacters);
    expect(messageOf(searchField().safeParse('%\u0000'))).toBe(MSG.controlCharacters);
    expect(messageOf(searchField().safeParse('two\nlines'))).toBe(MSG.controlCharacters);
    expect(requiredString(1000).parse('  Dock 4\n\tcall ahead ')).toBe('Dock 4\n\tcall ahead');
    expect(requiredString().parse('Café ☕')).toBe('Café ☕');
    expect(messageOf(requiredString().safeParse(''))).toBe(MSG.required);
  });
});
