// The kinds come from the constants, not the contract: this file is part of the route table, which the
// first screen loads, and the contract brings zod (docs/performance.md).
import {
  EQUIPMENT_CATEGORIES as EQUIPMENT_KINDS,
  type EquipmentCategory as EquipmentKind,
} from '@lanehub/shared/constants/equipment';

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
