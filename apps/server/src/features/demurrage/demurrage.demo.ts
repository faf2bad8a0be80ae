import type { Db } from '../../db/client';
import { dndTerms } from '../../db/schema';
import { type DemoSeed, demoCompanyId } from '../../kernel/demo-seed';

// The demo shipper's free-time terms. The container they put over its free time (ORD-…-000301,
// NACU9000018, discharged at Vancouver six days ago and not gated out) is the orders feature's demo order:
// features do not import each other, and orders own the one way to make a demo order.

const SHIPPER = 'Maple Leaf Home Goods Ltd.';
const OCEAN_CARRIER = 'North Atlantic Container Line S.A.';

const seedDnd = async (tx: Db) => {
  const shipperId = await demoCompanyId(tx, SHIPPER);
  const carrierId = await demoCompanyId(tx, OCEAN_CARRIER);
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
};

export const demurrageDemoSeed: DemoSeed = {
  name: 'demurrage',
  after: async (tx) => {
    await seedDnd(tx);
  },
};
