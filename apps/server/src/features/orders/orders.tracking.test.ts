import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders, shipmentEvents } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { atOffset } from './orders.tracking';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let consignee: TestUser;
let stranger: TestUser;
const token: Record<string, string> = {};
let orderId: string;

const post = (who: string, body: unknown) =>
  call(ctx.app, token[who] as string, {
    method: 'POST',
    url: `/api/orders/${orderId}/events`,
    payload: body as object,
  });

// An ocean journey Shanghai → Vancouver for the order's container, as a carrier reports it.
const event = (code: string, eventType: string, time: string, location: string, extra: object = {}) => ({
  eventType,
  eventCode: code,
  eventClassifier: 'ACT',
  eventTime: time,
  location,
  containerNumber: 'CSQU3054383',
  idempotencyKey: `${code}-${location}-${time}`,
  ...extra,
});
const GTOT = event('GTOT', 'EQUIPMENT', '2026-03-01T09:15:00+08:00', 'CNSHA', { emptyIndicator: 'LADEN' });
const LOAD = event('LOAD', 'EQUIPMENT', '2026-03-02T10:00:00+08:00', 'CNSHA', { transportMode: 'VESSEL' });
const DEPA = event('DEPA', 'TRANSPORT', '2026-03-02T14:30:00+08:00', 'CNSHA', { transportMode: 'VESSEL' });
const ARRI = event('ARRI', 'TRANSPORT', '2026-03-18T07:00:00-07:00', 'CAVAN', { transportMode: 'VESSEL' });
const DISC = event('DISC', 'EQUIPMENT', '2026-03-18T11:00:00-07:00', 'CAVAN', { transportMode: 'VESSEL' });

