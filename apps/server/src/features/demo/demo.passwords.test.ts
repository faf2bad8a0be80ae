import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { DEMO_SEEDS } from '../../demo-seeds';
import { hashPassword } from '../../platform/passwords';
import { call, createTestApp, login, type TestContext } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { demoEmails, rotateDemoPasswords, usersWithDemoPassword } from './demo.passwords';
import { seedDemo } from './demo.seed';

// Issue 11, finding 6: an exposed start replaces the published demo password, per user, at random.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, DEMO_SEEDS);
});
afterAll(async () => ctx?.close());

const tryLogIn = (email: string, password: string) =>
  call(ctx.app, null, { method: 'PUT', url: '/api/user/login', payload: { email, password } });

describe('the demo passwords', () => {
  it('are the published one for every demo user after seeding', async () => {
    const published = await usersWithDemoPassword(ctx.database.db, DEMO_SEEDS);
    expect(published.map((u) => u.email).sort()).toEqual([...demoEmails(DEMO_SEEDS)].sort());
  });

  it('are replaced by a random password per user: the published one then fails, the new one works', async () => {
    const before = await login(ctx.app, 'admin@lanehub.demo', DEMO_PASSWORD);
    // The demo user who changed their own password keeps it.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('my own pass phrase') })
      .where(eq(users.email, 'ocean@lanehub.demo'));
    const replaced = await rotateDemoPasswords(ctx.database.db, DEMO_SEEDS);
    expect(replaced.map((r) => r.email)).toEqual(demoEmails(DEMO_SEEDS).filter((e) => e !== 'ocean@lanehub.demo'));
    const passwords = replaced.map((r) => r.password);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(password).not.toBe(DEMO_PASSWORD);
    }
    for (const { email, password } of replaced) {
      const old = await tryLogIn(email, DEMO_PASSWORD);
      expect(old.statusCode, email).toBe(401);
      expect((await tryLogIn(email, password)).statusCode, email).toBe(200);
    }
    expect((await tryLogIn('ocean@lanehub.demo', 'my own pass phrase')).statusCode).toBe(200);
    // Sessions opened with the published password end.
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, 'admin@lanehub.demo'));
    const live = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, admin?.id as string), isNull(sessions.revokedAt)));
    // Only the session just opened with the new password is live.
    expect(live).toHaveLength(1);
    const refreshed = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/refreshtoken',
      payload: { RefreshToken: before.RefreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(await usersWithDemoPassword(ctx.database.db, DEMO_SEEDS)).toEqual([]);
    expect(await rotateDemoPasswords(ctx.database.db, DEMO_SEEDS)).toEqual([]);
  });
});
