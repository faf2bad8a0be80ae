import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

const BASE = '/api/lanehub-core/products';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let vendor: TestUser;
let stranger: TestUser;
let alphaToken: string;
let bravoToken: string;
let vendorToken: string;

const post = (token: string, payload: object) => call(ctx.app, token, { method: 'POST', url: BASE, payload });
const productIds = (body: { data: Array<{ productId: string }> }) => body.data.map((p) => p.productId);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['company.*', 'mynetwork.*'];
  alpha = await createTenant(db, { name: 'Alpha Retail', permissions });
  bravo = await createTenant(db, { name: 'Bravo Retail', permissions });
  vendor = await createTenant(db, { name: 'Pacific Vendor', permissions });
  stranger = await createTenant(db, { name: 'Stranger Supply', permissions });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  vendorToken = (await login(ctx.app, vendor.email)).accessToken;
  for (const token of [alphaToken, bravoToken]) {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/partners',
      payload: { partnerCompanyId: vendor.companyId },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => ctx?.close());

describe('products', () => {
  let tableId: string;

  it('creates products, one supplied by a partner, and lists them by name', async () => {
    const table = await post(alphaToken, {
      productId: 'SKU-1',
      name: 'Oak table',
      category: 'Furniture',
      hsCode: '9403.60',
      partnerCompanyId: vendor.companyId,
    });
    expect(table.statusCode, table.body).toBe(201);
    expect(table.json().meta.message).toBe('Product has been created');
    expect(table.json().data).toMatchObject({ partnerCompanyId: vendor.companyId, partnerName: 'Pacific Vendor' });
    tableId = table.json().data.id;
    expect((await post(alphaToken, { productId: 'SKU-2', name: 'Brass lamp' })).statusCode).toBe(201);
    const list = await call(ctx.app, alphaToken, { method: 'GET', url: BASE });
    expect(productIds(list.json())).toEqual(['SKU-2', 'SKU-1']);
    expect(list.json().meta.total).toBe(2);
  });

  it('refuses a product id the company already uses, with 409 on productId', async () => {
    const res = await post(alphaToken, { productId: 'SKU-1', name: 'Another' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ productId: 'This product id is already used by the company' });
  });

  it('refuses a supplier outside the partner network and a malformed HS code', async () => {
    const res = await post(alphaToken, { productId: 'SKU-3', name: 'Rug', partnerCompanyId: stranger.companyId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ partnerCompanyId: 'Choose one of your partners' });
    const hs = await post(alphaToken, { productId: 'SKU-3', name: 'Rug', hsCode: 'abc' });
    expect(hs.statusCode).toBe(400);
    expect(hs.json().fieldErrors.hsCode).toMatch(/HS code/);
  });

  it("lists the company's own products supplied by a partner, never the partner's or another buyer's", async () => {
    expect(
      (await post(bravoToken, { productId: 'B-1', name: 'Bravo chair', partnerCompanyId: vendor.companyId }))
        .statusCode,
    ).toBe(201);
    expect((await post(vendorToken, { productId: 'V-1', name: 'Vendor catalogue item' })).statusCode).toBe(201);
    const res = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/partner/${vendor.companyId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(productIds(res.json())).toEqual(['SKU-1']);
    expect(res.json().meta.partner).toEqual({ _id: vendor.companyId, legalName: 'Pacific Vendor' });
    // A company outside the network is not found, so nothing can be learnt about it.
    const outside = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/partner/${stranger.companyId}` });
    expect(outside.statusCode).toBe(404);
  });

  it("keeps each company's products to itself", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { productId: 'X', name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx.app, bravoToken, { method, url: `${BASE}/${tableId}`, payload });
      expect(res.statusCode, `${method}`).toBe(404);
    }
    const mine = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/${tableId}` });
    expect(mine.json().data.name).toBe('Oak table');
  });

  it('searches, updates and deletes', async () => {
    const found = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?search=lamp` });
    expect(productIds(found.json())).toEqual(['SKU-2']);
    const put = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${tableId}`,
      payload: { productId: 'SKU-1', name: 'Oak table, large', category: 'Furniture', partnerCompanyId: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Oak table, large', partnerCompanyId: null, partnerName: null });
    const del = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/${tableId}` });
    expect(del.json().meta.message).toBe('Product has been deleted');
    expect((await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/${tableId}` })).statusCode).toBe(404);

    // The product's change log: created, the new name and partner, then deleted, all by alpha's user.
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, tableId))
      .orderBy(asc(domainEvents.sequence));
    expect(events.map((event) => event.type)).toEqual(['product.created', 'product.updated', 'product.deleted']);
    expect(events.every((event) => event.companyId === alpha.companyId && event.actorUserId === alpha.id)).toBe(true);
    expect(events[1]?.after).toMatchObject({ name: 'Oak table, large', partnerCompanyId: null });
  });
});
