import { z } from 'zod';
import { MSG } from '../constants/messages';
import { requiredString } from '../validation/validators';
import type { ResourceField } from './define-resource';

// The common part of the spec's simple reference lists (document, load, temperature, item and product
// types, modes, mode moves; spec 02 §7.14): a company's own code and name, a description, and whether
// it is offered in forms. A list adds its own fields to these.

export const referenceListShape = {
  code: requiredString(16).regex(/^[A-Za-z0-9_-]+$/, { error: MSG.lettersDigitsDashes }),
  name: requiredString(80),
  description: z
    .string()
    .trim()
    .max(500, { error: MSG.maxLength(500) })
    .optional(),
  active: z.boolean().default(true),
};

export const referenceListFields = {
  code: { name: 'code', input: 'text' },
  name: { name: 'name', input: 'text' },
  description: { name: 'description', input: 'textarea' },
  active: { name: 'active', input: 'checkbox' },
} as const satisfies Record<keyof typeof referenceListShape, ResourceField>;

/** The reference lists live in the company menu's 'Reference lists' group, their texts in one catalogue key. */
export const referenceListTextKey = (name: string) => `referenceLists.${name}`;
