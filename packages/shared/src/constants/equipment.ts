export const EQUIPMENT_CATEGORIES = ['container', 'chassis', 'trailer', 'tractor', 'railcar', 'other'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
