import { describe, expect, it } from 'vitest';
import { ORDERS_MSG } from '../../orders/orders-messages';
import { checkDangerousGoodsLine, type TDgEntry } from './dangerous-goods-check';
import { ORDER_CARBON_DG_MSG } from './order-carbon-dg.contract';

// Real rows of the US DOT Hazardous Materials Table 2019 (shared/data/dangerous-goods/
// us-dot-hmt-49cfr172.101-2019.csv, row_id given), as scripts/build-order-carbon-dg-data.mjs ships them:
// [class or division, packing group, first proper shipping name, P/C forbidden on passenger/cargo aircraft].
const LIST: Record<string, TDgEntry[]> = {
  // row 9
  UN1090: [['3', 'II', 'Acetone', '']],
  // rows 1370–1372
  UN1993: [
    ['3', 'I', 'Flammable liquids, n.o.s.', ''],
    ['3', 'II', 'Flammable liquids, n.o.s.', ''],
    ['3', 'III', 'Flammable liquids, n.o.s.', ''],
  ],
  // row 1760: passenger aircraft Forbidden, cargo aircraft 35 kg
  UN3480: [['9', '', 'Lithium ion batteries including lithium ion polymer batteries', 'P']],
  // row 204
  UN0004: [['1.1D', '', 'Ammonium picrate, dry or wetted with less than 10 percent water, by mass', 'PC']],
  // rows 170–171
  UN1005: [
    ['2.3', '', 'Ammonia, anhydrous', 'PC'],
    ['2.2', '', 'Ammonia, anhydrous', 'PC'],
  ],
};
const check = (unNumber: string, hazardClass: string, packingGroup?: string, mode?: string) =>
  checkDangerousGoodsLine({ unNumber, hazardClass, packingGroup }, LIST[unNumber], { mode });

describe('dangerous goods line against the shipped list', () => {
  it('accepts a listed UN number with its class and packing group and names it', () => {
    expect(check('UN1090', '3', 'II')).toEqual({ ok: true, properShippingName: 'Acetone' });
    expect(check('UN1993', '3', 'III')).toMatchObject({ ok: true });
    expect(check('UN1005', '2.2')).toMatchObject({ ok: true });
  });

  it('refuses a UN number the list does not have, on the UN number', () => {
    expect(check('UN9999', '3', 'II')).toEqual({
      ok: false,
      fieldErrors: { unNumber: ORDERS_MSG.unNumberUnknown('UN9999') },
    });
    expect(ORDERS_MSG.unNumberUnknown('UN9999')).toBe('UN9999 is not in the dangerous goods list');
  });

  it('refuses a class the list does not give that number, naming the right one', () => {
    const result = check('UN1090', '8', 'II');
    expect(result).toEqual({ ok: false, fieldErrors: { hazardClass: 'UN1090 is class 3, not 8' } });
    expect(check('UN1005', '3')).toEqual({
      ok: false,
      fieldErrors: { hazardClass: ORDER_CARBON_DG_MSG.classMismatch('UN1005', '2.3 or 2.2', '3') },
    });
  });

  it('matches a division to the listed compatibility group, not another group', () => {
    expect(check('UN0004', '1.1')).toMatchObject({ ok: true });
    expect(check('UN0004', '1.1D')).toMatchObject({ ok: true });
    expect(check('UN0004', '1.1C')).toMatchObject({
      ok: false,
      fieldErrors: { hazardClass: 'UN0004 is class 1.1D, not 1.1C' },
    });
  });

  it('checks the packing group: required, allowed, or none', () => {
    expect(check('UN1090', '3')).toEqual({
      ok: false,
      fieldErrors: { packingGroup: 'UN1090 needs a packing group: II' },
    });
    expect(check('UN1090', '3', 'I')).toEqual({
      ok: false,
      fieldErrors: { packingGroup: 'Packing group I is not allowed for UN1090; allowed: II' },
    });
    expect(check('UN3480', '9', 'II')).toEqual({
      ok: false,
      fieldErrors: { packingGroup: 'UN3480 has no packing group' },
    });
  });

  it('refuses on an air order only what the list forbids on passenger and cargo aircraft', () => {
    expect(check('UN0004', '1.1D', undefined, 'air')).toEqual({
      ok: false,
      fieldErrors: { unNumber: 'UN0004 is forbidden on passenger and cargo aircraft' },
    });
    expect(check('UN0004', '1.1D', undefined, 'ocean')).toMatchObject({ ok: true });
    // Forbidden on passenger aircraft only: cargo aircraft may carry it, and the order does not say which.
    expect(check('UN3480', '9', undefined, 'air')).toMatchObject({ ok: true });
  });
});
