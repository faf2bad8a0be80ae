import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './resource-keys';

// POST /api{apiPath}/bulk-delete { ids } → { data: { deleted }, meta: { message } }; all or none (404).
export type BulkDeleteRequest = { ids: string[] };
export type BulkDeleteReply = { deleted: number };

export const useBulkDeleteResource = (r: AnyResource) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post<BulkDeleteReply>(`${r.apiPath}/bulk-delete`, { ids } satisfies BulkDeleteRequest),
    onSuccess: (_reply, ids) => {
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: resourceKeys.record(r, id) });
      }
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) });
    },
  });
};
