import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API, locationKeys } from './location-keys';

// DELETE /api/lanehub-core/locations/:id (409 while an account names the location).
export const useDeleteLocation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${LOCATIONS_API}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
};
