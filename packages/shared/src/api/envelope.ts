import { z } from 'zod';
import { searchField } from '../validation/text';
import { ZListCursor } from './list-params';

// Every reply is `{ data, meta }`; every error `{ message, code, fieldErrors? }` (DESIGN.md §4).
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZMeta = z
  .object({
    message: z.string().optional(),
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
