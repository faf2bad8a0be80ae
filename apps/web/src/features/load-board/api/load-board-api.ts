import type {
  TAcceptResult,
  TBid,
  TBidInput,
  TLoad,
  TLoadInput,
  TRevenue,
} from '@lanehub/shared/features/load-board/load-board.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The load board's calls (spec 02 §7.7: public, list, bids, accept, reject, cancel, revenue).
export const LOAD_BOARD_API = '/lanehub/loadboard';
const loadApi = (id: string) => `${LOAD_BOARD_API}/${encodeURIComponent(id)}`;
const bidApi = (id: string) => `${LOAD_BOARD_API}/bids/${encodeURIComponent(id)}`;

export const loadBoardKeys = {
  all: ['load-board'] as const,
  list: (kind: 'list' | 'public' | 'bids', params: object) => ['load-board', kind, params] as const,
  bids: (loadId: string) => ['load-board', 'load-bids', loadId] as const,
  revenue: ['load-board', 'revenue'] as const,
};

export type Page<Row> = { rows: Row[]; total: number; totalExact: boolean; nextCursor: string | null };
type Params = Record<string, string | number | undefined>;

const pageOf = <Row>(kind: 'list' | 'public' | 'bids', params: Params) =>
  queryOptions({
    queryKey: loadBoardKeys.list(kind, params),
    queryFn: async ({ signal }): Promise<Page<Row>> => {
      const { data, meta } = await api.get<Row[]>(`${LOAD_BOARD_API}/${kind}`, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET /lanehub/loadboard/list: the company's own loads. */
export const useOwnLoads = (params: Params) => useQuery(pageOf<TLoad>('list', params));
/** GET /lanehub/loadboard/public: the loads the company may bid on (or bid on). */
export const useBoard = (params: Params) => useQuery(pageOf<TLoad>('public', params));
/** GET /lanehub/loadboard/bids: the company's own bids. */
export const useOwnBids = (params: Params) => useQuery(pageOf<TBid>('bids', params));

/** GET /lanehub/loadboard/:id/bids */
export const useLoadBids = (loadId: string | null) =>
  useQuery({
    queryKey: loadBoardKeys.bids(loadId ?? ''),
    queryFn: async ({ signal }) => (await api.get<TBid[]>(`${loadApi(loadId ?? '')}/bids`, { signal })).data,
    enabled: Boolean(loadId),
  });

/** GET /lanehub/loadboard/revenue */
export const useRevenue = () =>
  useQuery({
    queryKey: loadBoardKeys.revenue,
    queryFn: async ({ signal }) => (await api.get<TRevenue>(`${LOAD_BOARD_API}/revenue`, { signal })).data,
  });

const useBoardMutation = <I, R>(run: (input: I) => Promise<{ data: R; message: string }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: loadBoardKeys.all });
      // An accepted bid makes or updates a road order.
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
};

/** POST /lanehub/loadboard */
export const usePostLoad = () =>
  useBoardMutation(async (body: TLoadInput) => {
    const { data, meta } = await api.post<TLoad>(LOAD_BOARD_API, body);
    return { data, message: meta.message ?? '' };
  });

/** POST /lanehub/loadboard/:id/bids */
export const usePlaceBid = () =>
  useBoardMutation(async ({ loadId, ...body }: TBidInput & { loadId: string }) => {
    const { data, meta } = await api.post<TBid>(`${loadApi(loadId)}/bids`, body);
    return { data, message: meta.message ?? '' };
  });

/** PUT /lanehub/loadboard/bids/:bidId/accept (409 when the load was awarded meanwhile) */
export const useAcceptBid = () =>
  useBoardMutation(async (bidId: string) => {
    const { data, meta } = await api.put<TAcceptResult>(`${bidApi(bidId)}/accept`, {});
    return { data, message: meta.message ?? '' };
  });

/** PUT /lanehub/loadboard/bids/:bidId/reject */
export const useRejectBid = () =>
  useBoardMutation(async (bidId: string) => {
    const { data, meta } = await api.put<TBid>(`${bidApi(bidId)}/reject`, {});
    return { data, message: meta.message ?? '' };
  });

/** PUT /lanehub/loadboard/bids/:bidId/cancel */
export const useCancelBid = () =>
  useBoardMutation(async (bidId: string) => {
    const { data, meta } = await api.put<TBid>(`${bidApi(bidId)}/cancel`, {});
    return { data, message: meta.message ?? '' };
  });

/** PUT /lanehub/loadboard/:id/cancel */
export const useCancelLoad = () =>
  useBoardMutation(async (loadId: string) => {
    const { data, meta } = await api.put<TLoad>(`${loadApi(loadId)}/cancel`, {});
    return { data, message: meta.message ?? '' };
  });
