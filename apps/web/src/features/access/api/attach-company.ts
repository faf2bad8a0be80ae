import type { TPolicy } from '@lanehub/shared/features/access/access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API } from './access-keys';

// POST /api/uaa/policies/:id/attach-company or /detach-company: a global policy for the caller's company.
export const useAttachToCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attach }: { id: string; attach: boolean }) =>
      api.post<TPolicy>(`${ACCESS_API.policies}/${encodeURIComponent(id)}/${attach ? 'attach' : 'detach'}-company`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['access'] }),
  });
};
