import type { TCompanySignUpRequest } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CORE_API } from './onboarding-keys';

// POST /api/lanehub-core/company/verify (spec 02 §7.1 'POST company verify'): the company request,
// its administrator and the verification e-mail.
export const useCompanySignUp = () =>
  useMutation({
    mutationFn: (body: TCompanySignUpRequest) => api.post<{ email: string }>(`${CORE_API}/company/verify`, body),
  });
