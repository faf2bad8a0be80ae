import type {
  TVendorSignUpRequest,
  TVendorSignUpResponse,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/lanehub-core/company/vendor (spec 02 §7.9).
export const vendorSignUp = (body: TVendorSignUpRequest) =>
  api.post<TVendorSignUpResponse>('/lanehub-core/company/vendor', body, { skipAuthRedirect: true });

export const useVendorSignUp = () => useMutation({ mutationFn: vendorSignUp });
