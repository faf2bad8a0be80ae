import { calendarDateOf, DEFAULT_TIME_ZONE, PLAN_APP_SERVICES, subscriptionStatusOn } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyPartners, sessions, subscriptions, users } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

let ctx: TestContext;
let root: TestUser;
let rootToken: string;
let shipper: TestUser;
let carrier: TestUser;
let companyAdmin: TestUser;

const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, payload });

// Calendar dates relative to today in Toronto, the zone the server computes "active" in.
const dayFromToday = (days: number) => calendarDateOf(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);

beforeAll(async () => {
  ctx = await createTestApp();
  root = await createTenant(ctx.database.db, { name: 'Platform Operators', isSystemAdmin: true });
  rootToken = (await login(ctx.app, root.email)).accessToken;
  shipper = await createTenant(ctx.database.db, { name: 'Quayside Shippers', accounts: ['QS-1', 'QS-2'] });
  carrier = await createTenant(ctx.database.db, { name: 'Tundra Road Carriers', accounts: ['TRC-1'] });
  // A company administrator holding every admin permission in a policy of their own company.
  companyAdmin = await createTenant(ctx.database.db, { name: 'Policy Holders', permissions: ['adminMgt.*'] });
  await ctx.database.db
    .insert(companyPartners)
    .values({ companyId: shipper.companyId as string, partnerCompanyId: carrier.companyId as string });
});
afterAll(async () => ctx?.close());

