import type { TAccount, TAccountListQuery } from '@lanehub/shared/features/accounts/accounts.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_API, accountKeys } from './account-keys';

// GET /api/lanehub-core/accounts?search&skip&limit&sort&order → { data: Account[], meta: { total, skip, limit } }
export const accountListOptions = (params: TAccountListQuery) =>
  queryOptions({
    queryKey: accountKeys.list(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAccount[]>(ACCOUNTS_API, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
        skip: meta.skip ?? params.skip ?? 0,
        limit: meta.limit ?? params.limit ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useAccountList = (params: TAccountListQuery) => useQuery(accountListOptions(params));
