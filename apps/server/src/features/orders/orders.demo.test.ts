import { isValidContainerNumber } from '@lanehub/shared/validation/iso6346';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderUnits } from '../../db/schema';
import { DEMO_SEEDS } from '../../demo-seeds';
import { call, createTestApp, login, type TestContext } from '../../test/test-app';
import { DEMO_PASSWORD } from '../demo/demo.data';
import { seedDemo } from '../demo/demo.seed';

// The demo book of business (issue 14 "Demo data"): what the demo users see on their orders screens.

let ctx: TestContext;
let shipperToken: string;
let carrierToken: string;

type Row = { mode: string; status: string; stage: number; orderNumber: string; ownerName: string };

const all = async (token: string, query = '') => {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const res = await call(ctx.app, token, {
      method: 'GET',
      url: `/api/lanehub-core/order?limit=100${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data);
    cursor = res.json().meta.nextCursor ?? undefined;
  } while (cursor);
  return rows;
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, DEMO_SEEDS);
  shipperToken = (await login(ctx.app, 'shipper.admin@lanehub.demo', DEMO_PASSWORD)).accessToken;
  carrierToken = (await login(ctx.app, 'ocean@lanehub.demo', DEMO_PASSWORD)).accessToken;
});
afterAll(async () => ctx?.close());

describe('demo orders', () => {
  it('gives the demo shipper a few hundred orders in every mode and at different stages', async () => {
    const rows = await all(shipperToken);
    // The orders feature's book of 300, and the container past its free time the D&D demo adds.
    expect(rows.length).toBe(301);
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(['ocean', 'rail', 'road', 'drayage', 'air']));
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of ['pending', 'on_vessel', 'waiting_empty_return', 'd_d_invoice']) {
      expect(statuses, status).toContain(status);
    }
    expect(new Set(rows.filter((r) => r.mode === 'ocean').map((r) => r.stage)).size).toBeGreaterThan(4);
  });

  it('shows the ocean carrier the orders it carries, and gives valid container numbers', async () => {
    const carried = await all(carrierToken);
    expect(carried.length).toBeGreaterThan(100);
    expect(carried.every((r) => r.ownerName === 'Maple Leaf Home Goods Ltd.')).toBe(true);
    const units = await ctx.database.db.select({ number: orderUnits.equipmentNumber }).from(orderUnits);
    expect(units.length).toBeGreaterThan(100);
    expect(units.filter((u) => !isValidContainerNumber(u.number))).toEqual([]);
  });

  it("makes the D&D demo's order the orders' way: next number, its container discharged at Vancouver", async () => {
    const rows = await all(shipperToken, '&search=NACU9000018');
    expect(rows.map((r) => [r.orderNumber.slice(-6), r.mode, r.status, r.stage])).toEqual([
      ['000301', 'ocean', 'waiting_pickup', 11],
    ]);
    const [order] = await ctx.database.db
      .select({
        destination: orders.destinationLocode,
        lastEvent: orders.lastEventCode,
        unit: orderUnits.equipmentNumber,
      })
      .from(orders)
      .innerJoin(orderUnits, eq(orderUnits.orderId, orders.id))
      .where(eq(orderUnits.equipmentNumber, 'NACU9000018'));
    expect(order).toEqual({ destination: 'CAVAN', lastEvent: 'DISC', unit: 'NACU9000018' });
  });

  it('numbers the next order after the demo book', async () => {
    const { ORDER_EXAMPLE } = await import('@lanehub/shared/features/orders/orders.contract');
    const res = await call(ctx.app, shipperToken, {
      method: 'POST',
      url: '/api/lanehub-core/order',
      payload: ORDER_EXAMPLE,
    });
    expect(res.statusCode, res.body).toBe(201);
    // 300 in the orders' book, 301 the D&D demo's container past its free time.
    expect(res.json().data.orderNumber).toMatch(/-000302$/);
  });
});
