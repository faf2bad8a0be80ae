import type { TRefreshResponse } from '@lanehub/shared/features/auth/auth.contract';
import { api } from '../../../lib/api-client';

// PUT /api/user/refreshtoken: the HttpOnly cookie carries the refresh token, so the body is empty.
export const refreshToken = () => api.put<TRefreshResponse>('/user/refreshtoken', {}, { skipAuthRedirect: true });
