import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders, shipmentEvents } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let filesDir: string;
let shipper: TestUser;
let carrier: TestUser;
let consignee: TestUser;
let stranger: TestUser;
const token: Record<string, string> = {};
let orderId: string;
let orderNumber: string;
let secondId: string;
let secondNumber: string;

const HEADER = 'orderNumber,containerNumber,eventCode,eventTime,location,vesselName,voyage,remarks';
const send = (who: string, url: string, lines: string[], fileName = 'events.csv') =>
  call(ctx.app, token[who] as string, {
    method: 'POST',
    url,
    payload: { fileName, content: [HEADER, ...lines].join('\n') },
  });
/** The assistant's dry run: nothing written, every error on its row and column. */
const preview = (who: string, lines: string[]) => send(who, '/api/imports/order-events/preview', lines);

const orderRow = async (id: string) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventCount = async (id: string) =>
  (await ctx.database.db.select({ n: count() }).from(shipmentEvents).where(eq(shipmentEvents.orderId, id)))[0]?.n;

const waitForEnd = async (who: string, id: string): Promise<TJob> => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const job = (await call(ctx.app, token[who] as string, { method: 'GET', url: `/api/jobs/${id}` })).json()
      .data as TJob;
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
};

/** The assistant's commit: 202 with the job, which ends completed (all rows) or failed (none). */
const importFile = async (who: string, lines: string[]): Promise<TJob> => {
  const res = await send(who, '/api/imports/order-events', lines);
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(who, res.json().data.job.id);
};

