import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orderParties, orders, orderUnits } from '../../db/schema';
import {
  call,
  createTenant,
  createTestApp,
  login,
  RACES_ARE_REAL,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

const BASE = '/api/lanehub-core/order';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let shipperToken: string;
let carrierToken: string;
let strangerToken: string;

const post = (token: string, payload: object) => call(ctx.app, token, { method: 'POST', url: BASE, payload });
const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Shipping', permissions });
  carrier = await createTenant(db, { name: 'Northern Carrier', permissions });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  shipperToken = (await login(ctx.app, shipper.email)).accessToken;
  carrierToken = (await login(ctx.app, carrier.email)).accessToken;
  strangerToken = (await login(ctx.app, stranger.email)).accessToken;
  const partner = await call(ctx.app, shipperToken, {
    method: 'POST',
    url: '/api/lanehub-core/partners',
    payload: { partnerCompanyId: carrier.companyId },
  });
  expect(partner.statusCode, partner.body).toBe(201);
});
afterAll(async () => ctx?.close());

describe('orders', () => {
  let oceanId: string;

  it('books an ocean order door-to-port with a numbered order, its unit, parties and ocean details', async () => {
    const res = await post(shipperToken, { ...ORDER_EXAMPLE, carrierCompanyId: carrier.companyId });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(res.json().meta.message).toBe('Order has been created');
    expect(order.orderNumber).toMatch(/^ORD-\d{4}-000001$/);
    expect(order).toMatchObject({
      mode: 'ocean',
      moveType: 'Door-to-Port',
      status: 'pending',
      stage: 0,
      viewerRole: 'owner',
      ownerName: 'Maple Leaf Shipping',
      origin: { locode: 'CNSHA', city: 'Shanghai', address: '1000 Yanggao Road' },
      destination: { locode: 'CAVAN' },
      ocean: { carrierScac: 'MAEU', portOfLoading: 'CNSHA', portOfDischarge: 'CAVAN' },
      road: null,
    });
    expect(order.parties).toEqual([
      { role: 'carrier', companyId: carrier.companyId, legalName: 'Northern Carrier' },
      { role: 'shipper', companyId: shipper.companyId, legalName: 'Maple Leaf Shipping' },
    ]);
    expect(order.units).toEqual([
      expect.objectContaining({ kind: 'container', equipmentNumber: 'CSQU3054383', sealNumbers: ['SL123456'] }),
    ]);
    oceanId = order.id;
    const [event] = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateType, 'order'), eq(domainEvents.aggregateId, oceanId)));
    expect(event?.type).toBe('order.created');
    expect(event?.after).toMatchObject({ carrier: 'Northern Carrier', units: ['CSQU3054383'] });
  });

  it('keeps the address the move type allows only (spec 02 §5)', async () => {
    const res = await post(shipperToken, {
      ...ORDER_EXAMPLE,
      moveType: 'Port-to-Door',
      units: [],
      origin: { locode: 'CNSHA', address: 'Dropped', city: 'Dropped' },
      destination: { locode: 'CAVAN', address: '800 Burrard St', city: 'Vancouver' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.origin).toMatchObject({ locode: 'CNSHA', address: null, city: null });
    expect(res.json().data.destination).toMatchObject({ address: '800 Burrard St', city: 'Vancouver' });
    expect(res.json().data.orderNumber).toMatch(/-000002$/);
  });

  it('refuses a container number with a wrong check digit, a move type of another mode and a bad UN/LOCODE, on their fields', async () => {
    const res = await post(shipperToken, {
      ...ORDER_EXAMPLE,
      moveType: 'Ramp-to-Ramp',
      origin: { locode: 'SHANGHAI' },
      units: [{ kind: 'container', equipmentNumber: 'CSQU3054384' }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors;
    expect(fields['units.0.equipmentNumber']).toMatch(/check digit/i);
    expect(fields.moveType).toBe('Choose a move type of this mode');
    expect(fields['origin.locode']).toMatch(/UN\/LOCODE/);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, 'ORD-2026-000003'))).toEqual([]);
  });

  it('refuses a sea-only Incoterm on a road order, on its field', async () => {
    const res = await post(shipperToken, {
      ...ORDER_EXAMPLE,
      mode: 'road',
      moveType: null,
      ocean: null,
      incoterm: 'FOB',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.incoterm).toBe(
      'FOB is for sea and inland waterway transport only; use FCA, CPT or CIP instead',
    );
  });

  it('refuses a party that is not a partner, and writes nothing', async () => {
    const before = await ctx.database.db.select().from(orders);
    const res = await post(shipperToken, { ...ORDER_EXAMPLE, carrierCompanyId: stranger.companyId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ carrierCompanyId: 'Choose your own company or one of your partners' });
    expect(await ctx.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('shows the order to the carrier named on it, read-only, and to no other company', async () => {
    const seen = await get(carrierToken, `${BASE}/${oceanId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ viewerRole: 'carrier', ownerName: 'Maple Leaf Shipping' });
    const carrierList = await get(carrierToken, BASE);
    expect(carrierList.json().data.map((o: { id: string }) => o.id)).toEqual([oceanId]);
    const owned = await get(carrierToken, `${BASE}?scope=owned`);
    expect(owned.json().data).toEqual([]);

    const change = await call(ctx.app, carrierToken, {
      method: 'PUT',
      url: BASE,
      payload: { ...ORDER_EXAMPLE, id: oceanId, poNumber: 'CHANGED' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe('Only the company that booked the order can change it');
    const remove = await call(ctx.app, carrierToken, { method: 'DELETE', url: `${BASE}/${oceanId}` });
    expect(remove.statusCode).toBe(403);

    expect((await get(strangerToken, `${BASE}/${oceanId}`)).statusCode).toBe(404);
    const strangerList = await get(strangerToken, BASE);
    expect(strangerList.json().data).toEqual([]);
    expect(strangerList.body).not.toContain(oceanId);
    const strangerChange = await call(ctx.app, strangerToken, {
      method: 'PUT',
      url: BASE,
      payload: { ...ORDER_EXAMPLE, id: oceanId },
    });
    expect(strangerChange.statusCode).toBe(404);
  });

  it('finds orders by container, PO and order number, and filters by mode, status and lane', async () => {
    const byContainer = await get(shipperToken, `${BASE}?search=csqu305`);
    expect(byContainer.json().data.map((o: { id: string }) => o.id)).toEqual([oceanId]);
    const byPo = await get(shipperToken, `${BASE}?search=PO-2026-0042`);
    expect(byPo.json().meta.total).toBe(2);
    expect((await get(shipperToken, `${BASE}?mode=road`)).json().data).toEqual([]);
    expect((await get(shipperToken, `${BASE}?status=pending&originLocode=cnsha`)).json().meta.total).toBe(2);
    expect((await get(shipperToken, `${BASE}?destinationLocode=USNYC`)).json().meta.total).toBe(0);
    expect((await get(shipperToken, `${BASE}?search=100%25`)).json().data).toEqual([]);
  });

  it('pages newest first with a keyset cursor that neither repeats nor skips', async () => {
    for (let n = 0; n < 3; n++) {
      expect((await post(shipperToken, { ...ORDER_EXAMPLE, units: [], poNumber: `PO-PAGE-${n}` })).statusCode).toBe(
        201,
      );
    }
    const first = await get(shipperToken, `${BASE}?limit=2`);
    const cursor = first.json().meta.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await get(shipperToken, `${BASE}?limit=2&cursor=${encodeURIComponent(cursor)}`);
    const third = await get(
      shipperToken,
      `${BASE}?limit=2&cursor=${encodeURIComponent(second.json().meta.nextCursor)}`,
    );
    const numbers = [...first.json().data, ...second.json().data, ...third.json().data].map(
      (o: { orderNumber: string }) => o.orderNumber,
    );
    expect(numbers).toHaveLength(5);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(5);
  });

  it('merges the orders a company owns with those shared with it, newest first, in offset and cursor pages', async () => {
    // The carrier books orders of its own between two the shipper shares with it: the list reads the
    // owned and the shared orders as two branches and must interleave them by time.
    const booked: string[] = [];
    for (const [token, note] of [
      [shipperToken, 'S1'],
      [carrierToken, 'C1'],
      [shipperToken, 'S2'],
      [carrierToken, 'C2'],
    ] as const) {
      const payload =
        token === shipperToken
          ? { ...ORDER_EXAMPLE, units: [], poNumber: `PO-MERGE-${note}`, carrierCompanyId: carrier.companyId }
          : { ...ORDER_EXAMPLE, units: [], poNumber: `PO-MERGE-${note}` };
      const res = await post(token, payload);
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.json().data.id);
    }
    const [s1, c1, s2, c2] = booked;
    const newestFirst = [c2, s2, c1, s1, oceanId];

    const all = await get(carrierToken, `${BASE}?limit=10`);
    expect(all.json().data.map((o: { id: string }) => o.id)).toEqual(newestFirst);
    expect(all.json().meta).toMatchObject({ total: 5, totalExact: true });

    const offsetPage = await get(carrierToken, `${BASE}?limit=2&skip=1`);
    expect(offsetPage.json().data.map((o: { id: string }) => o.id)).toEqual([s2, c1]);
    expect(offsetPage.json().meta).toMatchObject({ total: 5, totalExact: true });

    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await get(carrierToken, `${BASE}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.statusCode, page.body).toBe(200);
      walked.push(...page.json().data.map((o: { id: string }) => o.id));
      cursor = page.json().meta.nextCursor;
    } while (cursor);
    expect(walked).toEqual(newestFirst);

    const shared = await get(carrierToken, `${BASE}?scope=shared&search=PO-MERGE`);
    expect(shared.json().data.map((o: { id: string }) => o.id)).toEqual([s2, s1]);
    const owned = await get(carrierToken, `${BASE}?scope=owned`);
    expect(owned.json().data.map((o: { id: string }) => o.id)).toEqual([c2, c1]);
    // An order found both by its PO and by its container is listed and counted once.
    const both = await post(carrierToken, { ...ORDER_EXAMPLE, poNumber: 'CSQU305-PO' });
    expect(both.statusCode, both.body).toBe(201);
    const found = await get(carrierToken, `${BASE}?search=csqu305`);
    expect(found.json().data.map((o: { id: string }) => o.id)).toEqual([both.json().data.id, oceanId]);
    expect(found.json().meta).toMatchObject({ total: 2, totalExact: true });
    expect((await get(carrierToken, `${BASE}?search=csqu305&limit=1`)).json().meta.total).toBe(2);
    // The stranger sees none of them, in either branch.
    expect((await get(strangerToken, `${BASE}?search=PO-MERGE`)).json().meta.total).toBe(0);
  });

  it('lets the owner replace its order, logging what changed, and delete an order without events', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: BASE,
      payload: { ...ORDER_EXAMPLE, id: oceanId, carrierCompanyId: carrier.companyId, bolNumber: 'MAEU123456789' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bolNumber).toBe('MAEU123456789');
    expect(res.json().data.orderNumber).toMatch(/-000001$/);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateType, 'order'), eq(domainEvents.aggregateId, oceanId)))
      .orderBy(asc(domainEvents.sequence));
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.updated']);
    expect(events[1]?.after).toEqual({ bolNumber: 'MAEU123456789' });

    const removed = await call(ctx.app, shipperToken, { method: 'DELETE', url: `${BASE}/${oceanId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.id, oceanId))).toEqual([]);
    expect(await ctx.database.db.select().from(orderUnits).where(eq(orderUnits.orderId, oceanId))).toEqual([]);
    expect(await ctx.database.db.select().from(orderParties).where(eq(orderParties.orderId, oceanId))).toEqual([]);
    expect((await get(carrierToken, `${BASE}/${oceanId}`)).statusCode).toBe(404);
  });

  it.runIf(RACES_ARE_REAL)('numbers concurrent orders once each, never twice', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => post(shipperToken, { ...ORDER_EXAMPLE, units: [] })),
    );
    const numbers = results.map((r) => r.json().data.orderNumber as string);
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(12);
  });
});
