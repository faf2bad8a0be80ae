import type {
  TAiLane,
  TAiLocation,
  TAiModel,
  TAiSession,
  TAiSessionCreate,
  TDemandPlan,
  TDemandPlanningCreate,
} from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

// The AI area's calls: /api/lanehub-core/ai/{models, lanes, sessions…}.
const BASE = '/lanehub-core/ai';

export const aiKeys = {
  all: ['ai'] as const,
  models: ['ai', 'models'] as const,
  lanes: ['ai', 'lanes'] as const,
  locations: ['ai', 'locations'] as const,
  plans: ['ai', 'demand-plans'] as const,
  sessions: (model: string | undefined, skip: number, limit: number) =>
    ['ai', 'sessions', model ?? '', skip, limit] as const,
  session: (id: string) => ['ai', 'session', id] as const,
  result: (id: string) => ['ai', 'result', id] as const,
};

const ACTIVE = ['queued', 'running', 'stopping'];
export const isActive = (session: Pick<TAiSession, 'status'> | undefined) =>
  Boolean(session && ACTIVE.includes(session.status));
/** How often a running session's progress is read. */
const POLL_MS = 1000;

export const useAiModels = () =>
  useQuery({
    queryKey: aiKeys.models,
    queryFn: async ({ signal }) => (await api.get<TAiModel[]>(`${BASE}/models`, { signal })).data,
    staleTime: 5 * 60_000,
  });

export const useAiLanes = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: aiKeys.lanes,
    queryFn: async ({ signal }) => (await api.get<TAiLane[]>(`${BASE}/lanes`, { signal })).data,
  });

export const useAiLocations = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: aiKeys.locations,
    queryFn: async ({ signal }) => (await api.get<TAiLocation[]>(`${BASE}/locations`, { signal })).data,
  });

export const useAiSessions = (model: string | undefined, skip: number, limit: number) =>
  useQuery({
    queryKey: aiKeys.sessions(model, skip, limit),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TAiSession[]>(`${BASE}/sessions`, {
        query: { ...(model ? { model } : {}), skip, limit },
        signal,
      });
      return { rows: data, total: meta.total ?? data.length };
    },
    placeholderData: keepPreviousData,
    // The history shows a running session's state change too.
    refetchInterval: (query) => (query.state.data?.rows.some(isActive) ? POLL_MS * 2 : false),
  });

export const useAiSession = (id: string | null) =>
  useQuery({
    enabled: Boolean(id),
    queryKey: aiKeys.session(id ?? ''),
    queryFn: async ({ signal }) => (await api.get<TAiSession>(`${BASE}/sessions/${id}`, { signal })).data,
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });

export const useAiResult = (id: string | null, enabled: boolean) =>
  useQuery({
    enabled: Boolean(id) && enabled,
    queryKey: aiKeys.result(id ?? ''),
    queryFn: async ({ signal }) => (await api.get<SolverResult>(`${BASE}/sessions/${id}/result`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCreateAiSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAiSessionCreate) => api.post<TAiSession>(`${BASE}/sessions`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['ai', 'sessions'] }),
  });
};

export const useStopAiSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TAiSession>(`${BASE}/sessions/${id}/stop`),
    onSettled: (_data, _error, id) => client.invalidateQueries({ queryKey: aiKeys.session(id) }),
  });
};

export const useDeleteAiSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${BASE}/sessions/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['ai', 'sessions'] }),
  });
};

export const downloadAiExport = async (id: string, table: string, format: 'csv' | 'xlsx') => {
  const { blob, fileName } = await downloadFile(`${BASE}/sessions/${id}/export`, { query: { table, format } });
  saveBlob(blob, fileName ?? `${table}.${format}`);
};

// Demand planning (spec 02 §7.14): /api/lanehub-core/demand/planning.
const PLANNING = '/lanehub-core/demand/planning';

export const useDemandPlans = () =>
  useQuery({
    queryKey: aiKeys.plans,
    queryFn: async ({ signal }) => (await api.get<TDemandPlan[]>(PLANNING, { signal })).data,
    // A plan whose forecast is still running is read again until it ends.
    refetchInterval: (query) => (query.state.data?.some((plan) => ACTIVE.includes(plan.status)) ? POLL_MS : false),
  });

export const useCreateDemandPlan = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDemandPlanningCreate) => api.post<TAiSession>(PLANNING, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['ai'] }),
  });
};
