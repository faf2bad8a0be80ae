import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, oneTimeTokens, users } from '../../db/schema';
import { addUser, call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let shop: TestContext;

const PASSWORD = 'a long enough password';
const vendorBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Fraser Valley Fasteners',
  country: 'CA',
  state: 'BC',
  email: 'mira@fraser-fasteners.test',
  firstName: 'Mira',
  lastName: 'Kowalski',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});
const sourcingBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  companyName: `Market ${email}`,
  country: 'US',
  state: 'WA',
  email,
  firstName: 'Sam',
  lastName: 'Reyes',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

const post = (app: TestContext, url: string, payload: object) => call(app.app, null, { method: 'POST', url, payload });

const companyOfUser = async (email: string) => {
  const [row] = await ctx.database.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  return row;
};

const mailsTo = (email: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.createdAt));

/** The token of the newest verification link e-mailed to an address, and the link's type. */
const linkOf = async (email: string) => {
  const [mail] = await mailsTo(email);
  const match = /\/sourcing\/verify\/(seller|buyer)\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
  if (!match?.[1] || !match[2]) {
    throw new Error(`no verification link e-mailed to ${email}`);
  }
  return { type: match[1], token: match[2], mail };
};

beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://lanehub.example.test' });
  shop = await createTestApp({ storefrontUrl: 'https://shop.example.test/lanehub' });
});
afterAll(async () => {
  await ctx?.close();
  await shop?.close();
});

describe('vendor sign-up', () => {
  it('creates the vendor company request, its administrator and a welcome e-mail', async () => {
    const res = await post(ctx, '/api/lanehub-core/company/vendor', vendorBody({ vendorType: 'indirect' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('Thank you for joining as a vendor. Our team will reach out to you soon.');

    const row = await companyOfUser('mira@fraser-fasteners.test');
    expect(row?.company).toMatchObject({
      legalName: 'Fraser Valley Fasteners',
      companyTypes: ['Vendor'],
      vendorType: 'indirect',
      approvalStatus: 'requested',
      pendingStatus: true,
      completedSurvey: false,
      country: 'CA',
      state: 'BC',
    });
    expect(row?.company.requestedAt).toBeInstanceOf(Date);
    expect(row?.user).toMatchObject({ firstName: 'Mira', lastName: 'Kowalski', role: 'admin', userType: ['vendor'] });
    expect(row?.user.passwordHash).not.toContain(PASSWORD);
    expect(res.json().data).toEqual({
      companyId: row?.company.id,
      userId: row?.user.id,
      email: 'mira@fraser-fasteners.test',
    });

    const [mail] = await mailsTo('mira@fraser-fasteners.test');
    expect(mail).toMatchObject({ kind: 'vendor_signup', subject: 'Welcome to Lanehub', companyId: row?.company.id });
    expect(mail?.textBody).toContain('https://lanehub.example.test/vendor/login');

    // Until an administrator approves, log-in works and the profile says the company is pending.
    const { accessToken } = await login(ctx.app, 'mira@fraser-fasteners.test', PASSWORD);
    const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0].company).toMatchObject({ pendingStatus: true, completedSurvey: false });
  });

  it('makes vendorType direct by default and stores the state as its code', async () => {
    const res = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ email: 'ops@direct-vendor.test', country: 'can', state: 'Québec' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await companyOfUser('ops@direct-vendor.test');
    expect(row?.company).toMatchObject({ vendorType: 'direct', country: 'CA', state: 'QC' });
  });

  it('refuses a registered e-mail on the email field and writes nothing', async () => {
    const before = await ctx.database.db.select().from(companies);
    const res = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ companyName: 'Second Try Ltd.', email: 'MIRA@fraser-fasteners.test' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An account with this email already exists',
      fieldErrors: { email: 'An account with this email already exists' },
    });
    expect(await ctx.database.db.select().from(companies)).toHaveLength(before.length);
  });

  it('creates exactly one company when the same e-mail signs up twice at once', async () => {
    const body = vendorBody({ companyName: 'Twin Request Co.', email: 'twin@vendor.test' });
    const replies = await Promise.all([
      post(ctx, '/api/lanehub-core/company/vendor', body),
      post(ctx, '/api/lanehub-core/company/vendor', body),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const twins = await ctx.database.db.select().from(companies).where(eq(companies.legalName, 'Twin Request Co.'));
    expect(twins).toHaveLength(1);
    expect(await mailsTo('twin@vendor.test')).toHaveLength(1);
  });

  it.each([
    [{ password: '' }, 'password', 'Please input your password!'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password!'],
    [
      { confirmPassword: 'something else entirely' },
      'confirmPassword',
      'The two passwords that you entered do not match!',
    ],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Must be at least 8 characters'],
    [{ companyName: '  ' }, 'companyName', 'This field is required'],
    [{ firstName: '' }, 'firstName', 'This field is required'],
    [{ lastName: '' }, 'lastName', 'This field is required'],
    [{ country: '' }, 'country', 'This field is required'],
    [{ email: 'not-an-email' }, 'email', 'Must be a valid email'],
    [{ vendorType: 'wholesale' }, 'vendorType', undefined],
    [{ country: 'ZZ' }, 'country', 'The country was not found'],
    [{ state: '' }, 'state', 'This field is required'],
    [{ state: 'ZZ' }, 'state', 'The state was not found'],
  ])('refuses %j with the message on %s', async (overrides, field, message) => {
    const res = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ email: 'invalid@vendor.test', ...overrides }),
    );
    expect(res.statusCode).toBe(400);
    const fieldErrors = res.json().fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors)).toContain(field);
    if (message) {
      expect(fieldErrors[field]).toBe(message);
    }
    expect(await companyOfUser('invalid@vendor.test')).toBeUndefined();
  });

  it('accepts passwords of 64 characters and more, and a country without states', async () => {
    const long = 'p'.repeat(100);
    const res = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ email: 'hk@vendor.test', country: 'HK', state: '', password: long, confirmPassword: long }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await companyOfUser('hk@vendor.test'))?.company).toMatchObject({ country: 'HK', state: null });
  });
});

