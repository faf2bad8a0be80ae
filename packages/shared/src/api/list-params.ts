/** A list's query as the web sends it (the server parses it with the list's zod schema). */
export type TListParams<S extends string> = {
  skip?: number;
  limit?: number;
  sort?: S;
  order?: 'asc' | 'desc';
  search?: string | undefined;
};
