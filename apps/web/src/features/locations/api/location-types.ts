import type { TLocationTypeOption } from '@lanehub/shared/features/locations/locations.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from './location-keys';

// GET /api/lanehub-core/location-types: 'location types come from a fetched list' (spec 01 §3).
export const useLocationTypes = () =>
  useQuery({
    queryKey: locationKeys.types,
    queryFn: async ({ signal }) =>
      (await api.get<TLocationTypeOption[]>('/lanehub-core/location-types', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
