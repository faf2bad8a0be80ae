import { z } from 'zod';
import { MSG } from '../constants/messages';

// The control-character rule (issue 11): text never carries C0 control characters (U+0000–U+001F),
// DEL (U+007F) or a lone UTF-16 surrogate. PostgreSQL refuses U+0000 outright (a 500 before this
// rule), and the others are invisible, reorder terminals or break exports. Multi-line text keeps tab,
// line feed and carriage return; single-line text (search terms, codes, tokens, e-mail addresses)
// refuses them too. Accents, emoji and every other printable character pass.

/** 'multi': tab, LF and CR allowed (the default for free text); 'single': refused too. */
export type TextLines = 'multi' | 'single';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The index of the first character the rule refuses, or -1 when the text is clean. */
export const controlCharacterIndex = (value: string, lines: TextLines = 'multi'): number => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (lines === 'multi' && (code === TAB || code === LF || code === CR)) {
        continue;
      }
      return i;
    }
    if (code === DEL || isLowSurrogate(code)) {
      return i;
    }
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) {
        return i;
      }
      i++;
    }
  }
  return -1;
};

export const hasControlCharacter = (value: string, lines: TextLines = 'multi'): boolean =>
  controlCharacterIndex(value, lines) !== -1;

/** A zod string that refuses control characters with the shared field message. */
export const plainText = (lines: TextLines = 'multi') =>
  z.string().refine((value) => !hasControlCharacter(value, lines), { error: MSG.controlCharacters });

/** The `search` parameter of lists: single-line, trimmed, at most `max` characters. */
export const searchField = (max = 200) =>
  plainText('single')
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .optional();
