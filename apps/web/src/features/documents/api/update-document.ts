import type { TDocument, TDocumentUpdate } from '@lanehub/shared/features/documents/documents.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

// PUT /api/lanehub-core/documents/{id}: the name and the date the document expires (null: never).
export const useUpdateDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: TDocumentUpdate }) =>
      api.put<TDocument>(`/lanehub-core/documents/${id}`, values),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
