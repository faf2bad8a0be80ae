import { MSG, RESOURCE_MSG, RESOURCES } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, loadTypes } from '../db/schema';
import { call, createTenant, createTestApp, login, type TestContext } from '../test/test-app';

// Registry v2 on the spec's reference lists: field kinds reference, money, date and enum, declared
// filters, declared actions, the server rules hook, and one generated route set per list.

let ctx: TestContext;
let token: string;
let rivalToken: string;
let viewerToken: string;
const api = (path: string) => `/api/lanehub-core/${path}`;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createTenant(ctx.database.db, {
    name: 'Registry Lines',
    permissions: ['company.view', 'company.edit'],
  });
  const rival = await createTenant(ctx.database.db, {
    name: 'Registry Rival',
    permissions: ['company.view', 'company.edit'],
  });
  const viewer = await createTenant(ctx.database.db, { name: 'Registry Viewer', permissions: ['company.view'] });
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, rival.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
});
afterAll(async () => ctx?.close());

const create = async (userToken: string, path: string, payload: object) =>
  call(ctx.app, userToken, { method: 'POST', url: api(path), payload });

describe('the spec reference lists (spec 02 §7.14)', () => {
  it.each(['document-types', 'load-types', 'temperature-types', 'modes', 'mode-moves', 'item-types', 'product-types'])(
    '%s: create from the example, list, get, replace, delete',
    async (name) => {
      const resource = RESOURCES.find((r) => r.name === name);
      expect(resource?.apiPath).toBe(`/lanehub-core/${name}`);
      const created = await create(token, name, resource?.example as object);
      expect(created.statusCode, created.body).toBe(201);
      const { id, code } = created.json().data;
      expect(created.json().meta.message).toBe(resource?.messages.created);
      const listed = await call(ctx.app, token, { method: 'GET', url: `${api(name)}?search=${code}` });
      expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
      const replaced = await call(ctx.app, token, {
        method: 'PUT',
        url: `${api(name)}/${id}`,
        payload: { ...(resource?.example as object), name: 'Renamed' },
      });
      expect(replaced.json().data.name).toBe('Renamed');
      const other = await call(ctx.app, rivalToken, { method: 'GET', url: `${api(name)}/${id}` });
      expect(other.statusCode).toBe(404);
      const removed = await call(ctx.app, token, { method: 'DELETE', url: `${api(name)}/${id}` });
      expect(removed.statusCode).toBe(200);
    },
  );
});

