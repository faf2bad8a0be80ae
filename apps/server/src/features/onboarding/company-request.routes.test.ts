import { ONBOARDING_MSG } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, users } from '../../db/schema';
import { addUser, call, createTenant, createTestApp, login, race, type TestContext } from '../../test/test-app';

// POST /api/lanehub-core/company/request: a signed-in user without a company requests one
// (spec 01 §4 'No company goes to company signup').

let ctx: TestContext;
let sysAdminToken: string;

const REQUEST_URL = '/api/lanehub-core/company/request';
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  const sysAdmin = await createTenant(ctx.database.db, { name: 'Platform Operator', isSystemAdmin: true });
  sysAdminToken = (await login(ctx.app, sysAdmin.email)).accessToken;
});
afterAll(async () => ctx?.close());

const companyBody = (legalName: string, overrides: Record<string, unknown> = {}) => ({
  legalName,
  companyTypes: ['Shipper', 'Road Carrier'],
  country: 'CA',
  state: 'ON',
  ...overrides,
});

/** A user with no company, signed in. */
const newcomer = async (email: string, options: { verified?: boolean } = {}) => {
  const user = await addUser(db(), { companyId: null, email, role: 'user' });
  if (options.verified) {
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  const { accessToken } = await login(ctx.app, email);
  return { user, token: accessToken };
};

const requestCompany = (token: string | null, body: object) =>
  call(ctx.app, token, { method: 'POST', url: REQUEST_URL, payload: body });

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const companiesNamed = (legalName: string) => db().select().from(companies).where(eq(companies.legalName, legalName));
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('company request of a signed-in user without a company', () => {
  it('creates a pending company, makes the caller its administrator and e-mails a verification link', async () => {
    const { user, token } = await newcomer('noah@example.test');
    const res = await requestCompany(token, {
      ...companyBody('Noah Haulage'),
      // Never written: the caller's own row decides.
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'noah@example.test', verificationSent: true },
      meta: {
        message: ONBOARDING_MSG.companyRequested,
        messageCode: 'onboardingFlows.messages.companyRequested',
        params: {},
      },
    });

    const [company] = await companiesNamed('Noah Haulage');
    expect(company).toMatchObject({
      approvalStatus: 'requested',
      pendingStatus: true,
      companyTypes: ['Shipper', 'Road Carrier'],
      country: 'CA',
      state: 'ON',
    });
    expect(company?.requestedAt).toBeInstanceOf(Date);
    expect(await userRow(user.id)).toMatchObject({ companyId: company?.id, role: 'admin' });

    const mails = await mailsTo('noah@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('signup_verification');
    const link = new URL(/https?:\/\/\S+\/signup-verification\S*/.exec(mails[0]?.textBody ?? '')?.[0] ?? '');
    expect(link.searchParams.get('companyId')).toBe(company?.id);
    expect(link.searchParams.get('userId')).toBe(user.id);
    // The link verifies the address like a self-sign-up's.
    const confirm = await call(ctx.app, null, {
      method: 'POST',
      url: '/api/lanehub-core/company/verify/confirm',
      payload: Object.fromEntries(link.searchParams),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await userRow(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);

    // The session now sees the pending company: log-in goes to the confirmation screen.
    const profile = await call(ctx.app, token, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0].company).toMatchObject({ legalName: 'Noah Haulage', pendingStatus: true });
  });

  it('sends no e-mail when the address is already verified', async () => {
    const { user, token } = await newcomer('verified.newcomer@example.test', { verified: true });
    const res = await requestCompany(token, companyBody('Verified Newcomer Lines', { state: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'verified.newcomer@example.test', verificationSent: false },
      meta: {
        message: ONBOARDING_MSG.companyRequestedVerified,
        messageCode: 'onboardingFlows.messages.companyRequestedVerified',
        params: {},
      },
    });
    const [company] = await companiesNamed('Verified Newcomer Lines');
    expect(company).toMatchObject({ approvalStatus: 'requested', state: null });
    expect(await userRow(user.id)).toMatchObject({ companyId: company?.id, role: 'admin' });
    expect(await mailsTo('verified.newcomer@example.test')).toHaveLength(0);
  });

  it("answers 409 'You already belong to a company' to a second request and creates nothing", async () => {
    const { token } = await newcomer('twice@example.test');
    expect((await requestCompany(token, companyBody('Twice Freight'))).statusCode).toBe(201);
    const again = await requestCompany(token, companyBody('Twice Freight Again'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ONBOARDING_MSG.alreadyInCompany, code: 'ALREADY_IN_COMPANY' });
    expect(await companiesNamed('Twice Freight Again')).toHaveLength(0);
    expect(await mailsTo('twice@example.test')).toHaveLength(1);

    // A user of an approved company gets the same answer.
    const member = await createTenant(db(), { name: 'Settled Shipping' });
    const { accessToken } = await login(ctx.app, member.email);
    const res = await requestCompany(accessToken, companyBody('Settled Shipping Two'));
    expect(res.statusCode).toBe(409);
    expect((await userRow(member.id))?.companyId).toBe(member.companyId);
  });

  it(race('creates exactly one company when several requests arrive at once'), async () => {
    const { user, token } = await newcomer('hasty@example.test');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => requestCompany(token, companyBody('Hasty Cargo'))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const created = await companiesNamed('Hasty Cargo');
    expect(created).toHaveLength(1);
    expect((await userRow(user.id))?.companyId).toBe(created[0]?.id);
    expect(await mailsTo('hasty@example.test')).toHaveLength(1);
  });

  it('refuses a caller without a session with 401', async () => {
    const res = await requestCompany(null, companyBody('Anonymous Freight'));
    expect(res.statusCode).toBe(401);
    expect(await companiesNamed('Anonymous Freight')).toHaveLength(0);
  });

  it('checks the fields like the sign-up: required ones, and the state of the country', async () => {
    const { user, token } = await newcomer('careless@example.test');
    const empty = await requestCompany(token, { legalName: '', companyTypes: [], country: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      legalName: 'This field is required',
      companyTypes: 'Please add at least one item',
      country: 'This field is required',
    });
    const state = await requestCompany(token, companyBody('Careless Co', { state: 'ZZ' }));
    expect(state.statusCode).toBe(400);
    expect(state.json().fieldErrors).toEqual({ state: 'ZZ is not a state or province of CA' });
    expect(await companiesNamed('Careless Co')).toHaveLength(0);
    expect((await userRow(user.id))?.companyId).toBeNull();
  });

  it('shows under Admin → Requested Companies; once approved, the user logs in and selects an account', async () => {
    const { user, token } = await newcomer('approved.newcomer@example.test', { verified: true });
    await requestCompany(token, companyBody('Bennett Logistics'));

    const list = await call(ctx.app, sysAdminToken, {
      method: 'GET',
      url: '/api/lanehub-core/admin/requested-companies?search=Bennett',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(1);
    const [request] = list.json().data;
    expect(request).toMatchObject({
      legalName: 'Bennett Logistics',
      approvalStatus: 'requested',
      requester: { id: user.id, email: 'approved.newcomer@example.test', emailVerified: true },
    });

    const approved = await call(ctx.app, sysAdminToken, {
      method: 'POST',
      url: `/api/lanehub-core/admin/requested-companies/${request.id}/approve`,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);

    const { accessToken } = await login(ctx.app, 'approved.newcomer@example.test');
    const profile = (await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' })).json().data[0];
    expect(profile.company).toMatchObject({ legalName: 'Bennett Logistics', pendingStatus: false });
    expect(profile.account).toHaveLength(1);
    const selected = await call(ctx.app, accessToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: profile.account[0].number, mode: 'ocean', type: 'FCL' },
    });
    expect(selected.statusCode).toBe(200);
    expect(profile.account[0].number).toBe('BEN-0001');
  });

  it('pages the requested companies by cursor in the same order as by offset', async () => {
    for (const name of ['Walker Freight One', 'Walker Freight Two', 'Walker Freight Three']) {
      const { token } = await newcomer(`${name.toLowerCase().replaceAll(' ', '.')}@example.test`, { verified: true });
      expect((await requestCompany(token, companyBody(name))).statusCode).toBe(201);
    }
    const url = '/api/lanehub-core/admin/requested-companies?search=Walker%20Freight';
    const all = await call(ctx.app, sysAdminToken, { method: 'GET', url: `${url}&limit=10` });
    const names = (res: typeof all) => res.json().data.map((c: { legalName: string }) => c.legalName);
    expect(names(all)).toHaveLength(3);
    const walked: string[] = [];
    let cursor = '';
    for (let page = 0; page < 4; page += 1) {
      const res = await call(ctx.app, sysAdminToken, { method: 'GET', url: `${url}&limit=1&cursor=${cursor}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta.total).toBe(3);
      walked.push(...names(res));
      cursor = res.json().meta.nextCursor ?? '';
      if (!cursor) {
        break;
      }
    }
    expect(walked).toEqual(names(all));
  });
});
