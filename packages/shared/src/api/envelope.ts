import { z } from 'zod';
import { searchField } from '../validation/text';
import { ZListCursor } from './list-params';

// The values of a message: words and numbers, or another message with its own code and params (the
// cause of a failure), kept one level deep in the schema so the API document has no recursive type.
export const ZMessageParams = z
  .record(
    z.string(),
    z.union([z.string(), z.number(), z.object({ message: z.string(), code: z.string() }).passthrough()]),
  )
  .meta({ description: "Values of the message's `{{name}}` slots; a nested message carries its own code." });

/** The catalogue key of a message and its values, for one field of a validation error. */
export const ZFieldCode = z.object({ code: z.string(), params: ZMessageParams });

// Every reply is `{ data, meta }`; every error `{ message, code, messageCode, params, fieldErrors?,
// fieldCodes? }` (DESIGN.md §4, docs/api.md "Error replies"). `code` says what went wrong, for programs
// ('VALIDATION', 'TOKEN_EXPIRED'); `messageCode` and `params` say which text to show, for translation.
export const ZErrorBody = z.object({
  message: z.string().meta({ description: 'The message in English.' }),
  code: z
    .string()
    .meta({ description: "The kind of error, for programs: 'VALIDATION', 'NOT_FOUND', 'TOKEN_EXPIRED' …" }),
  messageCode: z
    .string()
    .meta({ description: "The message's key in the locale catalogue, e.g. 'locations.messages.notFound'." }),
  params: ZMessageParams,
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'The first error of each invalid field, in English.' }),
  fieldCodes: z
    .record(z.string(), ZFieldCode)
    .optional()
    .meta({ description: 'The catalogue key and values of each `fieldErrors` entry, by the same field.' }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMeta = z
  .object({
    message: z.string().optional(),
    /** The catalogue key and values of `message`, set with it by the server's `ok()`. */
    messageCode: z.string().optional(),
    params: ZMessageParams.optional(),
    total: z.number().int().optional(),
    /** false: the list holds more than `total` rows (a big list's count stops at a cap); absent or true: exact. */
    totalExact: z.boolean().optional(),
    skip: z.number().int().optional(),
    limit: z.number().int().optional(),
    /** Lists: a string when more rows follow (send it back as `cursor`); absent or null on the last page. */
    nextCursor: z.string().nullable().optional(),
  })
  .passthrough();
export type TMeta = z.infer<typeof ZMeta>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, meta: ZMeta });

export const ZListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(10),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: searchField(200),
  cursor: ZListCursor,
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZIdParams = z.object({ id: z.uuid() });
