import { EQUIPMENT_KINDS, type EquipmentKind } from '@lanehub/shared/features/equipment/equipment.contract';

// The screens of spec 01 §2.3. React Router matches whole segments only, so the spec's
// '/company/assets/equipment-:equipmentType/…' is one static segment per kind ('equipment-container').
export const ASSETS_PATH = '/company/assets';
export const EQUIPMENT_PATH = '/company/assets/equipment';
export const LEGACY_EQUIPMENT_PATH = '/company/equipments';

export const equipmentSegment = (kind: EquipmentKind) => `equipment-${kind}`;

export const equipmentListPath = (kind?: EquipmentKind | null) =>
  kind ? `${EQUIPMENT_PATH}?kind=${kind}` : EQUIPMENT_PATH;
export const equipmentNewPath = (kind: EquipmentKind) => `${ASSETS_PATH}/${equipmentSegment(kind)}/new`;
export const equipmentEditPath = (kind: EquipmentKind, id: string) =>
  `${ASSETS_PATH}/${equipmentSegment(kind)}/${encodeURIComponent(id)}/edit`;

export const isEquipmentKind = (value: string | null | undefined): value is EquipmentKind =>
  value !== null && value !== undefined && (EQUIPMENT_KINDS as readonly string[]).includes(value);
