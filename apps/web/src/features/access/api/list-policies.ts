import type { TPolicy, TPolicyListQuery } from '@lanehub/shared/features/access/access.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCESS_API, accessKeys } from './access-keys';

// GET /api/uaa/policies?scope=all|company|unattached&search&skip&limit.
export const usePolicyList = (params: TPolicyListQuery) =>
  useQuery({
    queryKey: accessKeys.policyList(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TPolicy[]>(ACCESS_API.policies, { query: params, signal });
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
