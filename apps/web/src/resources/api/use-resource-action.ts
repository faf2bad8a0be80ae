import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ResourceRecord } from './resource-keys';
import { resourceKeys } from './resource-keys';

// POST /api{apiPath}/:id/{action} → { data: Record, meta: { message } }: a declared action on one record.
export const useResourceAction = (r: AnyResource, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: string) =>
      api.post<ResourceRecord>(`${r.apiPath}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
  });
};
