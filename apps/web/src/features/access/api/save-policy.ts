import type { TPolicy, TPolicyInput } from '@lanehub/shared/features/access/access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// POST /api/uaa/policies (create) or PUT /api/uaa/policies/:id (replace name, description, permissions).
export const useSavePolicy = (id?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TPolicyInput) =>
      id
        ? api.put<TPolicy>(`${ACCESS_API.policies}/${encodeURIComponent(id)}`, values)
        : api.post<TPolicy>(ACCESS_API.policies, values),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.policies }),
  });
};
