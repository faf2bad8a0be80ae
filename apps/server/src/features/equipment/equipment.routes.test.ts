import { ZEquipmentInput } from '@lanehub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, locations } from '../../db/schema';
import { DEMO_SEEDS } from '../../demo-seeds';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  grant,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';
import { DEMO_PASSWORD } from '../demo/demo.data';
import { seedDemo } from '../demo/demo.seed';
import { DEMO_EQUIPMENT } from './equipment.demo';

const BASE = '/api/lanehub-core/equipment';

let ctx: TestContext;
let alpha: TestUser;
let alphaToken: string;
let bravoToken: string;
let viewerToken: string;
let outsiderToken: string;
const types: Record<string, string> = {};
let alphaYard: string;
let bravoYard: string;

const createType = async (token: string, code: string, category: string) => {
  const res = await call(ctx.app, token, {
    method: 'POST',
    url: '/api/lanehub-core/equipment-types',
    payload: { code, alias: code, category, active: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

const addYard = async (companyId: string, name: string) => {
  const [row] = await ctx.database.db.insert(locations).values({ companyId, name, type: 'yard' }).returning();
  return row?.id as string;
};

const post = (token: string, payload: object) => call(ctx.app, token, { method: 'POST', url: BASE, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const permissions = ['asset.*', 'adminMgt.equipment-type'];
  alpha = await createTenant(ctx.database.db, { name: 'Alpha Drayage', permissions });
  const bravo = await createTenant(ctx.database.db, { name: 'Bravo Rail', permissions });
  const viewer = await addUser(ctx.database.db, {
    companyId: alpha.companyId,
    email: 'viewer@alpha.test',
    role: 'user',
  });
  await grant(ctx.database.db, {
    companyId: alpha.companyId as string,
    userId: viewer.id,
    permissions: ['asset.view'],
  });
  const outsider = await createTenant(ctx.database.db, { name: 'Orders Only', permissions: ['order.view'] });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
  outsiderToken = (await login(ctx.app, outsider.email)).accessToken;
  types.alpha45G1 = await createType(alphaToken, '45G1', 'container');
  types.alphaChassis = await createType(alphaToken, 'CH-40', 'chassis');
  types.bravo22G1 = await createType(bravoToken, '22G1', 'container');
  alphaYard = await addYard(alpha.companyId as string, 'Alpha Yard, Montreal');
  bravoYard = await addYard(bravo.companyId as string, 'Bravo Yard, Winnipeg');
});
afterAll(async () => ctx?.close());

describe('equipment', () => {
  it('creates a container with a valid ISO 6346 number, stored normalised', async () => {
    const res = await post(alphaToken, {
      kind: 'container',
      number: 'csqu 305438-3',
      equipmentTypeId: types.alpha45G1,
      ownership: 'owned',
      locationId: alphaYard,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta.message).toBe('Equipment has been created');
    expect(body.data).toMatchObject({
      kind: 'container',
      number: 'CSQU3054383',
      status: 'active',
      ownership: 'owned',
      equipmentType: { id: types.alpha45G1, code: '45G1', category: 'container' },
      location: { id: alphaYard, name: 'Alpha Yard, Montreal' },
      licensePlate: null,
    });
    const [row] = await ctx.database.db.select().from(equipment).where(eq(equipment.id, body.data.id));
    expect(row?.companyId).toBe(alpha.companyId);
    expect(row?.number).toBe('CSQU3054383');
  });

  it('refuses a wrong check digit with the right one on the number field', async () => {
    const res = await post(alphaToken, { kind: 'container', number: 'MSCU1234565' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The check digit of MSCU123456 should be 6',
      fieldErrors: { number: 'The check digit of MSCU123456 should be 6' },
    });
    const category = await post(alphaToken, { kind: 'container', number: 'CSQX3054383' });
    expect(category.json().fieldErrors.number).toBe('The fourth letter of a container number must be U, J or Z');
  });

  it('refuses the same number twice for a kind, with 409, and allows it for another kind', async () => {
    const again = await post(alphaToken, { kind: 'container', number: 'CSQU3054383' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This record already exists',
      fieldErrors: { number: 'This record already exists' },
    });
    // Another company may hold the same number: uniqueness is per company.
    expect((await post(bravoToken, { kind: 'container', number: 'CSQU3054383' })).statusCode).toBe(201);
    const chassis = await post(alphaToken, { kind: 'chassis', number: 'CSQU3054383' });
    expect(chassis.statusCode).toBe(201);
  });

  it("refuses another company's equipment type or location, and a type of another category", async () => {
    const foreignType = await post(alphaToken, {
      kind: 'container',
      number: 'APZU4812090',
      equipmentTypeId: types.bravo22G1,
    });
    expect(foreignType.statusCode).toBe(400);
    expect(foreignType.json().fieldErrors).toEqual({ equipmentTypeId: 'The equipment type was not found' });

    const wrongCategory = await post(alphaToken, {
      kind: 'container',
      number: 'APZU4812090',
      equipmentTypeId: types.alphaChassis,
    });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().fieldErrors).toEqual({
      equipmentTypeId: 'Choose an equipment type of the container category',
    });

    const foreignYard = await post(alphaToken, { kind: 'container', number: 'APZU4812090', locationId: bravoYard });
    expect(foreignYard.statusCode).toBe(400);
    expect(foreignYard.json().fieldErrors).toEqual({ locationId: 'The location was not found' });
    const [none] = await ctx.database.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.companyId, alpha.companyId as string), eq(equipment.number, 'APZU4812090')));
    expect(none).toBeUndefined();
  });

  it('applies the number rules of each kind', async () => {
    const railcar = await post(alphaToken, { kind: 'railcar', number: 'cn-123456' });
    expect(railcar.statusCode, railcar.body).toBe(201);
    expect(railcar.json().data.number).toBe('CN 123456');
    const badRailcar = await post(alphaToken, { kind: 'railcar', number: '123456' });
    expect(badRailcar.json().fieldErrors.number).toBe(
      'A railcar number is a reporting mark of 2 to 4 letters and up to 6 digits, e.g. CN 123456',
    );

    const tractor = await post(alphaToken, { kind: 'tractor', number: 'T-101', licensePlate: 'ab 12-345' });
    expect(tractor.statusCode, tractor.body).toBe(201);
    expect(tractor.json().data).toMatchObject({ number: 'T101', licensePlate: 'AB 12-345' });
    const plated = await post(alphaToken, { kind: 'chassis', number: 'GLTZ100001', licensePlate: 'X1' });
    expect(plated.json().fieldErrors.licensePlate).toBe('Only tractors and trailers carry a licence plate');
    const tooLong = await post(alphaToken, { kind: 'trailer', number: 'T'.repeat(21) });
    expect(tooLong.json().fieldErrors.number).toBe('Must be at most 20 characters');
    const symbols = await post(alphaToken, { kind: 'trailer', number: 'T#1' });
    expect(symbols.json().fieldErrors.number).toBe('Use letters and digits only');
  });

  it('lists by kind, searches in SQL and pages with the total', async () => {
    for (const number of ['TCNU6849731', 'APZU4812090', 'MSKU9131096']) {
      expect((await post(alphaToken, { kind: 'container', number })).statusCode).toBe(201);
    }
    const containers = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}?kind=container&limit=2&sort=number&order=desc`,
    });
    expect(containers.statusCode).toBe(200);
    expect(containers.json().meta).toEqual({
      total: 4,
      totalExact: true,
      skip: 0,
      limit: 2,
      nextCursor: expect.any(String),
    });
    expect(containers.json().data.map((e: { number: string }) => e.number)).toEqual(['TCNU6849731', 'MSKU9131096']);
    // The next page by cursor is the same as by offset, and the last page has no cursor.
    const byOffset = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}?kind=container&limit=2&sort=number&order=desc&skip=2`,
    });
    const byCursor = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}?kind=container&limit=2&sort=number&order=desc&cursor=${containers.json().meta.nextCursor}`,
    });
    expect(byCursor.json().data).toEqual(byOffset.json().data);
    expect(byCursor.json().meta.nextCursor).toBeUndefined();

    const spaced = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}?search=${encodeURIComponent('apzu 481209')}`,
    });
    expect(spaced.json().data.map((e: { number: string }) => e.number)).toEqual(['APZU4812090']);
    const byType = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?search=45G1` });
    expect(byType.json().data.map((e: { number: string }) => e.number)).toEqual(['CSQU3054383']);
    const byPlace = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?search=montreal` });
    expect(byPlace.json().meta.total).toBe(1);
    const pastEnd = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?kind=container&skip=40` });
    expect(pastEnd.json()).toEqual({ data: [], meta: { total: 4, totalExact: true, skip: 40, limit: 10 } });
    const badSort = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?sort=companyId` });
    expect(badSort.statusCode).toBe(400);
  });

  it('counts units by kind for /company/assets', async () => {
    const res = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/summary` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 7,
      kinds: [
        { kind: 'container', count: 4 },
        { kind: 'chassis', count: 1 },
        { kind: 'trailer', count: 0 },
        { kind: 'tractor', count: 1 },
        { kind: 'railcar', count: 1 },
        { kind: 'other', count: 0 },
      ],
    });
  });

  it("offers the company's own types of the kind and its locations", async () => {
    const res = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/form-options?kind=container` });
    expect(res.json().data).toEqual({
      equipmentTypes: [{ id: types.alpha45G1, code: '45G1', alias: '45G1', category: 'container' }],
      locations: [{ id: alphaYard, name: 'Alpha Yard, Montreal', code: null }],
    });
  });

  it('reads, replaces and deletes one unit', async () => {
    const created = (
      await post(alphaToken, { kind: 'trailer', number: 'GLT5301', ownership: 'leased', notes: 'Reefer unit' })
    ).json().data;
    const one = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/${created.id}` });
    expect(one.json().data).toMatchObject({ number: 'GLT5301', ownership: 'leased', notes: 'Reefer unit' });

    const replaced = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: { kind: 'trailer', number: 'GLT5301', status: 'maintenance', licensePlate: 'P 4455' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().meta.message).toBe('Equipment has been updated');
    // PUT replaces the whole record: the omitted ownership and notes are cleared.
    expect(replaced.json().data).toMatchObject({
      status: 'maintenance',
      licensePlate: 'P 4455',
      ownership: null,
      notes: null,
    });

    const clash = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: { kind: 'tractor', number: 'T101' },
    });
    expect(clash.statusCode).toBe(409);

    const removed = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/${created.id}` });
    expect(removed.json()).toEqual({
      data: { id: created.id },
      meta: { message: 'Equipment has been deleted', messageCode: 'equipment.messages.deleted', params: {} },
    });
    expect((await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/${created.id}` })).statusCode).toBe(404);
  });

  it("keeps each company's units to itself", async () => {
    const [unit] = await ctx.database.db
      .select()
      .from(equipment)
      .where(and(eq(equipment.companyId, alpha.companyId as string), eq(equipment.number, 'TCNU6849731')));
    const id = unit?.id as string;
    expect((await call(ctx.app, bravoToken, { method: 'GET', url: `${BASE}/${id}` })).statusCode).toBe(404);
    const put = await call(ctx.app, bravoToken, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { kind: 'container', number: 'TCNU6849731', notes: 'taken over' },
    });
    expect(put.statusCode).toBe(404);
    expect((await call(ctx.app, bravoToken, { method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(404);
    const list = await call(ctx.app, bravoToken, { method: 'GET', url: BASE });
    expect(list.json().data.map((e: { number: string }) => e.number)).toEqual(['CSQU3054383']);
    expect(list.body).not.toContain(id);
    const [after] = await ctx.database.db.select().from(equipment).where(eq(equipment.id, id));
    expect(after).toEqual(unit);
  });

  it('needs asset.view to read and asset.edit to write', async () => {
    expect((await call(ctx.app, viewerToken, { method: 'GET', url: BASE })).statusCode).toBe(200);
    expect((await post(viewerToken, { kind: 'container', number: 'OOLU1234567' })).statusCode).toBe(403);
    expect((await call(ctx.app, outsiderToken, { method: 'GET', url: `${BASE}/summary` })).statusCode).toBe(403);
  });
});

describe('demo equipment', () => {
  it('holds only units the contract accepts, already in their stored form', () => {
    for (const units of Object.values(DEMO_EQUIPMENT)) {
      for (const unit of units) {
        const parsed = ZEquipmentInput.safeParse({ ...unit, type: undefined });
        expect(parsed.error?.issues, unit.number).toBeUndefined();
        expect(parsed.data?.number).toBe(unit.number);
      }
    }
  });
});

describe('demo equipment, seeded', () => {
  it('shows the road carrier its chassis, tractors and trailers', async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemo(demo.database.db, DEMO_SEEDS)).toBe(true);
      const { accessToken } = await login(demo.app, 'road@lanehub.demo', DEMO_PASSWORD);
      const res = await call(demo.app, accessToken, { method: 'GET', url: `${BASE}/summary` });
      expect(res.statusCode).toBe(200);
      const counts = Object.fromEntries(
        res.json().data.kinds.map((k: { kind: string; count: number }) => [k.kind, k.count]),
      );
      expect(counts).toMatchObject({ chassis: 3, tractor: 3, trailer: 2 });
      const tractors = await call(demo.app, accessToken, { method: 'GET', url: `${BASE}?kind=tractor` });
      expect(tractors.json().data[0].equipmentType).toMatchObject({ code: 'TRAC-DAY' });
    } finally {
      await demo.close();
    }
  });
});