const orderRow = async () => (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Shipping', permissions, role: 'admin' });
  carrier = await createTenant(db, { name: 'Northern Carrier', permissions });
  consignee = await createTenant(db, { name: 'Pacific Consignee', permissions });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  for (const [name, user] of Object.entries({ shipper, carrier, consignee, stranger })) {
    token[name] = (await login(ctx.app, user.email)).accessToken;
  }
  for (const partner of [carrier, consignee]) {
    const res = await call(ctx.app, token.shipper as string, {
      method: 'POST',
      url: '/api/lanehub-core/partners',
      payload: { partnerCompanyId: partner.companyId },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const created = await call(ctx.app, token.shipper as string, {
    method: 'POST',
    url: '/api/lanehub-core/order',
    payload: { ...ORDER_EXAMPLE, carrierCompanyId: carrier.companyId, consigneeCompanyId: consignee.companyId },
  });
  expect(created.statusCode, created.body).toBe(201);
  orderId = created.json().data.id;
});
afterAll(async () => ctx?.close());

describe('tracking events', () => {
  it('moves status and stage as the carrier reports gate-out, load, departure, arrival and discharge', async () => {
    const gateOut = await post('carrier', GTOT);
    expect(gateOut.statusCode, gateOut.body).toBe(200);
    expect(gateOut.json().data).toMatchObject({ stored: 1, duplicates: 0, status: 'at_origin' });
    const stageAfterGateOut = gateOut.json().data.stage;

    const sailed = await post('carrier', [LOAD, DEPA]);
    expect(sailed.json().data).toMatchObject({ stored: 2, status: 'on_vessel' });
    expect(sailed.json().data.stage).toBeGreaterThan(stageAfterGateOut);

    const arrived = await post('carrier', [ARRI, DISC]);
    expect(arrived.json().data.stage).toBeGreaterThan(sailed.json().data.stage);
    expect(arrived.json().data.ata).toBe('2026-03-18T07:00:00.000-07:00');

    const row = await orderRow();
    expect(row).toMatchObject({
      status: arrived.json().data.status,
      stage: arrived.json().data.stage,
      lastEventCode: 'DISC',
    });
    const seen = await call(ctx.app, token.consignee as string, {
      method: 'GET',
      url: `/api/lanehub-core/order/${orderId}`,
    });
    expect(seen.json().data).toMatchObject({ status: row?.status, stage: row?.stage, viewerRole: 'consignee' });
  });

  it('stores an event sent twice once, and a late event sent after the others changes nothing it should not', async () => {
    const before = await orderRow();
    const again = await post('carrier', [GTOT, LOAD]);
    expect(again.json().data).toMatchObject({ stored: 0, duplicates: 2 });
    const rows = await ctx.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, orderId));
    expect(rows).toHaveLength(5);
    expect((await orderRow())?.stage).toBe(before?.stage);
    // A gate-in at the origin terminal reported late (it happened before the load) does not move the order back.
    const late = await post('carrier', event('GTIN', 'EQUIPMENT', '2026-03-01T15:00:00+08:00', 'CNSHA'));
    expect(late.json().data).toMatchObject({ stored: 1, stage: before?.stage, status: before?.status });
  });

  it('shows the events to every party in event time with their reported offset, and to no other company', async () => {
    const list = await call(ctx.app, token.consignee as string, {
      method: 'GET',
      url: `/api/orders/${orderId}/events`,
    });
    expect(list.statusCode).toBe(200);
    const codes = list.json().data.map((e: { eventCode: string }) => e.eventCode);
    expect(codes).toEqual(['GTOT', 'GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC']);
    expect(list.json().data[0]).toMatchObject({
      eventTime: '2026-03-01T09:15:00.000+08:00',
      postedBy: 'Northern Carrier',
    });
    const strangerList = await call(ctx.app, token.stranger as string, {
      method: 'GET',
      url: `/api/orders/${orderId}/events`,
    });
    expect(strangerList.statusCode).toBe(404);
    const strangerPost = await call(ctx.app, token.stranger as string, {
      method: 'POST',
      url: `/api/orders/${orderId}/events`,
      payload: GTOT,
    });
    expect(strangerPost.statusCode).toBe(404);
  });

  it('lets the consignee read but not report, and refuses an event code of another type on its field', async () => {
    const consigneePost = await post('consignee', event('GTOT', 'EQUIPMENT', '2026-03-19T10:00:00-07:00', 'CAVAN'));
    expect(consigneePost.statusCode).toBe(403);
    expect(consigneePost.json().message).toBe(
      'Only the company that booked the order, its carrier or its forwarder can report events',
    );
    const wrong = await post('carrier', event('DEPA', 'EQUIPMENT', '2026-03-19T10:00:00-07:00', 'CAVAN'));
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fieldErrors)).toEqual(['eventCode']);
  });

  it('logs each batch that stored events in the owner change log, naming the reporting company', async () => {
    const logged = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.tracked')));
    expect(logged).toHaveLength(4);
    expect(logged.every((e) => e.companyId === shipper.companyId)).toBe(true);
    expect(logged[0]?.after).toMatchObject({ events: ['GTOT'], reportedBy: 'Northern Carrier' });
  });

  it('replays every order of the company from its events to the same projection', async () => {
    const live = await orderRow();
    await ctx.database.db.update(orders).set({ status: 'pending', stage: 0 }).where(eq(orders.id, orderId));
    const started = await call(ctx.app, token.shipper as string, {
      method: 'POST',
      url: '/api/orders/replay',
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().data.job.id as string;
    let job: TJob | undefined;
    for (let n = 0; n < 600; n++) {
      job = (await call(ctx.app, token.shipper as string, { method: 'GET', url: `/api/jobs/${id}` })).json().data;
      if (job?.state === 'completed' || job?.state === 'failed') {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({ state: 'completed', result: { orders: 1, changed: 1 } });
    const replayed = await orderRow();
    expect({ status: replayed?.status, stage: replayed?.stage, late: replayed?.late }).toEqual({
      status: live?.status,
      stage: live?.stage,
      late: live?.late,
    });
  });
});

describe('atOffset', () => {
  it('writes an instant at the offset it was reported in', () => {
    expect(atOffset(new Date('2026-03-01T01:15:00Z'), '+08:00')).toBe('2026-03-01T09:15:00.000+08:00');
    expect(atOffset(new Date('2026-03-18T14:00:00Z'), '-07:00')).toBe('2026-03-18T07:00:00.000-07:00');
  });
});
