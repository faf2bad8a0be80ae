import { MSG, ONBOARDING_MSG } from '@lanehub/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  companies,
  mailOutbox,
  oneTimeTokens,
  policies,
  sessions,
  userPolicies,
  users,
} from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  race,
  type TestContext,
  type TestUser,
  testConfig,
} from '../../test/test-app';
import { ONBOARDING_LIMITS } from './onboarding.routes';

let ctx: TestContext;
let sysAdmin: TestUser;
let sysAdminToken: string;

const PASSWORD = 'a sign-up pass phrase';

beforeAll(async () => {
  ctx = await createTestApp();
  sysAdmin = await createTenant(ctx.database.db, { name: 'Platform Operator', isSystemAdmin: true });
  sysAdminToken = (await login(ctx.app, sysAdmin.email)).accessToken;
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

const post = (url: string, payload: object, token: string | null = null) =>
  call(ctx.app, token, { method: 'POST', url, payload });

/** The newest e-mail to an address, read from the outbox as the system administrator reads the dev mailbox. */
const lastMailTo = async (to: string) => {
  const res = await call(ctx.app, sysAdminToken, {
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { subject: string; text: string; html: string | null; kind: string } | undefined;
};
const mailCount = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(text);
  if (!match) {
    throw new Error(`no ${path} link in: ${text}`);
  }
  return new URL(match[0]);
};

const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
  post('/api/lanehub-core/company/verify', {
    legalName: `Company of ${email}`,
    companyTypes: ['Shipper'],
    country: 'CA',
    state: 'QC',
    firstName: 'Jeanne',
    lastName: 'Leduc',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  });

const verificationOf = async (email: string) => {
  const mail = await lastMailTo(email);
  const url = linkIn(mail?.text ?? '', '/signup-verification');
  return {
    token: url.searchParams.get('token') ?? '',
    companyId: url.searchParams.get('companyId') ?? '',
    userId: url.searchParams.get('userId') ?? '',
  };
};

describe('company self-sign-up (flow 1)', () => {
  it('creates the company request, its administrator and a verification e-mail', async () => {
    const res = await signUp('Jeanne@Example.test');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'jeanne@example.test' },
      meta: {
        message: ONBOARDING_MSG.companyRequested,
        messageCode: 'onboardingFlows.messages.companyRequested',
        params: {},
      },
    });

    const [user] = await db().select().from(users).where(eq(users.email, 'jeanne@example.test'));
    expect(user).toMatchObject({ role: 'admin', firstName: 'Jeanne', emailVerifiedAt: null });
    const [company] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId as string));
    expect(company).toMatchObject({
      legalName: 'Company of Jeanne@Example.test',
      approvalStatus: 'requested',
      pendingStatus: true,
      country: 'CA',
      state: 'QC',
    });
    expect(company?.requestedAt).toBeInstanceOf(Date);

    const mail = await lastMailTo('jeanne@example.test');
    expect(mail?.kind).toBe('signup_verification');
    const link = await verificationOf('jeanne@example.test');
    expect(link.companyId).toBe(company?.id);
    expect(link.userId).toBe(user?.id);
    // 256 random bits, URL-safe; only its hash is stored.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db()
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user?.id as string));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(link.token);
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
  });

  it("shows the spec's password messages on their fields, and accepts a 64-character password", async () => {
    const missing = await signUp('pw@example.test', { password: '', confirmPassword: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      password: MSG.passwordRequired,
      confirmPassword: MSG.confirmRequired,
    });
    const different = await signUp('pw@example.test', { confirmPassword: 'something else entirely' });
    expect(different.json().fieldErrors).toEqual({ confirmPassword: MSG.passwordsDontMatch });
    const state = await signUp('pw@example.test', { state: 'ZZ' });
    expect(state.json().fieldErrors).toEqual({ state: 'ZZ is not a state or province of CA' });

    const long = 'x'.repeat(64);
    const ok = await signUp('long.pw@example.test', { password: long, confirmPassword: long });
    expect(ok.statusCode).toBe(201);
    const { token, companyId, userId } = await verificationOf('long.pw@example.test');
    await post('/api/lanehub-core/company/verify/confirm', { token, companyId, userId });
    expect(
      (
        await call(ctx.app, null, {
          method: 'PUT',
          url: '/api/user/login',
          payload: { email: 'long.pw@example.test', password: long },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives a known address the same reply and creates nothing', async () => {
    const before = await db().select().from(companies);
    const res = await signUp('jeanne@example.test', { legalName: 'Another Company' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'jeanne@example.test' },
      meta: {
        message: ONBOARDING_MSG.companyRequested,
        messageCode: 'onboardingFlows.messages.companyRequested',
        params: {},
      },
    });
    expect(await db().select().from(companies)).toHaveLength(before.length);
    expect((await lastMailTo('jeanne@example.test'))?.subject).toBe(
      'Someone tried to sign up with your email on Lanehub',
    );
  });

  it('verifies the link once: "You\'re all signed up!", then "Token is not valid"', async () => {
    await signUp('once@example.test');
    const link = await verificationOf('once@example.test');
    const profileVerified = async () => {
      const { accessToken } = await login(ctx.app, 'once@example.test', PASSWORD);
      const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
      return !profile.json().data[0].verificationPending;
    };
    expect(await profileVerified()).toBe(false);
    const wrongCompany = await post('/api/lanehub-core/company/verify/confirm', {
      ...link,
      companyId: sysAdmin.companyId,
    });
    expect(wrongCompany.statusCode).toBe(400);
    expect(wrongCompany.json().message).toBe(ONBOARDING_MSG.tokenInvalid);

    const first = await post('/api/lanehub-core/company/verify/confirm', link);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.message).toBe(ONBOARDING_MSG.signedUp);
    const [user] = await db().select().from(users).where(eq(users.id, link.userId));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    // The confirmation screen reads it from the profile: nothing left to verify.
    expect(await profileVerified()).toBe(true);

    const again = await post('/api/lanehub-core/company/verify/confirm', link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ONBOARDING_MSG.tokenInvalid, code: 'TOKEN_INVALID' });
  });

  it('refuses an expired link with "Token is expired"', async () => {
    await signUp('late@example.test');
    const link = await verificationOf('late@example.test');
    await db()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, link.userId));
    const res = await post('/api/lanehub-core/company/verify/confirm', link);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ message: ONBOARDING_MSG.tokenExpired, code: 'TOKEN_EXPIRED' });
  });

  it('resends the verification e-mail, spending the previous link; unknown addresses get the same reply', async () => {
    await signUp('resend@example.test');
    const first = await verificationOf('resend@example.test');
    const resent = await post('/api/lanehub-core/company/verify/resend', { email: 'resend@example.test' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      data: { sent: true },
      // The same English text as VS_MSG.sourcingSignedUp: either code translates it alike.
      meta: {
        message: ONBOARDING_MSG.verificationSent,
        messageCode: expect.stringMatching(
          /^(onboardingFlows\.messages\.verificationSent|vendorSourcing\.messages\.sourcingSignedUp)$/,
        ),
        params: {},
      },
    });
    const unknown = await post('/api/lanehub-core/company/verify/resend', { email: 'nobody@example.test' });
    expect(unknown.json()).toEqual(resent.json());
    expect(await mailCount('nobody@example.test')).toBe(0);

    const second = await verificationOf('resend@example.test');
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/lanehub-core/company/verify/confirm', first)).json().message).toBe(
      ONBOARDING_MSG.tokenInvalid,
    );
    expect((await post('/api/lanehub-core/company/verify/confirm', second)).statusCode).toBe(200);
  });

  it('has no verification link to resend for a vendor, whose sign-up verifies nothing by link', async () => {
    const vendor = await post('/api/lanehub-core/company/vendor', {
      companyName: 'Kettle Valley Pallets',
      country: 'CA',
      state: 'BC',
      email: 'ines@kettle-pallets.test',
      firstName: 'Ines',
      lastName: 'Duarte',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(vendor.statusCode).toBe(201);
    const before = await mailCount('ines@kettle-pallets.test');
    const resent = await post('/api/lanehub-core/company/verify/resend', { email: 'ines@kettle-pallets.test' });
    expect(resent.json().meta.message).toBe(ONBOARDING_MSG.verificationSent);
    expect(await mailCount('ines@kettle-pallets.test')).toBe(before);
    // The confirmation screen then offers no resend: nothing is pending.
    const { accessToken } = await login(ctx.app, 'ines@kettle-pallets.test', PASSWORD);
    const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0].verificationPending).toBe(false);
  });

  it('rate limits resending per e-mail with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ONBOARDING_LIMITS.resendPerEmail; i++) {
      statuses.push((await post('/api/lanehub-core/company/verify/resend', { email: 'spam@example.test' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("lands a pending company's user on the confirmation (pendingStatus true) until approved", async () => {
    await signUp('pending.login@example.test');
    const { accessToken } = await login(ctx.app, 'pending.login@example.test', PASSWORD);
    const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0].company).toMatchObject({ pendingStatus: true });
  });
});

describe('Admin → Requested Companies', () => {
  let companyId: string;

  beforeAll(async () => {
    await signUp('approve.me@example.test', { legalName: 'Approve Me Logistics' });
    const link = await verificationOf('approve.me@example.test');
    await post('/api/lanehub-core/company/verify/confirm', link);
    companyId = link.companyId;
  });

  it('lists requests with the requesting user and whether the e-mail is verified', async () => {
    const res = await call(ctx.app, sysAdminToken, {
      method: 'GET',
      url: '/api/lanehub-core/admin/requested-companies?search=approve%20me',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(1);
    expect(res.json().data[0]).toMatchObject({
      id: companyId,
      legalName: 'Approve Me Logistics',
      approvalStatus: 'requested',
      requester: { email: 'approve.me@example.test', emailVerified: true },
    });
  });

  it('refuses non-admins with 403', async () => {
    const ordinary = await createTenant(db(), { name: 'Ordinary Co', role: 'admin' });
    const { accessToken } = await login(ctx.app, ordinary.email);
    const list = await call(ctx.app, accessToken, {
      method: 'GET',
      url: '/api/lanehub-core/admin/requested-companies',
    });
    expect(list.statusCode).toBe(403);
    const approve = await post(`/api/lanehub-core/admin/requested-companies/${companyId}/approve`, {}, accessToken);
    expect(approve.statusCode).toBe(403);
  });

  it(race('approves exactly once when two administrators click at once: one 200, one 409'), async () => {
    const second = await addUser(db(), {
      companyId: sysAdmin.companyId,
      email: 'second.root@example.test',
      isSystemAdmin: true,
    });
    const secondToken = (await login(ctx.app, second.email)).accessToken;
    const url = `/api/lanehub-core/admin/requested-companies/${companyId}/approve`;
    const results = await Promise.all([post(url, {}, sysAdminToken), post(url, {}, secondToken)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json()).toEqual({
      message: 'This company request has already been approved',
      code: 'STATE_CONFLICT',
      messageCode: 'onboardingFlows.messages.alreadyDecided',
      params: { status: 'approved', current: 'approved' },
    });
    const winner = results.find((r) => r.statusCode === 200);
    expect(winner?.json().meta.message).toBe('The company Approve Me Logistics has been approved');

    const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ approvalStatus: 'approved', pendingStatus: false });
    expect(company?.decidedAt).toBeInstanceOf(Date);
    expect([sysAdmin.id, second.id]).toContain(company?.decidedBy);
    // Its users are told, and a first account lets them through account selection.
    expect((await lastMailTo('approve.me@example.test'))?.kind).toBe('company_approved');
    expect(await db().select().from(accounts).where(eq(accounts.companyId, companyId))).toHaveLength(1);
    // A decline after the approval loses too.
    const late = await post(`/api/lanehub-core/admin/requested-companies/${companyId}/decline`, {}, secondToken);
    expect(late.statusCode).toBe(409);

    const { accessToken } = await login(ctx.app, 'approve.me@example.test', PASSWORD);
    const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0].company.pendingStatus).toBe(false);
    expect(profile.json().data[0].account).toHaveLength(1);
    // Its administrator can run the company (the 'Company administrator' policy on every account),
    // once: the losing click granted nothing twice.
    const policy = await call(ctx.app, accessToken, { method: 'GET', url: '/api/uaa/user-policy' });
    expect(policy.json().data.permissions).toEqual(expect.arrayContaining(['company.*', 'mynetwork.*']));
    const granted = await db()
      .select()
      .from(userPolicies)
      .innerJoin(policies, eq(policies.id, userPolicies.policyId))
      .where(eq(userPolicies.companyId, companyId));
    expect(granted.map((g) => g.policies.name)).toEqual(['Company administrator']);
  });

  it('declines with a reason: the users are told, logged out and can no longer log in', async () => {
    await signUp('decline.me@example.test', { legalName: 'Decline Me Ltd' });
    const { companyId: declined } = await verificationOf('decline.me@example.test');
    const session = await login(ctx.app, 'decline.me@example.test', PASSWORD);
    const res = await post(
      `/api/lanehub-core/admin/requested-companies/${declined}/decline`,
      { reason: 'We could not confirm the company' },
      sysAdminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ approvalStatus: 'declined' });
    const mail = await lastMailTo('decline.me@example.test');
    expect(mail?.kind).toBe('company_declined');
    expect(mail?.text).toContain('We could not confirm the company');
    const [company] = await db().select().from(companies).where(eq(companies.id, declined));
    expect(company).toMatchObject({ approvalStatus: 'declined', declineReason: 'We could not confirm the company' });

    const denied = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: 'decline.me@example.test', password: PASSWORD },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ONBOARDING_MSG.companyDeclinedLogin);
    const old = await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(old.statusCode).toBe(401);
  });

  it('answers 404 for a company that never asked', async () => {
    const res = await post(
      `/api/lanehub-core/admin/requested-companies/${sysAdmin.companyId}/approve`,
      {},
      sysAdminToken,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('sign-up by invitation (flow 2)', () => {
  let admin: TestUser;
  let adminToken: string;

  beforeAll(async () => {
    admin = await createTenant(db(), { name: 'Inviting Freight', role: 'admin' });
    adminToken = (await login(ctx.app, admin.email)).accessToken;
  });

  const invite = (email: string, token = adminToken) =>
    post('/api/lanehub-core/users/invite', { email, contactName: 'Sam Rivera' }, token);
  const tokenOf = async (email: string) =>
    linkIn((await lastMailTo(email))?.text ?? '', '/signup/')
      .pathname.split('/')
      .pop() ?? '';
  const accept = (token: string, overrides: Record<string, unknown> = {}) =>
    post(`/api/lanehub-core/invitations/${token}/signup`, {
      firstName: 'Sam',
      lastName: 'Rivera',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...overrides,
    });

  it('lets only company administrators invite', async () => {
    const member = await addUser(db(), { companyId: admin.companyId, email: 'member@example.test', role: 'user' });
    const { accessToken } = await login(ctx.app, member.email);
    const res = await invite('someone@example.test', accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ONBOARDING_MSG.adminOnly);
  });

  it('looks the invitation up, creates the user in the inviting company and spends the token', async () => {
    const sent = await invite('Sam@Example.test');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().meta.message).toBe('An invitation has been sent to sam@example.test');
    const token = await tokenOf('sam@example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const lookup = await call(ctx.app, null, { method: 'GET', url: `/api/lanehub-core/invitations/${token}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toEqual({
      companyName: 'Inviting Freight',
      contactName: 'Sam Rivera',
      contactEmail: 'sam@example.test',
      firstName: null,
      lastName: null,
    });

    const different = await accept(token, { confirmPassword: 'not the same' });
    expect(different.json().fieldErrors).toEqual({ confirmPassword: MSG.passwordsDontMatch });

    const created = await accept(token);
    expect(created.statusCode).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, 'sam@example.test'));
    expect(user).toMatchObject({ companyId: admin.companyId, role: 'user', firstName: 'Sam' });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    await login(ctx.app, 'sam@example.test', PASSWORD);

    const reused = await accept(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ONBOARDING_MSG.tokenInvalid);
    const lookupAgain = await call(ctx.app, null, { method: 'GET', url: `/api/lanehub-core/invitations/${token}` });
    expect(lookupAgain.json().message).toBe(ONBOARDING_MSG.tokenInvalid);
  });

  it('refuses an expired invitation with "Token is expired"', async () => {
    await invite('late.invitee@example.test');
    const token = await tokenOf('late.invitee@example.test');
    await db()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.email, 'late.invitee@example.test'), isNull(oneTimeTokens.usedAt)));
    const lookup = await call(ctx.app, null, { method: 'GET', url: `/api/lanehub-core/invitations/${token}` });
    expect(lookup.statusCode).toBe(410);
    expect(lookup.json().message).toBe(ONBOARDING_MSG.tokenExpired);
    expect((await accept(token)).statusCode).toBe(410);
  });

  it('gives the inviter the same reply for an address that already has an account', async () => {
    const res = await invite('sam@example.test');
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.message).toBe('An invitation has been sent to sam@example.test');
    expect((await lastMailTo('sam@example.test'))?.text).toContain('already has a Lanehub account');
  });
});

