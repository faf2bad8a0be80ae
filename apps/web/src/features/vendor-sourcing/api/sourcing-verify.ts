import type {
  SourcingType,
  TSourcingVerifyResponse,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vendorSourcingKeys } from './keys';

// POST /api/sourcing/:type/verify spends the single-use token. It runs as a query so that the
// screen's double mount (StrictMode) or a re-render sends it once, not twice.
export const useSourcingVerification = (type: SourcingType, token: string) =>
  useQuery({
    queryKey: vendorSourcingKeys.verify(type, token),
    queryFn: async () =>
      api.post<TSourcingVerifyResponse>(`/sourcing/${type}/verify`, { token }, { skipAuthRedirect: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
