import type { TCountry } from '@lanehub/shared/features/locations/reference.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vendorSourcingKeys } from './keys';

// GET /api/reference/countries (public: the sign-up forms are filled before anyone is signed in).
export const useSignUpCountries = () =>
  useQuery({
    queryKey: vendorSourcingKeys.countries,
    queryFn: async ({ signal }) => (await api.get<TCountry[]>('/reference/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
