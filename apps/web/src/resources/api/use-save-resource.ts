import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type ResourceRecord, resourceKeys } from './resource-keys';

// POST /api{apiPath} (create) or PUT /api{apiPath}/:id (update); the reply's meta.message is the toast.
export const useSaveResource = (r: AnyResource, id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      id
        ? api.put<ResourceRecord>(`${r.apiPath}/${encodeURIComponent(id)}`, values)
        : api.post<ResourceRecord>(r.apiPath, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
  });
};
