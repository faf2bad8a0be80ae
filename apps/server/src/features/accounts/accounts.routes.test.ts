import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, locations } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  grant,
  login,
  race,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

const BASE = '/api/lanehub-core/accounts';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let stranger: TestUser;
let alphaToken: string;
let bravoToken: string;
let viewerToken: string;
let alphaPort: string;
let bravoYard: string;

const addLocation = async (companyId: string, name: string, type: string) => {
  const [row] = await ctx.database.db.insert(locations).values({ companyId, name, type }).returning();
  return row?.id as string;
};

const post = (token: string, payload: object) => call(ctx.app, token, { method: 'POST', url: BASE, payload });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['company.*', 'mynetwork.*'];
  alpha = await createTenant(db, { name: 'Alpha Shipper', permissions, accounts: ['ALS-1'] });
  bravo = await createTenant(db, { name: 'Bravo Carrier', permissions, accounts: ['BRC-1'] });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  const viewer = await addUser(db, { companyId: alpha.companyId, email: 'viewer@alpha.test', role: 'user' });
  await grant(db, { companyId: alpha.companyId as string, userId: viewer.id, permissions: ['company.view'] });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
  alphaPort = await addLocation(alpha.companyId as string, 'Port of Montreal', 'port');
  bravoYard = await addLocation(bravo.companyId as string, 'Bravo Yard', 'yard');
  // Bravo is in Alpha's partner network; Stranger is not.
  const added = await call(ctx.app, alphaToken, {
    method: 'POST',
    url: '/api/lanehub-core/partners',
    payload: { partnerCompanyId: bravo.companyId },
  });
  expect(added.statusCode, added.body).toBe(201);
});
afterAll(async () => ctx?.close());

