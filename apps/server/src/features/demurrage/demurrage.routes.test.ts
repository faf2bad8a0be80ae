import { DND_TERMS_EXAMPLE } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyPartners,
  dndWarnings,
  domainEvents,
  mailOutbox,
  notifications,
  orderUnits,
  shipmentEvents,
} from '../../db/schema';
import { call, createTenant, createTestApp, login, race, type TestContext, type TestUser } from '../../test/test-app';
import { runDndWarnings } from './demurrage.service';

let ctx: TestContext;
let shipper: TestUser;
let stranger: TestUser;
let carrier: TestUser;
let token = '';
let strangerToken = '';
let orderId = '';

const CORE = '/api/lanehub-core';
const PERMISSIONS = ['order.view', 'order.bill'];
const DAY = 86_400_000;
const CONTAINER = 'MSCU6639871';
const NOW = Date.now();
const discharged = new Date(NOW - 6 * DAY - 3_600_000);

const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
};

const event = (code: string, at: Date, extra: { empty?: boolean; key: string }) => ({
  companyId: shipper.companyId as string,
  orderId,
  eventType: 'EQUIPMENT',
  classifier: 'ACT',
  eventCode: code,
  emptyIndicator: extra.empty ? 'EMPTY' : 'LADEN',
  locode: 'CAVAN',
  equipmentReference: CONTAINER,
  eventAt: at,
  eventOffset: '-08:00',
  source: 'edi',
  idempotencyKey: extra.key,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  shipper = await createTenant(db, { name: 'Maple Shipper Co', permissions: PERMISSIONS });
  stranger = await createTenant(db, { name: 'Stranger Freight', permissions: PERMISSIONS });
  carrier = await createTenant(db, { name: 'Ocean Carrier Line', permissions: PERMISSIONS });
  await db
    .insert(companyPartners)
    .values({ companyId: shipper.companyId as string, partnerCompanyId: carrier.companyId as string });
  token = (await login(ctx.app, shipper.email)).accessToken;
  strangerToken = (await login(ctx.app, stranger.email)).accessToken;
  const order = await call(ctx.app, token, { method: 'POST', url: `${CORE}/order`, payload: ORDER_EXAMPLE });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().data.id;
  await db
    .insert(orderUnits)
    .values({ companyId: shipper.companyId as string, orderId, kind: 'container', equipmentNumber: CONTAINER })
    .onConflictDoNothing();
  await db.insert(shipmentEvents).values(event('DISC', discharged, { key: 'dnd-disc' }));
});
afterAll(async () => ctx?.close());

describe('free-time terms', () => {
  it('saves terms per clock, carrier and port, and refuses a second set for the same scope', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: `${CORE}/dnd-terms`,
      payload: DND_TERMS_EXAMPLE,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ portLocode: 'CAVAN', freeDays: 4, clock: 'demurrage' });
    const twice = await call(ctx.app, token, { method: 'POST', url: `${CORE}/dnd-terms`, payload: DND_TERMS_EXAMPLE });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Terms for this carrier, port and clock already exist');
    const list = await call(ctx.app, token, { method: 'GET', url: `${CORE}/dnd-terms` });
    expect(list.json().meta.total).toBe(1);
    const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'dnd-terms.created'));
    expect(events).toHaveLength(1);
  });

  it('refuses tiers with a gap, a bad port code and a carrier outside the network', async () => {
    const gap = await call(ctx.app, token, {
      method: 'POST',
      url: `${CORE}/dnd-terms`,
      payload: {
        ...DND_TERMS_EXAMPLE,
        portLocode: 'CAMTR',
        tiers: [
          { fromDay: 1, toDay: 3, rate: '100' },
          { fromDay: 5, toDay: null, rate: '200' },
        ],
      },
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().fieldErrors.tiers).toBe('Tiers start at day 1 and follow each other without gap');
    const port = await call(ctx.app, token, {
      method: 'POST',
      url: `${CORE}/dnd-terms`,
      payload: { ...DND_TERMS_EXAMPLE, portLocode: 'VAN' },
    });
    expect(port.statusCode).toBe(400);
    const foreign = await call(ctx.app, token, {
      method: 'POST',
      url: `${CORE}/dnd-terms`,
      payload: { ...DND_TERMS_EXAMPLE, portLocode: 'CAMTR', carrierCompanyId: stranger.companyId },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.carrierCompanyId).toBe('Choose a company of your partner network');
  });
});

