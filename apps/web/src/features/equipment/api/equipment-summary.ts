import type { TEquipmentSummary } from '@lanehub/shared/features/equipment/equipment.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EQUIPMENT_API, equipmentKeys } from './equipment-keys';

// GET /api/lanehub-core/equipment/summary → { data: { total, kinds: [{ kind, count }] } }
export const equipmentSummaryOptions = () =>
  queryOptions({
    queryKey: equipmentKeys.summary,
    queryFn: async ({ signal }) => (await api.get<TEquipmentSummary>(`${EQUIPMENT_API}/summary`, { signal })).data,
  });

export const useEquipmentSummary = () => useQuery(equipmentSummaryOptions());
