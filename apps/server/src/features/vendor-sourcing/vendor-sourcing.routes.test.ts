import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, oneTimeTokens, users } from '../../db/schema';
import { addUser, call, createTenant, createTestApp, login, race, type TestContext } from '../../test/test-app';

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
    // Nothing in the reply tells a new address from a registered one (see the test below).
    expect(res.json().data).toEqual({ email: 'mira@fraser-fasteners.test' });

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

  it('gives a registered e-mail the reply of a new one, creates nothing and tells the owner', async () => {
    // Issue 4: known and unknown e-mails get the same reply (this was a 409 on the email field).
    const fresh = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ companyName: 'First Try Ltd.', email: 'first.try@vendor.test' }),
    );
    expect(fresh.statusCode, fresh.body).toBe(201);
    const companiesBefore = await ctx.database.db.select().from(companies);
    const usersBefore = await ctx.database.db.select().from(users);
    const tokensBefore = await ctx.database.db.select().from(oneTimeTokens);
    const mailsBefore = await mailsTo('mira@fraser-fasteners.test');

    const known = await post(
      ctx,
      '/api/lanehub-core/company/vendor',
      vendorBody({ companyName: 'Second Try Ltd.', email: 'MIRA@fraser-fasteners.test', firstName: 'Someone' }),
    );
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json()).toEqual({
      data: { email: 'mira@fraser-fasteners.test' },
      meta: {
        message: 'Thank you for joining as a vendor. Our team will reach out to you soon.',
        messageCode: 'vendorSourcing.messages.vendorSignedUp',
        params: {},
      },
    });
    // The same reply as the new address, but for the address itself.
    expect(known.json()).toEqual({ ...fresh.json(), data: { email: 'mira@fraser-fasteners.test' } });

    expect(await ctx.database.db.select().from(companies)).toHaveLength(companiesBefore.length);
    expect(await ctx.database.db.select().from(users)).toHaveLength(usersBefore.length);
    expect(await ctx.database.db.select().from(oneTimeTokens)).toHaveLength(tokensBefore.length);
    expect((await companyOfUser('mira@fraser-fasteners.test'))?.company.legalName).toBe('Fraser Valley Fasteners');

    // The owner (greeted by the account's name, not the caller's) is told, with the vendor log-in.
    const mails = await mailsTo('mira@fraser-fasteners.test');
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails[0]).toMatchObject({
      subject: 'Someone tried to sign up with your email on Lanehub',
      kind: 'vendor_signup',
      companyId: null,
    });
    expect(mails[0]?.textBody).toContain('Hello Mira,');
    expect(mails[0]?.textBody).toContain('https://lanehub.example.test/vendor/login');
    expect(mails[0]?.textBody).not.toContain('Second Try Ltd.');
  });

  it(
    race('creates exactly one company when the same e-mail signs up twice at once, with one reply for both'),
    async () => {
      const body = vendorBody({ companyName: 'Twin Request Co.', email: 'twin@vendor.test' });
      const replies = await Promise.all([
        post(ctx, '/api/lanehub-core/company/vendor', body),
        post(ctx, '/api/lanehub-core/company/vendor', body),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(replies[0]?.json()).toEqual(replies[1]?.json());
      const twins = await ctx.database.db.select().from(companies).where(eq(companies.legalName, 'Twin Request Co.'));
      expect(twins).toHaveLength(1);
      const mails = await mailsTo('twin@vendor.test');
      expect(mails.filter((mail) => mail.subject === 'Welcome to Lanehub')).toHaveLength(1);
    },
  );

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
      // The same English text as ONBOARDING_MSG.signedUp: either code translates it alike.
      meta: {
        message: "You're all signed up!",
        messageCode: expect.stringMatching(/^(vendorSourcing|onboardingFlows)\.messages\.signedUp$/),
        params: {},
      },
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

  it('validates the sourcing form with the spec messages', async () => {
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
  });

  it('gives a registered e-mail the reply of a new one, creates nothing and tells the owner', async () => {
    // Issue 4: known and unknown e-mails get the same reply (this was a 409 on the email field).
    const fresh = await post(ctx, '/api/sourcing/buyer', sourcingBody('new.buyer@market.test'));
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json()).toEqual({
      data: { email: 'new.buyer@market.test', type: 'buyer' },
      meta: {
        message: 'An verification email has been sent to your inbox',
        messageCode: expect.stringMatching(
          /^(onboardingFlows\.messages\.verificationSent|vendorSourcing\.messages\.sourcingSignedUp)$/,
        ),
        params: {},
      },
    });
    const companiesBefore = await ctx.database.db.select().from(companies);
    const usersBefore = await ctx.database.db.select().from(users);
    const tokensBefore = await ctx.database.db.select().from(oneTimeTokens);
    const mailsBefore = await mailsTo('seller@market.test');

    // seller@market.test signed up (and verified) as a seller above; now as a buyer.
    const known = await post(ctx, '/api/sourcing/buyer', sourcingBody('seller@market.test', { firstName: 'Other' }));
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json()).toEqual({ ...fresh.json(), data: { email: 'seller@market.test', type: 'buyer' } });

    expect(await ctx.database.db.select().from(companies)).toHaveLength(companiesBefore.length);
    expect(await ctx.database.db.select().from(users)).toHaveLength(usersBefore.length);
    expect(await ctx.database.db.select().from(oneTimeTokens)).toHaveLength(tokensBefore.length);
    expect((await companyOfUser('seller@market.test'))?.company.companyTypes).toEqual(['Seller']);

    const mails = await mailsTo('seller@market.test');
    expect(mails).toHaveLength(mailsBefore.length + 1);
    expect(mails[0]).toMatchObject({
      subject: 'Someone tried to sign up with your email on Lanehub',
      kind: 'sourcing_verification',
      companyId: null,
    });
    expect(mails[0]?.textBody).toContain('Hello Sam,');
    expect(mails[0]?.textBody).toContain('https://lanehub.example.test/sourcing/login');
    expect(mails[0]?.textBody).not.toMatch(/\/sourcing\/verify\//);
  });

  it(
    race('answers both of two simultaneous sourcing sign-ups with one address alike and creates one company'),
    async () => {
      const body = sourcingBody('twin.seller@market.test', { companyName: 'Twin Seller Co.' });
      const replies = await Promise.all([
        post(ctx, '/api/sourcing/seller', body),
        post(ctx, '/api/sourcing/seller', body),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(replies[0]?.json()).toEqual(replies[1]?.json());
      const twins = await ctx.database.db.select().from(companies).where(eq(companies.legalName, 'Twin Seller Co.'));
      expect(twins).toHaveLength(1);
      const links = (await mailsTo('twin.seller@market.test')).filter((mail) => mail.kind === 'sourcing_verification');
      expect(links.filter((mail) => mail.subject === 'Verify your email for Lanehub')).toHaveLength(1);
    },
  );
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

  it('accepts only sourcing users: anyone else gets the reply of a wrong password, even with the right one', async () => {
    const shipper = await createTenant(ctx.database.db, { name: 'Not A Market' });
    const vendor = await addUser(ctx.database.db, { companyId: shipper.companyId, email: 'vendor@not-a-market.test' });
    await ctx.database.db
      .update(users)
      .set({ userType: ['vendor'] })
      .where(eq(users.id, vendor.id));
    const admin = await addUser(ctx.database.db, { companyId: null, email: 'root@market.test', isSystemAdmin: true });
    const wrong = await post(ctx, '/api/sourcing/seller/login', { email: 'seller@market.test', password: 'nope nope' });
    for (const email of [shipper.email, vendor.email, admin.email]) {
      const res = await post(ctx, '/api/sourcing/seller/login', { email, password: 'correct horse battery staple' });
      expect(res.statusCode, email).toBe(401);
      expect(res.json()).toEqual(wrong.json());
      expect(res.cookies.find((c) => c.name === 'lh_refresh')).toBeUndefined();
      // The main log-in still takes them.
      expect((await login(ctx.app, email)).accessToken).toBeTruthy();
    }
    // A seller user of a company of another type is a sourcing user.
    const seller = await addUser(ctx.database.db, { companyId: shipper.companyId, email: 'seller@not-a-market.test' });
    await ctx.database.db
      .update(users)
      .set({ userType: ['seller'] })
      .where(eq(users.id, seller.id));
    const res = await post(ctx, '/api/sourcing/seller/login', {
      email: seller.email,
      password: 'correct horse battery staple',
    });
    expect(res.statusCode, res.body).toBe(200);
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
