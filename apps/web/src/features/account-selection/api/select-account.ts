import type { TSelectAccountRequest, TSelectAccountResponse } from '@lanehub/shared/features/auth/auth.contract';
import { api } from '../../../lib/api-client';

// PUT /api/user/account binds the session to the account and answers a new access token.
export const selectAccount = (body: TSelectAccountRequest) => api.put<TSelectAccountResponse>('/user/account', body);
