import type { TLocation, TLocationValues } from '@lanehub/shared/features/locations/locations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API, locationKeys } from './location-keys';

// POST /api/lanehub-core/locations (add) or PUT …/:id (replace); meta.message is the toast.
export const useSaveLocation = (id?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TLocationValues) =>
      id
        ? api.put<TLocation>(`${LOCATIONS_API}/${encodeURIComponent(id)}`, values)
        : api.post<TLocation>(LOCATIONS_API, values),
    onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
};
