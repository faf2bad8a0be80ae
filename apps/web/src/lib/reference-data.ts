import type { TCountry, TCountryState } from '@lanehub/shared/features/locations/reference.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Reference data every feature's forms use (countries and their states): product data that does not
// change while the app runs, so it is fetched once and kept.

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  states: (country: string) => ['reference', 'states', country] as const,
  locodes: (country: string) => ['reference', 'locodes', country] as const,
};

// GET /api/reference/countries
export const useCountries = () =>
  useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async ({ signal }) => (await api.get<TCountry[]>('/reference/countries', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

// GET /api/reference/countries/:code/states: loaded when a country is chosen (spec 01 §5).
export const useCountryStates = (country: string | null | undefined) =>
  useQuery({
    queryKey: referenceKeys.states(country ?? ''),
    enabled: Boolean(country),
    queryFn: async ({ signal }) =>
      (await api.get<TCountryState[]>(`/reference/countries/${encodeURIComponent(country ?? '')}/states`, { signal }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });

// GET /api/reference/countries/:code/locodes: the country's UN/LOCODEs (the order entry's port pickers).
export const useCountryLocodes = (country: string | null | undefined) =>
  useQuery({
    queryKey: referenceKeys.locodes(country ?? ''),
    enabled: Boolean(country),
    queryFn: async ({ signal }) =>
      (await api.get<string[]>(`/reference/countries/${encodeURIComponent(country ?? '')}/locodes`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The country's name in the interface language ('Canadá'), else the name the server gave. */
export const countryLabel = (code: string | null | undefined, language: string, fallback?: string | null): string => {
  if (!code) {
    return '';
  }
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
};
