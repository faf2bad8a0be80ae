import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import type {
  TOrderPo,
  TOrderPoLink,
  TPo,
  TPoAction,
  TPoInput,
  TPoListQuery,
  TPoRow,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

export const PO_API = '/lanehub-core/po';

export const poKeys = {
  all: ['purchase-orders'] as const,
  list: (params: TPoListQuery) => ['purchase-orders', 'list', params] as const,
  one: (id: string) => ['purchase-orders', 'one', id] as const,
  ofOrder: (orderId: string) => ['purchase-orders', 'order', orderId] as const,
};

export type PoPage = { rows: TPoRow[]; total: number; totalExact: boolean; nextCursor: string | null };

// GET /api/lanehub-core/po → { data: PoRow[], meta }
export const usePoList = (params: TPoListQuery) =>
  useQuery(
    queryOptions({
      queryKey: poKeys.list(params),
      queryFn: async ({ signal }): Promise<PoPage> => {
        const { data, meta } = await api.get<TPoRow[]>(PO_API, {
          query: params as Record<string, string | number | undefined>,
          signal,
        });
        return {
          rows: Array.isArray(data) ? data : [],
          total: meta.total ?? 0,
          totalExact: meta.totalExact !== false,
          nextCursor: meta.nextCursor ?? null,
        };
      },
      placeholderData: keepPreviousData,
    }),
  );

// GET /api/lanehub-core/po/:id → { data: Po }
export const usePo = (id: string | undefined) =>
  useQuery({
    queryKey: poKeys.one(id ?? ''),
    queryFn: async ({ signal }) => (await api.get<TPo>(`${PO_API}/${encodeURIComponent(id ?? '')}`, { signal })).data,
    enabled: Boolean(id),
  });

// POST /api/lanehub-core/po or PUT /api/lanehub-core/po/:id
export const useSavePo = (id: string | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: TPoInput) =>
      id ? await api.put<TPo>(`${PO_API}/${encodeURIComponent(id)}`, values) : await api.post<TPo>(PO_API, values),
    onSuccess: (reply) => {
      client.setQueryData(poKeys.one(reply.data.id), reply.data);
      void client.invalidateQueries({ queryKey: poKeys.all });
    },
  });
};

// POST /api/lanehub-core/po/:id/approve|cancel|accept|reject
export const usePoAction = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: TPoAction) => api.post<TPo>(`${PO_API}/${encodeURIComponent(id)}/${action}`, {}),
    onSuccess: (reply) => {
      client.setQueryData(poKeys.one(id), reply.data);
      void client.invalidateQueries({ queryKey: poKeys.all });
    },
    // A refused action (409: someone else decided first) shows the state as it now is.
    onError: () => void client.invalidateQueries({ queryKey: poKeys.one(id) }),
  });
};

// POST /api/lanehub-core/po/import → 202 { job }
export const importPoCsv = async (fileName: string, content: string) =>
  (await api.post<{ job: TJob }>(`${PO_API}/import`, { fileName, content })).data.job;

/** The PO import's template on the import assistant (/api/imports/purchase-orders). */
export const PO_IMPORT_TEMPLATE = 'purchase-orders';

export const downloadPoTemplate = () => downloadFile(`${PO_API}/template`);

// GET /api/lanehub-core/order/:id/po → the POs an order carries
export const useOrderPos = (orderId: string) =>
  useQuery({
    queryKey: poKeys.ofOrder(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<TOrderPo[]>(`/lanehub-core/order/${encodeURIComponent(orderId)}/po`, { signal })).data,
  });

// POST /api/lanehub-core/order/:id/po → the POs the order now carries
export const useLinkPo = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: TOrderPoLink) =>
      api.post<TOrderPo[]>(`/lanehub-core/order/${encodeURIComponent(orderId)}/po`, values),
    onSuccess: (reply) => {
      client.setQueryData(poKeys.ofOrder(orderId), reply.data);
      void client.invalidateQueries({ queryKey: poKeys.all });
    },
  });
};

// DELETE /api/lanehub-core/order/:id/po/:poId
export const useUnlinkPo = (orderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (poId: string) =>
      api.delete<null>(`/lanehub-core/order/${encodeURIComponent(orderId)}/po/${encodeURIComponent(poId)}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: poKeys.all }),
  });
};
