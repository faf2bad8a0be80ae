import type { TOrderDocument } from '@lanehub/shared/features/order-documents/order-documents.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, uploadForm } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

const pathOf = (orderId: string) => `/lanehub-core/order/${orderId}/documents`;
export const orderDocumentKeys = { of: (orderId: string) => ['order-documents', orderId] as const };

// GET /api/lanehub-core/order/:id/documents: the order's documents, newest first.
export const useOrderDocuments = (orderId: string) =>
  useQuery({
    queryKey: orderDocumentKeys.of(orderId),
    queryFn: async ({ signal }) => (await api.get<TOrderDocument[]>(pathOf(orderId), { signal })).data,
  });

export type OrderDocumentUpload = { file: File; documentType: string; name: string };

// PUT /api/lanehub-core/order/:id/documents, multipart: file, documentType, name.
export const useUploadOrderDocument = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, documentType, name }: OrderDocumentUpload) => {
      const form = new FormData();
      form.append('documentType', documentType);
      if (name.trim()) {
        form.append('name', name.trim());
      }
      form.append('file', file, file.name);
      return uploadForm<TOrderDocument>('PUT', pathOf(orderId), form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: orderDocumentKeys.of(orderId) }),
  });
};

// DELETE /api/lanehub-core/order/:id/documents/:documentId.
export const useDeleteOrderDocument = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete<{ id: string }>(`${pathOf(orderId)}/${documentId}`),
    onSettled: () => client.invalidateQueries({ queryKey: orderDocumentKeys.of(orderId) }),
  });
};

export const downloadOrderDocument = async (document: Pick<TOrderDocument, 'id' | 'orderId' | 'originalName'>) => {
  const { blob, fileName } = await downloadFile(`${pathOf(document.orderId)}/${document.id}/download`);
  saveBlob(blob, fileName ?? document.originalName);
};
