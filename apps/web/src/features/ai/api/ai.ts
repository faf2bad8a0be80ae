import type { TAiSummary } from '@lanehub/shared/features/ai/ai.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/lanehub-core/ai/summary
export const aiKeys = { summary: ['ai', 'summary'] as const };

export const useAiSummary = () =>
  useQuery({
    queryKey: aiKeys.summary,
    queryFn: async ({ signal }) => (await api.get<TAiSummary>('/lanehub-core/ai/summary', { signal })).data,
  });
