import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery } from './list-panel';
import type { ListState } from './use-list-state';

/**
 * A small list that comes whole from the server, shown a page at a time by the list panel. The
 * `matches` test applies the list's search. A page past the end (after a deletion) shows the last one.
 */
export const pageInMemory = <Row>(
  query: UseQueryResult<readonly Row[], Error>,
  list: ListState,
  matches?: (row: Row, search: string) => boolean,
): ListQuery<Row> => {
  const search = list.search.toLowerCase();
  const all = (query.data ?? []).filter((row) => !search || !matches || matches(row, search));
  const lastPageStart = Math.max(0, Math.floor((all.length - 1) / list.limit) * list.limit);
  const skip = list.skip >= all.length && list.skip > 0 ? lastPageStart : list.skip;
  return {
    data: query.data ? { rows: all.slice(skip, skip + list.limit), total: all.length, skip } : undefined,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
};
