import type { TAccount } from '@lanehub/shared/features/accounts/accounts.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_API, accountKeys } from './account-keys';

// GET /api/lanehub-core/accounts/:id → { data: Account }
export const accountOptions = (id: string) =>
  queryOptions({
    queryKey: accountKeys.record(id),
    queryFn: async ({ signal }) =>
      (await api.get<TAccount>(`${ACCOUNTS_API}/${encodeURIComponent(id)}`, { signal })).data,
  });

export const useAccount = (id: string) => useQuery(accountOptions(id));
