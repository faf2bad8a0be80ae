import { MSG } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, refreshTokens, sessions, systemSettings, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  race,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/test-app';

let ctx: TestContext;
let shipper: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  ctx = await createTestApp({
    loginLimits: { perAccount: 3, perAddress: 100_000, windowMs: 60_000, delayBaseMs: 30_000 },
  });
  shipper = await createTenant(ctx.database.db, {
    name: 'Maple Shipper',
    permissions: ['order.view'],
    accounts: ['MS-1', 'MS-2'],
  });
});
afterAll(async () => ctx?.close());

describe('PUT /api/user/login', () => {
  it('returns an access token and a refresh token, and sets the refresh cookie HttpOnly and SameSite=Strict', async () => {
    const res = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: shipper.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.RefreshToken.length).toBeGreaterThan(30);
    const cookie = res.cookies.find((c) => c.name === 'lh_refresh');
    expect(cookie?.value).toBe(body.data.RefreshToken);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    // Only the hash of the refresh token is stored.
    const stored = await ctx.database.db.select().from(refreshTokens);
    expect(stored.some((t) => t.tokenHash === body.data.RefreshToken)).toBe(false);
    expect(stored.some((t) => t.tokenHash === hashToken(body.data.RefreshToken))).toBe(true);
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: 'someone.else@example.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: MSG.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
      messageCode: 'messages.invalidCredentials',
      params: {},
    });
  });

  it('validates the body with the spec messages on the fields', async () => {
    const res = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ email: MSG.email, password: MSG.passwordRequired });
  });

  it('refuses calls without the API key', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: shipper.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('API_KEY_INVALID');
  });

  it('limits failed log-ins per account with a 429 and a clear message', async () => {
    const victim = await addUser(ctx.database.db, { companyId: shipper.companyId, email: 'limited@example.test' });
    for (let i = 0; i < 3; i++) {
      const res = await call(ctx.app, null, {
        method: 'PUT',
        url: '/api/user/login',
        payload: { email: victim.email, password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG.tooManyLogins);
    // Other accounts are not affected.
    expect((await login(ctx.app, shipper.email)).accessToken).toBeTruthy();
  });

  it('accepts passwords up to 128 characters', async () => {
    const res = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: shipper.email, password: 'x'.repeat(129) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  const secret = async () => {
    const [row] = await ctx.database.db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
    return new TextEncoder().encode(row?.value);
  };
  const profile = (token: string) => call(ctx.app, token, { method: 'GET', url: '/api/user/profile' });

  it('refuses an expired token, a token for another audience, and an unsigned token', async () => {
    const { accessToken } = await login(ctx.app, shipper.email);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString());
    const key = await secret();
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setAudience('lanehub-api')
      .setIssuer('lanehub')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect((await profile(expired)).json().code).toBe('TOKEN_EXPIRED');
    const otherAudience = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setAudience('someone-else')
      .setIssuer('lanehub')
      .setExpirationTime('1h')
      .sign(key);
    expect((await profile(otherAudience)).statusCode).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const unsigned = `${header}.${accessToken.split('.')[1]}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
    expect((await profile(accessToken)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    call(ctx.app, null, { method: 'PUT', url: '/api/user/refreshtoken', payload: { RefreshToken: token } });

  it('rotates on every use, and reuse of a rotated token revokes the whole family', async () => {
    const first = await login(ctx.app, shipper.email);
    const second = await refresh(first.RefreshToken);
    expect(second.statusCode).toBe(200);
    const next = second.json().data.RefreshToken as string;
    expect(next).not.toBe(first.RefreshToken);
    // Make the first token's rotation older than the grace window, then present it again.
    await ctx.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.RefreshToken)));
    expect((await refresh(first.RefreshToken)).statusCode).toBe(401);
    // The successor is dead too, and so is the access token of that session.
    expect((await refresh(next)).statusCode).toBe(401);
    const res = await call(ctx.app, second.json().data.accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
  });

  it('reads the refresh token from the HttpOnly cookie', async () => {
    const first = await login(ctx.app, shipper.email);
    const res = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/refreshtoken',
      payload: {},
      cookies: { lh_refresh: first.RefreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lh_refresh')?.value).toBe(res.json().data.RefreshToken);
  });

  it(race('has exactly one winner when the same token is presented twice at once'), async () => {
    const first = await login(ctx.app, shipper.email);
    const results = await Promise.all([refresh(first.RefreshToken), refresh(first.RefreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('ending sessions', () => {
  it('logout revokes the session of the cookie; its access token stops working', async () => {
    const session = await login(ctx.app, shipper.email);
    const out = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/logout',
      payload: {},
      cookies: { lh_refresh: session.RefreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
      401,
    );
  });

  it('logout with only the refresh cookie and no body, with or without a JSON content type, ends the session', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const session = await login(ctx.app, shipper.email);
      const out = await call(ctx.app, null, {
        method: 'PUT',
        url: '/api/user/logout',
        headers: { ...headers, cookie: `lh_refresh=${session.RefreshToken}` },
      });
      expect(out.statusCode, `${JSON.stringify(headers)} ${out.body}`).toBe(200);
      expect(out.json().data).toEqual({ loggedOut: true });
      const [row] = await ctx.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(session.RefreshToken)));
      const [ended] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, row?.sessionId as string));
      expect(ended?.revokedAt).not.toBeNull();
      expect((await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
        401,
      );
    }
    // A JSON body that is not JSON is still refused.
    const broken = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('disabling a user ends their sessions at once', async () => {
    const user = await addUser(ctx.database.db, { companyId: shipper.companyId, email: 'leaver@example.test' });
    const session = await login(ctx.app, user.email);
    await ctx.database.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
      401,
    );
    const refreshed = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/refreshtoken',
      payload: { RefreshToken: session.RefreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const relogin = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().message).toBe(MSG.userDisabled);
  });

  it('disabling a company ends its users sessions', async () => {
    const other = await createTenant(ctx.database.db, { name: 'Closing Down Co', permissions: ['order.view'] });
    const session = await login(ctx.app, other.email);
    await ctx.database.db
      .update(companies)
      .set({ enabled: false })
      .where(eq(companies.id, other.companyId as string));
    expect((await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
      401,
    );
  });
});

describe('profile, account selection and user policy', () => {
  it('returns the profile as an array with the company and its accounts', async () => {
    const { accessToken } = await login(ctx.app, shipper.email);
    const res = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
    const [profile] = res.json().data;
    expect(profile.email).toBe(shipper.email);
    expect(profile.company.legalName).toBe('Maple Shipper');
    expect(profile.account.map((a: { number: string }) => a.number)).toEqual(['MS-1', 'MS-2']);
    expect(JSON.stringify(res.json())).not.toContain('password');
  });

  it('gives a user without a company a profile with company null', async () => {
    await addUser(ctx.database.db, { companyId: null, email: 'homeless@example.test' });
    const { accessToken } = await login(ctx.app, 'homeless@example.test');
    const [profile] = (await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' })).json().data;
    expect(profile.company).toBeNull();
  });

  it('refuses an account number of another company with the spec message on the field', async () => {
    const other = await createTenant(ctx.database.db, { name: 'Other Freight', accounts: ['OF-9'] });
    expect(other.accountIds).toHaveLength(1);
    const { accessToken } = await login(ctx.app, shipper.email);
    const res = await call(ctx.app, accessToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'OF-9', mode: 'ocean', type: 'FCL' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG.accountInvalid,
      fieldErrors: { accountNumber: MSG.accountInvalid },
    });
  });

  it('binds the session to the chosen account, whose policies then apply', async () => {
    const db = ctx.database.db;
    const { grant } = await import('../../test/test-app');
    await grant(db, {
      companyId: shipper.companyId as string,
      userId: shipper.id,
      permissions: ['adminMgt.instruction'],
      accountId: shipper.accountIds[1],
    });
    const { accessToken } = await login(ctx.app, shipper.email);
    const before = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/instructions' });
    expect(before.statusCode).toBe(403);

    const selected = await call(ctx.app, accessToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'MS-2', mode: 'ocean', type: 'LCL' },
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.json().data).toMatchObject({ mode: 'ocean', type: 'LCL', integratedShipping: false });
    const token = selected.json().data.accessToken as string;
    const after = await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/instructions' });
    expect(after.statusCode).toBe(200);

    const policy = await call(ctx.app, token, {
      method: 'GET',
      url: `/api/uaa/user-policy?accountId=${shipper.accountIds[1]}`,
    });
    expect(policy.json().data).toEqual({
      roles: ['admin'],
      permissions: ['adminMgt.instruction', 'order.view'],
      isSystemAdmin: false,
    });
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, shipper.accountIds[1] as string));
    expect(row?.mode).toBe('ocean');
  });

  it('rejects a type that does not belong to the mode', async () => {
    const { accessToken } = await login(ctx.app, shipper.email);
    const res = await call(ctx.app, accessToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'MS-1', mode: 'road', type: 'FCL' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.type).toBeDefined();
  });
});
