import type { TRole, TRoleInput } from '@lanehub/shared/features/access/access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// POST /api/uaa/roles { name, description, features, companyId? '0' } → meta.message 'Role {name} is created'.
// Spec 02 §4: role creation refreshes the roles.
export const useCreateRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TRoleInput) => api.post<TRole>(ACCESS_API.roles, values),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.roles }),
  });
};
