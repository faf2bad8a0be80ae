import { PO_MSG, type TPoItemValues } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { isKnownHsCode, isKnownUnNumber } from './purchase-orders.data';

/** The rules the shipped lists decide (HS 2022, UN numbers), as field errors keyed like the body. */
export const listErrors = (items: readonly TPoItemValues[], prefix = 'items'): Record<string, string> => {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (item.hsCode && !isKnownHsCode(item.hsCode)) {
      errors[`${prefix}.${index}.hsCode`] = PO_MSG.hsUnknown(item.hsCode);
    }
    if (item.unCode && !isKnownUnNumber(item.unCode)) {
      errors[`${prefix}.${index}.unCode`] = PO_MSG.unUnknown(item.unCode);
    }
  });
  return errors;
};