describe('sourcing sign-up and verification', () => {
  it('signs up a seller, e-mails the link and verifies it once', async () => {
    const res = await post(ctx, '/api/sourcing/seller', sourcingBody('seller@market.test'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'seller', email: 'seller@market.test' });
    const row = await companyOfUser('seller@market.test');
    expect(row?.company).toMatchObject({
      companyTypes: ['Seller'],
      pendingStatus: true,
      completedSurvey: false,
      country: 'US',
      state: 'WA',
    });
    expect(row?.user).toMatchObject({ userType: ['seller'], emailVerifiedAt: null });

    const link = await linkOf('seller@market.test');
    expect(link.mail?.kind).toBe('sourcing_verification');
    expect(link.mail?.textBody).toContain(`https://lanehub.example.test/sourcing/verify/seller/${link.token}`);
    expect(link.type).toBe('seller');
    // 256 random bits; only their hash is stored.
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    const stored = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, row?.user.id as string));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect(stored[0]?.data).toEqual({ type: 'seller' });

    // The link of a seller opened as a buyer's is not valid, and does not spend the token.
    const wrongType = await post(ctx, '/api/sourcing/buyer/verify', { token: link.token });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ message: 'Token is not valid', code: 'TOKEN_INVALID' });

    const verified = await post(ctx, '/api/sourcing/seller/verify', { token: link.token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      data: { verified: true, type: 'seller' },
      meta: { message: "You're all signed up!" },
    });
    const after = await companyOfUser('seller@market.test');
    expect(after?.company.pendingStatus).toBe(false);
    expect(after?.user.emailVerifiedAt).toBeInstanceOf(Date);

    // Single use.
    const again = await post(ctx, '/api/sourcing/seller/verify', { token: link.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Token is not valid');
  });

  it('signs up a buyer and refuses an expired or unknown token', async () => {
    const res = await post(ctx, '/api/sourcing/buyer', sourcingBody('buyer@market.test'));
    expect(res.statusCode, res.body).toBe(201);
    const row = await companyOfUser('buyer@market.test');
    expect(row?.company.companyTypes).toEqual(['Buyer']);
    expect(row?.user.userType).toEqual(['buyer']);
    const link = await linkOf('buyer@market.test');
    expect(link.type).toBe('buyer');

    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, row?.user.id as string), eq(oneTimeTokens.purpose, 'sourcing_verification')));
    const expired = await post(ctx, '/api/sourcing/buyer/verify', { token: link.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: 'Token is expired', code: 'TOKEN_EXPIRED' });
    expect((await companyOfUser('buyer@market.test'))?.company.pendingStatus).toBe(true);

    const unknown = await post(ctx, '/api/sourcing/buyer/verify', { token: 'x'.repeat(43) });
    expect(unknown.json()).toMatchObject({ message: 'Token is not valid', code: 'TOKEN_INVALID' });
    const badType = await post(ctx, '/api/sourcing/carrier/verify', { token: link.token });
    expect(badType.statusCode).toBe(400);
  });

  it('validates the sourcing form with the spec messages and refuses a registered e-mail', async () => {
    const missing = await post(ctx, '/api/sourcing/seller', {
      companyName: '',
      country: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      companyName: 'This field is required',
      country: 'This field is required',
      email: 'This field is required',
      firstName: 'This field is required',
      lastName: 'This field is required',
      password: 'Please input your password!',
      confirmPassword: 'Please confirm your password!',
    });
    const taken = await post(ctx, '/api/sourcing/buyer', sourcingBody('seller@market.test'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ email: 'An account with this email already exists' });
  });
});

