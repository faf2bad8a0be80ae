import type { TDashboard } from '@lanehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentTypes, instructions, notifications } from '../../db/schema';
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
let shipper: TestUser;
let shipperToken: string;
let plainToken: string;
let adminToken: string;

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

  // Another company's rows must never be counted.
  const other = await createTenant(db, { name: 'Other Figures', accounts: ['OTH-1', 'OTH-2', 'OTH-3'] });
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
});
