import { TABLE_PAGE_SIZE } from '@lanehub/shared/constants/app';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '../data-table';

export type ListStateOptions<S extends string> = {
  /** The server's allowed sort keys; an unknown `sort` in the URL falls back to the default. */
  sorts: readonly S[];
  /** The first of `sorts` when not given. */
  defaultSort?: S;
  defaultOrder?: SortOrder;
  /** Names of the filters kept in the URL besides the search (e.g. `enabled`, `departmentId`). */
  filters?: readonly string[];
  pageSize?: number;
  /** Prefixes every URL parameter, for a page that shows two lists (e.g. `dept.` and `role.`). */
  prefix?: string;
  /**
   * 'cursor': a list the server pages by keyset only (no offset, no total, e.g. the change log). The URL
   * keeps the cursors of the pages walked (`cursors`, dot-separated), so Previous, Back, a reload and a
   * shared link find each page again; `skip` is then derived from that trail, never sent.
   * 'offset' (the default): `skip`, and `cursor` when Next followed a server's cursor.
   */
  paging?: 'offset' | 'cursor';
};

export type ListPatch = Record<string, string | number | null | undefined>;

export type ListState<S extends string = string> = {
  search: string;
  sort: S;
  order: SortOrder;
  skip: number;
  /** The keyset cursor of the page shown, when the list was paged forward by cursor. */
  cursor: string | undefined;
  /** How the list pages (the option `paging`). */
  paging: 'offset' | 'cursor';
  limit: number;
  /** The filters named in the options, undefined when not set. */
  filters: Readonly<Record<string, string | undefined>>;
  /** A search or a filter narrows the list (its empty state then offers to clear them). */
  isFiltered: boolean;
  setSearch: (search: string) => void;
  /** Sets filters (null or '' removes one) and goes back to the first page. */
  setFilters: (patch: ListPatch) => void;
  clearFilters: () => void;
  setSort: (sort: string, order: SortOrder) => void;
  /** Offset paging: drops any cursor. Cursor paging: back to the page that starts at `skip` (walked before). */
  setSkip: (skip: number) => void;
  /** Cursor paging: the next page after `cursor`, counted as starting at `skip` for the range text. */
  followCursor: (cursor: string, skip: number) => void;
  /** The query parameters of the list request: paging, sort, search and the filters that are set. */
  params: { skip: number; limit: number; sort: S; order: SortOrder; search?: string; cursor?: string } & Record<
    string,
    string | number | undefined
  >;
};

/** Cursors are base64url (`[A-Za-z0-9_-]`): a dot never occurs in one. */
const TRAIL_SEPARATOR = '.';

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

// Paging, sorting, search and filters of a list live in the URL search params, so Back, a reload and
// a shared link keep them. Each change is one history entry; any change but paging starts again at
// the first page, because page 3 of another filter means nothing.
export const useListState = <S extends string>({
  sorts,
  defaultSort,
  defaultOrder = 'asc',
  filters: filterNames = [],
  pageSize = TABLE_PAGE_SIZE,
  prefix = '',
  paging = 'offset',
}: ListStateOptions<S>): ListState<S> => {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => params.get(prefix + name);
  const fallbackSort = defaultSort ?? (sorts[0] as S);
  const sortParam = read('sort');
  const sort = sortParam && (sorts as readonly string[]).includes(sortParam) ? (sortParam as S) : fallbackSort;
  const orderParam = read('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder;
  const search = read('search') ?? '';
  // Cursor paging: the cursors of pages 2…n walked so far; the page shown is the last one.
  const trail = paging === 'cursor' ? (read('cursors') ?? '').split(TRAIL_SEPARATOR).filter(Boolean) : [];
  const skip = paging === 'cursor' ? trail.length * pageSize : toSkip(read('skip'));
  const cursor = paging === 'cursor' ? trail.at(-1) : read('cursor') || undefined;
  const filters = Object.fromEntries(filterNames.map((name) => [name, read(name) || undefined]));

  const update = (patch: ListPatch) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '' || value === 0) {
          next.delete(prefix + name);
        } else {
          next.set(prefix + name, String(value));
        }
      }
      return next;
    });
  const firstPage = { skip: null, cursor: null, cursors: null };

  const setFilters: ListState<S>['setFilters'] = (patch) => update({ ...patch, ...firstPage });
  const setFilterParams: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) {
      setFilterParams[name] = value;
    }
  }

  return {
    search,
    sort,
    order,
    skip,
    cursor,
    paging,
    limit: pageSize,
    filters,
    isFiltered: search !== '' || Object.keys(setFilterParams).length > 0,
    setSearch: (value) => {
      if (value.trim() !== search) {
        update({ search: value.trim(), ...firstPage });
      }
    },
    setFilters,
    clearFilters: () => setFilters({ search: null, ...Object.fromEntries(filterNames.map((name) => [name, null])) }),
    setSort: (nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, ...firstPage }),
    setSkip: (nextSkip) =>
      paging === 'cursor'
        ? update({ cursors: trail.slice(0, Math.max(0, Math.floor(nextSkip / pageSize))).join(TRAIL_SEPARATOR) })
        : update({ skip: nextSkip, cursor: null }),
    followCursor: (nextCursor, nextSkip) =>
      paging === 'cursor'
        ? update({ cursors: [...trail, nextCursor].join(TRAIL_SEPARATOR) })
        : update({ cursor: nextCursor, skip: nextSkip }),
    params: {
      skip,
      limit: pageSize,
      sort,
      order,
      ...(search ? { search } : {}),
      ...(cursor ? { cursor } : {}),
      ...setFilterParams,
    },
  };
};
