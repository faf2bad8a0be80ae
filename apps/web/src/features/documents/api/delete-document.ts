import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

// DELETE /api/lanehub-core/documents/:id removes the record and the stored file.
export const useDeleteDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`/lanehub-core/documents/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
