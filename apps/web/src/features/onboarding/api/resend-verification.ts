import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CORE_API } from './onboarding-keys';

// POST /api/lanehub-core/company/verify/resend: a new link; the previous one stops working.
export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => api.post<{ sent: true }>(`${CORE_API}/company/verify/resend`, { email }),
  });
