import { hazardDivision, normalizeUnNumber } from '../../orders/order-rules';
import { ORDERS_MSG } from '../../orders/orders-messages';
import { ORDER_CARBON_DG_MSG } from './order-carbon-dg.contract';

// Checks a dangerous goods line against the list the server ships (scripts/build-order-carbon-dg-data.mjs
// from shared/data/dangerous-goods): the UN number exists, the class or division is one the list gives
// that number, and the packing group is one of that number's (none where the list has none). An air order
// refuses a number the list forbids on passenger and on cargo aircraft. The format was checked before
// (dangerousGoodsLineSchema).

/** One row of the list: class or division, packing group ('' none, '*' not known: any), name, flags (P, C). */
export type TDgEntry = readonly [hazardClass: string, packingGroup: string, name: string, flags: string];

export type TDgCheck =
  | { ok: true; properShippingName: string }
  | { ok: false; fieldErrors: Partial<Record<'unNumber' | 'hazardClass' | 'packingGroup', string>> };

const unique = (values: string[]) => [...new Set(values)];

export const checkDangerousGoodsLine = (
  line: { unNumber: string; hazardClass: string; packingGroup?: string | null | undefined },
  entries: readonly TDgEntry[] | undefined,
  options: { mode?: string } = {},
): TDgCheck => {
  const code = normalizeUnNumber(line.unNumber);
  if (!entries || entries.length === 0) {
    return { ok: false, fieldErrors: { unNumber: ORDERS_MSG.unNumberUnknown(code) } };
  }
  const given = line.hazardClass.trim().toUpperCase();
  // '1.4' matches the list's '1.4S'; '1.4S' only '1.4S'.
  const sameClass = entries.filter(([cls]) => cls === given || (/\d$/.test(given) && hazardDivision(cls) === given));
  if (sameClass.length === 0) {
    const classes = unique(entries.map(([cls]) => cls)).join(' or ');
    return { ok: false, fieldErrors: { hazardClass: ORDER_CARBON_DG_MSG.classMismatch(code, classes, given) } };
  }
  const group = line.packingGroup ? line.packingGroup.trim().toUpperCase() : '';
  const anyGroup = sameClass.some(([, pg]) => pg === '*');
  const groups = unique(sameClass.map(([, pg]) => pg).filter((pg) => pg !== '' && pg !== '*')).sort();
  let matched = sameClass;
  if (!anyGroup) {
    if (groups.length === 0 && group !== '') {
      return { ok: false, fieldErrors: { packingGroup: ORDER_CARBON_DG_MSG.packingGroupNone(code) } };
    }
    if (groups.length > 0 && group === '') {
      return {
        ok: false,
        fieldErrors: { packingGroup: ORDER_CARBON_DG_MSG.packingGroupRequired(code, groups.join(', ')) },
      };
    }
    if (groups.length > 0 && !groups.includes(group)) {
      return {
        ok: false,
        fieldErrors: { packingGroup: ORDER_CARBON_DG_MSG.packingGroupNotAllowed(group, code, groups.join(', ')) },
      };
    }
    matched = sameClass.filter(([, pg]) => pg === group);
  }
  if (options.mode === 'air' && matched.every(([, , , flags]) => flags.includes('P') && flags.includes('C'))) {
    return { ok: false, fieldErrors: { unNumber: ORDER_CARBON_DG_MSG.forbiddenByAir(code) } };
  }
  return { ok: true, properShippingName: (matched[0] as TDgEntry)[2] };
};
