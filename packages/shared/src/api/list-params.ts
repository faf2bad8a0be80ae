import { z } from 'zod';

/** A list's query as the web sends it (the server parses it with the list's zod schema). */
export type TListParams<S extends string> = {
  skip?: number;
  limit?: number;
  sort?: S;
  order?: 'asc' | 'desc';
  search?: string | undefined;
  /** The `meta.nextCursor` of the previous page: the next page starts after its last row (then `skip` is ignored). */
  cursor?: string | undefined;
};

/**
 * The `cursor` query parameter of a list: opaque (base64url), made by the server. A list accepts it
 * beside `skip`, so offset pages keep working and a client may switch to cursors at any page.
 */
export const ZListCursor = z
  .string()
  .trim()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/)
  // An empty cursor is the first page; optional last, so that a parsed query's type leaves it optional.
  .transform((value) => value || undefined)
  .optional()
  .meta({ description: "The previous page's meta.nextCursor; the page starts after its last row" });

/**
 * Paging for a list that used to answer every row at once: without `limit` it still does (its
 * clients page in memory until they move to server pages); with `limit`, `skip` or `cursor` page in SQL.
 */
export const ZOptionalPageQuery = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
  cursor: ZListCursor,
};
