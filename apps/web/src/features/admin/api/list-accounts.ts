import type { TAdminAccount, TAdminAccountListQuery } from '@lanehub/shared/features/admin/admin.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys, pageOf } from './admin-keys';

// GET /api/admin/accounts?search&companyId&enable&skip&limit&sort&order → accounts of every company
export const useAdminAccounts = (params: TAdminAccountListQuery) =>
  useQuery({
    queryKey: adminKeys.accounts(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAdminAccount[]>(`${ADMIN_API}/accounts`, { query: params, signal });
      return pageOf<TAdminAccount>(data, meta, params.skip ?? 0);
    },
    placeholderData: keepPreviousData,
  });
