import type {
  TInvitationLookup,
  TInvitationSignUpInput,
} from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CORE_API, onboardingKeys } from './onboarding-keys';

const path = (token: string) => `${CORE_API}/invitations/${encodeURIComponent(token)}`;

// GET /api/lanehub-core/invitations/:token: companyName, contactName, contactEmail for the prefill.
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: onboardingKeys.invitation(token),
    queryFn: async ({ signal }) => (await api.get<TInvitationLookup>(path(token), { signal })).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

// POST /api/lanehub-core/invitations/:token/signup: the user joins the inviting company.
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: TInvitationSignUpInput) => api.post<{ email: string }>(`${path(token)}/signup`, body),
  });
