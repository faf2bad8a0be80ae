import type { EquipmentKind, TEquipmentListQuery } from '@lanehub/shared/features/equipment/equipment.contract';

export const EQUIPMENT_API = '/lanehub-core/equipment';

// Query keys under one root, so that one invalidation refreshes the lists, the counts and the records.
export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (params: TEquipmentListQuery) => ['equipment', 'list', params] as const,
  summary: ['equipment', 'summary'] as const,
  record: (id: string) => ['equipment', 'record', id] as const,
  formOptions: (kind: EquipmentKind) => ['equipment', 'form-options', kind] as const,
};
