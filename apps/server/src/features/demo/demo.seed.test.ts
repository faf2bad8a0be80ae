import { isCataloguePermission } from '@lanehub/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { DEMO_SEEDS } from '../../demo-seeds';
import { bootstrapAdmin } from '../../platform/bootstrap';
import { call, createTestApp, login, type TestContext } from '../../test/test-app';
import { VENDOR_SOURCING_DEMO } from '../vendor-sourcing/vendor-sourcing.demo';
import { VENDOR_SURVEY_DEMO } from '../vendor-survey/vendor-survey.demo';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_POLICIES } from './demo.data';
import { seedDemo } from './demo.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('demo policies', () => {
  it('grant only permissions of the catalogue', () => {
    const granted = Object.values(DEMO_POLICIES).flatMap((policy) => [...policy.permissions]);
    expect(granted.filter((permission) => !isCataloguePermission(permission))).toEqual([]);
  });
});

describe('first start', () => {
  it('creates no administrator from the environment once users exist, and seeds the demo set only once', async () => {
    expect(await seedDemo(ctx.database.db, DEMO_SEEDS)).toBe(true);
    expect(await seedDemo(ctx.database.db, DEMO_SEEDS)).toBe(false);
    expect(await bootstrapAdmin(ctx.database.db, { email: 'root@example.test', password: 'a long password!' })).toBe(
      false,
    );
    const [n] = await ctx.database.db.select({ n: count() }).from(companies);
    // The survey journey's own vendor (features/vendor-survey) is one more.
    expect(Number(n?.n)).toBe(DEMO_COMPANIES.length + VENDOR_SOURCING_DEMO.length + 1);
    expect(
      await ctx.database.db.select().from(companies).where(eq(companies.legalName, VENDOR_SURVEY_DEMO.legalName)),
    ).toHaveLength(1);
    const types = new Set(DEMO_COMPANIES.flatMap((c) => c.types));
    for (const type of ['Shipper', 'Ocean Carrier', 'Road Carrier', 'Vendor', 'NVOCC']) {
      expect(types).toContain(type);
    }
  });

  it('lets the demo administrator log in and see their policy', async () => {
    const { accessToken } = await login(ctx.app, 'admin@lanehub.demo', DEMO_PASSWORD);
    const res = await call(ctx.app, accessToken, { method: 'GET', url: '/api/uaa/user-policy' });
    expect(res.json().data.isSystemAdmin).toBe(true);
  });

  it('seeds an approved vendor and a verified seller whose surveys are not completed', async () => {
    for (const email of ['vendor.survey@lanehub.demo', 'seller@lanehub.demo']) {
      const { accessToken } = await login(ctx.app, email, DEMO_PASSWORD);
      const res = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
      expect(res.json().data).toMatchObject({ required: true, company: { completedSurvey: false } });
    }
  });

  it('gives a restricted demo user no access to the admin resources', async () => {
    const { accessToken } = await login(ctx.app, 'shipper.ops@lanehub.demo', DEMO_PASSWORD);
    expect(
      (await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/instructions' })).statusCode,
    ).toBe(403);
  });
});

describe('bootstrap administrator on an empty database', () => {
  it('creates the first system administrator from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const fresh = await createTestApp();
    try {
      const [before] = await fresh.database.db.select({ n: count() }).from(users);
      expect(Number(before?.n)).toBe(0);
      expect(
        await bootstrapAdmin(fresh.database.db, { email: 'Root@Example.test', password: 'a long password!' }),
      ).toBe(true);
      const { accessToken } = await login(fresh.app, 'root@example.test', 'a long password!');
      const [profile] = (await call(fresh.app, accessToken, { method: 'GET', url: '/api/user/profile' })).json().data;
      expect(profile.isSystemAdmin).toBe(true);
      expect(profile.account[0].number).toBe('ADMIN');
    } finally {
      await fresh.close();
    }
  });
});
