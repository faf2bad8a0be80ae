import type { TCountry, TCountryState } from '@lanehub/shared/features/locations/reference.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

// GET /api/reference/countries (public: the sign-up form asks before anyone is signed in).
export const useSignUpCountries = () =>
  useQuery({
    queryKey: onboardingKeys.countries,
    queryFn: async ({ signal }) => (await api.get<TCountry[]>('/reference/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

// GET /api/reference/countries/:code/states: loaded when a country is chosen (spec 01 §5).
export const useSignUpStates = (country: string | null | undefined) =>
  useQuery({
    queryKey: onboardingKeys.states(country ?? ''),
    enabled: Boolean(country),
    queryFn: async ({ signal }) =>
      (await api.get<TCountryState[]>(`/reference/countries/${encodeURIComponent(country ?? '')}/states`, { signal }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });
