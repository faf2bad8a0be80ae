import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { weekEndAfter } from '../orders/orders.attention';
import { orderDashboard } from './order-dashboard.queries';

// The orders dashboard counts what the orders list shows: seven orders booked by a shipper and moved
// by real tracking events, four of them shared with its carrier, none with a stranger.

const URL = '/api/orders/dashboard';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let stranger: TestUser;
const token: Record<string, string> = {};
const id: Record<string, string> = {};
let now: Date;

const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
const event = (code: string, eventType: string, time: string, location: string, extra: object = {}) => ({
  eventType,
  eventCode: code,
  eventClassifier: 'ACT',
  eventTime: time,
  location,
  idempotencyKey: `${code}-${location}-${time}-${Math.random()}`,
  ...extra,
});
const vessel = { transportMode: 'VESSEL' };
const LOAD = () => event('LOAD', 'EQUIPMENT', at(-6 * DAY), 'CNSHA', vessel);
const DEPA = () => event('DEPA', 'TRANSPORT', at(-6 * DAY + HOUR), 'CNSHA', vessel);

const book = async (key: string, patch: object, withCarrier: boolean) => {
  const res = await call(ctx.app, token.shipper as string, {
    method: 'POST',
    url: '/api/lanehub-core/order',
    payload: { ...ORDER_EXAMPLE, ...patch, ...(withCarrier ? { carrierCompanyId: carrier.companyId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  id[key] = res.json().data.id;
};
const report = async (key: string, events: object[]) => {
  const res = await call(ctx.app, token.shipper as string, {
    method: 'POST',
    url: `/api/orders/${id[key]}/events`,
    payload: events,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const dashboardOf = async (who: string, query = '') => {
  const res = await call(ctx.app, token[who] as string, { method: 'GET', url: `${URL}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const statusesOf = (data: { byStatus: Array<{ status: string; count: number }> }) =>
  Object.fromEntries(data.byStatus.filter((s) => s.count > 0).map((s) => [s.status, s.count]));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Shipping', permissions, role: 'admin' });
  carrier = await createTenant(db, { name: 'Northern Carrier', permissions });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  for (const [name, user] of Object.entries({ shipper, carrier, stranger })) {
    token[name] = (await login(ctx.app, user.email)).accessToken;
  }
  const partner = await call(ctx.app, token.shipper as string, {
    method: 'POST',
    url: '/api/lanehub-core/partners',
    payload: { partnerCompanyId: carrier.companyId },
  });
  expect(partner.statusCode, partner.body).toBe(201);
  now = new Date();

  // A: sailed, its booked ETA two days ago: in transit and late.
  await book('sailedLate', { eta: at(-2 * DAY) }, true);
  await report('sailedLate', [LOAD(), DEPA()]);
  // B: at the port of loading, held by customs, due within the hour: an exception arriving this week.
  await book('customsHold', { eta: at(HOUR) }, true);
  await report('customsHold', [
    event('GTIN', 'EQUIPMENT', at(-3 * DAY), 'CNSHA', { emptyIndicator: 'LADEN' }),
    event('CUSI', 'EQUIPMENT', at(-2 * DAY), 'CNSHA'),
  ]);
  // C: a road order booked, nothing reported, due in a month.
  await book(
    'roadBooked',
    { mode: 'road', moveType: 'Door-to-Door', incoterm: 'FCA', ocean: null, units: [], eta: at(30 * DAY) },
    false,
  );
  // D: discharged at Vancouver before its ETA, customs held and released: arrived, not late.
  await book('arrived', { eta: at(-DAY) }, true);
  await report('arrived', [
    LOAD(),
    DEPA(),
    event('ARRI', 'TRANSPORT', at(-3 * DAY), 'CAVAN', vessel),
    event('DISC', 'EQUIPMENT', at(-3 * DAY + HOUR), 'CAVAN', vessel),
    event('CUSI', 'EQUIPMENT', at(-3 * DAY + 2 * HOUR), 'CAVAN'),
    event('CUSR', 'EQUIPMENT', at(-2 * DAY), 'CAVAN'),
  ]);
  // E: marked ended, its ETA long past: neither late nor an exception.
  await book('ended', { eta: at(-5 * DAY) }, false);
  await report('ended', [event('CMPL', 'SHIPMENT', at(-4 * DAY), 'CAVAN')]);
  // F: a rail order booked, due in three weeks.
  await book(
    'railBooked',
    {
      mode: 'rail',
      moveType: 'Ramp-to-Ramp',
      incoterm: 'FCA',
      ocean: null,
      units: [],
      origin: { locode: 'CAVAN', country: 'CA' },
      destination: { locode: 'CATOR', country: 'CA' },
      eta: at(21 * DAY),
    },
    false,
  );
  // G: sailed, the carrier now estimates arrival five days after the promise: late by the projection.
  await book('estimateSlipped', { eta: at(10 * DAY) }, true);
  await report('estimateSlipped', [
    LOAD(),
    DEPA(),
    event('ARRI', 'TRANSPORT', at(15 * DAY), 'CAVAN', { ...vessel, eventClassifier: 'EST', locationType: 'POD' }),
  ]);
});
afterAll(async () => ctx?.close());

describe('GET /api/orders/dashboard', () => {
  it('counts the orders the shipper owns: by status, in transit, late, arriving this week, exceptions', async () => {
    const rows = await ctx.database.db.select({ id: orders.id, late: orders.late }).from(orders);
    const lateFlag = Object.fromEntries(rows.map((r) => [r.id, r.late]));
    // The projection's own late flag: the slipped estimate, the sailing past its ETA when it was
    // reported, and the ended order (not an exception: it is ended); not what arrived in time.
    expect(lateFlag[id.estimateSlipped as string]).toBe(true);
    expect(lateFlag[id.sailedLate as string]).toBe(true);
    expect(lateFlag[id.ended as string]).toBe(true);
    expect(lateFlag[id.arrived as string]).toBe(false);

    const data = await dashboardOf('shipper');
    expect(data.total).toBe(7);
    expect(statusesOf(data)).toEqual({ on_vessel: 2, at_origin: 1, pending: 2, waiting_pickup: 1, ended: 1 });
    expect(data.byStatus.map((s: { status: string }) => s.status)[0]).toBe('pending');
    expect(data.inTransit).toBe(2);
    expect(data.late).toBe(1);
    const dueSoon = new Date(now.getTime() + HOUR) < weekEndAfter(new Date()) ? 1 : 0;
    expect(data.arrivingThisWeek).toBe(dueSoon);
    // B (customs hold), G (estimate past the promise), A (late by the projection); not D (customs
    // released), not E (ended).
    expect(data.exceptions).toBe(3);
    const stages = data.byStage.map(
      (s: { mode: string; stage: number; count: number }) => `${s.mode}:${s.stage}=${s.count}`,
    );
    expect(stages).toEqual(['ocean:0=1', 'ocean:3=1', 'ocean:5=2', 'ocean:11=1', 'rail:0=1', 'road:0=1']);
  });

  it('lists exactly the orders each figure counts (the link behind every card)', async () => {
    const listed = async (query: string) => {
      const res = await call(ctx.app, token.shipper as string, {
        method: 'GET',
        url: `/api/lanehub-core/order?limit=50&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ id: string }>).map((o) => o.id).sort();
    };
    const ids = (...names: string[]) => names.map((name) => id[name] as string).sort();
    expect(await listed('attention=inTransit')).toEqual(ids('sailedLate', 'estimateSlipped'));
    expect(await listed('attention=late')).toEqual(ids('sailedLate'));
    expect(await listed('attention=exceptions')).toEqual(ids('customsHold', 'estimateSlipped', 'sailedLate'));
    const dueSoon = new Date(now.getTime() + HOUR) < weekEndAfter(new Date());
    expect(await listed('attention=arrivingThisWeek')).toEqual(dueSoon ? ids('customsHold') : []);
    expect(await listed('attention=late&mode=rail')).toEqual([]);
    const data = await dashboardOf('shipper');
    expect((await listed('attention=exceptions')).length).toBe(data.exceptions);
    const bad = await call(ctx.app, token.shipper as string, {
      method: 'GET',
      url: '/api/lanehub-core/order?attention=overdue',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('narrows every figure to one mode', async () => {
    const rail = await dashboardOf('shipper', '?mode=rail');
    expect(rail).toMatchObject({ mode: 'rail', total: 1, inTransit: 0, late: 0, arrivingThisWeek: 0, exceptions: 0 });
    expect(statusesOf(rail)).toEqual({ pending: 1 });
    expect(rail.byStage).toEqual([{ mode: 'rail', stage: 0, count: 1 }]);
    const bad = await call(ctx.app, token.shipper as string, { method: 'GET', url: `${URL}?mode=boat` });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a carrier only the orders it is named on, and a stranger nothing', async () => {
    const seen = await dashboardOf('carrier');
    expect(seen.total).toBe(4);
    expect(statusesOf(seen)).toEqual({ on_vessel: 2, at_origin: 1, waiting_pickup: 1 });
    expect(seen.inTransit).toBe(2);
    expect(seen.late).toBe(1);
    expect(seen.exceptions).toBe(3);
    const none = await dashboardOf('stranger');
    expect(none).toMatchObject({ total: 0, inTransit: 0, late: 0, arrivingThisWeek: 0, exceptions: 0, byStage: [] });
    expect(statusesOf(none)).toEqual({});
  });

  it('needs order.view', async () => {
    const noOrders = await createTenant(ctx.database.db, { name: 'No Orders Ltd', permissions: ['mynetwork.*'] });
    const res = await call(ctx.app, (await login(ctx.app, noOrders.email)).accessToken, { method: 'GET', url: URL });
    expect(res.statusCode).toBe(403);
  });
});

describe('orderDashboard at a given time', () => {
  it('counts an ETA before next Monday as arriving this week and one after it as not', async () => {
    const shipperTenant = { companyId: shipper.companyId as string, userId: shipper.id };
    // A minute before B is due, B is arriving this week whatever the day.
    const dueAt = new Date(now.getTime() + HOUR);
    const justBefore = new Date(dueAt.getTime() - 60 * 1000);
    const close = await orderDashboard(ctx.database.db, shipperTenant, { now: justBefore });
    expect(close.arrivingThisWeek).toBeGreaterThanOrEqual(1);
    expect(close.weekEnd).toBe(weekEndAfter(justBefore).toISOString());
    // Eight days before, B is due after that week's end; only A (ETA two days ago) may fall in it.
    const weekBefore = new Date(dueAt.getTime() - 8 * DAY);
    const early = await orderDashboard(ctx.database.db, shipperTenant, { now: weekBefore });
    const sailedEta = new Date(now.getTime() - 2 * DAY);
    expect(early.arrivingThisWeek).toBe(sailedEta < weekEndAfter(weekBefore) ? 1 : 0);
    // Eight days before, no open order had passed its ETA (E's is past, but E is ended).
    expect(early.late).toBe(0);
  });

  it('ends the week on the next Monday at midnight UTC', () => {
    expect(weekEndAfter(new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(weekEndAfter(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(weekEndAfter(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
});
