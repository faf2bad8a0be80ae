import type { THrUserRole, TUserRoleValues } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// POST /api/hr-hierarchy/user-role → the new role (data.role_name); meta.message is the toast.
export const useCreateUserRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TUserRoleValues) => api.post<THrUserRole>(`${HR_API}/user-role`, values),
    onSuccess: () => client.invalidateQueries({ queryKey: hrKeys.all }),
  });
};
