import type { TResetPasswordInput } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/user/forgot-password: e-mails an 8-digit code (same reply for unknown addresses).
export const useSendResetCode = () =>
  useMutation({
    mutationFn: (email: string) => api.post<{ sent: true }>('/user/forgot-password', { email }),
  });

// POST /api/user/reset-password: the code, the new password and its confirmation.
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: TResetPasswordInput) => api.post<{ reset: true }>('/user/reset-password', body),
  });