describe('sourcing log-in', () => {
  it('sends a pending company to the confirmation and a verified one to the site, with working tokens', async () => {
    await post(ctx, '/api/sourcing/buyer', sourcingBody('pending.buyer@market.test'));
    const pending = await post(ctx, '/api/sourcing/seller/login', {
      email: 'pending.buyer@market.test',
      password: PASSWORD,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data).toMatchObject({ next: 'confirmation', storefrontUrl: null });

    const res = await post(ctx, '/api/sourcing/seller/login', {
      email: 'seller@market.test',
      password: PASSWORD,
      loginSite: 'lanehub',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ next: 'site', storefrontUrl: null });
    expect(typeof data.refreshToken).toBe('string');
    expect(res.cookies.find((c) => c.name === 'lh_refresh')).toMatchObject({
      httpOnly: true,
      value: data.refreshToken,
    });
    const profile = await call(ctx.app, data.accessToken, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().data[0]).toMatchObject({
      email: 'seller@market.test',
      userType: ['seller'],
      company: { pendingStatus: false, completedSurvey: false, companyType: [{ companyType: 'Seller' }] },
    });
    // The refresh token is a real session's.
    const refreshed = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/refreshtoken',
      payload: { RefreshToken: data.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('sends a user without a company to the sourcing account type', async () => {
    await addUser(ctx.database.db, { companyId: null, email: 'drifter@market.test' });
    const res = await post(ctx, '/api/sourcing/seller/login', {
      email: 'drifter@market.test',
      password: 'correct horse battery staple',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.next).toBe('account-type');
  });

  it('refuses wrong credentials as the log-in does, and the storefront when none is configured', async () => {
    const wrong = await post(ctx, '/api/sourcing/seller/login', { email: 'seller@market.test', password: 'nope nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The email or password is incorrect');
    const unknown = await post(ctx, '/api/sourcing/seller/login', {
      email: 'ghost@market.test',
      password: 'nope nope',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);

    const storefront = await post(ctx, '/api/sourcing/seller/login', {
      email: 'seller@market.test',
      password: PASSWORD,
      loginSite: 'storefront',
    });
    expect(storefront.statusCode).toBe(400);
    expect(storefront.json().message).toBe('The storefront is not available');
    const config = await call(ctx.app, null, { method: 'GET', url: '/api/sourcing/config' });
    expect(config.json().data).toEqual({ storefrontUrl: null });
  });

  it('answers the configured storefront address for loginSite storefront', async () => {
    const signUp = await post(shop, '/api/sourcing/seller', sourcingBody('shopper@market.test'));
    expect(signUp.statusCode, signUp.body).toBe(201);
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'shopper@market.test'));
    const token = /\/sourcing\/verify\/seller\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] as string;
    expect((await post(shop, '/api/sourcing/seller/verify', { token })).statusCode).toBe(200);

    const res = await post(shop, '/api/sourcing/seller/login', {
      email: 'shopper@market.test',
      password: PASSWORD,
      loginSite: 'storefront',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ next: 'storefront', storefrontUrl: 'https://shop.example.test/lanehub' });
    const config = await call(shop.app, null, { method: 'GET', url: '/api/sourcing/config' });
    expect(config.json().data).toEqual({ storefrontUrl: 'https://shop.example.test/lanehub' });
  });
});

describe('survey state (the survey demand of the log-in journey)', () => {
  it('tells a vendor company that has not completed its survey that the vendor survey is required', async () => {
    const row = await companyOfUser('ops@direct-vendor.test');
    await ctx.database.db
      .update(companies)
      .set({ approvalStatus: 'approved', pendingStatus: false })
      .where(eq(companies.id, row?.company.id as string));
    const { accessToken } = await login(ctx.app, 'ops@direct-vendor.test', PASSWORD);
    const res = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      surveyType: 'vendor',
      required: true,
      company: {
        _id: row?.company.id,
        legalName: 'Fraser Valley Fasteners',
        companyType: [{ companyType: 'Vendor' }],
        completedSurvey: false,
        vendorType: 'direct',
      },
      steps: ['locations', 'tradingPartner', 'uploadPo'],
    });

    await ctx.database.db
      .update(companies)
      .set({ completedSurvey: true })
      .where(eq(companies.id, row?.company.id as string));
    const done = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(done.json().data).toMatchObject({ surveyType: 'vendor', required: false });
  });

  it('asks the sourcing survey of sellers and no survey of other companies', async () => {
    const seller = await login(ctx.app, 'seller@market.test', PASSWORD);
    const res = await call(ctx.app, seller.accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(res.json().data).toMatchObject({
      surveyType: 'sourcing',
      required: true,
      steps: ['sourcingCategories', 'locations', 'tradingPartners', 'uploadProducts'],
    });

    const shipper = await createTenant(ctx.database.db, { name: 'Plain Shipper' });
    const { accessToken } = await login(ctx.app, shipper.email);
    const plain = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(plain.json().data).toMatchObject({ surveyType: null, required: false, steps: [] });

    const anonymous = await call(ctx.app, null, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(anonymous.statusCode).toBe(401);
    const drifter = await login(ctx.app, 'drifter@market.test');
    const none = await call(ctx.app, drifter.accessToken, { method: 'GET', url: '/api/lanehub-core/company/survey' });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('No company profile was found');
  });
});
