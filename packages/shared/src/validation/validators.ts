import { z } from 'zod';
import { MSG } from '../constants/messages';
import { hasControlCharacter, type TextLines } from './text';

// The spec's shared validators (spec 01 §5) as zod rules, reused by server parsing and web forms.
// The e-mail pattern is deliberately loose, as the spec says.
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Rules are ordered so that the first issue of a field is the one to show (forms keep only the
// first error per field): 'required' before length, length before format.
// Every text helper applies the control-character rule (validation/text.ts): multi-line by default,
// because the same helpers serve text areas (descriptions, instructions, reasons).
const noControl = (lines: TextLines) => ({
  check: (value: string) => !hasControlCharacter(value, lines),
  error: { error: MSG.controlCharacters },
});

export const requiredString = (max = 255, min = 1, lines: TextLines = 'multi') => {
  const rule = noControl(lines);
  const base = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });
  const withMin = min > 1 ? base.min(min, { error: MSG.minLength(min) }) : base;
  return withMin.max(max, { error: MSG.maxLength(max) }).refine(rule.check, rule.error);
};

export const optionalString = (max = 255, lines: TextLines = 'multi') => {
  const rule = noControl(lines);
  return z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .refine(rule.check, rule.error)
    .optional()
    .or(z.literal('').transform(() => undefined));
};

export const emailField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(254, { error: MSG.maxLength(254) })
    .refine(noControl('single').check, noControl('single').error)
    .regex(LOOSE_EMAIL, { error: MSG.email })
    .transform((v) => v.toLowerCase());

// Web addresses only: 'mailto:' or 'javascript:' would parse as URLs but are not links to follow.
export const urlField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .refine(noControl('single').check, noControl('single').error)
    .pipe(z.url({ protocol: /^https?$/, error: MSG.url }));

// Form inputs hand numbers over as text or null; empty means required, anything else not a number
// is 'Must be a number'. Thousands separators are accepted as typed.
export const numberField = () =>
  z.preprocess(
    (value) => {
      if (value === null || value === undefined) {
        return undefined;
      }
      if (typeof value === 'string') {
        const text = value.replaceAll(',', '').trim();
        return text === '' ? undefined : Number(text);
      }
      return value;
    },
    z.number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.number) }),
  );

export const notEmptyArray = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: MSG.notEmptyArray }).min(1, { error: MSG.notEmptyArray });

type StringKeyOf<T> = Extract<keyof T, string>;

/**
 * Adds the spec's `match` rule: `field` must equal `other`; the issue lands on `field`. The message
 * is the caller's (e.g. 'The two passwords that you entered do not match!').
 */
export const withMatch = <S extends z.ZodObject>(
  schema: S,
  rule: { field: StringKeyOf<z.output<S>>; other: StringKeyOf<z.output<S>>; message: string },
) =>
  schema.superRefine((value, ctx) => {
    if (value[rule.field] !== value[rule.other]) {
      ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
    }
  });

export const isLooseEmail = (value: string): boolean => LOOSE_EMAIL.test(value.trim());

// Date fields are those whose names end in Date; time fields end in Time (spec 01 §5).
export const isDateFieldName = (name: string): boolean => name.endsWith('Date');
export const isTimeFieldName = (name: string): boolean => name.endsWith('Time');

export const PASSWORD_MAX = 128;

// Passwords: the spec's messages (spec 01 §5); at least 8 characters and up to PASSWORD_MAX (128),
// so pass phrases of 64 characters and more are accepted.
export const PASSWORD_MIN = 8;
export const newPasswordField = () =>
  z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired })
    .min(PASSWORD_MIN, { error: MSG.minLength(PASSWORD_MIN) })
    .max(PASSWORD_MAX, { error: MSG.maxLength(PASSWORD_MAX) });
export const confirmPasswordField = () =>
  z.string({ error: MSG.confirmRequired }).min(1, { error: MSG.confirmRequired }).max(PASSWORD_MAX);

/**
 * A web address as people type it (issue 13 §10): 'example.com', 'www.example.com' or a full
 * 'https://…'. Without a scheme it is stored as https; blank is null. Refused: spaces, another scheme,
 * and a host without a dot.
 */
export const normalizeWebsite = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed === '') {
    return null;
  }
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};
export const isWebsite = (value: string | null): boolean => {
  if (value === null) {
    return true;
  }
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) {
    return false;
  }
  try {
    const host = new URL(value).hostname;
    return /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
};
export const websiteField = (max = 300) =>
  z
    .string()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => normalizeWebsite(value ?? ''))
    .refine(isWebsite, { error: MSG.url });
