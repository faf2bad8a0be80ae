import { z } from 'zod';
import { defineMessages, MSG, withParams } from '../constants/messages';

// ISO 6346 freight container identification: a 3-letter owner code, an equipment category identifier
// (U freight container, J detachable freight container equipment, Z trailer or chassis), a 6-digit
// serial number and a check digit, e.g. CSQU3054383.

export const ISO6346_CATEGORIES = ['U', 'J', 'Z'] as const;

export const ISO6346_EXAMPLE = 'CSQU3054383';

export const ISO6346_MSG = defineMessages('containers.messages', {
  format: `A container number is 4 letters and 7 digits, e.g. ${ISO6346_EXAMPLE}`,
  category: 'The fourth letter of a container number must be U, J or Z',
  missingCheckDigit: withParams(
    'The check digit of {{prefix}} is missing: it should be {{digit}}',
    (prefix: string, digit: number) => ({ prefix, digit }),
  ),
  checkDigit: withParams('The check digit of {{prefix}} should be {{digit}}', (prefix: string, digit: number) => ({
    prefix,
    digit,
  })),
});

// Letters count 10 for A upwards, skipping 11, 22 and 33 (multiples of 11): A=10, B=12 … K=21, L=23 … U=32,
// V=34 … Z=38.
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) {
      value++;
    }
    values[letter] = value++;
  }
  return values;
})();

const PREFIX = /^[A-Z]{4}\d{6}$/;

/** Upper case, without the spaces and dashes people type or print between the parts ('CSQU 305438-3'). */
export const normalizeContainerNumber = (raw: string): string => raw.toUpperCase().replace(/[\s\u2010-\u2015-]/g, '');

/**
 * The check digit of the first ten characters (owner code, category, serial): each character's value
 * times 2 to the power of its position, summed, modulo 11, then modulo 10 (a remainder of 10 counts as 0).
 */
export const iso6346CheckDigit = (prefix: string): number => {
  const text = normalizeContainerNumber(prefix);
  if (!PREFIX.test(text)) {
    throw new RangeError(`'${prefix}' is not an ISO 6346 owner code, category and serial number`);
  }
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const char = text.charAt(position);
    const value = position < 4 ? (LETTER_VALUES[char] as number) : Number(char);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
};

export type Iso6346ProblemCode = 'required' | 'format' | 'category' | 'missingCheckDigit' | 'checkDigit';

/** What is wrong with a container number, with the values its message names (for translations). */
export type Iso6346Problem = {
  code: Iso6346ProblemCode;
  message: string;
  params: { prefix?: string; digit?: number };
};

/** Null when `raw` (normalised) is a valid ISO 6346 container number, else the first problem. */
export const checkContainerNumber = (raw: string): Iso6346Problem | null => {
  const text = normalizeContainerNumber(raw);
  if (text === '') {
    return { code: 'required', message: MSG.required, params: {} };
  }
  if (/^[A-Z]{4}\d{6,7}$/.test(text) && !(ISO6346_CATEGORIES as readonly string[]).includes(text.charAt(3))) {
    return { code: 'category', message: ISO6346_MSG.category, params: {} };
  }
  if (PREFIX.test(text)) {
    const digit = iso6346CheckDigit(text);
    return {
      code: 'missingCheckDigit',
      message: ISO6346_MSG.missingCheckDigit(text, digit),
      params: { prefix: text, digit },
    };
  }
  if (!/^[A-Z]{4}\d{7}$/.test(text)) {
    return { code: 'format', message: ISO6346_MSG.format, params: {} };
  }
  const prefix = text.slice(0, 10);
  const digit = iso6346CheckDigit(prefix);
  if (Number(text.charAt(10)) !== digit) {
    return { code: 'checkDigit', message: ISO6346_MSG.checkDigit(prefix, digit), params: { prefix, digit } };
  }
  return null;
};

export const isValidContainerNumber = (raw: string): boolean => checkContainerNumber(raw) === null;

/** Completes owner code, category and serial ('CSQU305438') into a full container number ('CSQU3054383'). */
export const withCheckDigit = (prefix: string): string => {
  const text = normalizeContainerNumber(prefix);
  return `${text}${iso6346CheckDigit(text)}`;
};

/** A zod field for a container number: normalised, then checked; the message names the right check digit. */
export const containerNumberField = () =>
  z
    .string({ error: MSG.required })
    .overwrite(normalizeContainerNumber)
    .superRefine((value, ctx) => {
      const problem = checkContainerNumber(value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem.message });
      }
    });
