import type { THierarchyRow } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/user-hierarchy?department_id → the placed users with manager, department, role.
export const useUserHierarchy = (departmentId: string | null) =>
  useQuery({
    queryKey: hrKeys.hierarchy(departmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get<THierarchyRow[]>(`${HR_API}/user-hierarchy`, {
          query: { department_id: departmentId ?? undefined },
          signal,
        })
      ).data,
  });
