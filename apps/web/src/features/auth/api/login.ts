import type { TLoginRequest, TLoginResponse } from '@lanehub/shared/features/auth/auth.contract';
import { api } from '../../../lib/api-client';

// PUT /api/user/login; a 401 here is a wrong password shown under the form, not a lost session.
export const login = (body: TLoginRequest) => api.put<TLoginResponse>('/user/login', body, { skipAuthRedirect: true });
