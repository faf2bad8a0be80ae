import type { TAdminAccount } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// GET /api/admin/accounts/:accountId
export const useAdminAccount = (accountId: string) =>
  useQuery({
    queryKey: adminKeys.account(accountId),
    queryFn: async ({ signal }) =>
      (await api.get<TAdminAccount>(`${ADMIN_API}/accounts/${encodeURIComponent(accountId)}`, { signal })).data,
  });
