import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API } from './access-keys';

// DELETE /api/uaa/policies/:id (a company policy; its holders lose it).
export const useDeletePolicy = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${ACCESS_API.policies}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
};
