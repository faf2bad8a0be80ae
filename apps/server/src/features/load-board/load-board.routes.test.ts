import { BID_EXAMPLE, LOAD_EXAMPLE } from '@lanehub/shared/features/load-board/load-board.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, loadBids, loads, notifications, orderParties, orderRoad, orders } from '../../db/schema';
import { call, createTenant, createTestApp, login, race, type TestContext, type TestUser } from '../../test/test-app';

const BASE = '/api/lanehub/loadboard';
const PERMISSIONS = ['roadMgt.*', 'order.view', 'company.*', 'mynetwork.*'];

let ctx: TestContext;
let shipper: TestUser;
let carriers: TestUser[];
let stranger: TestUser;
let tokens: { shipper: string; carriers: string[]; stranger: string };

const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, ...(payload ? { payload } : {}) });
const postLoad = async (body: object = LOAD_EXAMPLE) => {
  const res = await send(tokens.shipper, 'POST', BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; loadNumber: string };
};
const bid = async (carrier: number, loadId: string, amount = '1790.00') => {
  const res = await send(tokens.carriers[carrier] as string, 'POST', `${BASE}/${loadId}/bids`, {
    ...BID_EXAMPLE,
    amount,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; status: string };
};
const statusesOf = async (loadId: string) =>
  (await ctx.database.db.select().from(loadBids).where(eq(loadBids.loadId, loadId))).map((b) => b.status).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  shipper = await createTenant(db, { name: 'Board Shipper', permissions: PERMISSIONS });
  carriers = [];
  for (const name of ['Board Carrier One', 'Board Carrier Two', 'Board Carrier Three', 'Board Carrier Four']) {
    carriers.push(await createTenant(db, { name, permissions: PERMISSIONS }));
  }
  stranger = await createTenant(db, { name: 'Board Stranger', permissions: PERMISSIONS });
  tokens = {
    shipper: (await login(ctx.app, shipper.email)).accessToken,
    carriers: await Promise.all(carriers.map(async (c) => (await login(ctx.app, c.email)).accessToken)),
    stranger: (await login(ctx.app, stranger.email)).accessToken,
  };
  // The first three carriers are the shipper's partners; the fourth only sees public loads.
  for (const carrier of carriers.slice(0, 3)) {
    const partner = await send(tokens.shipper, 'POST', '/api/lanehub-core/partners', {
      partnerCompanyId: carrier.companyId,
    });
    expect(partner.statusCode, partner.body).toBe(201);
  }
});
afterAll(async () => ctx?.close());

describe('posting loads', () => {
  it('refuses bad input on its field', async () => {
    const res = await send(tokens.shipper, 'POST', BASE, {
      ...LOAD_EXAMPLE,
      pickupTo: '2026-11-30T08:00:00-05:00',
      weightKg: '-3',
      visibility: 'partners',
      carrierCompanyIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      pickupTo: 'The pickup window must end after it starts',
      weightKg: 'Enter a weight in kg greater than 0 with at most 3 decimals',
      carrierCompanyIds: 'Choose at least one partner carrier, or post the load publicly',
    });
  });

  it('offers a load only to partner carriers', async () => {
    const res = await send(tokens.shipper, 'POST', BASE, {
      ...LOAD_EXAMPLE,
      visibility: 'partners',
      carrierCompanyIds: [carriers[3]?.companyId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.carrierCompanyIds).toBe('Offer the load only to carriers of your partner network');
  });

  it('posts a load with its number, logged in the change log', async () => {
    const load = await postLoad();
    expect(load.loadNumber).toMatch(/^LD-\d{4}-\d{6}$/);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, load.id), eq(domainEvents.type, 'load.posted')));
    expect(events).toHaveLength(1);
    expect(events[0]?.after).toMatchObject({ loadNumber: load.loadNumber, commodity: 'Furniture, palletised' });
  });
});

