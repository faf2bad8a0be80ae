import { z } from 'zod';
import { MSG } from '../constants/messages';

// The spec's shared validators (spec 01 §5) as zod rules, reused by server parsing and web forms.
// The e-mail pattern is deliberately loose, as the spec says.
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredString = (max = 255) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) });

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .optional()
    .or(z.literal('').transform(() => undefined));

export const emailField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(254, { error: MSG.maxLength(254) })
    .regex(LOOSE_EMAIL, { error: MSG.email })
    .transform((v) => v.toLowerCase());

export const urlField = () => z.string().trim().url({ error: MSG.url });

export const isLooseEmail = (value: string): boolean => LOOSE_EMAIL.test(value.trim());

// Date fields are those whose names end in Date; time fields end in Time (spec 01 §5).
export const isDateFieldName = (name: string): boolean => name.endsWith('Date');
export const isTimeFieldName = (name: string): boolean => name.endsWith('Time');

export const PASSWORD_MAX = 128;
