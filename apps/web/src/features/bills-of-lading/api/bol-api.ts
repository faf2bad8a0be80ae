import {
  bolFileName,
  type TBol,
  type TBolAction,
  type TBolAmendValues,
  type TBolFields,
  type TBolListQuery,
  type TBolReservation,
  type TBolSummary,
  type TBolValues,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

// The calls of spec 02 §7.5 'BOL' (apps/server/src/features/bills-of-lading).
export const BOL_API = '/lanehub-core/bol';
const one = (id: string) => `${BOL_API}/${encodeURIComponent(id)}`;

export const bolKeys = {
  all: ['bills-of-lading'] as const,
  list: (params: TBolListQuery) => ['bills-of-lading', 'list', params] as const,
  one: (id: string) => ['bills-of-lading', 'one', id] as const,
  reservations: ['bills-of-lading', 'reservations'] as const,
};

export type BolPage = { rows: TBolSummary[]; total: number; totalExact: boolean; nextCursor: string | null };

// GET /api/lanehub-core/bol → { data: BolSummary[], meta: { total, … } }
export const bolListOptions = (params: TBolListQuery) =>
  queryOptions({
    queryKey: bolKeys.list(params),
    queryFn: async ({ signal }): Promise<BolPage> => {
      const { data, meta } = await api.get<TBolSummary[]>(BOL_API, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });
export const useBolList = (params: TBolListQuery) => useQuery(bolListOptions(params));

// GET /api/lanehub-core/bol/:id → { data: Bol }
export const useBol = (id: string) =>
  useQuery({
    queryKey: bolKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<TBol>(one(id), { signal })).data,
  });

const useBolMutation = <V>(call: (values: V) => Promise<{ data: TBol; meta: { message?: string | undefined } }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      queryClient.setQueryData(bolKeys.one(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: bolKeys.all });
    },
  });
};

// POST bol (number from the sequence) or POST bol/custom (a number chosen: a reserved one, the carrier's own)
export const useCreateBol = () =>
  useBolMutation((values: TBolValues & { bolNumber?: string | undefined }) =>
    values.bolNumber ? api.post<TBol>(`${BOL_API}/custom`, values) : api.post<TBol>(BOL_API, values),
  );

// PUT bol/:id with every field (draft or approved)
export const useUpdateBol = (id: string) => useBolMutation((values: TBolFields) => api.put<TBol>(one(id), values));

// POST bol/:id/amend (issued): the fields and the reason
export const useAmendBol = (id: string) =>
  useBolMutation((values: TBolAmendValues) => api.post<TBol>(`${one(id)}/amend`, values));

// POST bol/:id/approve|issue|surrender|void
export const useBolAction = (id: string) =>
  useBolMutation((action: TBolAction) => api.post<TBol>(`${one(id)}/${action}`, {}));

// POST bol/assign: link an order to a BOL by its number
export const useAssignBol = () =>
  useBolMutation((values: { orderId: string; bolNumber: string }) => api.post<TBol>(`${BOL_API}/assign`, values));

// DELETE bol/:id (drafts)
export const useDeleteBol = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(one(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bolKeys.all }),
  });
};

// GET and POST bol/book-number: the open reservations, and a new block of numberOfBol numbers
export const useBolReservations = (enabled: boolean) =>
  useQuery({
    queryKey: bolKeys.reservations,
    queryFn: async ({ signal }) => (await api.get<TBolReservation[]>(`${BOL_API}/book-number`, { signal })).data,
    enabled,
  });
export const useBookNumbers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (numberOfBol: number) => api.post<{ numbers: string[] }>(`${BOL_API}/book-number`, { numberOfBol }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bolKeys.reservations }),
  });
};

const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

// GET bol/:id/pdf
export const downloadBolPdf = async (bol: Pick<TBol, 'id' | 'bolNumber'>) => {
  const { blob, fileName } = await downloadFile(`${one(bol.id)}/pdf`);
  save(blob, fileName ?? bolFileName(bol.bolNumber));
};

// GET bol/export?format=csv|xlsx
export const downloadBolExport = async (format: 'csv' | 'xlsx', search?: string) => {
  const query = new URLSearchParams({ format, ...(search ? { search } : {}) });
  const { blob, fileName } = await downloadFile(`${BOL_API}/export?${query.toString()}`);
  save(blob, fileName ?? `bills-of-lading.${format}`);
};
