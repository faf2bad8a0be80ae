import type {
  TSourcingLoginRequest,
  TSourcingLoginResponse,
} from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { api } from '../../../lib/api-client';

// POST /api/sourcing/seller/login (spec 02 §7.8): sellers and buyers; a 401 is a wrong password, not a lost session.
export const sourcingLogin = (body: TSourcingLoginRequest) =>
  api.post<TSourcingLoginResponse>('/sourcing/seller/login', body, { skipAuthRedirect: true });
