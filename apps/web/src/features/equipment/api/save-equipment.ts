import type { TEquipment, TEquipmentValues } from '@lanehub/shared/features/equipment/equipment.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// POST /api/lanehub-core/equipment (create, 201) or PUT /api/lanehub-core/equipment/:id (replace the record).
export const useSaveEquipment = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TEquipmentValues) =>
      id
        ? api.put<TEquipment>(`${EQUIPMENT_API}/${encodeURIComponent(id)}`, values)
        : api.post<TEquipment>(EQUIPMENT_API, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
  });
};
