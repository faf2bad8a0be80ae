import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { companies, users } from '../db/schema';
import { call, createTenant, createTestApp, TEST_PASSWORD, type TestContext, type TestUser } from '../test/test-app';

// Issue 11: in production the refresh cookie is Secure whatever scheme the request arrived with (a
// proxy that terminates TLS and forwards plain http, without X-Forwarded-Proto, used to get a cookie
// without Secure). 'auto' stays for development and tests, served over http.

let ctx: TestContext;
let user: TestUser;
let seller: TestUser;
const apps = new Map<string, FastifyInstance>();

const appFor = async (nodeEnv: 'production' | 'development' | 'test' | undefined) => {
  const key = nodeEnv ?? '(unset)';
  let app = apps.get(key);
  if (!app) {
    const env: Record<string, string> = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', LOGIN_MAX_PER_ADDRESS: '100000' };
    if (nodeEnv) {
      env.NODE_ENV = nodeEnv;
    }
    app = await buildApp({ ...loadConfig(env), webDist: null }, ctx.database);
    await app.ready();
    apps.set(key, app);
  }
  return app;
};

const refreshCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((header) => header.startsWith('lh_refresh=')) ?? '';
const attributesOf = (header: string) =>
  header
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createTenant(ctx.database.db, { name: 'Cookie Jar Freight' });
  seller = await createTenant(ctx.database.db, { name: 'Cookie Seller Market' });
  await ctx.database.db
    .update(companies)
    .set({ companyTypes: ['Seller'] })
    .where(eq(companies.id, seller.companyId as string));
  await ctx.database.db
    .update(users)
    .set({ userType: ['seller'], emailVerifiedAt: new Date() })
    .where(eq(users.id, seller.id));
});
afterAll(async () => {
  for (const app of apps.values()) {
    await app.close();
  }
  await ctx?.close();
});

const logIn = (app: FastifyInstance, email: string) =>
  call(app, null, { method: 'PUT', url: '/api/user/login', payload: { email, password: TEST_PASSWORD } });
const sourcingLogIn = (app: FastifyInstance, email: string) =>
  call(app, null, { method: 'POST', url: '/api/sourcing/seller/login', payload: { email, password: TEST_PASSWORD } });

describe('the refresh cookie', () => {
  it.each([
    ['production', 'production'],
    ['NODE_ENV unset (production by default)', undefined],
  ] as const)('is Secure over plain http in %s: log-in, refresh and sourcing log-in', async (_, nodeEnv) => {
    const app = await appFor(nodeEnv);
    const res = await logIn(app, user.email);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = refreshCookieOf(res.headers['set-cookie']);
    expect(attributesOf(cookie)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));

    // A proxy that forwards the scheme as http changes nothing.
    const proxied = await call(app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(attributesOf(refreshCookieOf(proxied.headers['set-cookie']))).toContain('secure');

    const refreshed = await call(app, null, {
      method: 'PUT',
      url: '/api/user/refreshtoken',
      payload: { RefreshToken: res.json().data.RefreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(attributesOf(refreshCookieOf(refreshed.headers['set-cookie']))).toContain('secure');

    const sourcing = await sourcingLogIn(app, seller.email);
    expect(sourcing.statusCode, sourcing.body).toBe(200);
    expect(attributesOf(refreshCookieOf(sourcing.headers['set-cookie']))).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict']),
    );

    const loggedOut = await call(app, null, { method: 'PUT', url: '/api/user/logout', payload: {} });
    expect(attributesOf(refreshCookieOf(loggedOut.headers['set-cookie']))).toContain('secure');
  });

  it.each(['development', 'test'] as const)(
    'follows the request scheme in %s (plain http: not Secure)',
    async (nodeEnv) => {
      const app = await appFor(nodeEnv);
      const res = await logIn(app, user.email);
      expect(res.statusCode, res.body).toBe(200);
      const attributes = attributesOf(refreshCookieOf(res.headers['set-cookie']));
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict']));
      expect(attributes).not.toContain('secure');
    },
  );
});
