import type { TCountry } from '@lanehub/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { locationKeys } from './location-keys';

// GET /api/reference/countries: product data that does not change while the app runs.
export const useCountries = () =>
  useQuery({
    queryKey: locationKeys.countries,
    queryFn: async ({ signal }) => (await api.get<TCountry[]>('/reference/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
