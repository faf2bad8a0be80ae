import type { TVerifySignUpRequest } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CORE_API, onboardingKeys } from './onboarding-keys';

// POST /api/lanehub-core/company/verify/confirm. A query, not a mutation, so the link is spent once
// per page view even when the effect runs twice; never retried (a second try would find it spent).
export const useVerifySignUp = (link: TVerifySignUpRequest | null) =>
  useQuery({
    queryKey: onboardingKeys.verification(link?.token ?? '', link?.companyId ?? '', link?.userId ?? ''),
    enabled: link !== null,
    queryFn: async () =>
      (await api.post<{ verified: true; email: string }>(`${CORE_API}/company/verify/confirm`, link)).meta,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
