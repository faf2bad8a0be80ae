import { MSG } from '@lanehub/shared';
import { asc, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
  testConfig,
} from '../test/test-app';
import { type RouteEntry, registerAccessControl } from './access';
import { createTokenService } from './tokens';

// Generated from the route table: whatever routes exist, a user of company B (an ordinary user
// holding every permission, then a system administrator) never reads or changes company A's rows.
// New routes are covered as soon as they are registered.

type TenantTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };
const tenantTables = (Object.values(schema) as unknown[]).filter(
  (value): value is TenantTable =>
    is(value, PgTable) && 'companyId' in getTableColumns(value) && 'id' in getTableColumns(value),
);

let ctx: TestContext;
let routes: RouteEntry[];
let alpha: TestUser;
let bravo: TestUser;

const snapshotOf = async (companyId: string) => {
  const parts: Record<string, unknown[]> = {};
  for (const table of tenantTables) {
    parts[getTableName(table)] = await ctx.database.db
      .select()
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(asc(table.id));
  }
  return parts;
};

const idsOf = (snapshot: Record<string, unknown[]>) =>
  Object.values(snapshot).flatMap((rows) => rows.map((row) => String((row as { id: string }).id)));

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace('*', 'probe');

const withCompanyId = (body: unknown, companyId: string) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, companyId } : body;

// An example body may hold ':id' slots (a bulk delete's ids): filled like path parameters, and such a
// route names rows instead of creating one, so it does not seed.
const ID_SLOT = '":id"';
const hasIdSlot = (body: unknown) => JSON.stringify(body ?? null).includes(ID_SLOT);
const fillBody = (body: unknown, value: string): unknown =>
  hasIdSlot(body) ? JSON.parse(JSON.stringify(body).replaceAll(ID_SLOT, JSON.stringify(value))) : body;

beforeAll(async () => {
  // The development mailbox (GET /api/dev/mailbox) shows every company's e-mails by design and is
  // never registered in production; this test checks the production route table, so it is left out.
  ctx = await createTestApp({ mail: { ...testConfig().mail, devMailbox: false } });
  routes = ctx.app.routeTable;
  // Admin routes' adminMgt permissions too: holding them in a company policy must not open the admin area.
  const permissions = [
    ...new Set(
      routes.flatMap((r) => (r.access.kind === 'permission' || r.access.kind === 'admin' ? [r.access.permission] : [])),
    ),
  ];
  alpha = await createTenant(ctx.database.db, { name: 'Alpha Lines', permissions, accounts: ['AL-1'] });
  bravo = await createTenant(ctx.database.db, { name: 'Bravo Freight', permissions, accounts: ['BF-1'] });
  await addUser(ctx.database.db, { companyId: bravo.companyId, email: 'bravo.root@example.test', isSystemAdmin: true });
  // Both companies create one of everything through the API.
  for (const user of [alpha, bravo]) {
    const { accessToken } = await login(ctx.app, user.email);
    for (const route of routes.filter(
      (r) =>
        r.method === 'POST' &&
        (r.access.kind === 'permission' || r.access.kind === 'companyAdmin') &&
        !r.url.includes(':') &&
        !hasIdSlot(r.example?.body),
    )) {
      const res = await call(ctx.app, accessToken, {
        method: 'POST',
        url: route.url,
        payload: route.example?.body as object,
      });
      expect(res.statusCode, `${route.url} as ${user.email}: ${res.body}`).toBeLessThan(300);
    }
  }
});
afterAll(async () => ctx?.close());