describe('field kinds', () => {
  it('reference: accepts one of the company’s modes and refuses another company’s or an unknown id (400 on the field)', async () => {
    const mode = (await create(token, 'modes', { code: 'RD', name: 'Road', shippingMode: 'road' })).json().data;
    const rivalMode = (await create(rivalToken, 'modes', { code: 'RD', name: 'Road', shippingMode: 'road' })).json()
      .data;
    const ok = await create(token, 'mode-moves', { code: 'R2R', name: 'Ramp-to-Ramp', modeId: mode.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.modeId).toBe(mode.id);
    for (const modeId of [rivalMode.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await create(token, 'mode-moves', { code: 'X2X', name: 'Refused', modeId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: RESOURCE_MSG.unknownReference,
        fieldErrors: { modeId: RESOURCE_MSG.unknownReference },
      });
    }
    // Replacing with another company's mode is refused the same way, and nothing changes.
    const replaced = await call(ctx.app, token, {
      method: 'PUT',
      url: `${api('mode-moves')}/${ok.json().data.id}`,
      payload: { code: 'R2R', name: 'Ramp-to-Ramp', modeId: rivalMode.id },
    });
    expect(replaced.statusCode).toBe(400);
    const after = await call(ctx.app, token, { method: 'GET', url: `${api('mode-moves')}/${ok.json().data.id}` });
    expect(after.json().data.modeId).toBe(mode.id);
    // A mode still named by a move cannot be deleted.
    const blocked = await call(ctx.app, token, { method: 'DELETE', url: `${api('modes')}/${mode.id}` });
    expect(blocked.statusCode).toBe(409);
  });

  it('money: keeps the amount exact as a decimal string with its currency, refuses floats and unknown currencies', async () => {
    const created = await create(token, 'load-types', {
      code: 'LTL',
      name: 'Less than truckload',
      minimumCharge: { amount: '1234567.8912', currency: 'USD' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.minimumCharge).toEqual({ amount: '1234567.8912', currency: 'USD' });
    const [row] = await ctx.database.db.select().from(loadTypes).where(eq(loadTypes.id, created.json().data.id));
    expect(row?.minimumChargeAmount).toBe('1234567.8912');
    expect(row?.minimumChargeCurrency).toBe('USD');
    const floaty = await create(token, 'load-types', {
      code: 'F1',
      name: 'Float',
      minimumCharge: { amount: 0.1, currency: 'USD' },
    });
    expect(floaty.statusCode).toBe(400);
    const tooPrecise = await create(token, 'load-types', {
      code: 'F2',
      name: 'Precise',
      minimumCharge: { amount: '1.23456', currency: 'USD' },
    });
    expect(tooPrecise.json().fieldErrors).toEqual({ 'minimumCharge.amount': RESOURCE_MSG.amount });
    const badCurrency = await create(token, 'load-types', {
      code: 'F3',
      name: 'Currency',
      minimumCharge: { amount: '10', currency: 'CDN' },
    });
    expect(badCurrency.json().fieldErrors).toEqual({ 'minimumCharge.currency': RESOURCE_MSG.currency });
    // Cleared on a replace: both columns go back to null and the record shows no charge.
    const cleared = await call(ctx.app, token, {
      method: 'PUT',
      url: `${api('load-types')}/${created.json().data.id}`,
      payload: { code: 'LTL', name: 'Less than truckload', minimumCharge: null },
    });
    expect(cleared.json().data.minimumCharge).toBeUndefined();
  });

  it('date: stores a calendar date and refuses impossible ones', async () => {
    const created = await create(token, 'mode-moves', {
      code: 'D2P',
      name: 'Door-to-Port',
      effectiveFrom: '2028-02-29',
    });
    expect(created.json().data.effectiveFrom).toBe('2028-02-29');
    for (const effectiveFrom of ['2027-02-29', '2026-13-01', '01/02/2026']) {
      const refused = await create(token, 'mode-moves', { code: 'BAD', name: 'Bad date', effectiveFrom });
      expect(refused.json().fieldErrors).toEqual({ effectiveFrom: RESOURCE_MSG.date });
    }
  });

  it('enum: takes the shared constant’s values only', async () => {
    const refused = await create(token, 'temperature-types', { code: 'HOT', name: 'Hot', temperatureClass: 'boiling' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ temperatureClass: RESOURCE_MSG.choose });
  });
});

describe('filters, actions and rules', () => {
  it('filters the list by the declared fields, and refuses a value outside an enum', async () => {
    await create(token, 'temperature-types', {
      code: 'CH1',
      name: 'Chilled 1',
      temperatureClass: 'chilled',
      active: false,
    });
    await create(token, 'temperature-types', { code: 'CH2', name: 'Chilled 2', temperatureClass: 'chilled' });
    await create(token, 'temperature-types', { code: 'FZ1', name: 'Frozen 1', temperatureClass: 'frozen' });
    const chilled = await call(ctx.app, token, {
      method: 'GET',
      url: `${api('temperature-types')}?temperatureClass=chilled`,
    });
    expect(chilled.json().data.map((r: { code: string }) => r.code)).toEqual(['CH1', 'CH2']);
    expect(chilled.json().meta.total).toBe(2);
    const active = await call(ctx.app, token, {
      method: 'GET',
      url: `${api('temperature-types')}?temperatureClass=chilled&active=true`,
    });
    expect(active.json().data.map((r: { code: string }) => r.code)).toEqual(['CH2']);
    const bad = await call(ctx.app, token, {
      method: 'GET',
      url: `${api('temperature-types')}?temperatureClass=boiling`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('runs a declared action at its own path with its permission, only on the company’s own records', async () => {
    const mode = (await create(token, 'modes', { code: 'OC', name: 'Ocean', shippingMode: 'ocean' })).json().data;
    const off = await call(ctx.app, token, {
      method: 'POST',
      url: `${api('modes')}/${mode.id}/deactivate`,
      payload: {},
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      data: { id: mode.id, active: false },
      meta: { message: 'Mode has been deactivated' },
    });
    const on = await call(ctx.app, token, { method: 'POST', url: `${api('modes')}/${mode.id}/activate`, payload: {} });
    expect(on.json().data.active).toBe(true);
    const rival = await call(ctx.app, rivalToken, {
      method: 'POST',
      url: `${api('modes')}/${mode.id}/deactivate`,
      payload: {},
    });
    expect(rival.statusCode).toBe(404);
    const viewer = await call(ctx.app, viewerToken, {
      method: 'POST',
      url: `${api('modes')}/${mode.id}/deactivate`,
      payload: {},
    });
    expect(viewer.statusCode).toBe(403);
    const still = await call(ctx.app, token, { method: 'GET', url: `${api('modes')}/${mode.id}` });
    expect(still.json().data.active).toBe(true);
  });

  it('runs an action that takes a body: only its fields are written, checked by the schema, and logged', async () => {
    const load = (
      await create(token, 'load-types', {
        code: 'BULK',
        name: 'Bulk',
        minimumCharge: { amount: '200.00', currency: 'CAD' },
      })
    ).json().data;
    const url = `${api('load-types')}/${load.id}/update-charge`;
    const wrong = await call(ctx.app, token, {
      method: 'POST',
      url,
      payload: { minimumCharge: { amount: '1.23456', currency: 'CAD' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ 'minimumCharge.amount': RESOURCE_MSG.amount });
    const changed = await call(ctx.app, token, {
      method: 'POST',
      url,
      // A field the action does not carry is not written.
      payload: { minimumCharge: { amount: '380.25', currency: 'USD' }, name: 'Renamed' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { id: load.id, name: 'Bulk', minimumCharge: { amount: '380.2500', currency: 'USD' } },
      meta: { message: 'Minimum charge has been updated' },
    });
    const events = await ctx.database.db
      .select({ type: domainEvents.type, before: domainEvents.before, after: domainEvents.after })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, load.id));
    expect(events.map((e) => e.type)).toEqual(['load-types.created', 'load-types.update-charge']);
    const rival = await call(ctx.app, rivalToken, {
      method: 'POST',
      url,
      payload: { minimumCharge: { amount: '1.00', currency: 'CAD' } },
    });
    expect(rival.statusCode).toBe(404);
  });

  it('runs the rules hook in the write: a temperature range whose minimum is above its maximum is refused', async () => {
    const refused = await create(token, 'temperature-types', {
      code: 'INV',
      name: 'Inverted',
      temperatureClass: 'chilled',
      minCelsius: 8,
      maxCelsius: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ maxCelsius: MSG.atLeast(8) });
    const listed = await call(ctx.app, token, { method: 'GET', url: `${api('temperature-types')}?search=INV` });
    expect(listed.json().data).toEqual([]);
  });
});
