import type { TSourcingConfig } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vendorSourcingKeys } from './keys';

// GET /api/sourcing/config: whether a storefront is configured (the log-in offers it only then).
export const useSourcingConfig = () =>
  useQuery({
    queryKey: vendorSourcingKeys.config,
    queryFn: async ({ signal }) => (await api.get<TSourcingConfig>('/sourcing/config', { signal })).data,
    staleTime: 5 * 60_000,
  });
