import { api } from '../../../lib/api-client';

// PUT /api/user/logout revokes the session and clears the cookie; a 401 must not loop back to /logout.
export const logout = () => api.put<unknown>('/user/logout', {}, { skipAuthRedirect: true });
