import type {
  SourcingType,
  TSourcingSignUpRequest,
  TSourcingSignUpResponse,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/sourcing/:type: seller or buyer sign-up; the server e-mails the verification link.
export const sourcingSignUp = ({ type, body }: { type: SourcingType; body: TSourcingSignUpRequest }) =>
  api.post<TSourcingSignUpResponse>(`/sourcing/${type}`, body, { skipAuthRedirect: true });

export const useSourcingSignUp = () => useMutation({ mutationFn: sourcingSignUp });
