import type { TContractsSummary } from '@lanehub/shared/features/contracts/contracts.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/lanehub-core/contracts/summary
export const contractsKeys = { summary: ['contracts', 'summary'] as const };

export const useContractsSummary = () =>
  useQuery({
    queryKey: contractsKeys.summary,
    queryFn: async ({ signal }) => (await api.get<TContractsSummary>('/lanehub-core/contracts/summary', { signal })).data,
  });
