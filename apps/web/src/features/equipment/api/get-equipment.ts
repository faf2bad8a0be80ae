import type { TEquipment } from '@lanehub/shared/features/equipment/equipment.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// GET /api/lanehub-core/equipment/:id → { data: Equipment }
export const equipmentOptions = (id: string) =>
  queryOptions({
    queryKey: equipmentKeys.record(id),
    queryFn: async ({ signal }) =>
      (await api.get<TEquipment>(`${EQUIPMENT_API}/${encodeURIComponent(id)}`, { signal })).data,
  });

export const useEquipment = (id: string) => useQuery(equipmentOptions(id));
