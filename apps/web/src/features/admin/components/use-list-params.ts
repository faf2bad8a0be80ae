import { useSearchParams } from 'react-router';
import type { SortOrder } from '../../../components/data-table';

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * Paging, sorting, search and filters of an admin list kept in the URL, so that Back and a shared
 * link keep them. `sorts` are the server's allowed sort keys; the first is the default.
 */
export const useListParams = <S extends string>(sorts: readonly S[]) => {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = (sortParam && (sorts as readonly string[]).includes(sortParam) ? sortParam : sorts[0]) as S;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const update = (patch: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '' || value === 0) {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      return next;
    });
  return {
    skip: toSkip(params.get('skip')),
    sort,
    order,
    search: params.get('search') ?? '',
    get: (key: string) => params.get(key),
    update,
  };
};
