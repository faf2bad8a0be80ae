import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orderDangerousGoods } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { dangerousGoodsEntries, locodeCoordinates } from './order-carbon-dg.data';

const ORDERS = '/api/lanehub-core/order';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let shipperToken: string;
let carrierToken: string;
let strangerToken: string;
let oceanId: string;
let airId: string;

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, ...(payload ? { payload } : {}) });

// Hamburg → New York by sea: both ports have coordinates in the shipped UN/LOCODE list.
const HAMBURG_NEW_YORK = {
  ...ORDER_EXAMPLE,
  origin: { locode: 'DEHAM', country: 'DE' },
  destination: { locode: 'USNYC', country: 'US' },
  grossWeight: 12_000,
  weightUnit: 'kg' as const,
  ocean: { ...ORDER_EXAMPLE.ocean, portOfLoading: 'DEHAM', portOfDischarge: 'USNYC', transhipmentPorts: [] },
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Carbon Shipper', permissions });
  carrier = await createTenant(db, { name: 'Carbon Carrier', permissions });
  stranger = await createTenant(db, { name: 'Carbon Stranger', permissions });
  shipperToken = (await login(ctx.app, shipper.email)).accessToken;
  carrierToken = (await login(ctx.app, carrier.email)).accessToken;
  strangerToken = (await login(ctx.app, stranger.email)).accessToken;
  const partner = await send(shipperToken, 'POST', '/api/lanehub-core/partners', {
    partnerCompanyId: carrier.companyId,
  });
  expect(partner.statusCode, partner.body).toBe(201);
  const ocean = await send(shipperToken, 'POST', ORDERS, { ...HAMBURG_NEW_YORK, carrierCompanyId: carrier.companyId });
  expect(ocean.statusCode, ocean.body).toBe(201);
  oceanId = ocean.json().data.id;
  const air = await send(shipperToken, 'POST', ORDERS, {
    mode: 'air',
    origin: { locode: 'DEHAM', country: 'DE' },
    destination: { locode: 'CAYYZ', country: 'CA' },
    grossWeight: 500,
    weightUnit: 'lb',
  });
  expect(air.statusCode, air.body).toBe(201);
  airId = air.json().data.id;
});
afterAll(async () => ctx?.close());

describe('shipped data', () => {
  it('has the coordinates of the UN/LOCODE list and the rows of the dangerous goods list', () => {
    expect(locodeCoordinates('NLRTM')).toEqual({ latitude: 51 + 55 / 60, longitude: 4.5 });
    expect(locodeCoordinates('CNSGH')).toEqual({ latitude: 31 + 14 / 60, longitude: 121 + 29 / 60 });
    // CNSHA (Hongqiao airport in current editions) has no coordinates of its own in the shipped list: it
    // takes the Shanghai port's (CNSGH), a stand-in named in the build script and docs/orders-carbon.md.
    expect(locodeCoordinates('CNSHA')).toEqual(locodeCoordinates('CNSGH'));
    // Every port of the demo lanes has coordinates.
    for (const code of [
      'CNSHA',
      'CNNGB',
      'VNSGN',
      'SGSIN',
      'CAVAN',
      'DEHAM',
      'CAMTR',
      'USNYC',
      'CATOR',
      'USCHI',
      'USLAX',
      'USLGB',
      'CNPVG',
      'CAYYZ',
    ]) {
      expect(locodeCoordinates(code), code).not.toBeNull();
    }
    expect(locodeCoordinates('CAVAN')).toEqual({ latitude: 49 + 17 / 60, longitude: -(123 + 6 / 60) });
    // A code the list gives no coordinates and no stand-in: Shawinigan, QC.
    expect(locodeCoordinates('CASHA')).toBeNull();
    expect(dangerousGoodsEntries('UN1090')).toEqual([['3', 'II', 'Acetone', '']]);
    expect(dangerousGoodsEntries('UN1993')?.map(([, pg]) => pg)).toEqual(['I', 'II', 'III']);
    expect(dangerousGoodsEntries('UN9999')).toBeUndefined();
  });
});

