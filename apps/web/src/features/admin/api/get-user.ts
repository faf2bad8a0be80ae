import type { TAdminUserDetail } from '@lanehub/shared/features/admin/admin.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// GET /api/admin/users/:userId → the user with their company and sessions
export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: async ({ signal }) =>
      (await api.get<TAdminUserDetail>(`${ADMIN_API}/users/${encodeURIComponent(userId)}`, { signal })).data,
  });
