import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { policies, users } from '../db/schema';
import {
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
  testConfig,
} from '../test/test-app';
import type { AuthContext } from './access';
import { createAuthCache, FLUSH_ALL } from './auth-cache';

// The per-process session check cache (platform/auth-cache.ts, docs/architecture.md "Session check
// cache"): a change to a session, a user, a company or a policy takes effect on the very next request,
// at once in the process that wrote it and, in another process, as soon as its NOTIFY is delivered.

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const LIST = '/api/lanehub-core/instructions';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { sid: string; sub: string };

describe('the cache itself', () => {
  const auth = (sessionId: string): AuthContext => ({
    userId: 'u',
    sessionId,
    email: 'a@example.test',
    companyId: null,
    accountId: null,
    role: 'admin',
    isSystemAdmin: false,
    permissions: [],
    companyConfirmed: true,
  });
  const later = new Date(Date.now() + 3_600_000);

  it('is off without a listener: nothing is kept, every request runs the session check', () => {
    const cache = createAuthCache({});
    cache.set(cache.beginLoad(), auth('s1'), later);
    expect(cache.active).toBe(false);
    expect(cache.get('s1', 'u')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});

describe.runIf(!ON_POSTGRES)('on PGlite', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ authCache: true });
  });
  afterAll(async () => ctx?.close());

  it('stays off (one embedded database, no LISTEN connection): the session check runs on every request', async () => {
    const user = await createTenant(ctx.database.db, {
      name: 'Embedded Freight',
      permissions: ['adminMgt.instruction'],
    });
    const { accessToken } = await login(ctx.app, user.email);
    expect((await call(ctx.app, accessToken, { method: 'GET', url: LIST })).statusCode).toBe(200);
    expect(ctx.app.authCache.active).toBe(false);
    expect(ctx.app.authCache.size()).toBe(0);
    await ctx.database.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await call(ctx.app, accessToken, { method: 'GET', url: LIST })).statusCode).toBe(401);
  });
});

describe.runIf(ON_POSTGRES)('on PostgreSQL, two server processes on one database', () => {
  let ctx: TestContext;
  let other: Database;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let root: TestUser;
  let rootToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({ authCache: true });
    writer = ctx.app;
    other = await ctx.openAgain();
    reader = await buildApp(testConfig({ authCache: true }), other);
    await reader.ready();
    await Promise.all([writer.authCache.ready(), reader.authCache.ready()]);
    root = await createTenant(ctx.database.db, { name: 'Cache Platform Operators', isSystemAdmin: true });
    rootToken = (await login(writer, root.email)).accessToken;
  });
  afterAll(async () => {
    await reader?.close();
    await other?.close();
    await ctx?.close();
  });

  const list = (app: FastifyInstance, token: string) => call(app, token, { method: 'GET', url: LIST });

  /** Signs in and reads the list once in each process, so both hold the session in their cache. */
  const signedInEverywhere = async (name: string) => {
    const user = await createTenant(ctx.database.db, { name, permissions: ['adminMgt.instruction'] });
    const session = await login(writer, user.email);
    const { sid, sub } = claimsOf(session.accessToken);
    for (const app of [writer, reader]) {
      expect((await list(app, session.accessToken)).statusCode).toBe(200);
      // The second request is answered from the cache: the entry is there.
      expect((await list(app, session.accessToken)).statusCode).toBe(200);
      expect(app.authCache.get(sid, sub)?.userId).toBe(user.id);
    }
    return { user, session, sid };
  };

  it('uses the cache once the listener is connected', async () => {
    expect(writer.authCache.active).toBe(true);
    expect(reader.authCache.active).toBe(true);
    await signedInEverywhere('Cached Freight');
  });

  it('logout: the next request is refused at once in the writing process and after the NOTIFY in the other', async () => {
    const { session, sid } = await signedInEverywhere('Logout Freight');
    const delivered = reader.authCache.nextNotification((payload) => payload === sid);
    const out = await call(writer, null, {
      method: 'PUT',
      url: '/api/user/logout',
      payload: {},
      cookies: { lh_refresh: session.RefreshToken },
    });
    expect(out.statusCode).toBe(200);
    const here = await list(writer, session.accessToken);
    expect(here.statusCode).toBe(401);
    expect(here.json().code).toBe('SESSION_ENDED');
    await delivered;
    expect((await list(reader, session.accessToken)).statusCode).toBe(401);
  });

  it('disabling a user: refused on the next request in both processes', async () => {
    const { user, session, sid } = await signedInEverywhere('Disabled User Freight');
    const delivered = reader.authCache.nextNotification((payload) => payload === sid);
    const res = await call(writer, rootToken, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { firstName: 'Test', lastName: 'User', role: 'admin', enabled: false, isSystemAdmin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(writer, session.accessToken)).statusCode).toBe(401);
    await delivered;
    expect((await list(reader, session.accessToken)).statusCode).toBe(401);
  });

  it('disabling a company: its users are refused on the next request in both processes', async () => {
    const { user, session, sid } = await signedInEverywhere('Disabled Company Freight');
    const delivered = reader.authCache.nextNotification((payload) => payload === sid);
    const res = await call(writer, rootToken, {
      method: 'PUT',
      url: `/api/admin/companies/${user.companyId}/status`,
      payload: { enabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(writer, session.accessToken)).statusCode).toBe(401);
    await delivered;
    expect((await list(reader, session.accessToken)).statusCode).toBe(401);
  });

  it("removing a policy's permission: the next request is forbidden in both processes", async () => {
    const { user, session } = await signedInEverywhere('Policy Change Freight');
    const [policy] = await ctx.database.db
      .select({ id: policies.id, name: policies.name })
      .from(policies)
      .where(eq(policies.companyId, user.companyId as string));
    const delivered = reader.authCache.nextNotification((payload) => payload === FLUSH_ALL);
    // The user is their company's administrator: they take the permission away from themselves.
    const res = await call(writer, session.accessToken, {
      method: 'PUT',
      url: `/api/uaa/policies/${policy?.id}`,
      payload: { name: policy?.name, permissions: ['company.view'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(writer, session.accessToken)).statusCode).toBe(403);
    await delivered;
    expect((await list(reader, session.accessToken)).statusCode).toBe(403);
  });

  it('is off while its listener is down: a user disabled meanwhile is refused at once; back on after reconnecting', async () => {
    const { user, session, sid } = await signedInEverywhere('Listener Down Freight');
    const pid = reader.authCache.listenerPid();
    expect(pid).not.toBeNull();
    await ctx.database.executeSql('select pg_terminate_backend($1)', [pid]);
    // The reader sees its connection end (no sleep: it is told by the socket).
    await vi.waitFor(() => expect(reader.authCache.listenerPid()).not.toBe(pid), { timeout: 5_000, interval: 5 });
    // Written while the reader listens to nobody: no notification can reach it.
    await ctx.database.db
      .update(users)
      .set({ enabled: false })
      .where(and(eq(users.id, user.id), eq(users.enabled, true)));
    expect(reader.authCache.get(sid, user.id)).toBeUndefined();
    expect((await list(reader, session.accessToken)).statusCode).toBe(401);

    // It reconnects by itself (with backoff) and caches again.
    await reader.authCache.ready();
    expect(reader.authCache.listenerPid()).not.toBe(pid);
    await signedInEverywhere('Reconnected Freight');
  });
});
