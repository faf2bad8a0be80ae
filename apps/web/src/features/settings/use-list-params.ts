import { useSearchParams } from 'react-router';
import type { SortOrder } from '../../components/data-table';

// Paging, sorting and search of a settings list live in the URL, so Back and a shared link keep them.
export const useListParams = <S extends string>(sorts: readonly S[], defaultSort: S) => {
  const [params, setParams] = useSearchParams();
  const skipValue = Number(params.get('skip'));
  const skip = Number.isInteger(skipValue) && skipValue > 0 ? skipValue : 0;
  const sortParam = params.get('sort');
  const sort = sortParam && (sorts as readonly string[]).includes(sortParam) ? (sortParam as S) : defaultSort;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const search = params.get('search') ?? '';
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
  return { skip, sort, order, search, update };
};
