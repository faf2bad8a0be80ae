import type { TRole, TRoleListQuery } from '@lanehub/shared/features/access/access.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// GET /api/uaa/roles?search&skip&limit → global roles (companyId '0') and the company's.
export const useRoleList = (params: TRoleListQuery) =>
  useQuery({
    queryKey: accessKeys.roleList(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TRole[]>(ACCESS_API.roles, { query: params, signal });
      return {
        rows: data,
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
        skip: meta.skip ?? 0,
        limit: meta.limit ?? 10,
      };
    },
    placeholderData: keepPreviousData,
  });
