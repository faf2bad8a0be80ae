import type { TDocument } from '@lanehub/shared/features/documents/documents.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export type DocumentPage = { rows: TDocument[]; total: number; totalExact: boolean; skip: number; limit: number };

// GET /api/lanehub-core/documents?skip=&limit=&expiring= → the company's documents, newest first
// (`expiring=true`: only those expired or expiring within 30 days).
export const useDocuments = (params: { skip: number; limit: number; expiring?: 'true' | undefined }) =>
  useQuery({
    queryKey: documentKeys.list(params),
    queryFn: async ({ signal }): Promise<DocumentPage> => {
      const { data, meta } = await api.get<TDocument[]>('/lanehub-core/documents', { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: Number(meta.total ?? 0),
        totalExact: meta.totalExact !== false,
        skip: Number(meta.skip ?? params.skip),
        limit: Number(meta.limit ?? params.limit),
      };
    },
    placeholderData: keepPreviousData,
  });