describe('forgot password (flow 3)', () => {
  let user: TestUser;
  const NEW_PASSWORD = 'y'.repeat(64);

  beforeAll(async () => {
    user = await createTenant(db(), { name: 'Forgetful Carrier' });
  });

  const askCode = (email: string) => post('/api/user/forgot-password', { email });
  const codeOf = async (email: string) => /\b(\d{8})\b/.exec((await lastMailTo(email))?.text ?? '')?.[1] ?? '';
  const reset = (email: string, code: string, password = NEW_PASSWORD) =>
    post('/api/user/reset-password', { email, confirmationCode: code, password, confirmPassword: password });

  it('answers registered and unknown addresses the same way, e-mailing only the registered one', async () => {
    const known = await askCode(user.email);
    const unknown = await askCode('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().meta.message).toBe(ONBOARDING_MSG.codeSent);
    expect(await codeOf(user.email)).toMatch(/^\d{8}$/);
    expect(await mailCount('ghost@example.test')).toBe(0);
    const empty = await post('/api/user/forgot-password', { email: '' });
    expect(empty.json().fieldErrors).toEqual({ email: MSG.emailRequired });
  });

  it('replaces earlier codes, resets with the new one (64 characters), ends sessions, and spends the code', async () => {
    const session = await login(ctx.app, user.email);
    const [live] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    await askCode(user.email);
    const earlier = await codeOf(user.email);
    await askCode(user.email);
    const code = await codeOf(user.email);
    if (earlier !== code) {
      expect((await reset(user.email, earlier)).statusCode).toBe(400);
    }
    const mismatch = await post('/api/user/reset-password', {
      email: user.email,
      confirmationCode: code,
      password: NEW_PASSWORD,
      confirmPassword: 'other',
    });
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: MSG.passwordsDontMatch });

    const res = await reset(user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe(ONBOARDING_MSG.passwordReset);
    await login(ctx.app, user.email, NEW_PASSWORD);
    const old = await call(ctx.app, session.accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(old.statusCode).toBe(401);
    const [revoked] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, live?.id as string));
    expect(revoked?.revokedReason).toBe('password-reset');
    expect((await reset(user.email, code)).json()).toMatchObject({
      message: ONBOARDING_MSG.codeInvalid,
      fieldErrors: { confirmationCode: ONBOARDING_MSG.codeInvalid },
    });
  });

  it('kills a code after 5 wrong tries', async () => {
    const other = await createTenant(db(), { name: 'Guessing Target' });
    await askCode(other.email);
    const code = await codeOf(other.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) {
      expect((await reset(other.email, wrong)).statusCode).toBe(400);
    }
    const right = await reset(other.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(ONBOARDING_MSG.codeInvalid);
  });

  it('rate limits code entry per e-mail with a 429', async () => {
    const target = 'limited@example.test';
    const statuses: number[] = [];
    for (let i = 0; i <= ONBOARDING_LIMITS.resetTriesPerEmail; i++) {
      statuses.push((await reset(target, '12345678')).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('rate limits code entry per client address with a 429', async () => {
    const strict = await createTestApp({ loginLimits: { ...testConfig().loginLimits, perAddress: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(strict.app, null, {
          method: 'POST',
          url: '/api/user/reset-password',
          payload: {
            email: `someone${i}@example.test`,
            confirmationCode: '12345678',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('development mailbox', () => {
  it('lists e-mails newest first and filters by address', async () => {
    const res = await call(ctx.app, sysAdminToken, { method: 'GET', url: '/api/dev/mailbox?limit=5' });
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{ createdAt: string }>;
    expect(items.length).toBe(5);
    const times = items.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('does not exist when e-mail goes out over SMTP', async () => {
    const smtp = await createTestApp({ mail: { ...testConfig().mail, devMailbox: false } });
    try {
      const res = await call(smtp.app, null, { method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
