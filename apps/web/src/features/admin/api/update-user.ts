import type { TAdminUpdateUser, TAdminUserDetail } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// PUT /api/admin/users/:userId (names, role, enabled, isSystemAdmin); disabling ends the user's sessions
export const useUpdateAdminUser = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TAdminUpdateUser) =>
      api.put<TAdminUserDetail>(`${ADMIN_API}/users/${encodeURIComponent(userId)}`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
