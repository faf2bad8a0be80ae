import type { TRoutingGuide, TRoutingGuideInput } from '@lanehub/shared/features/contracts/contracts.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Routing guides (issue 16; docs/contracts.md "Routing guides"): per lane, the carriers in rank order
// with their rate and tender acceptance. The server answers at most 500 guides, newest change first;
// the screen pages them in memory.
const BASE = '/lanehub/contract/routing-guide';

/** The most guides one list asks for (the server's maximum). */
export const ROUTING_GUIDE_LIST_LIMIT = 500;

export const routingGuideKeys = {
  all: ['contracts', 'routing-guides'] as const,
  list: ['contracts', 'routing-guides', 'list'] as const,
};

export const useRoutingGuides = () =>
  useQuery({
    queryKey: routingGuideKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get<TRoutingGuide[]>(BASE, { signal, query: { limit: ROUTING_GUIDE_LIST_LIMIT } })).data,
  });

/** Creates a guide, or replaces the one of `id` (its lane, its carriers and their ranks). */
export const useSaveRoutingGuide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: TRoutingGuideInput }) =>
      id ? api.put<TRoutingGuide>(`${BASE}/${id}`, input) : api.post<TRoutingGuide>(BASE, input),
    onSuccess: () => client.invalidateQueries({ queryKey: routingGuideKeys.all }),
  });
};

export const useDeleteRoutingGuide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.delete<{ _id: string }>(`${BASE}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: routingGuideKeys.all }),
  });
};
