import { withCheckDigit } from '@lanehub/shared/validation/iso6346';
import type { Db } from '../../db/client';
import { dndTerms } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';
import { nextNumber } from '../../platform/sequences';
import { demoLane, idOf, insertDemoOrder, journeyOf } from '../orders/orders.demo';

// The demo shipper's free-time terms and one container whose demurrage free time has run out, so the
// D&D warning list is not empty: an ocean order from Shanghai discharged at Vancouver six days ago and
// not gated out yet (4 free days: two days over, 300.00 CAD accrued). Its number continues the
// shipper's order sequence after the orders feature's demo book.

const SHIPPER = 'Maple Leaf Home Goods Ltd.';
const OCEAN_CARRIER = 'North Atlantic Container Line S.A.';
const DAY = 86_400_000;

const seedDnd = async (tx: Db) => {
  const shipperId = await idOf(tx, SHIPPER);
  const carrierId = await idOf(tx, OCEAN_CARRIER);
  if (!shipperId || !carrierId) {
    return;
  }
  await tx.insert(dndTerms).values([
    {
      companyId: shipperId,
      name: 'NACL Vancouver demurrage',
      clock: 'demurrage',
      carrierCompanyId: carrierId,
      contractReference: 'NACL tariff 2026',
      portLocode: 'CAVAN',
      freeDays: 4,
      currency: 'CAD',
      tiers: [
        { fromDay: 1, toDay: 4, rate: '150.00' },
        { fromDay: 5, toDay: null, rate: '300.00' },
      ],
    },
    {
      companyId: shipperId,
      name: 'Detention, every port',
      clock: 'detention',
      carrierCompanyId: null,
      contractReference: null,
      portLocode: null,
      freeDays: 5,
      currency: 'CAD',
      tiers: [
        { fromDay: 1, toDay: 3, rate: '95.00' },
        { fromDay: 4, toDay: null, rate: '175.00' },
      ],
    },
  ]);

  // The order comes from the orders feature's demo (its lane Shanghai → Vancouver, its journey up to
  // the discharge) and takes the next number of the shipper's order sequence.
  const now = Date.now();
  const lane = demoLane('CNSHA', 'CAVAN');
  const discharge = journeyOf(lane).findIndex((step) => step.code === 'DISC' && step.at === 'to');
  const discharged = now - 6 * DAY;
  const departure = discharged - (journeyOf(lane)[discharge]?.day ?? 0) * DAY;
  await insertDemoOrder(tx, {
    shipperId,
    carrierId,
    orderNumber: await nextNumber(tx, { companyId: shipperId, userId: '' }, 'order', new Date(now).getUTCFullYear()),
    lane,
    created: departure - 10 * DAY,
    departure,
    bookingNumber: 'NACL7990001',
    bolNumber: 'NACL990000001',
    grossWeight: '21400',
    container: withCheckDigit('NACU900001'),
    reached: discharge + 1,
    eventKey: 'demo-dnd',
    now: new Date(now),
  });
};

export const demurrageDemoSeed: DemoSeed = {
  name: 'demurrage',
  after: async (tx) => {
    await seedDnd(tx);
  },
};