describe('clocks and the early warning', () => {
  it('lists the container past its free time with its accrued charge (what will be charged if nothing moves)', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${CORE}/dnd-clock` });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data;
    // 6 days and 1 hour since discharge: 7 started days, 4 free, 3 over at 150 (tier 1).
    expect(row).toMatchObject({
      container: CONTAINER,
      clock: 'demurrage',
      running: true,
      portLocode: 'CAVAN',
      days: 7,
      daysOver: 3,
      charge: '450.00',
      currency: 'CAD',
    });
    expect(res.json().meta.total).toBe(1);
    const stranger = await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/dnd-clock?view=all` });
    expect(stranger.json().data).toEqual([]);
  });

  it('warns the company once per container and clock (bell and e-mail), however often the job runs', async () => {
    const db = ctx.database.db;
    const first = await runDndWarnings(db);
    const second = await runDndWarnings(db);
    const both = await Promise.all([runDndWarnings(db), runDndWarnings(db)]);
    expect([first, second, ...both]).toEqual([1, 0, 0, 0]);
    const warnings = await db
      .select()
      .from(dndWarnings)
      .where(eq(dndWarnings.companyId, shipper.companyId as string));
    expect(warnings).toHaveLength(1);
    const bell = await db.select().from(notifications).where(eq(notifications.userId, shipper.id));
    expect(bell.map((n) => n.msg)).toEqual([expect.stringContaining(`free time of container ${CONTAINER}`)]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, shipper.email.toLowerCase()));
    expect(mails.filter((m) => m.subject.includes(CONTAINER))).toHaveLength(1);
  });

  it('stops demurrage at gate-out and starts detention; detention has no terms so it is listed without a charge', async () => {
    await ctx.database.db
      .insert(shipmentEvents)
      .values(event('GTOT', new Date(discharged.getTime() + 5.5 * DAY), { key: 'dnd-gtot' }));
    const res = await call(ctx.app, token, { method: 'GET', url: `${CORE}/dnd-clock?view=all` });
    const rows = res.json().data as Array<{ clock: string; running: boolean; charge: string | null; days: number }>;
    expect(rows.find((r) => r.clock === 'demurrage')).toMatchObject({ running: false, days: 6, charge: '300.00' });
    expect(rows.find((r) => r.clock === 'detention')).toMatchObject({ running: true, charge: null });
    const warning = await call(ctx.app, token, { method: 'GET', url: `${CORE}/dnd-clock` });
    expect(warning.json().data).toEqual([]);
  });
});

describe('disputes', () => {
  let disputeId = '';

  it('opens a dispute with the computed charge beside the billed one, under review', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: `${CORE}/dnd-dispute`,
      payload: {
        orderId,
        container: CONTAINER,
        clock: 'demurrage',
        billedAmount: '900',
        billedCurrency: 'CAD',
        invoiceReference: 'OCL-DD-77',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    disputeId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      status: 'review',
      outcome: 'Under Review for 24 Hrs',
      billedAmount: '900.00',
      computedAmount: '300.00',
      difference: '600.00',
      daysOver: 2,
    });
    const foreign = await call(ctx.app, strangerToken, {
      method: 'POST',
      url: `${CORE}/dnd-dispute`,
      payload: { orderId, container: CONTAINER, clock: 'demurrage', billedAmount: '900' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/dnd-dispute/${disputeId}` })).statusCode,
    ).toBe(404);
  });

  it(race('accept and deny at once: exactly one wins, the other gets 409 with the outcome'), async () => {
    const replies = await Promise.all([
      call(ctx.app, token, { method: 'POST', url: `${CORE}/dnd-dispute/${disputeId}/accept`, payload: {} }),
      call(ctx.app, token, { method: 'POST', url: `${CORE}/dnd-dispute/${disputeId}/deny`, payload: {} }),
    ]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = replies.find((r) => r.statusCode === 200)?.json().data;
    const loser = replies.find((r) => r.statusCode === 409)?.json();
    expect(['Accepted and Charged', 'Denied Due to Timing']).toContain(winner.outcome);
    expect(loser.message).toBe(`This dispute is already ${winner.outcome}`);
    const decided = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, disputeId), eq(domainEvents.aggregateType, 'dnd-dispute')));
    expect(decided.map((e) => e.type).sort()).toEqual(['dnd-dispute.opened', `dnd-dispute.${winner.status}`].sort());
  });

  it('downloads the dispute pack: events with times and sources, the terms and the computation per tier', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${CORE}/dnd-dispute/${disputeId}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`dnd-dispute-${CONTAINER}-demurrage.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Demurrage dispute',
      CONTAINER,
      'Discharged (DISC)',
      'Gate-out (GTOT)',
      'edi (ACT)',
      'Vancouver demurrage',
      'Days 1–4',
      '900.00 CAD',
      '300.00 CAD',
    ]) {
      expect(text).toContain(expected);
    }
    expect(
      (await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/dnd-dispute/${disputeId}/pdf` })).statusCode,
    ).toBe(404);
  });
});
