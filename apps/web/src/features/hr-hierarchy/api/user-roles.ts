import type { THrUserRole } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/user-role → the company's HR roles, by level then name.
export const useUserRoles = () =>
  useQuery({
    queryKey: hrKeys.roles,
    queryFn: async ({ signal }) => (await api.get<THrUserRole[]>(`${HR_API}/user-role`, { signal })).data,
  });
