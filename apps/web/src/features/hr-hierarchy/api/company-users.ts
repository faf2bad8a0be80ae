import type { TCompanyUserOption } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/users → the company's users, for the user and manager pickers.
export const useCompanyUsers = () =>
  useQuery({
    queryKey: hrKeys.users,
    queryFn: async ({ signal }) => (await api.get<TCompanyUserOption[]>(`${HR_API}/users`, { signal })).data,
  });
