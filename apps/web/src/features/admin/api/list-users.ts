import type { TAdminUser, TAdminUserListQuery } from '@lanehub/shared/features/admin/admin.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys, pageOf } from './admin-keys';

// GET /api/admin/users?search&companyId&skip&limit&sort&order → every user, paged in SQL
export const useAdminUsers = (params: TAdminUserListQuery) =>
  useQuery({
    queryKey: adminKeys.users(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAdminUser[]>(`${ADMIN_API}/users`, { query: params, signal });
      return pageOf<TAdminUser>(data, meta, params.skip ?? 0);
    },
    placeholderData: keepPreviousData,
  });
