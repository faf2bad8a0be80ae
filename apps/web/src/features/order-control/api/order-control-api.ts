import type {
  TAssignee,
  TAssignInput,
  TContainerReleaseInput,
  TControlListQuery,
  TControlLookupQuery,
  TControlRow,
  TOrderControl,
  TSocInput,
  TUpdateContainerInput,
  TUpdateUnitInput,
} from '@lanehub/shared/features/order-control/order-control.contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CONTROL_API = '/lanehub-core/order-control';
const orderApi = (id: string) => `/lanehub-core/order/${encodeURIComponent(id)}`;

export const controlKeys = {
  all: ['order-control'] as const,
  list: (params: TControlListQuery) => ['order-control', 'list', params] as const,
  one: (id: string) => ['order-control', 'one', id] as const,
  assignees: ['order-control', 'assignees'] as const,
};

export type ControlPage = { rows: TControlRow[]; total: number; totalExact: boolean; nextCursor: string | null };

// GET /api/lanehub-core/order-control?view=mine|unassigned|all → { data: ControlRow[], meta }
export const useControlList = (params: TControlListQuery) =>
  useQuery(
    queryOptions({
      queryKey: controlKeys.list(params),
      queryFn: async ({ signal }): Promise<ControlPage> => {
        const { data, meta } = await api.get<TControlRow[]>(CONTROL_API, {
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

// GET /api/lanehub-core/order-control/lookup?mode&orderNumber → { data: OrderControl } (404 when none)
export const lookupOrder = async (query: TControlLookupQuery): Promise<TOrderControl> =>
  (await api.get<TOrderControl>(`${CONTROL_API}/lookup`, { query })).data;

// GET /api/lanehub-core/order-control/assignees → the company's users
export const useAssignees = () =>
  useQuery({
    queryKey: controlKeys.assignees,
    queryFn: async ({ signal }) => (await api.get<TAssignee[]>(`${CONTROL_API}/assignees`, { signal })).data,
  });

// GET /api/lanehub-core/order/:id/control → { data: OrderControl } (owner only)
export const useOrderControl = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: controlKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<TOrderControl>(`${orderApi(id)}/control`, { signal })).data,
    enabled,
  });

const useControlMutation = <I>(run: (input: I) => Promise<{ data: TOrderControl; message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      queryClient.setQueryData(controlKeys.one(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: controlKeys.all });
      // The order's own screens show the status and the assignee too.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
};

// PUT /api/lanehub-core/order/:id/assign { userId, expectedUserId } (409 when someone else was quicker)
export const useAssign = () =>
  useControlMutation(async ({ id, ...body }: TAssignInput & { id: string }) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/assign`, body);
    return { data, message: meta.message ?? '' };
  });

// PUT /api/lanehub-core/order/:id/end {}
export const useEndShipment = () =>
  useControlMutation(async (id: string) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/end`, {});
    return { data, message: meta.message ?? '' };
  });

// PUT /api/lanehub-core/order/:id/soc { containers: [{ unitId, shipperOwned }] }
export const useSaveSoc = () =>
  useControlMutation(async ({ id, ...body }: TSocInput & { id: string }) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/soc`, body);
    return { data, message: meta.message ?? '' };
  });

// PUT /api/lanehub-core/order/:id/update-container { unitId, equipmentNumber, sealNumbers, sizeType }
export const useUpdateContainer = () =>
  useControlMutation(async ({ id, ...body }: TUpdateContainerInput & { id: string }) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/update-container`, body);
    return { data, message: meta.message ?? '' };
  });

// PUT /api/lanehub-core/order/:id/update-unit { unitId, grossWeightKg, vgmKg, temperatureSetting }
export const useUpdateUnit = () =>
  useControlMutation(async ({ id, ...body }: TUpdateUnitInput & { id: string }) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/update-unit`, body);
    return { data, message: meta.message ?? '' };
  });

// PUT /api/lanehub-core/order/:id/container-release { unitId, releaseNumber, releaseDate }
export const useContainerRelease = () =>
  useControlMutation(async ({ id, ...body }: TContainerReleaseInput & { id: string }) => {
    const { data, meta } = await api.put<TOrderControl>(`${orderApi(id)}/container-release`, body);
    return { data, message: meta.message ?? '' };
  });