describe('route table', () => {
  it('declares an example body for every signed-in route that writes', () => {
    const writes = routes.filter(
      (r) => r.access.kind !== 'public' && (r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH'),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      expect(route.example?.body, `${route.method} ${route.url} has no example body`).toBeDefined();
    }
  });

  it("keeps company A's rows out of reach of company B on every route", async () => {
    const before = await snapshotOf(alpha.companyId as string);
    const alphaIds = [...idsOf(before), alpha.companyId as string, alpha.id];
    expect(alphaIds.length).toBeGreaterThan(5);
    const ownIds = idsOf(await snapshotOf(bravo.companyId as string));

    let calls = 0;
    for (const email of [bravo.email, 'bravo.root@example.test']) {
      const { accessToken } = await login(ctx.app, email);
      const isRoot = email !== bravo.email;
      for (const route of routes) {
        // Admin routes read and change every company by design (access.admin, docs/admin.md): the system
        // administrator's use of them is tested in features/admin; here everybody else must get a 403.
        if (route.access.kind === 'admin' && isRoot) {
          continue;
        }
        // An admin route refuses before it reads an id, so one of A's ids is enough there.
        const targets =
          route.access.kind === 'admin'
            ? [alpha.companyId as string]
            : route.url.includes(':') || hasIdSlot(route.example?.body)
              ? alphaIds
              : [''];
        for (const target of targets) {
          const url = `${fill(route.url, target)}?companyId=${alpha.companyId}&accountId=${alpha.accountIds[0]}`;
          const payload =
            route.method === 'GET' || route.method === 'DELETE'
              ? undefined
              : withCompanyId(fillBody(route.example?.body ?? {}, target), alpha.companyId as string);
          const res = await call(ctx.app, accessToken, {
            method: route.method as 'GET',
            url,
            payload: payload as object,
          });
          calls++;
          if (route.access.kind === 'admin') {
            expect(res.statusCode, `${route.method} ${url} as ${email}: ${res.body}`).toBe(403);
          }
          // A route that shows public profiles may name company A itself, never its rows.
          const forbiddenIds =
            route.exposes === 'public-profile' ? alphaIds.filter((id) => id !== alpha.companyId) : alphaIds;
          for (const id of forbiddenIds) {
            expect(res.body, `${route.method} ${url} as ${email} leaked ${id}`).not.toContain(id);
          }
        }
        // The same call on B's own records works, so a refusal above is the scope and not a broken request.
        if (
          route.method === 'GET' &&
          route.url.includes(':id') &&
          route.access.kind !== 'public' &&
          route.access.kind !== 'admin'
        ) {
          const own = await Promise.all(
            ownIds.map((id) => call(ctx.app, accessToken, { method: 'GET', url: fill(route.url, id) })),
          );
          expect(
            own.some((r) => r.statusCode === 200),
            `${route.url} never answers B's own ids`,
          ).toBe(true);
        }
      }
    }
    expect(calls).toBeGreaterThan(routes.length);
    expect(await snapshotOf(alpha.companyId as string)).toEqual(before);
    // Every route times every id of A: minutes on a busy machine, not seconds.
  }, 300_000);
});

// Every row of every tenant table, and the companies and users: what "nothing changed" is checked on.
const snapshotOfAll = async () => {
  const parts: Record<string, unknown[]> = {};
  for (const table of [...tenantTables, schema.companies, schema.users, schema.mailOutbox] as TenantTable[]) {
    parts[getTableName(table)] = await ctx.database.db.select().from(table).orderBy(asc(table.id));
  }
  return parts;
};

/** A company awaiting approval or declined, whose user holds every permission, with a live session. */
const unconfirmedTenant = async (name: string, state: 'requested' | 'declined') => {
  const permissions = [
    ...new Set(
      routes.flatMap((r) => (r.access.kind === 'permission' || r.access.kind === 'admin' ? [r.access.permission] : [])),
    ),
  ];
  const user = await createTenant(ctx.database.db, { name, permissions, pending: true });
  if (state === 'requested') {
    return { user, accessToken: (await login(ctx.app, user.email)).accessToken };
  }
  // A declined company's users are refused at log-in (and the decline ends their sessions): the session
  // is opened while the request is pending, then the company is declined behind its back.
  const { accessToken } = await login(ctx.app, user.email);
  await ctx.database.db
    .update(schema.companies)
    .set({ approvalStatus: 'declined', pendingStatus: true })
    .where(eq(schema.companies.id, user.companyId as string));
  const refused = await call(ctx.app, null, {
    method: 'PUT',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(refused.statusCode).toBe(403);
  return { user, accessToken };
};

describe('companies not confirmed (issue 11)', () => {
  it('declares the confirmation flow on the profile and the company request only', () => {
    expect(routes.filter((r) => r.confirmationFlow).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/profile',
      'POST /api/lanehub-core/company/request',
    ]);
    for (const route of routes.filter((r) => r.confirmationFlow)) {
      expect(route.access.kind, `${route.method} ${route.url}`).toBe('authenticated');
    }
  });

  it('refuses every signed-in route but the confirmation flow to a pending and a declined company', async () => {
    const pending = await unconfirmedTenant('Pending Parcels', 'requested');
    const declined = await unconfirmedTenant('Declined Drayage', 'declined');
    const before = await snapshotOfAll();
    const targets = [alpha.companyId as string, alpha.accountIds[0] as string];
    let refusals = 0;
    for (const { user, accessToken } of [pending, declined]) {
      for (const route of routes.filter((r) => r.access.kind !== 'public')) {
        // The caller's own ids, then company A's: the gate answers before any id is read.
        for (const target of [user.accountIds[0] as string, user.companyId as string, ...targets]) {
          const res = await call(ctx.app, accessToken, {
            method: route.method as 'GET',
            url: fill(route.url, target),
            payload:
              route.method === 'GET' || route.method === 'DELETE'
                ? undefined
                : (fillBody(route.example?.body ?? {}, target) as object),
          });
          const what = `${route.method} ${route.url} as ${user.email}: ${res.body}`;
          if (route.confirmationFlow) {
            expect(res.statusCode, what).toBeLessThan(500);
            expect(res.statusCode, what).not.toBe(401);
            continue;
          }
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual({
            message: MSG.companyPending,
            code: 'COMPANY_PENDING',
            messageCode: 'messages.companyPending',
            params: {},
          });
          refusals++;
        }
      }
      // What the confirmation screen reads still answers, with the company's pending state.
      const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data[0].company).toMatchObject({ pendingStatus: true });
    }
    expect(refusals).toBeGreaterThan(routes.length);
    expect(await snapshotOfAll()).toEqual(before);
  }, 300_000);
});

// A value carrying U+0000 (PostgreSQL refuses the byte) in every string of a body.
const NUL_TEXT = 'fuzz\u0000text';
const withNul = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value === ID_SLOT.slice(1, -1) ? value : NUL_TEXT;
  }
  if (Array.isArray(value)) {
    return value.map(withNul);
  }
  if (value instanceof FormData) {
    const form = new FormData();
    for (const [key, item] of value.entries()) {
      if (typeof item === 'string') {
        form.append(key, NUL_TEXT);
      } else {
        form.append(key, item, item.name);
      }
    }
    return form;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNul(item)]));
  }
  return value;
};