describe('calculate-carbon', () => {
  it('calculates an ocean order for its owner, leg by leg, and keeps it in the change log', async () => {
    const before = await send(shipperToken, 'GET', `${ORDERS}/${oceanId}/carbon`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toBeNull();
    const res = await send(shipperToken, 'POST', `${ORDERS}/${oceanId}/calculate-carbon`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Emissions have been calculated');
    const carbon = res.json().data;
    expect(carbon.legs).toHaveLength(1);
    const leg = carbon.legs[0];
    expect(leg).toMatchObject({ from: 'DEHAM', to: 'USNYC', mode: 'ocean', routingFactor: 1.15, gCo2ePerTonneKm: 8 });
    // DEHAM 5331N 00956E → USNYC 4042N 07400W: 6,128.391 km great-circle, × 1.15; 12 t × km × 8 g.
    expect(leg.greatCircleKm).toBeCloseTo(6128.391, 2);
    expect(leg.distanceKm).toBeCloseTo(7047.65, 1);
    expect(leg.tonneKm).toBeCloseTo(84_571.8, 0);
    expect(carbon.totalKgCo2e).toBeCloseTo(676.57, 1);
    const [event] = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, oceanId), eq(domainEvents.type, 'order.carbon-calculated')))
      .orderBy(desc(domainEvents.sequence));
    expect(event?.companyId).toBe(shipper.companyId);
    expect((event?.after as { totalKgCo2e?: number } | undefined)?.totalKgCo2e).toBe(carbon.totalKgCo2e);
    const latest = await send(carrierToken, 'GET', `${ORDERS}/${oceanId}/carbon`);
    expect(latest.json().data.totalKgCo2e).toBe(carbon.totalKgCo2e);
  });

  it('lets a party calculate, hides the order from a stranger', async () => {
    const byCarrier = await send(carrierToken, 'POST', `${ORDERS}/${oceanId}/calculate-carbon`, {});
    expect(byCarrier.statusCode, byCarrier.body).toBe(200);
    const byStranger = await send(strangerToken, 'POST', `${ORDERS}/${oceanId}/calculate-carbon`, {});
    expect(byStranger.statusCode).toBe(404);
    expect((await send(strangerToken, 'GET', `${ORDERS}/${oceanId}/carbon`)).statusCode).toBe(404);
  });

  it('converts pounds and adds 95 km for air', async () => {
    const res = await send(shipperToken, 'POST', `${ORDERS}/${airId}/calculate-carbon`, {});
    expect(res.statusCode, res.body).toBe(200);
    const carbon = res.json().data;
    expect(carbon.weightKg).toBeCloseTo(226.796, 3);
    expect(carbon.legs[0]).toMatchObject({ from: 'DEHAM', to: 'CAYYZ', addKm: 95, gCo2ePerTonneKm: 602 });
  });

  it('calculates the demo lane CNSHA → CAVAN from the stand-in coordinates', async () => {
    const order = await send(shipperToken, 'POST', ORDERS, ORDER_EXAMPLE);
    expect(order.statusCode, order.body).toBe(201);
    const res = await send(shipperToken, 'POST', `${ORDERS}/${order.json().data.id}/calculate-carbon`, {});
    expect(res.statusCode, res.body).toBe(200);
    // 3114N 12129E → 4917N 12306W: about 9,160 km great-circle across the North Pacific.
    expect(res.json().data.legs[0]).toMatchObject({ from: 'CNSHA', to: 'CAVAN', routingFactor: 1.15 });
    expect(res.json().data.legs[0].greatCircleKm).toBeGreaterThan(9000);
    expect(res.json().data.legs[0].greatCircleKm).toBeLessThan(9300);
  });

  it('says which port has no coordinates', async () => {
    const order = await send(shipperToken, 'POST', ORDERS, {
      ...ORDER_EXAMPLE,
      origin: { ...ORDER_EXAMPLE.origin, locode: 'CASHA', country: 'CA' },
      ocean: { ...ORDER_EXAMPLE.ocean, portOfLoading: 'CASHA' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const res = await send(shipperToken, 'POST', `${ORDERS}/${order.json().data.id}/calculate-carbon`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CASHA has no coordinates in the UN/LOCODE list');
  });
});

describe('dangerous goods lines', () => {
  const lines = (id: string) => `${ORDERS}/${id}/dangerous-goods`;
  let lineId: string;

  it('refuses an unknown UN number, a wrong class and a wrong packing group on their fields', async () => {
    const unknown = await send(shipperToken, 'POST', lines(oceanId), {
      unNumber: 'UN9999',
      hazardClass: '3',
      packingGroup: 'II',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ unNumber: 'UN9999 is not in the dangerous goods list' });
    const malformed = await send(shipperToken, 'POST', lines(oceanId), { unNumber: '12', hazardClass: '3' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.unNumber).toBe('A UN number is UN and 4 digits, e.g. UN1203');
    const wrongClass = await send(shipperToken, 'POST', lines(oceanId), {
      unNumber: 'UN1090',
      hazardClass: '8',
      packingGroup: 'II',
    });
    expect(wrongClass.json().fieldErrors).toEqual({ hazardClass: 'UN1090 is class 3, not 8' });
    const wrongGroup = await send(shipperToken, 'POST', lines(oceanId), {
      unNumber: 'UN1090',
      hazardClass: '3',
      packingGroup: 'I',
    });
    expect(wrongGroup.json().fieldErrors).toEqual({
      packingGroup: 'Packing group I is not allowed for UN1090; allowed: II',
    });
    const rows = await ctx.database.db
      .select()
      .from(orderDangerousGoods)
      .where(eq(orderDangerousGoods.orderId, oceanId));
    expect(rows).toHaveLength(0);
  });

  it('adds, changes and removes a line for the owner, each logged', async () => {
    const added = await send(shipperToken, 'POST', lines(oceanId), {
      unNumber: 'un 1090',
      hazardClass: '3',
      packingGroup: 'ii',
      grossWeight: 180,
      weightUnit: 'kg',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      unNumber: 'UN1090',
      hazardClass: '3',
      packingGroup: 'II',
      properShippingName: 'Acetone',
      grossWeight: '180.000',
      weightUnit: 'kg',
    });
    lineId = added.json().data.id;
    const listed = await send(carrierToken, 'GET', lines(oceanId));
    expect(listed.json().data.map((l: { unNumber: string }) => l.unNumber)).toEqual(['UN1090']);

    const changed = await send(shipperToken, 'PUT', `${lines(oceanId)}/${lineId}`, {
      unNumber: 'UN1993',
      hazardClass: '3',
      packingGroup: 'III',
      grossWeight: 400,
      weightUnit: 'lb',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ unNumber: 'UN1993', packingGroup: 'III', weightUnit: 'lb' });

    const removed = await send(shipperToken, 'DELETE', `${lines(oceanId)}/${lineId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send(shipperToken, 'GET', lines(oceanId))).json().data).toEqual([]);
    const types = (
      await ctx.database.db
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(eq(domainEvents.aggregateId, oceanId))
    ).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'order.dangerous-goods-added',
        'order.dangerous-goods-updated',
        'order.dangerous-goods-removed',
      ]),
    );
  });

  it('lets a party read but not change lines, and a stranger nothing', async () => {
    const line = { unNumber: 'UN1090', hazardClass: '3', packingGroup: 'II' };
    const byCarrier = await send(carrierToken, 'POST', lines(oceanId), line);
    expect(byCarrier.statusCode).toBe(403);
    expect(byCarrier.json().message).toBe('Only the company that booked the order can change its dangerous goods');
    expect((await send(strangerToken, 'POST', lines(oceanId), line)).statusCode).toBe(404);
    expect((await send(strangerToken, 'GET', lines(oceanId))).statusCode).toBe(404);
    const added = await send(shipperToken, 'POST', lines(oceanId), line);
    const id = added.json().data.id;
    expect((await send(carrierToken, 'DELETE', `${lines(oceanId)}/${id}`)).statusCode).toBe(403);
    expect((await send(strangerToken, 'PUT', `${lines(oceanId)}/${id}`, line)).statusCode).toBe(404);
  });

  it('refuses on an air order what the list forbids on passenger and cargo aircraft', async () => {
    const res = await send(shipperToken, 'POST', lines(airId), { unNumber: 'UN0004', hazardClass: '1.1D' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ unNumber: 'UN0004 is forbidden on passenger and cargo aircraft' });
    const byShip = await send(shipperToken, 'POST', lines(oceanId), { unNumber: 'UN0004', hazardClass: '1.1D' });
    expect(byShip.statusCode, byShip.body).toBe(201);
  });
});
