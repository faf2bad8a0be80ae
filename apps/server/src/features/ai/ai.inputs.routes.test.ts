import type { TAiLocation, TAiSession } from '@lanehub/shared/features/ai/ai.contract';
import type { SolverResult } from '@lanehub/solvers/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, orderParties, orders } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

// Inputs built from the company's own data (issue 18): a routing on its locations, tenant-scoped.

let ctx: TestContext;
let token: string;
let rivalToken: string;
let ownerCompany: string;
let rivalCompany: string;
let partnerCompany: string;
const BASE = '/api/lanehub-core/ai';
const ids: Record<string, string> = {};

const sessionOf = async (id: string) =>
  (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${id}` })).json().data as TAiSession;

const settled = async (id: string) => {
  for (;;) {
    const session = await sessionOf(id);
    if (['completed', 'stopped', 'failed'].includes(session.status)) {
      return session;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createTenant(ctx.database.db, { name: 'Route Owner', permissions: ['ai.view'] });
  const rival = await createTenant(ctx.database.db, { name: 'Route Rival', permissions: ['ai.view'] });
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, rival.email)).accessToken;
  ownerCompany = owner.companyId as string;
  rivalCompany = rival.companyId as string;
  partnerCompany = (await createTenant(ctx.database.db, { name: 'Route Partner', permissions: ['ai.view'] }))
    .companyId as string;
  const rows = await ctx.database.db
    .insert(locations)
    .values([
      { companyId: owner.companyId as string, name: 'Rotterdam depot', type: 'port', code: 'NLRTM', country: 'NL' },
      { companyId: owner.companyId as string, name: 'Antwerp quay', type: 'port', code: 'BEANR', country: 'BE' },
      { companyId: owner.companyId as string, name: 'Hamburg terminal', type: 'port', code: 'DEHAM', country: 'DE' },
      { companyId: owner.companyId as string, name: 'Back office', type: 'office', city: 'Utrecht', country: 'NL' },
      {
        companyId: owner.companyId as string,
        name: 'Dortmund yard',
        type: 'dc',
        code: 'DTM-1',
        country: 'DE',
        latitude: 51.5136,
        longitude: 7.4653,
      },
      { companyId: rival.companyId as string, name: 'Rival Le Havre', type: 'port', code: 'FRLEH', country: 'FR' },
    ])
    .returning();
  for (const row of rows) {
    ids[row.name] = row.id;
  }
});
afterAll(async () => ctx?.close());

describe('routing on the company locations', () => {
  it("lists the company's locations with coordinates from their UN/LOCODE, and none for the others", async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${BASE}/locations` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as TAiLocation[];
    expect(rows.map((r) => r.name)).toEqual([
      'Antwerp quay',
      'Back office',
      'Dortmund yard',
      'Hamburg terminal',
      'Rotterdam depot',
    ]);
    // Its own latitude and longitude come first.
    expect(rows.find((r) => r.name === 'Dortmund yard')).toMatchObject({
      lat: 51.5136,
      lon: 7.4653,
      coordinatesFrom: 'location',
    });
    expect(rows.find((r) => r.name === 'Rotterdam depot')).toMatchObject({
      lat: 51 + 55 / 60,
      lon: 4.5,
      coordinatesFrom: 'locode',
    });
    expect(rows.find((r) => r.name === 'Back office')).toMatchObject({ lat: null, lon: null, coordinatesFrom: null });
    // Another company's locations never appear.
    expect(rows.some((r) => r.name.startsWith('Rival'))).toBe(false);
  });

  it('runs sgvrp on all the located locations and names the ones without coordinates', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: {
        model: 'sgvrp',
        input: { source: 'locations', depotId: ids['Rotterdam depot'], stops: 'all', vehicles: 3, capacity: 1 },
        params: { timeLimitSeconds: 2 },
      },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data as TAiSession;
    expect(session.inputSummary).toMatchObject({
      source: 'locations',
      depot: 'Rotterdam depot',
      customers: 3,
      skipped: [{ id: ids['Back office'], name: 'Back office' }],
    });
    const done = await settled(session.id);
    expect(done.status).toBe('completed');
    const result = (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${session.id}/result` })).json()
      .data as SolverResult;
    // Capacity 1 and demand 1: one vehicle per customer, each route from the depot's coordinates.
    expect(result.routes).toHaveLength(3);
    for (const route of result.routes ?? []) {
      expect(route.stops[0]).toMatchObject({ lat: 51 + 55 / 60, lon: 4.5 });
    }
  });

  it('refuses a chosen location without coordinates on its row', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: {
        model: 'acs',
        input: {
          source: 'locations',
          depotId: ids['Rotterdam depot'],
          stops: [{ locationId: ids['Antwerp quay'] }, { locationId: ids['Back office'], demand: 3 }],
        },
        params: {},
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'input.stops.1.locationId':
        'Back office has no coordinates (no latitude and longitude, no UN/LOCODE with coordinates)',
    });
  });

  it("never reads another company's locations (depot or stop)", async () => {
    const asDepot = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: {
        model: 'sgvrp',
        input: { source: 'locations', depotId: ids['Rival Le Havre'], stops: 'all' },
        params: {},
      },
    });
    expect(asDepot.statusCode).toBe(400);
    expect(asDepot.json().fieldErrors).toEqual({ 'input.depotId': 'Location not found' });
    const asStop = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: {
        model: 'sgvrp',
        input: { source: 'locations', depotId: ids['Rotterdam depot'], stops: [{ locationId: ids['Rival Le Havre'] }] },
        params: {},
      },
    });
    expect(asStop.statusCode).toBe(400);
    expect(asStop.json().fieldErrors).toEqual({ 'input.stops.0.locationId': 'Location not found' });
    // And the rival sees only its own.
    const rival = (await call(ctx.app, rivalToken, { method: 'GET', url: `${BASE}/locations` })).json()
      .data as TAiLocation[];
    expect(rival.map((r) => r.name)).toEqual(['Rival Le Havre']);
  });

  it('refuses the locations source for a model that does not take it', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/sessions`,
      payload: { model: 'sarima', input: { source: 'locations', depotId: ids['Rotterdam depot'], stops: 'all' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['source']);
  });
});

