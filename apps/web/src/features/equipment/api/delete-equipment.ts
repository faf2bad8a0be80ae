import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// DELETE /api/lanehub-core/equipment/:id → { data: { id }, meta: { message } }
export const useDeleteEquipment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(`${EQUIPMENT_API}/${encodeURIComponent(id)}`),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: equipmentKeys.record(id) });
      return queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
    },
  });
};
