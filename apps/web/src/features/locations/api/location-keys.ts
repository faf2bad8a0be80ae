import type { TLocationListQuery } from '@lanehub/shared/features/locations/locations.contract';

export type LocationListParams = Omit<TLocationListQuery, 'skip' | 'limit'> & { skip: number; limit: number };

// Query keys of the feature: one invalidation of `all` refreshes every list, page and dropdown.
export const locationKeys = {
  all: ['locations'] as const,
  list: (params: LocationListParams) => ['locations', 'list', params] as const,
  options: (types: readonly string[]) => ['locations', 'options', types.join(',')] as const,
  types: ['location-types'] as const,
};

export const LOCATIONS_API = '/lanehub-core/locations';
