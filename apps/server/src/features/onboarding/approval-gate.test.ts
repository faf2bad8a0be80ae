import { MSG } from '@lanehub/shared';
import { asc, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { companies, mailOutbox, users } from '../../db/schema';
import { call, createTenant, createTestApp, grant, login, type TestContext, type TestUser } from '../../test/test-app';

// Issue 11, finding 2: the approval gate was enforced by the web client only. An anonymous
// self-sign-up (no verified e-mail) logged in and ran the product: invited a colleague, granted a
// policy, created accounts and locations, uploaded files, added real companies as partners. On the
// server, a company not confirmed reaches only the confirmation flow; everything else is 403.

type TenantTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };
const tenantTables = (Object.values(schema) as unknown[]).filter(
  (value): value is TenantTable =>
    is(value, PgTable) && 'companyId' in getTableColumns(value) && 'id' in getTableColumns(value),
);

let ctx: TestContext;
let realCompany: TestUser;
const PASSWORD = 'a sign-up pass phrase';
const EMAIL = 'squatter@example.test';

const db = () => ctx.database.db;

const rowsOf = async (companyId: string) => {
  const parts: Record<string, unknown[]> = {};
  for (const table of tenantTables) {
    parts[getTableName(table)] = await db()
      .select()
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(asc(table.id));
  }
  return parts;
};

/** The example body a route declares (the generated route test sends the same ones). */
const exampleOf = (method: string, url: string) => {
  const route = ctx.app.routeTable.find((r) => r.method === method && r.url === url);
  if (!route?.example?.body) {
    throw new Error(`${method} ${url} declares no example body`);
  }
  return route.example.body as object;
};

beforeAll(async () => {
  ctx = await createTestApp();
  realCompany = await createTenant(db(), { name: 'Real Shipping Co', permissions: ['company.*'] });
});
afterAll(async () => ctx?.close());

describe('a company awaiting approval', () => {
  it('signs up anonymously, logs in, and reaches the confirmation flow only', async () => {
    const signUp = await call(ctx.app, null, {
      method: 'POST',
      url: '/api/lanehub-core/company/verify',
      payload: {
        legalName: 'Squatter Logistics',
        companyTypes: ['Shipper'],
        country: 'CA',
        state: 'QC',
        firstName: 'Sam',
        lastName: 'Quatter',
        email: EMAIL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const [me] = await db().select().from(users).where(eq(users.email, EMAIL));
    const companyId = me?.companyId as string;
    expect(me?.emailVerifiedAt).toBeNull();

    const { accessToken } = await login(ctx.app, EMAIL, PASSWORD);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(ctx.app, accessToken, { method, url, payload });
    const refused = (res: { statusCode: number; json: () => unknown }, what: string) => {
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual({
        message: MSG.companyPending,
        code: 'COMPANY_PENDING',
        messageCode: 'messages.companyPending',
        params: {},
      });
    };

    // What the confirmation screen needs still works: the profile (and the public resend and log-out).
    const profile = await as('GET', '/api/user/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data[0]).toMatchObject({ email: EMAIL, company: { pendingStatus: true } });
    const resend = await call(ctx.app, null, {
      method: 'POST',
      url: '/api/lanehub-core/company/verify/resend',
      payload: { email: EMAIL },
    });
    expect(resend.statusCode).toBe(200);

    // Invite a colleague; as its administrator, write itself a full policy.
    refused(
      await as('POST', '/api/lanehub-core/users/invite', { email: 'colleague@example.test', contactName: 'Col' }),
      'invite',
    );
    refused(
      await as('POST', '/api/uaa/policies', {
        name: 'Everything',
        description: 'All of it',
        permissions: ['company.*', 'mynetwork.*', 'asset.*', 'order.*'],
      }),
      'create a policy',
    );
    // Even holding every permission (granted here directly, as a colleague could have), nothing runs.
    await grant(db(), { companyId, userId: me?.id as string, permissions: ['company.*', 'mynetwork.*', 'asset.*'] });
    const before = await rowsOf(companyId);
    const [realBefore] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, realCompany.companyId as string));

    refused(await as('POST', '/api/lanehub-core/accounts', exampleOf('POST', '/api/lanehub-core/accounts')), 'account');
    refused(
      await as('POST', '/api/lanehub-core/locations', exampleOf('POST', '/api/lanehub-core/locations')),
      'location',
    );
    refused(
      await as('POST', '/api/lanehub-core/documents', exampleOf('POST', '/api/lanehub-core/documents')),
      'upload a file',
    );
    refused(
      await as('PUT', '/api/lanehub-core/company/logo', exampleOf('PUT', '/api/lanehub-core/company/logo')),
      'upload a logo',
    );
    refused(
      await as('POST', '/api/lanehub-core/partners', { partnerCompanyId: realCompany.companyId }),
      'add a partner',
    );
    refused(await as('GET', '/api/lanehub-core/accounts'), 'list accounts');
    refused(await as('PUT', '/api/user/account', { accountNumber: 'X', mode: 'ocean', type: 'FCL' }), 'account');

    expect(await rowsOf(companyId)).toEqual(before);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'colleague@example.test'))).toEqual([]);
    const [realAfter] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, realCompany.companyId as string));
    expect(realAfter).toEqual(realBefore);

    // Once an administrator approves, the same user goes on with the same session.
    await db()
      .update(companies)
      .set({ approvalStatus: 'approved', pendingStatus: false })
      .where(eq(companies.id, companyId));
    const accounts = await as('GET', '/api/lanehub-core/accounts');
    expect(accounts.statusCode).toBe(200);
  });

  it('refuses a sourcing company until its e-mail is verified, and a declined one', async () => {
    const seller = await createTenant(db(), { name: 'Unverified Seller', permissions: ['company.*'] });
    const sellerCompany = seller.companyId as string;
    // A sourcing sign-up: approved by nature, pending until its e-mail is verified.
    await db().update(companies).set({ pendingStatus: true }).where(eq(companies.id, sellerCompany));
    const { accessToken } = await login(ctx.app, seller.email);
    const list = () => call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/accounts' });
    expect((await list()).statusCode).toBe(403);
    expect((await list()).json().code).toBe('COMPANY_PENDING');
    await db().update(companies).set({ pendingStatus: false }).where(eq(companies.id, sellerCompany));
    expect((await list()).statusCode).toBe(200);
    await db()
      .update(companies)
      .set({ approvalStatus: 'declined', pendingStatus: true })
      .where(eq(companies.id, sellerCompany));
    expect((await list()).json()).toEqual({
      message: MSG.companyPending,
      code: 'COMPANY_PENDING',
      messageCode: 'messages.companyPending',
      params: {},
    });
  });

  it('leaves system administrators alone', async () => {
    const root = await createTenant(db(), { name: 'Pending Root', pending: true, isSystemAdmin: true });
    const { accessToken } = await login(ctx.app, root.email);
    const res = await call(ctx.app, accessToken, { method: 'GET', url: '/api/admin/companies' });
    expect(res.statusCode).toBe(200);
  });
});
