import type { TUserPolicy } from '@lanehub/shared/features/auth/auth.contract';
import { api } from '../../../lib/api-client';

// GET /api/uaa/user-policy: roles, permissions and isSystemAdmin for the logged account (spec 01 §6).
export const fetchUserPolicy = async (accountId: string): Promise<TUserPolicy> => {
  const { data } = await api.get<TUserPolicy>('/uaa/user-policy', { query: { accountId } });
  return data;
};
