import type { TLocation } from '@lanehub/shared/features/locations/locations.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API, type LocationListParams, locationKeys } from './location-keys';

// GET /api/lanehub-core/locations?type&search&skip&limit&sort&order → a page, meta.total and
// meta.totalExact (false when a company's locations outnumber the server's count cap).
export const useLocations = (params: LocationListParams) =>
  useQuery({
    queryKey: locationKeys.list(params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await api.get<TLocation[]>(LOCATIONS_API, { query: params, signal });
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });
