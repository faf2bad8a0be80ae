import {
  EQUIPMENT_MSG,
  type EquipmentKind,
  PLATED_KINDS,
  UNIT_NUMBER_MAX,
} from '@lanehub/shared/features/equipment/equipment.contract';
import { checkContainerNumber } from '@lanehub/shared/validation/iso6346';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../lib/i18n';

// Texts of the equipment screens. Rules arrive as the shared contract's English messages; those that
// name a kind or a check digit are translated here with that context, the others by the app's messages.

export const kindLabel = (t: TFunction, kind: EquipmentKind) => t(`equipment.kinds.${kind}`);
export const kindPlural = (t: TFunction, kind: EquipmentKind) => t(`equipment.kindsPlural.${kind}`);
/** The kind as it reads inside the spec's messages: 'Error occurred when fetching equipment container'. */
export const kindInMessage = (t: TFunction, kind: EquipmentKind | null | undefined) =>
  kind ? t(`equipment.kindNames.${kind}`) : '';

export const numberLabel = (t: TFunction, kind: EquipmentKind) =>
  t(`equipment.numberLabels.${kind}`, { defaultValue: t('equipment.fields.number') });

export const isPlated = (kind: EquipmentKind) => PLATED_KINDS.includes(kind);

// The container number's problems by code (shared ISO6346_MSG), as keys of `equipment.messages`.
const ISO6346_KEYS: Record<string, string> = {
  format: 'containerFormat',
  category: 'containerCategory',
  missingCheckDigit: 'missingCheckDigit',
  checkDigit: 'checkDigit',
};

const STATIC_RULES: Record<string, string> = {
  [EQUIPMENT_MSG.unitNumber]: 'unitNumber',
  [EQUIPMENT_MSG.railcarNumber]: 'railcarNumber',
  [EQUIPMENT_MSG.licensePlate]: 'licensePlate',
  [EQUIPMENT_MSG.plateNotAllowed]: 'plateNotAllowed',
  [EQUIPMENT_MSG.typeNotFound]: 'typeNotFound',
  [EQUIPMENT_MSG.locationNotFound]: 'locationNotFound',
};

/**
 * The translation of an equipment rule's message. `number` is the field's current text: a container
 * number's message names values (the right check digit) that the validator gives again from it.
 */
export const translateEquipmentError = (
  t: TFunction,
  message: string,
  context: { kind: EquipmentKind; field: string; number?: string | undefined },
): string => {
  if (context.field === 'number' && context.kind === 'container') {
    const problem = checkContainerNumber(context.number ?? '');
    if (problem && problem.code !== 'required' && problem.message === message) {
      return t(`equipment.messages.${ISO6346_KEYS[problem.code] ?? problem.code}`, problem.params);
    }
  }
  if (message === EQUIPMENT_MSG.typeOtherKind(context.kind)) {
    return t('equipment.messages.typeOtherKind', { kind: kindInMessage(t, context.kind) });
  }
  const key = STATIC_RULES[message];
  return key ? t(`equipment.messages.${key}`, { n: UNIT_NUMBER_MAX }) : translateMessage(t, message);
};