describe('who may use the admin area', () => {
  it('refuses a company administrator holding adminMgt.* with 403, and a caller without a session with 401', async () => {
    const { accessToken } = await login(ctx.app, companyAdmin.email);
    for (const url of ['/api/admin/users', '/api/admin/companies', '/api/admin/accounts', '/api/admin/subscriptions']) {
      expect((await get(accessToken, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
    const res = await send(accessToken, 'PUT', `/api/admin/companies/${shipper.companyId}/status`, { enabled: false });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, shipper.companyId as string));
    expect(row?.enabled).toBe(true);
  });
});

describe('User Management', () => {
  it('lists users of every company, searched by name, e-mail or company, paged in SQL', async () => {
    const all = await get(rootToken, '/api/admin/users?limit=2');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta.total).toBe(4);

    const byCompany = await get(rootToken, '/api/admin/users?search=tundra');
    expect(byCompany.json().data.map((u: { email: string }) => u.email)).toEqual([carrier.email]);
    expect(byCompany.json().data[0].company.legalName).toBe('Tundra Road Carriers');

    const byEmail = await get(rootToken, `/api/admin/users?search=${encodeURIComponent('quayside.shippers@')}`);
    expect(byEmail.json().meta.total).toBe(1);

    const page2 = await get(rootToken, '/api/admin/users?limit=2&skip=2&sort=email');
    expect(page2.json().data).toHaveLength(2);
    expect(page2.json().meta).toMatchObject({ total: 4, skip: 2, limit: 2 });
  });

  it('walks the users and the companies by cursor in the offset order, a row at a time', async () => {
    for (const list of ['users?sort=company&order=desc', 'users?sort=name', 'companies?sort=requestedAt']) {
      const all = await get(rootToken, `/api/admin/${list}&limit=100`);
      expect(all.json().meta.nextCursor).toBeUndefined();
      const ids = all.json().data.map((row: { id: string }) => row.id);
      const walked: string[] = [];
      let cursor = '';
      for (let page = 0; page <= ids.length; page += 1) {
        const res = await get(rootToken, `/api/admin/${list}&limit=1&cursor=${cursor}`);
        expect(res.statusCode, res.body).toBe(200);
        walked.push(...res.json().data.map((row: { id: string }) => row.id));
        cursor = res.json().meta.nextCursor ?? '';
        if (!cursor) {
          break;
        }
      }
      expect(ids.length).toBeGreaterThan(1);
      expect(walked).toEqual(ids);
    }
    const bad = await get(rootToken, '/api/admin/users?cursor=e30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('cursor');
  });

  it('creates a user in a chosen company who can then log in', async () => {
    const res = await send(rootToken, 'POST', '/api/admin/users', {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'Rosa.Delgado@Quayside.test',
      password: 'a'.repeat(64),
      role: 'user',
      companyId: shipper.companyId,
      // Unknown fields are stripped, never written.
      isSystemAdmin: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('User rosa.delgado@quayside.test is created');
    expect(res.json().data).toMatchObject({
      email: 'rosa.delgado@quayside.test',
      role: 'user',
      isSystemAdmin: false,
      enabled: true,
      company: { id: shipper.companyId, legalName: 'Quayside Shippers' },
    });
    const session = await login(ctx.app, 'rosa.delgado@quayside.test', 'a'.repeat(64));
    expect(session.accessToken).toBeTruthy();

    const again = await send(rootToken, 'POST', '/api/admin/users', {
      firstName: 'Rosa',
      lastName: 'Again',
      email: 'rosa.delgado@quayside.test',
      password: 'another password',
      role: 'user',
      companyId: carrier.companyId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.email).toBe('A user with this email already exists');
  });

  it("gives the spec's messages on the fields", async () => {
    const res = await send(rootToken, 'POST', '/api/admin/users', { email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      firstName: 'This field is required',
      email: 'Must be a valid email',
      password: 'Must be at least 8 characters',
      companyId: 'This field is required',
    });
  });

  it('edits a user; disabling ends their sessions at once', async () => {
    const user = await addUser(ctx.database.db, {
      companyId: carrier.companyId,
      email: 'driver@tundra.test',
      role: 'user',
    });
    const { accessToken } = await login(ctx.app, 'driver@tundra.test');
    expect((await get(accessToken, '/api/user/profile')).statusCode).toBe(200);

    const detail = await get(rootToken, `/api/admin/users/${user.id}`);
    expect(detail.json().data.activeSessions).toBe(1);

    const res = await send(rootToken, 'PUT', `/api/admin/users/${user.id}`, {
      firstName: 'Dana',
      lastName: 'Driver',
      role: 'admin',
      enabled: false,
      isSystemAdmin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Dana', role: 'admin', enabled: false, activeSessions: 0 });
    expect((await get(accessToken, '/api/user/profile')).statusCode).toBe(401);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.every((s) => s.revokedAt !== null && s.revokedReason === 'user-disabled')).toBe(true);
  });

  it('never lets administrators change their own isSystemAdmin flag or disable themselves', async () => {
    const base = { firstName: 'Test', lastName: 'User', role: 'admin' };
    const demote = await send(rootToken, 'PUT', `/api/admin/users/${root.id}`, {
      ...base,
      enabled: true,
      isSystemAdmin: false,
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe('You cannot change your own system administrator flag');
    const disable = await send(rootToken, 'PUT', `/api/admin/users/${root.id}`, {
      ...base,
      enabled: false,
      isSystemAdmin: true,
    });
    expect(disable.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, root.id));
    expect(row).toMatchObject({ isSystemAdmin: true, enabled: true });

    // A company user cannot make themselves system administrator through the admin area either.
    const { accessToken } = await login(ctx.app, companyAdmin.email);
    const self = await send(accessToken, 'PUT', `/api/admin/users/${companyAdmin.id}`, {
      ...base,
      enabled: true,
      isSystemAdmin: true,
    });
    expect(self.statusCode).toBe(403);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, companyAdmin.id));
    expect(after?.isSystemAdmin).toBe(false);
  });
});

describe('Company Management', () => {
  it('lists companies with search, approval status and enabled filters', async () => {
    await ctx.database.db.insert(companies).values({
      legalName: 'Requested Reefers',
      approvalStatus: 'requested',
      pendingStatus: true,
      requestedAt: new Date(),
    });
    const requested = await get(rootToken, '/api/admin/companies?approvalStatus=requested');
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.map((c: { legalName: string }) => c.legalName)).toEqual(['Requested Reefers']);

    const search = await get(rootToken, '/api/admin/companies?search=quayside');
    expect(search.json().data).toHaveLength(1);
    expect(search.json().data[0]).toMatchObject({ legalName: 'Quayside Shippers', userCount: 2, accountCount: 2 });

    const detail = await get(rootToken, `/api/admin/companies/${shipper.companyId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.accounts.map((a: { number: string }) => a.number)).toEqual(['QS-1', 'QS-2']);
    expect(detail.json().data.partnerCount).toBe(1);

    const partners = await get(rootToken, `/api/admin/companies/${shipper.companyId}/partners`);
    expect(partners.json().data.map((p: { legalName: string }) => p.legalName)).toEqual(['Tundra Road Carriers']);

    const account = await get(rootToken, `/api/admin/companies/${shipper.companyId}/accounts/${shipper.accountIds[0]}`);
    expect(account.json().data.number).toBe('QS-1');
    // An account of another company is not found under this one.
    const wrong = await get(rootToken, `/api/admin/companies/${shipper.companyId}/accounts/${carrier.accountIds[0]}`);
    expect(wrong.statusCode).toBe(404);
  });

  it("disabling a company ends its users' sessions: an access token issued before is refused at once", async () => {
    const { accessToken } = await login(ctx.app, carrier.email);
    expect((await get(accessToken, '/api/user/profile')).statusCode).toBe(200);

    const res = await send(rootToken, 'PUT', `/api/admin/companies/${carrier.companyId}/status`, { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Company Tundra Road Carriers has been disabled');
    expect(res.json().data.enabled).toBe(false);

    expect((await get(accessToken, '/api/user/profile')).statusCode).toBe(401);
    const [carrierUser] = await ctx.database.db.select().from(users).where(eq(users.email, carrier.email));
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, carrierUser?.id as string));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((s) => s.revokedReason === 'company-disabled')).toBe(true);
    // Nobody of the company can log in again until it is enabled.
    const relogin = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: carrier.email, password: 'correct horse battery staple' },
    });
    expect(relogin.statusCode).toBeGreaterThanOrEqual(400);

    const enable = await send(rootToken, 'PUT', `/api/admin/companies/${carrier.companyId}/status`, { enabled: true });
    expect(enable.json().data.enabled).toBe(true);
    expect((await login(ctx.app, carrier.email)).accessToken).toBeTruthy();
  });

  it("refuses to disable the administrator's own company", async () => {
    const res = await send(rootToken, 'PUT', `/api/admin/companies/${root.companyId}/status`, { enabled: false });
    expect(res.statusCode).toBe(403);
  });

  it('creates an approved company with its first account and administrator, who can log in', async () => {
    const res = await send(rootToken, 'POST', '/api/admin/companies', {
      legalName: 'Fjord Reefer Logistics AS',
      companyTypes: ['Shipper'],
      country: 'no',
      accountNumber: 'FRL-1',
      mode: 'ocean',
      firstName: 'Ingrid',
      lastName: 'Solberg',
      email: 'ingrid@fjord.test',
      password: 'a long enough password',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      legalName: 'Fjord Reefer Logistics AS',
      approvalStatus: 'approved',
      pendingStatus: false,
      country: 'NO',
    });
    expect(res.json().data.users[0]).toMatchObject({ email: 'ingrid@fjord.test', role: 'admin' });
    const { accessToken } = await login(ctx.app, 'ingrid@fjord.test', 'a long enough password');
    const policy = await get(accessToken, '/api/uaa/user-policy');
    expect(policy.json().data.permissions).toContain('company.*');
  });
});

describe('Account Management', () => {
  it('lists accounts of every company and edits enable, mode and type', async () => {
    const list = await get(rootToken, '/api/admin/accounts?search=QS-');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta.total).toBe(2);
    const id = shipper.accountIds[1];
    const res = await send(rootToken, 'PUT', `/api/admin/accounts/${id}`, {
      enable: false,
      mode: 'road',
      accountType: 'shipper',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ enable: false, mode: 'road', accountType: 'shipper' });
    const disabled = await get(rootToken, '/api/admin/accounts?enable=false');
    expect(disabled.json().data.map((a: { id: string }) => a.id)).toEqual([id]);
    const bad = await send(rootToken, 'PUT', `/api/admin/accounts/${id}`, { enable: true, mode: 'space' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('Subscriptions', () => {
  it('computes the status of a period from its dates, both ends included', () => {
    const today = '2026-03-15';
    expect(subscriptionStatusOn({ startDate: '2026-03-15', endDate: '2026-03-15' }, today)).toBe('active');
    expect(subscriptionStatusOn({ startDate: '2026-01-01', endDate: null }, today)).toBe('active');
    expect(subscriptionStatusOn({ startDate: '2026-03-16', endDate: null }, today)).toBe('upcoming');
    expect(subscriptionStatusOn({ startDate: '2025-01-01', endDate: '2026-03-14' }, today)).toBe('ended');
  });

  it('creates, edits and ends subscriptions; the company administrator sees the active one', async () => {
    const { accessToken } = await login(ctx.app, shipper.email);
    const before = await get(accessToken, '/api/settings/app-services');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ subscription: null, appServices: [] });

    const past = await send(rootToken, 'POST', '/api/admin/subscriptions', {
      companyId: shipper.companyId,
      plan: 'Basic',
      startDate: dayFromToday(-400),
      endDate: dayFromToday(-31),
    });
    expect(past.statusCode, past.body).toBe(201);
    expect(past.json().data.status).toBe('ended');

    const current = await send(rootToken, 'POST', '/api/admin/subscriptions', {
      companyId: shipper.companyId,
      plan: 'Professional',
      startDate: dayFromToday(-30),
      endDate: dayFromToday(335),
      notes: 'Annual contract',
    });
    expect(current.statusCode, current.body).toBe(201);
    expect(current.json().data).toMatchObject({
      status: 'active',
      appServices: [...PLAN_APP_SERVICES.Professional],
      company: { legalName: 'Quayside Shippers' },
    });

    // Periods of one company may not overlap.
    const overlap = await send(rootToken, 'POST', '/api/admin/subscriptions', {
      companyId: shipper.companyId,
      plan: 'Enterprise',
      startDate: dayFromToday(100),
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fieldErrors.startDate).toBe('The company already has a subscription in this period');

    const backwards = await send(rootToken, 'POST', '/api/admin/subscriptions', {
      companyId: carrier.companyId,
      plan: 'Basic',
      startDate: dayFromToday(10),
      endDate: dayFromToday(5),
    });
    expect(backwards.json().fieldErrors.endDate).toBe('The end date must not be before the start date');

    const mine = await get(accessToken, '/api/settings/subscriptions');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.current).toMatchObject({ plan: 'Professional', notes: 'Annual contract' });
    expect(mine.json().data.history.map((s: { plan: string }) => s.plan)).toEqual(['Professional', 'Basic']);
    const services = await get(accessToken, '/api/settings/app-services');
    expect(services.json().data.appServices).toEqual([...PLAN_APP_SERVICES.Professional]);

    // Another company sees none of it.
    const other = await login(ctx.app, carrier.email);
    expect((await get(other.accessToken, '/api/settings/subscriptions')).json().data).toMatchObject({
      current: null,
      history: [],
    });

    const id = current.json().data.id as string;
    const upgraded = await send(rootToken, 'PUT', `/api/admin/subscriptions/${id}`, {
      plan: 'Enterprise',
      startDate: dayFromToday(-30),
      endDate: null,
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().data).toMatchObject({ plan: 'Enterprise', endDate: null, notes: null });
    expect(upgraded.json().data.appServices).toEqual([...PLAN_APP_SERVICES.Enterprise]);

    const ended = await send(rootToken, 'POST', `/api/admin/subscriptions/${id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    // Today is its last day: still active until the day is over.
    expect(ended.json().data).toMatchObject({ endDate: dayFromToday(0), status: 'active' });
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.endDate).toBe(dayFromToday(0));

    const startedDelete = await send(rootToken, 'DELETE', `/api/admin/subscriptions/${id}`);
    expect(startedDelete.statusCode).toBe(409);

    const list = await get(rootToken, `/api/admin/subscriptions?companyId=${shipper.companyId}&status=ended`);
    expect(list.json().data.map((s: { plan: string }) => s.plan)).toEqual(['Basic']);
  });

  it('keeps Settings → Subscription and App Services for company administrators', async () => {
    const user = await addUser(ctx.database.db, {
      companyId: shipper.companyId,
      email: 'clerk@quayside.test',
      role: 'user',
    });
    expect(user.role).toBe('user');
    const { accessToken } = await login(ctx.app, 'clerk@quayside.test');
    expect((await get(accessToken, '/api/settings/subscriptions')).statusCode).toBe(403);
    expect((await get(accessToken, '/api/settings/app-services')).statusCode).toBe(403);
  });
});
