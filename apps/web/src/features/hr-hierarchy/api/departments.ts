import type { TDepartment } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/department → the company's departments, by name.
export const useDepartments = () =>
  useQuery({
    queryKey: hrKeys.departments,
    queryFn: async ({ signal }) => (await api.get<TDepartment[]>(`${HR_API}/department`, { signal })).data,
  });
