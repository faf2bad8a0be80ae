import type { EquipmentKind, TEquipmentFormOptions } from '@lanehub/shared/features/equipment/equipment.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// GET /api/lanehub-core/equipment/form-options?kind → the company's active types of the kind and its locations.
export const equipmentFormOptions = (kind: EquipmentKind) =>
  queryOptions({
    queryKey: equipmentKeys.formOptions(kind),
    queryFn: async ({ signal }) =>
      (await api.get<TEquipmentFormOptions>(`${EQUIPMENT_API}/form-options`, { query: { kind }, signal })).data,
  });

export const useEquipmentFormOptions = (kind: EquipmentKind) => useQuery(equipmentFormOptions(kind));
