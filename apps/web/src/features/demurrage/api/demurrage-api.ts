import {
  dndDisputeFileName,
  type TDndClockRow,
  type TDndDispute,
  type TDndDisputeAction,
  type TDndDisputeInput,
  type TDndTerms,
  type TDndTermsInput,
} from '@lanehub/shared/features/demurrage/demurrage.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

// Demurrage and detention (apps/server/src/features/demurrage): free-time terms, the clocks of the
// company's containers (the warning list) and disputes with their PDF pack.
const CORE = '/lanehub-core';

const keys = { all: ['demurrage'] as const };

export type Page<T> = { rows: T[]; total: number; totalExact: boolean; nextCursor: string | null };
const page = async <T>(path: string, query: Record<string, unknown>, signal: AbortSignal): Promise<Page<T>> => {
  const { data, meta } = await api.get<T[]>(path, { query: query as never, signal });
  return {
    rows: Array.isArray(data) ? data : [],
    total: meta.total ?? 0,
    totalExact: meta.totalExact !== false,
    nextCursor: null,
  };
};

type Paged = { skip: number; limit: number; search?: string | undefined };

export const useDndClocks = (params: Paged & { view: 'warning' | 'all' }) =>
  useQuery({
    queryKey: [...keys.all, 'clocks', params],
    queryFn: ({ signal }) => page<TDndClockRow>(`${CORE}/dnd-clock`, params, signal),
    placeholderData: keepPreviousData,
  });

export const useDndTerms = (params: Paged) =>
  useQuery({
    queryKey: [...keys.all, 'terms', params],
    queryFn: ({ signal }) => page<TDndTerms>(`${CORE}/dnd-terms`, params, signal),
    placeholderData: keepPreviousData,
  });

export const useDndDisputes = (params: Paged) =>
  useQuery({
    queryKey: [...keys.all, 'disputes', params],
    queryFn: ({ signal }) => page<TDndDispute>(`${CORE}/dnd-dispute`, params, signal),
    placeholderData: keepPreviousData,
  });

const useDndMutation = <V, R>(call: (values: V) => Promise<{ data: R; meta: { message?: string | undefined } }>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
};

export const useSaveTerms = () =>
  useDndMutation(({ id, values }: { id: string | null; values: TDndTermsInput }) =>
    id
      ? api.put<TDndTerms>(`${CORE}/dnd-terms/${encodeURIComponent(id)}`, values)
      : api.post<TDndTerms>(`${CORE}/dnd-terms`, values),
  );
export const useDeleteTerms = () =>
  useDndMutation((id: string) => api.delete<{ id: string }>(`${CORE}/dnd-terms/${encodeURIComponent(id)}`));
export const useOpenDispute = () =>
  useDndMutation((values: TDndDisputeInput) => api.post<TDndDispute>(`${CORE}/dnd-dispute`, values));
export const useDecideDispute = () =>
  useDndMutation(({ id, action }: { id: string; action: TDndDisputeAction }) =>
    api.post<TDndDispute>(`${CORE}/dnd-dispute/${encodeURIComponent(id)}/${action}`, {}),
  );

export const downloadDisputePack = async (dispute: Pick<TDndDispute, 'id' | 'container' | 'clock'>) => {
  const { blob, fileName } = await downloadFile(`${CORE}/dnd-dispute/${encodeURIComponent(dispute.id)}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? dndDisputeFileName(dispute.container, dispute.clock);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
