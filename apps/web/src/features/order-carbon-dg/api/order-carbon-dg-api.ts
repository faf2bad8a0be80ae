import type {
  TDgLine,
  TDgLineInput,
  TOrderCarbon,
} from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const orderPath = (orderId: string) => `/lanehub-core/order/${encodeURIComponent(orderId)}`;

export const carbonDgKeys = {
  carbon: (orderId: string) => ['orders', 'carbon', orderId] as const,
  lines: (orderId: string) => ['orders', 'dangerous-goods', orderId] as const,
};

// GET /api/lanehub-core/order/:id/carbon → the latest calculation or null.
export const useOrderCarbon = (orderId: string) =>
  useQuery({
    queryKey: carbonDgKeys.carbon(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<TOrderCarbon | null>(`${orderPath(orderId)}/carbon`, { signal })).data,
  });

// POST /api/lanehub-core/order/:id/calculate-carbon (every party of the order).
export const useCalculateCarbon = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<TOrderCarbon>(`${orderPath(orderId)}/calculate-carbon`, {})).data,
    onSuccess: (carbon) => queryClient.setQueryData(carbonDgKeys.carbon(orderId), carbon),
  });
};

// GET /api/lanehub-core/order/:id/dangerous-goods → the lines, oldest first.
export const useDangerousGoods = (orderId: string) =>
  useQuery({
    queryKey: carbonDgKeys.lines(orderId),
    queryFn: async ({ signal }) => (await api.get<TDgLine[]>(`${orderPath(orderId)}/dangerous-goods`, { signal })).data,
  });

// POST …/dangerous-goods, PUT and DELETE …/dangerous-goods/:lineId (the owner).
export const useSaveDangerousGoods = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, values }: { lineId?: string; values: TDgLineInput }) =>
      (lineId
        ? await api.put<TDgLine>(`${orderPath(orderId)}/dangerous-goods/${encodeURIComponent(lineId)}`, values)
        : await api.post<TDgLine>(`${orderPath(orderId)}/dangerous-goods`, values)
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carbonDgKeys.lines(orderId) }),
  });
};

export const useDeleteDangerousGoods = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) =>
      api.delete<null>(`${orderPath(orderId)}/dangerous-goods/${encodeURIComponent(lineId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carbonDgKeys.lines(orderId) }),
  });
};