const book = async (units = ORDER_EXAMPLE.units) => {
  const created = await call(ctx.app, token.shipper as string, {
    method: 'POST',
    url: '/api/lanehub-core/order',
    payload: { ...ORDER_EXAMPLE, units, carrierCompanyId: carrier.companyId, consigneeCompanyId: consignee.companyId },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; orderNumber: string };
};

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'lanehub-events-import-'));
  ctx = await createTestApp({ filesDir });
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
  ({ id: orderId, orderNumber } = await book());
  ({ id: secondId, orderNumber: secondNumber } = await book([
    { kind: 'container', equipmentNumber: 'MSKU9070323', sizeType: '45G1', sealNumbers: [] },
  ]));
});
afterAll(async () => {
  await ctx?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('tracking events CSV import (import assistant, template order-events)', () => {
  const bad = () => [
    `${orderNumber},,GTOT,2026-03-01T09:15:00+08:00,CNSHA,,,`,
    `${orderNumber},,XXXX,2026-03-01T10:00:00+08:00,CNSHA,,,`,
    `${orderNumber},,LOAD,2026-03-02 10:00,CNSHA,,,`,
    `${orderNumber},,DEPA,2026-03-02T14:30:00+08:00,CNQQQ,,,`,
    'ORD-1999-999999,,DEPA,2026-03-02T14:30:00+08:00,CNSHA,,,',
  ];
  const expected = (key: 'column' | 'field') => [
    expect.objectContaining({ row: 3, [key]: 'eventCode', message: 'XXXX is not a tracking event code' }),
    expect.objectContaining({ row: 4, [key]: 'eventTime' }),
    expect.objectContaining({ row: 5, [key]: 'location', message: 'CNQQQ is not in the UN/LOCODE list' }),
    expect.objectContaining({
      row: 6,
      [key]: 'orderNumber',
      message: 'No order ORD-1999-999999 that your company may report events on',
    }),
  ];

  it('the dry run names each bad row and column (the order too) and writes nothing', async () => {
    const res = await preview('carrier', bad());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.mapping).toMatchObject({ orderNumber: 'orderNumber', remarks: 'remarks' });
    expect(data.rowsWithErrors, JSON.stringify(data.errors)).toBe(4);
    expect(data.summary).toBe('4 rows have errors');
    expect(data.errors).toEqual(expected('column'));
    expect(await eventCount(orderId)).toBe(0);
  });

  it('refuses a file with one bad row, imports nothing and names each bad row and field', async () => {
    const failed = await importFile('carrier', bad());
    expect(failed.state).toBe('failed');
    expect(failed.errorReport?.code).toBe('IMPORT_REFUSED');
    expect(failed.errorReport?.rowsWithErrors).toBe(4);
    expect(failed.errorReport?.errors).toEqual(expected('field'));
    expect(await eventCount(orderId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', stage: 0 });

    // The job's CSV report lists the same problems.
    const report = await call(ctx.app, token.carrier as string, {
      method: 'GET',
      url: `/api/imports/order-events/jobs/${failed.id}/report`,
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('6,orderNumber,No order ORD-1999-999999 that your company may report events on');
  });

  it("moves the orders' status and stage as the API would, by order number or container, once per event", async () => {
    const lines = [
      `${orderNumber},,GTOT,2026-03-01T09:15:00+08:00,CNSHA,,,Gate out full`,
      `,CSQU3054383,LOAD,2026-03-02T10:00:00+08:00,CNSHA,MAERSK ESSEX,412E,`,
      `${orderNumber},,DEPA,2026-03-02T14:30:00+08:00,CNSHA,MAERSK ESSEX,412E,`,
      `${secondNumber},,GTOT,2026-03-03T09:00:00+08:00,CNSHA,,,`,
    ];
    const dry = await preview('carrier', lines);
    expect(dry.json().data).toMatchObject({ rowsWithErrors: 0, totalRows: 4, errors: [] });
    const done = await importFile('carrier', lines);
    expect(done.state, JSON.stringify(done)).toBe('completed');
    expect(done.result).toMatchObject({ rows: 4, stored: 4, duplicates: 0, orders: 2 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'on_vessel', lastEventCode: 'DEPA' });
    expect(await orderRow(secondId)).toMatchObject({ status: 'at_origin', stage: 2 });

    // The events are the API's: source csv, posted by the carrier; the owner's change log says so.
    const events = await call(ctx.app, token.shipper as string, {
      method: 'GET',
      url: `/api/orders/${orderId}/events`,
    });
    const listed = events.json().data as Array<{
      eventCode: string;
      source: string;
      postedBy: string;
      vesselName: string;
      remarks: string | null;
    }>;
    expect(listed.map((e) => e.eventCode)).toEqual(['GTOT', 'LOAD', 'DEPA']);
    // The remarks column is kept with its event; an empty cell stores none.
    expect(listed.map((e) => e.remarks)).toEqual(['Gate out full', null, null]);
    expect(listed.every((e) => e.source === 'csv' && e.postedBy === 'Northern Carrier')).toBe(true);
    expect(listed[1]?.vesselName).toBe('MAERSK ESSEX');
    const logged = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.tracked')));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.after).toMatchObject({ status: 'on_vessel', events: ['GTOT', 'LOAD', 'DEPA'] });

    // The same file again stores nothing new.
    const again = await importFile('carrier', lines);
    expect(again.result).toMatchObject({ stored: 0, duplicates: 4 });
    expect(await eventCount(orderId)).toBe(3);
  });

  it("refuses a stranger's order as unknown and a party that may not report events", async () => {
    const line = `${orderNumber},,ARRI,2026-03-18T07:00:00-07:00,CAVAN,,,`;
    const stranger = await importFile('stranger', [line]);
    expect(stranger.state).toBe('failed');
    expect(stranger.errorReport?.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'orderNumber', message: expect.stringContaining('No order') }),
    ]);
    const byContainer = await preview('stranger', [',CSQU3054383,ARRI,2026-03-18T07:00:00-07:00,CAVAN,,,']);
    expect(byContainer.json().data.errors).toEqual([expect.objectContaining({ row: 2, column: 'containerNumber' })]);
    const consignee = await importFile('consignee', [line]);
    expect(consignee.state).toBe('failed');
    expect(consignee.errorReport?.errors?.[0]?.message).toContain('only the company that booked it');
    expect(await eventCount(orderId)).toBe(3);
    // Another company's job and report are not found.
    const report = await call(ctx.app, token.carrier as string, {
      method: 'GET',
      url: `/api/imports/order-events/jobs/${consignee.id}/report`,
    });
    expect(report.statusCode).toBe(404);
  });

  it('the owner imports a file as a job, all or nothing, with the same result', async () => {
    const lines = [
      `${orderNumber},,ARRI,2026-03-18T07:00:00-07:00,CAVAN,,,`,
      `${orderNumber},,DISC,2026-03-18T11:00:00-07:00,CAVAN,,,`,
      `${secondNumber},,LOAD,2026-03-04T10:00:00+08:00,CNSHA,,,`,
      `${secondNumber},,DEPA,2026-03-04T18:00:00+08:00,CNSHA,,,`,
      `${secondNumber},,BOGUS,2026-03-04T19:00:00+08:00,CNSHA,,,`,
      `${orderNumber},,GTOT,2026-03-19T09:00:00-07:00,CAVAN,,,`,
    ];
    const failed = await importFile('shipper', lines);
    expect(failed.state).toBe('failed');
    expect(failed.errorReport?.errors).toEqual([expect.objectContaining({ row: 6, field: 'eventCode' })]);
    expect(await eventCount(secondId)).toBe(1);

    const done = await importFile('shipper', [...lines.slice(0, 4), lines[0] as string, lines[1] as string]);
    expect(done.state, JSON.stringify(done)).toBe('completed');
    expect(done.result).toMatchObject({ rows: 6, stored: 4, duplicates: 2, orders: 2 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'waiting_pickup', stage: 11 });
    expect(await orderRow(secondId)).toMatchObject({ status: 'on_vessel' });
  });
});