describe('orders per lane from the orders the company owns or is a party to', () => {
  it("counts its own orders and the partners' orders naming it, never another company's", async () => {
    const order = (companyId: string, n: number, origin: string, destination: string, month: string) => ({
      companyId,
      orderNumber: `LANE-${companyId.slice(0, 4)}-${origin}-${n}`,
      mode: 'road',
      originCity: origin,
      destinationCity: destination,
      orderDate: `${month}-01`,
    });
    const months = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`);
    await ctx.database.db.insert(orders).values(months.map((m, i) => order(ownerCompany, i, 'Lyon', 'Milan', m)));
    // A partner's orders on the same lane, with the owner named as carrier on half of them.
    const partnerOrders = await ctx.database.db
      .insert(orders)
      .values(months.map((m, i) => order(partnerCompany, i, 'Lyon', 'Milan', m)))
      .returning({ id: orders.id });
    await ctx.database.db
      .insert(orderParties)
      .values(
        partnerOrders
          .filter((_, i) => i % 2 === 0)
          .map((o) => ({ companyId: partnerCompany, orderId: o.id, partyCompanyId: ownerCompany, role: 'carrier' })),
      );
    // The rival's orders (same lane and another one) never count for the owner.
    await ctx.database.db
      .insert(orders)
      .values([
        ...months.map((m, i) => order(rivalCompany, i, 'Lyon', 'Milan', m)),
        order(rivalCompany, 99, 'Secret', 'Lane', '2024-01'),
      ]);

    const lanes = (await call(ctx.app, token, { method: 'GET', url: `${BASE}/lanes` })).json().data;
    expect(lanes).toEqual([{ origin: 'Lyon', destination: 'Milan', orders: 12 + 6 }]);

    const created = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/demand/planning',
      payload: { input: { source: 'orders', origin: 'Lyon', destination: 'Milan', frequency: 'month' }, horizon: 3 },
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data as TAiSession;
    expect(session.inputSummary).toMatchObject({ periods: 12, from: '2024-01', to: '2024-12' });
    await settled(session.id);
    const result = (await call(ctx.app, token, { method: 'GET', url: `${BASE}/sessions/${session.id}/result` })).json()
      .data as SolverResult;
    const actual = result.series?.[0]?.points.filter((p) => p.kind === 'actual').map((p) => p.value);
    // One own order each month, plus the partner's order naming the owner in January, March, May…
    expect(actual).toEqual(months.map((_, i) => (i % 2 === 0 ? 2 : 1)));

    const secret = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/demand/planning',
      payload: { input: { source: 'orders', origin: 'Secret', destination: 'Lane', frequency: 'month' } },
    });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().fieldErrors.origin).toBe('No orders on this lane');
  });
});
