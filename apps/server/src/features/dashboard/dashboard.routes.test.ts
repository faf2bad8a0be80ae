import { randomUUID } from 'node:crypto';
import { DASHBOARD_ACTIVITY_WEEKS, type TDashboard } from '@lanehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, equipmentTypes, instructions, notifications, oneTimeTokens } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';
import { weekOf } from './dashboard.attention';

let ctx: TestContext;
let shipper: TestUser;
let shipperToken: string;
let plainToken: string;
let adminToken: string;

const dashboardOf = async (token: string, view: string) => {
  const res = await call(ctx.app, token, { method: 'GET', url: `/api/dashboard/${view}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TDashboard }).data;
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const figuresOf = async (token: string, view: string) => {
  const res = await call(ctx.app, token, { method: 'GET', url: `/api/dashboard/${view}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: TDashboard };
  return Object.fromEntries(body.data.figures.map((f) => [f.key, f]));
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  shipper = await createTenant(db, {
    name: 'Figures Shipper',
    accounts: ['FIG-1', 'FIG-2'],
    permissions: ['adminMgt.equipment-type', 'adminMgt.instruction'],
    role: 'admin',
  });
  const companyId = shipper.companyId as string;
  const plain = await addUser(db, { companyId, email: 'plain@figures.test', role: 'user' });
  await db.insert(equipmentTypes).values([
    { companyId, code: '22G1', alias: "20' Dry", category: 'container' },
    { companyId, code: '45G1', alias: "40' High Cube", category: 'container' },
    { companyId, code: 'CH40', alias: '40 ft chassis', category: 'chassis' },
    { companyId, code: 'OLD1', alias: 'Retired', category: 'container', active: false },
  ]);
  await db.insert(instructions).values([{ companyId, title: 'Keep dry', body: 'Store indoors' }]);
  await db.insert(notifications).values([
    { companyId, userId: shipper.id, msg: 'Unread one' },
    { companyId, userId: shipper.id, msg: 'Read one', readAt: new Date() },
    { companyId, userId: plain.id, msg: 'For someone else' },
  ]);

  // Two invitations waiting, one accepted and one expired (not waiting any more).
  const invitation = (email: string, extra: Partial<typeof oneTimeTokens.$inferInsert> = {}) => ({
    purpose: 'invitation',
    tokenHash: randomUUID(),
    companyId,
    email,
    expiresAt: new Date(Date.now() + WEEK_MS),
    ...extra,
  });
  await db
    .insert(oneTimeTokens)
    .values([
      invitation('one@figures.test'),
      invitation('two@figures.test'),
      invitation('done@figures.test', { usedAt: new Date() }),
      invitation('late@figures.test', { expiresAt: new Date(Date.now() - 1000) }),
    ]);
  // The change log: this week two records created and one changed; three weeks ago one created.
  const event = (type: string, occurredAt: Date, company = companyId) => ({
    companyId: company,
    aggregateType: type.split('.')[0] as string,
    aggregateId: randomUUID(),
    sequence: 1,
    type,
    occurredAt,
  });
  await db
    .insert(domainEvents)
    .values([
      event('product.created', new Date()),
      event('location.imported', new Date()),
      event('product.updated', new Date()),
      event('equipment.created', new Date(Date.now() - 3 * WEEK_MS)),
    ]);

  // Another company's rows must never be counted.
  const other = await createTenant(db, { name: 'Other Figures', accounts: ['OTH-1', 'OTH-2', 'OTH-3'] });
  await db.insert(domainEvents).values([event('product.created', new Date(), other.companyId as string)]);
  await db
    .insert(oneTimeTokens)
    .values([{ ...invitation('other@figures.test'), companyId: other.companyId as string }]);
  await db
    .insert(equipmentTypes)
    .values([{ companyId: other.companyId as string, code: '22G1', alias: 'x', category: 'container' }]);
  await createTenant(db, { name: 'Waiting Co', pending: true });
  const admin = await createTenant(db, { name: 'Operator', isSystemAdmin: true });

  shipperToken = (await login(ctx.app, shipper.email)).accessToken;
  plainToken = (await login(ctx.app, 'plain@figures.test')).accessToken;
  adminToken = (await login(ctx.app, admin.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('dashboard figures', () => {
  it("counts the signed-in company's rows only", async () => {
    const figures = await figuresOf(shipperToken, 'main');
    expect(figures.unreadNotifications?.value).toBe(1);
    expect(figures.users?.value).toBe(2);
    expect(figures.users?.breakdown).toEqual([
      { key: 'admin', value: 1 },
      { key: 'user', value: 1 },
    ]);
    expect(figures.accounts?.value).toBe(2);
    expect(figures.accounts?.breakdown).toEqual([{ key: 'ocean', value: 2 }]);
    expect(figures.equipmentTypes?.value).toBe(3);
    expect(figures.equipmentTypes?.breakdown).toEqual([
      { key: 'container', value: 2 },
      { key: 'chassis', value: 1 },
    ]);
    expect(figures.instructions?.value).toBe(1);
    expect(figures.activeUsersToday?.value).toBe(2);
    expect(figures.pendingCompanies).toBeUndefined();
  });

  it('hides figures the user has no permission for', async () => {
    const figures = await figuresOf(plainToken, 'main');
    expect(Object.keys(figures).sort()).toEqual(['accounts', 'activeUsersToday', 'unreadNotifications', 'users']);
    expect(figures.unreadNotifications?.value).toBe(1);
  });

  it('gives each dashboard its own figures', async () => {
    expect(Object.keys(await figuresOf(shipperToken, 'anwork')).sort()).toEqual([
      'activeUsersToday',
      'users',
      'yardEquipment',
    ]);
    const yard = (await figuresOf(shipperToken, 'anwork')).yardEquipment;
    expect(yard?.breakdown).toEqual([{ key: 'chassis', value: 1 }]);
    expect(Object.keys(await figuresOf(shipperToken, 'shipintuit')).sort()).toEqual([
      'accounts',
      'equipmentTypes',
      'instructions',
    ]);
  });

  it('shows system administrators the companies waiting for approval', async () => {
    const figures = await figuresOf(adminToken, 'main');
    expect(figures.pendingCompanies?.value).toBe(1);
    expect(figures.pendingCompanies?.link).toBe('/admin/requested-companies');
  });

  it('refuses an unknown dashboard and an anonymous caller', async () => {
    expect((await call(ctx.app, shipperToken, { method: 'GET', url: '/api/dashboard/elsewhere' })).statusCode).toBe(
      400,
    );
    expect((await call(ctx.app, null, { method: 'GET', url: '/api/dashboard/main' })).statusCode).toBe(401);
  });

  it('opens the main dashboard with what needs attention, each with the screen that deals with it', async () => {
    const { attention } = await dashboardOf(shipperToken, 'main');
    expect(attention).toEqual([
      { key: 'pendingInvitations', count: 2, link: '/settings/users' },
      { key: 'unreadNotifications', count: 1, link: null },
    ]);
    // An ordinary user sees only their own notifications; nothing of the company's invitations.
    expect((await dashboardOf(plainToken, 'main')).attention).toEqual([
      { key: 'unreadNotifications', count: 1, link: null },
    ]);
    // A system administrator is told about the companies waiting for approval first.
    expect((await dashboardOf(adminToken, 'main')).attention[0]).toEqual({
      key: 'pendingCompanies',
      count: 1,
      link: '/admin/requested-companies',
    });
    expect((await dashboardOf(shipperToken, 'shipintuit')).attention).toEqual([]);
  });

  it("counts the company's records created and changed per week, zero weeks included", async () => {
    const { activity } = await dashboardOf(shipperToken, 'main');
    expect(activity).toHaveLength(DASHBOARD_ACTIVITY_WEEKS);
    expect(activity.at(-1)).toEqual({ week: weekOf(new Date()), created: 2, changed: 1 });
    expect(activity.at(-4)).toEqual({ week: weekOf(new Date(Date.now() - 3 * WEEK_MS)), created: 1, changed: 0 });
    expect(activity.at(-2)).toMatchObject({ created: 0, changed: 0 });
    expect(activity.reduce((sum, w) => sum + w.created + w.changed, 0)).toBe(4);
    expect((await dashboardOf(shipperToken, 'anwork')).activity).toEqual([]);
  });

  it('links the users figure to Settings → Users, never to the admin area', async () => {
    expect((await figuresOf(plainToken, 'main')).users?.link).toBe('/settings/users');
  });
});
