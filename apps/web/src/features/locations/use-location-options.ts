import { LOCATION_LIST_LIMIT } from '@lanehub/shared/constants/app';
import type { TLocation, TLocationType } from '@lanehub/shared/features/locations/locations.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/searchable-select';
import { api } from '../../lib/api-client';
import { LOCATIONS_API, locationKeys } from './api/location-keys';

const EMPTY: TLocation[] = [];

/** 'Port of Montreal (CAMTR)' for a location with a code, else its name. */
export const locationLabel = (location: Pick<TLocation, 'name' | 'code'>) =>
  location.code ? `${location.name} (${location.code})` : location.name;

/**
 * The company's locations as options of a location dropdown (SearchableSelect, editable cells…), of
 * one type or several, by name. Reads up to the spec's location list limit (10,000) in one call.
 */
export const useLocationOptions = (type?: TLocationType | readonly TLocationType[]) => {
  const types = type === undefined ? [] : typeof type === 'string' ? [type] : [...type];
  const query = useQuery({
    queryKey: locationKeys.options(types),
    queryFn: async ({ signal }) =>
      (
        await api.get<TLocation[]>(LOCATIONS_API, {
          query: { type: types.join(',') || undefined, limit: LOCATION_LIST_LIMIT, sort: 'name' },
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
  const locations = query.data ?? EMPTY;
  const options = useMemo<SelectOption[]>(
    () => locations.map((location) => ({ value: location.id, label: locationLabel(location) })),
    [locations],
  );
  return { options, locations, isLoading: query.isPending, error: query.error };
};