describe('company accounts', () => {
  let created: string;

  it('creates an account with mode, location and a partner as manageBy, and lists it', async () => {
    const res = await post(alphaToken, {
      number: 'ALS-2001',
      accountType: 'shipper',
      mode: 'rail',
      location: alphaPort,
      manageBy: bravo.companyId,
      enable: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('Account has been created');
    const account = res.json().data;
    created = account.id;
    expect(account).toMatchObject({
      number: 'ALS-2001',
      mode: 'rail',
      location: alphaPort,
      locationName: 'Port of Montreal',
      manageBy: bravo.companyId,
      manageByName: 'Bravo Carrier',
      enable: true,
      company: alpha.companyId,
    });

    const list = await call(ctx.app, viewerToken, { method: 'GET', url: BASE });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { number: string }) => a.number)).toEqual(['ALS-1', 'ALS-2001']);
    expect(list.json().meta).toMatchObject({ total: 2, limit: 1000 });
  });

  it('accepts the company itself as manageBy', async () => {
    const res = await post(alphaToken, { number: 'ALS-2002', mode: 'road', manageBy: alpha.companyId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.manageByName).toBe('Alpha Shipper');
  });

  it('refuses a number the company already uses with 409 on the field', async () => {
    const res = await post(alphaToken, { number: 'ALS-2001', mode: 'ocean' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ number: 'This account number is already used by the company' });
  });

  it('lets another company use the same number', async () => {
    const res = await post(bravoToken, { number: 'ALS-2001', mode: 'ocean' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it(race('treats numbers that differ only by case as the same number, within one company only'), async () => {
    const first = await post(alphaToken, { number: 'ABC-1', mode: 'road' });
    expect(first.statusCode, first.body).toBe(201);
    const lower = await post(alphaToken, { number: 'abc-1', mode: 'road' });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().fieldErrors).toEqual({ number: 'This account number is already used by the company' });
    // Renaming another account to the same number in another case is the same conflict.
    const other = await post(alphaToken, { number: 'ABC-2', mode: 'road' });
    const rename = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${other.json().data.id}`,
      payload: { number: 'Abc-1', mode: 'road' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().fieldErrors).toEqual({ number: 'This account number is already used by the company' });
    // An account keeps its own number in another case.
    const recase = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${first.json().data.id}`,
      payload: { number: 'abc-1', mode: 'road' },
    });
    expect(recase.statusCode, recase.body).toBe(200);
    const strangerToken = (await login(ctx.app, stranger.email)).accessToken;
    expect((await post(strangerToken, { number: 'abc-1', mode: 'road' })).statusCode).toBe(201);
    // Two racing requests past the check meet the case-insensitive unique index: one account, a 409.
    const race = await Promise.all([
      post(alphaToken, { number: 'RACE-7', mode: 'road' }),
      post(alphaToken, { number: 'race-7', mode: 'road' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The database itself holds the rule, for every writer.
    await expect(
      ctx.database.db.insert(accounts).values({ companyId: alpha.companyId as string, number: 'aBc-1' }),
    ).rejects.toThrow();
    // Account selection finds the account whatever the case typed.
    const select = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'ABC-1', mode: 'road', type: 'FTL' },
    });
    expect(select.statusCode, select.body).toBe(200);
  });

  it("refuses another company's location, with 400 on location", async () => {
    const res = await post(alphaToken, { number: 'ALS-3001', mode: 'ocean', location: bravoYard });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ location: 'Choose one of your company locations' });
  });

  it('refuses a manageBy company outside the partner network, with 400 on manageBy', async () => {
    const res = await post(alphaToken, { number: 'ALS-3002', mode: 'ocean', manageBy: stranger.companyId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ manageBy: 'Choose your company or one of your partners' });
  });

  it('requires a number and one of the six modes', async () => {
    const res = await post(alphaToken, { number: '', mode: 'air' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ number: 'This field is required', mode: 'This field is required' });
  });

  it('updates an account and refuses a duplicate number on update', async () => {
    const res = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created}`,
      payload: { number: 'ALS-2001', accountType: 'consignee', mode: 'ocean', location: null, manageBy: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ accountType: 'consignee', mode: 'ocean', location: null, manageBy: null });
    const clash = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created}`,
      payload: { number: 'ALS-1', mode: 'ocean' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('disables and enables an account; a disabled account cannot be chosen at account selection', async () => {
    const off = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created}/enable`,
      payload: { enable: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().meta.message).toBe('Account has been disabled');
    expect(off.json().data.enable).toBe(false);
    const select = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'ALS-2001', mode: 'ocean', type: 'FCL' },
    });
    expect(select.statusCode).toBeGreaterThanOrEqual(400);
    const on = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/${created}/enable`,
      payload: { enable: true },
    });
    expect(on.json().data.enable).toBe(true);
  });

  it("keeps each company to its own accounts: another company's id is not found", async () => {
    for (const url of [`${BASE}/${created}`]) {
      const res = await call(ctx.app, bravoToken, { method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    const put = await call(ctx.app, bravoToken, {
      method: 'PUT',
      url: `${BASE}/${created}/enable`,
      payload: { enable: false },
    });
    expect(put.statusCode).toBe(404);
    const list = await call(ctx.app, bravoToken, { method: 'GET', url: BASE });
    expect(list.json().data.map((a: { number: string }) => a.number)).toEqual(['ALS-2001', 'BRC-1']);
    expect(list.body).not.toContain(created);
  });

  it('searches by number and gives the form its locations and own company', async () => {
    const found = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}?search=2002` });
    expect(found.json().data.map((a: { number: string }) => a.number)).toEqual(['ALS-2002']);
    const options = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/form-options` });
    expect(options.json().data).toEqual({
      locations: [{ id: alphaPort, name: 'Port of Montreal', code: null }],
      ownCompany: { id: alpha.companyId, legalName: 'Alpha Shipper' },
    });
  });

  it('lets a viewer read but not write', async () => {
    const res = await post(viewerToken, { number: 'ALS-9', mode: 'ocean' });
    expect(res.statusCode).toBe(403);
  });
});