describe('who sees a load', () => {
  it('shows a partners-only load to the carriers it is offered to and to nobody else', async () => {
    const load = await postLoad({
      ...LOAD_EXAMPLE,
      commodity: 'Offered to one',
      visibility: 'partners',
      carrierCompanyIds: [carriers[0]?.companyId],
    });
    const boardOf = async (token: string) =>
      ((await send(token, 'GET', `${BASE}/public?limit=200`)).json().data as Array<{ id: string }>).map((l) => l.id);
    expect(await boardOf(tokens.carriers[0] as string)).toContain(load.id);
    expect(await boardOf(tokens.carriers[1] as string)).not.toContain(load.id);
    expect(await boardOf(tokens.stranger)).not.toContain(load.id);
    expect((await send(tokens.carriers[1] as string, 'GET', `${BASE}/${load.id}`)).statusCode).toBe(404);
    const offered = await send(tokens.carriers[0] as string, 'GET', `${BASE}/${load.id}`);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data).toMatchObject({ viewerRole: 'carrier', carrierCompanyIds: [carriers[0]?.companyId] });
    // Not offered: no bid either.
    const refused = await send(tokens.carriers[1] as string, 'POST', `${BASE}/${load.id}/bids`, BID_EXAMPLE);
    expect(refused.statusCode).toBe(404);
    // The shipper's own list has it, not its board.
    const own = (await send(tokens.shipper, 'GET', `${BASE}/list?limit=200`)).json().data as Array<{ id: string }>;
    expect(own.map((l) => l.id)).toContain(load.id);
    expect(await boardOf(tokens.shipper)).not.toContain(load.id);
  });

  it('shows a public load to every carrier while it is open', async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Public one' });
    const res = await send(tokens.stranger, 'GET', `${BASE}/${load.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shipperName: 'Board Shipper', status: 'open', pendingBids: 0 });
  });
});

describe('bids', () => {
  it('takes bids, one pending per carrier, never on the own load, each seen by its carrier and the shipper', async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Bids one' });
    await bid(0, load.id, '1700.5');
    await bid(1, load.id, '1650');
    const again = await send(tokens.carriers[0] as string, 'POST', `${BASE}/${load.id}/bids`, BID_EXAMPLE);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a pending bid on this load; cancel it to bid again');
    const own = await send(tokens.shipper, 'POST', `${BASE}/${load.id}/bids`, BID_EXAMPLE);
    expect(own.statusCode).toBe(400);
    const past = await send(tokens.carriers[2] as string, 'POST', `${BASE}/${load.id}/bids`, {
      ...BID_EXAMPLE,
      validUntil: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.validUntil).toBe('A bid must be valid until a time in the future');

    const all = (await send(tokens.shipper, 'GET', `${BASE}/${load.id}/bids`)).json().data;
    expect(all.map((b: { amount: string }) => b.amount).sort()).toEqual(['1650.0000', '1700.5000']);
    const mine = (await send(tokens.carriers[0] as string, 'GET', `${BASE}/${load.id}/bids`)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: '1700.5000', currency: 'CAD', carrierName: 'Board Carrier One' });
    const ownList = (await send(tokens.shipper, 'GET', `${BASE}/list?limit=200`)).json().data;
    expect(ownList.find((l: { id: string }) => l.id === load.id)).toMatchObject({ pendingBids: 2 });
    // The shipper's user is told of each bid.
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, shipper.id));
    expect(told.map((n) => n.msg)).toContain(`New bid of 1650 CAD from Board Carrier Two on load ${load.loadNumber}`);
  });

  it('lets the carrier cancel its own pending bid, once; nobody else', async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Cancel one' });
    const placed = await bid(2, load.id);
    expect((await send(tokens.shipper, 'PUT', `${BASE}/bids/${placed.id}/cancel`, {})).statusCode).toBe(403);
    expect((await send(tokens.stranger, 'PUT', `${BASE}/bids/${placed.id}/cancel`, {})).statusCode).toBe(404);
    const cancelled = await send(tokens.carriers[2] as string, 'PUT', `${BASE}/bids/${placed.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const twice = await send(tokens.carriers[2] as string, 'PUT', `${BASE}/bids/${placed.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'STATE_CONFLICT', message: 'This bid is already cancelled' });
    // It may bid again once its bid is cancelled.
    await bid(2, load.id, '1500');
  });

  it('lets the shipper reject a bid, and tells the carrier', async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Reject one' });
    const placed = await bid(0, load.id);
    expect((await send(tokens.carriers[0] as string, 'PUT', `${BASE}/bids/${placed.id}/reject`, {})).statusCode).toBe(
      403,
    );
    const rejected = await send(tokens.shipper, 'PUT', `${BASE}/bids/${placed.id}/reject`, {});
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe('rejected');
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carriers[0]?.id as string));
    expect(told.map((n) => n.msg)).toContain(`Your bid on load ${load.loadNumber} has been rejected`);
  });
});

describe('accepting a bid', () => {
  it('awards the load, rejects the other bids and makes the road order with the carrier as party', async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Accept one' });
    const first = await bid(0, load.id, '1800');
    const second = await bid(1, load.id, '1725.25');
    const byCarrier = await send(tokens.carriers[1] as string, 'PUT', `${BASE}/bids/${second.id}/accept`, {});
    expect(byCarrier.statusCode).toBe(403);
    const res = await send(tokens.shipper, 'PUT', `${BASE}/bids/${second.id}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      rejectedBids: 1,
      load: { status: 'awarded', awardedCarrierName: 'Board Carrier Two' },
    });
    expect(await statusesOf(load.id)).toEqual(['accepted', 'rejected']);

    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ mode: 'road', companyId: shipper.companyId, customerReference: load.loadNumber });
    const parties = await ctx.database.db.select().from(orderParties).where(eq(orderParties.orderId, result.orderId));
    expect(parties.find((p) => p.role === 'carrier')?.partyCompanyId).toBe(carriers[1]?.companyId);
    const [road] = await ctx.database.db.select().from(orderRoad).where(eq(orderRoad.orderId, result.orderId));
    expect(road?.pickupWindowStart?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    // The carrier sees the order it now carries; the losing carrier sees its bid rejected.
    const carried = await send(tokens.carriers[1] as string, 'GET', `/api/lanehub-core/order/${result.orderId}`);
    expect(carried.statusCode, carried.body).toBe(200);
    const lost = (await send(tokens.carriers[0] as string, 'GET', `${BASE}/bids?limit=200`)).json().data;
    expect(lost.find((b: { id: string }) => b.id === first.id)?.status).toBe('rejected');
    // The awarded load leaves the public board of carriers that did not bid, but not the bidders'.
    expect((await send(tokens.stranger, 'GET', `${BASE}/${load.id}`)).statusCode).toBe(404);
    expect((await send(tokens.carriers[0] as string, 'GET', `${BASE}/${load.id}`)).json().data).toMatchObject({
      status: 'awarded',
      awardedCarrierName: null,
      myBid: { status: 'rejected' },
    });
    // A second accept finds the load awarded.
    const late = await send(tokens.shipper, 'PUT', `${BASE}/bids/${first.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ params: { current: 'awarded' }, message: 'This load is already awarded' });
    const events = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, load.id));
    expect(events.map((e) => e.type).filter((t) => t === 'load.awarded')).toHaveLength(1);
    // Revenue for the winner, cost for the shipper.
    const revenue = (await send(tokens.carriers[1] as string, 'GET', `${BASE}/revenue`)).json().data;
    expect(revenue.revenue).toEqual([{ currency: 'CAD', total: '1725.25', loads: 1 }]);
    const cost = (await send(tokens.shipper, 'GET', `${BASE}/revenue`)).json().data;
    expect(cost.cost[0]).toMatchObject({ currency: 'CAD', total: '1725.25', loads: 1 });
  });

  it('names the carrier on the road order the load was posted from', async () => {
    const booked = await send(tokens.shipper, 'POST', '/api/lanehub-core/order', {
      mode: 'road',
      origin: { city: 'Toronto', country: 'CA' },
      destination: { city: 'Chicago', country: 'US' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json().data.id;
    const load = await postLoad({ ...LOAD_EXAMPLE, orderId, commodity: 'From an order' });
    const placed = await bid(2, load.id);
    const res = await send(tokens.shipper, 'PUT', `${BASE}/bids/${placed.id}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orderId).toBe(orderId);
    const parties = await ctx.database.db.select().from(orderParties).where(eq(orderParties.orderId, orderId));
    expect(parties.find((p) => p.role === 'carrier')?.partyCompanyId).toBe(carriers[2]?.companyId);
  });

  it('refuses a load posted from an order that is not a road order of the company', async () => {
    const ocean = await send(tokens.shipper, 'POST', '/api/lanehub-core/order', { mode: 'ocean' });
    expect(ocean.statusCode, ocean.body).toBe(201);
    const res = await send(tokens.shipper, 'POST', BASE, { ...LOAD_EXAMPLE, orderId: ocean.json().data.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.orderId).toBe('Post a load from a road order of your company');
  });

  it(race('50 concurrent accepts on one load: exactly one wins, 49 get 409'), async () => {
    const load = await postLoad({ ...LOAD_EXAMPLE, commodity: 'Race' });
    const bids: Array<{ id: string }> = [];
    for (let i = 0; i < carriers.length; i++) {
      bids.push(await bid(i, load.id, String(1600 + i)));
    }
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(tokens.shipper, 'PUT', `${BASE}/bids/${bids[i % bids.length]?.id}/accept`, {}),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const loser of replies.filter((r) => r.statusCode === 409)) {
      expect(loser.json().params.current).toBe('awarded');
    }
    expect(await statusesOf(load.id)).toEqual(['accepted', 'rejected', 'rejected', 'rejected']);
    const [row] = await ctx.database.db.select().from(loads).where(eq(loads.id, load.id));
    const made = await ctx.database.db.select().from(orders).where(eq(orders.customerReference, load.loadNumber));
    expect(made).toHaveLength(1);
    expect(row?.orderId).toBe(made[0]?.id);
    const awarded = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, load.id), eq(domainEvents.type, 'load.awarded')));
    expect(awarded).toHaveLength(1);
  });
});

describe('another company', () => {
  it('answers 404 for every route on a load it may not see and changes nothing', async () => {
    const load = await postLoad({
      ...LOAD_EXAMPLE,
      commodity: 'Private',
      visibility: 'partners',
      carrierCompanyIds: [carriers[0]?.companyId],
    });
    const placed = await bid(0, load.id);
    const before = await statusesOf(load.id);
    for (const [method, url, payload] of [
      ['GET', `${BASE}/${load.id}`, undefined],
      ['GET', `${BASE}/${load.id}/bids`, undefined],
      ['POST', `${BASE}/${load.id}/bids`, BID_EXAMPLE],
      ['PUT', `${BASE}/${load.id}/cancel`, {}],
      ['PUT', `${BASE}/bids/${placed.id}/accept`, {}],
      ['PUT', `${BASE}/bids/${placed.id}/reject`, {}],
      ['PUT', `${BASE}/bids/${placed.id}/cancel`, {}],
    ] as const) {
      const res = await send(tokens.stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const lists = ['list', 'public', 'bids'].map((l) => send(tokens.stranger, 'GET', `${BASE}/${l}?limit=200`));
    for (const res of await Promise.all(lists)) {
      expect(res.body).not.toContain(load.id);
      expect(res.body).not.toContain(placed.id);
    }
    expect(await statusesOf(load.id)).toEqual(before);
    // The shipper cancels its load; its pending bid is rejected.
    const cancelled = await send(tokens.shipper, 'PUT', `${BASE}/${load.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await statusesOf(load.id)).toEqual(['rejected']);
  });
});
