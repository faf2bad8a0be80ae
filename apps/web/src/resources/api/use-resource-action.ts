import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ResourceRecord } from './resource-keys';
import { resourceKeys } from './resource-keys';

export type ResourceActionCall = { name: string; body?: Record<string, unknown> };

// POST /api{apiPath}/:id/{action} → { data: Record, meta: { message } }: a declared action on one record,
// with the fields its body carries (none for an 'activate').
export const useResourceAction = (r: AnyResource, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: ResourceActionCall) =>
      api.post<ResourceRecord>(`${r.apiPath}/${encodeURIComponent(id)}/${encodeURIComponent(name)}`, body ?? {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
  });
};
