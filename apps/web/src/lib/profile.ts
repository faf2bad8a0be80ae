import type { TProfile } from '@lanehub/shared/features/auth/auth.contract';
import { api } from './api-client';

// GET /api/user/profile answers an array; the first item is the user (spec 01 §4).
export const fetchProfile = async (): Promise<TProfile | null> => {
  const { data } = await api.get<TProfile[]>('/user/profile');
  return Array.isArray(data) ? (data[0] ?? null) : null;
};
