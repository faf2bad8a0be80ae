import type { TCountryState } from '@lanehub/shared/features/locations/reference.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vendorSourcingKeys } from './keys';

// GET /api/reference/countries/:code/states: loaded when the country changes (spec 01 §5).
export const useSignUpStates = (country: string) =>
  useQuery({
    queryKey: vendorSourcingKeys.states(country),
    enabled: country.length > 0,
    queryFn: async ({ signal }) =>
      (await api.get<TCountryState[]>(`/reference/countries/${encodeURIComponent(country)}/states`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
