import type { THierarchyNode } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { HR_API, hrKeys } from './hr-keys';

// GET /api/hr-hierarchy/user-hierarchy/tree?department_id → managers with their reports, nested.
export const useHierarchyTree = (departmentId: string | null) =>
  useQuery({
    queryKey: hrKeys.tree(departmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get<THierarchyNode[]>(`${HR_API}/user-hierarchy/tree`, {
          query: { department_id: departmentId ?? undefined },
          signal,
        })
      ).data,
  });
