import type { TCompanyRequest, TCompanyRequestReply } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CORE_API } from './onboarding-keys';

// POST /api/lanehub-core/company/request: the signed-in user without a company requests theirs and
// becomes its administrator; the reply says whether a verification e-mail was sent.
export const useCompanyRequest = () =>
  useMutation({
    mutationFn: (body: TCompanyRequest) => api.post<TCompanyRequestReply>(`${CORE_API}/company/request`, body),
  });
