import type { TFeatureName, TPriceAnswer, TRoutingGuide } from '@lanehub/shared/features/contracts/contracts.contract';
import type { TOrder, TOrderInput, TOrderListQuery, TOrderRow } from '@lanehub/shared/features/orders/orders.contract';
import type { TShipmentEvent, TTrackingResult } from '@lanehub/shared/features/orders/tracking.contract';
import type { TTrackingEventInput } from '@lanehub/shared/orders/tracking-events';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ORDERS_API = '/lanehub-core/order';

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: TOrderListQuery) => ['orders', 'list', params] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

export type OrderPage = { rows: TOrderRow[]; total: number; totalExact: boolean; nextCursor: string | null };

// GET /api/lanehub-core/order → { data: OrderRow[], meta: { total, totalExact, nextCursor } }
export const useOrderList = (params: TOrderListQuery) =>
  useQuery(
    queryOptions({
      queryKey: orderKeys.list(params),
      queryFn: async ({ signal }): Promise<OrderPage> => {
        const { data, meta } = await api.get<TOrderRow[]>(ORDERS_API, {
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

// GET /api/lanehub-core/order/:id → { data: Order } (404 for a company that neither owns nor is named on it)
export const useOrder = (id: string | undefined) =>
  useQuery({
    queryKey: orderKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<TOrder>(`${ORDERS_API}/${encodeURIComponent(id ?? '')}`, { signal })).data,
    enabled: Boolean(id),
  });

// POST /api/lanehub-core/order (201) or PUT /api/lanehub-core/order with the id in the body.
export const useSaveOrder = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TOrderInput) =>
      (id ? await api.put<TOrder>(ORDERS_API, { ...values, id }) : await api.post<TOrder>(ORDERS_API, values)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

// DELETE /api/lanehub-core/order/:id (409 once it has tracking events).
export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${ORDERS_API}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export const eventKeys = {
  of: (orderId: string) => ['orders', 'events', orderId] as const,
};

// GET /api/orders/:id/events → { data: ShipmentEvent[] } by event time, for the owner and every party.
export const useOrderEvents = (orderId: string) =>
  useQuery({
    queryKey: eventKeys.of(orderId),
    queryFn: async ({ signal }) =>
      (await api.get<TShipmentEvent[]>(`/orders/${encodeURIComponent(orderId)}/events`, { signal })).data,
  });

// POST /api/orders/:id/events (one event; the owner, the carrier or the forwarder) → the new projection.
export const usePostEvent = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (event: TTrackingEventInput) =>
      (await api.post<TTrackingResult>(`/orders/${encodeURIComponent(orderId)}/events`, event)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export type RoutingGuideLane = {
  originCountry: string;
  destinationCountry: string;
  equipmentType?: string | undefined;
  mode: 'Road' | 'Rail' | 'Dray';
};

/** The routing guide of the order's lane (its first carrier is the suggestion); null when none, or no lane yet. */
export const useRoutingGuideSuggestion = (lane: RoutingGuideLane | null) =>
  useQuery({
    queryKey: ['orders', 'routing-guide', lane] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<TRoutingGuide | null>('/lanehub/contract/routing-guide/suggest', {
          query: lane ?? undefined,
          signal,
        })
      ).data,
    enabled: lane !== null,
    staleTime: 60_000,
  });

/** The rate step's question: the contract lane that prices the order's features (null when none applies). */
export const useMatchedRate = (features: Partial<Record<TFeatureName, string>>, date: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'matched-rate', features, date ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await api.post<(TPriceAnswer & { contractNumber: string }) | null>(
          '/lanehub/contract/matched-rate',
          { features, ...(date ? { date } : {}) },
          { signal },
        )
      ).data,
  });
