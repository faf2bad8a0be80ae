import type { TAdminCreateUser, TAdminUserDetail } from '@lanehub/shared/features/admin/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_API, adminKeys } from './admin-keys';

// POST /api/admin/users → 201 { data: user, meta: { message: 'User {email} is created' } }
export const useCreateAdminUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TAdminCreateUser) => api.post<TAdminUserDetail>(`${ADMIN_API}/users`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
