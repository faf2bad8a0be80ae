import type { TCountryState } from '@lanehub/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from './location-keys';

// GET /api/reference/countries/:code/states: loaded when a country is chosen (spec 01 §5).
export const useCountryStates = (country: string | null | undefined) =>
  useQuery({
    queryKey: locationKeys.states(country ?? ''),
    enabled: Boolean(country),
    queryFn: async ({ signal }) =>
      (await api.get<TCountryState[]>(`/reference/countries/${encodeURIComponent(country ?? '')}/states`, { signal }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });
