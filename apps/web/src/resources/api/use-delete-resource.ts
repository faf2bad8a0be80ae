import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './resource-keys';

// DELETE /api{apiPath}/:id → { data: { id }, meta: { message } }
export const useDeleteResource = (r: AnyResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${r.apiPath}/${encodeURIComponent(id)}`),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: resourceKeys.record(r, id) });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) });
    },
  });
};
