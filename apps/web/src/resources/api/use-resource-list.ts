import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type ResourceListParams, type ResourceRecord, resourceKeys } from './resource-keys';

// GET /api{apiPath}?skip&limit&sort&order&search → { data: Record[], meta: { total, skip, limit } }
export const resourceListOptions = (r: AnyResource, params: ResourceListParams) =>
  queryOptions({
    queryKey: resourceKeys.list(r, params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<ResourceRecord[]>(r.apiPath, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        skip: meta.skip ?? params.skip,
        limit: meta.limit ?? params.limit,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useResourceList = (r: AnyResource, params: ResourceListParams) => useQuery(resourceListOptions(r, params));