describe('control characters in input (issue 11)', () => {
  it('never answers 5xx to a NUL byte in a search parameter, a path parameter or any string of a body', async () => {
    const { accessToken } = await login(ctx.app, bravo.email);
    const ownIds = idsOf(await snapshotOf(bravo.companyId as string));
    let calls = 0;
    for (const route of routes) {
      const token = route.access.kind === 'public' ? null : accessToken;
      const writes = route.method !== 'GET' && route.method !== 'DELETE';
      const probes = [
        // search=%00 on the route with an id of the caller's own in its path, and a body with NULs.
        {
          url: `${fill(route.url, ownIds[0] as string)}?search=%00`,
          payload: writes ? withNul(fillBody(route.example?.body ?? {}, ownIds[0] as string)) : undefined,
        },
        // The NUL in the path parameters themselves.
        { url: fill(route.url, 'x%00y'), payload: writes ? route.example?.body : undefined },
      ];
      for (const probe of probes) {
        const res = await call(ctx.app, token, {
          method: route.method as 'GET',
          url: probe.url,
          payload: probe.payload as object,
        });
        calls++;
        expect(res.statusCode, `${route.method} ${probe.url}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect(calls).toBe(routes.length * 2);
    // The refusals say why, on the field.
    const search = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/accounts?search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ search: MSG.controlCharacters });
    const login0 = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(login0.statusCode).toBe(400);
  }, 300_000);
});

describe('access declarations', () => {
  it('refuses to start when a route declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, {
      db: ctx.database.db,
      tokens: createTokenService('x'.repeat(40), 60),
      apiKeys: ['k'],
    });
    const start = async () => {
      app.get('/api/forgotten', async () => 'oops');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
    await app.close().catch(() => undefined);
  });

  it('declares every /api/admin route as an admin route, which only system administrators pass', async () => {
    const adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect(route.access.kind, `${route.method} ${route.url}`).toMatch(/^(admin|systemAdmin)$/);
    }
    const plain = await createTenant(ctx.database.db, { name: 'Charlie Cargo', permissions: ['adminMgt.*'] });
    const { accessToken } = await login(ctx.app, plain.email);
    for (const route of routes.filter((r) => r.access.kind === 'admin')) {
      const res = await call(ctx.app, accessToken, {
        method: route.method as 'GET',
        url: fill(route.url, alpha.companyId as string),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : (route.example?.body as object),
      });
      expect(res.statusCode, `${route.method} ${route.url} with adminMgt.*`).toBe(403);
      const anonymous = await call(ctx.app, null, { method: route.method as 'GET', url: fill(route.url, 'x') });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
    }
  });

  it('lists every API route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
      expect(paths, route.url).toContain(route.url.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });
});
