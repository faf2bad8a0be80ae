import { MSG } from '@lanehub/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { rateLimits } from '../db/schema';
import { addUser, call, createTenant, createTestApp, login, type TestContext, testConfig } from '../test/test-app';

// Issue 11 finding 4: one company's volume must not slow every other company. Writes and imports of a
// company are rate limited per minute, on the server's one limiter (rows of rate_limits).

const WRITE_LIMITS = { perMinute: 5, importsPerMinute: 2 };

let ctx: TestContext;
let other: FastifyInstance;
const tokens: Record<'busy' | 'busyColleague' | 'quiet' | 'importer', string> = {
  busy: '',
  busyColleague: '',
  quiet: '',
  importer: '',
};
const companyIds: Record<'busy' | 'quiet' | 'importer', string> = { busy: '', quiet: '', importer: '' };

beforeAll(async () => {
  ctx = await createTestApp({ writeLimits: WRITE_LIMITS });
  // A second server process on the same database.
  other = await buildApp(testConfig({ writeLimits: WRITE_LIMITS }), ctx.database);
  await other.ready();
  const db = ctx.database.db;
  for (const name of ['busy', 'quiet', 'importer'] as const) {
    const tenant = await createTenant(db, { name: `Write ${name}`, permissions: ['company.view', 'company.edit'] });
    companyIds[name] = tenant.companyId as string;
    tokens[name] = (await login(ctx.app, tenant.email)).accessToken;
  }
  await addUser(db, { companyId: companyIds.busy, email: 'colleague@write-busy.test', role: 'admin' });
  tokens.busyColleague = (await login(ctx.app, 'colleague@write-busy.test')).accessToken;
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

// A cheap write of any signed-in user: choosing the session's account (an unknown one answers 400).
const write = (app: FastifyInstance, token: string) =>
  call(app, token, {
    method: 'PUT',
    url: '/api/user/account',
    payload: { accountNumber: 'NOPE-1', mode: 'ocean', type: 'FCL' },
  });
const importRows = (token: string) =>
  call(ctx.app, token, {
    method: 'POST',
    url: '/api/imports/locations',
    payload: { fileName: 'none.csv', content: '' },
  });

const expectRefused = (res: Awaited<ReturnType<typeof write>>) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    message: MSG.tooManyWrites,
    code: 'RATE_LIMITED',
    messageCode: 'messages.tooManyWrites',
    params: {},
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

describe('per-company write limit', () => {
  it('refuses a company over its writes a minute while another company still writes', async () => {
    for (let i = 0; i < WRITE_LIMITS.perMinute; i++) {
      // Either server process: the count is the company's, in the database.
      const res = await write(i % 2 ? other : ctx.app, tokens.busy);
      expect(res.statusCode, res.body).not.toBe(429);
    }
    expectRefused(await write(ctx.app, tokens.busy));
    expectRefused(await write(other, tokens.busy));
    // Every user of the company shares its budget.
    expectRefused(await write(ctx.app, tokens.busyColleague));
    // Reads go on.
    const read = await call(ctx.app, tokens.busy, { method: 'GET', url: '/api/user/profile' });
    expect(read.statusCode).toBe(200);
    // Another company is not affected.
    const quiet = await write(ctx.app, tokens.quiet);
    expect(quiet.statusCode, quiet.body).toBe(400);
  });

  it('lets the company write again once its minute is over', async () => {
    await ctx.database.db.execute(sql`
      update rate_limits set window_start = window_start - interval '1 minute',
        expires_at = expires_at - interval '1 minute'
      where key = ${`writes:company:${companyIds.busy}`}`);
    expect((await write(ctx.app, tokens.busy)).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `writes:company:${companyIds.busy}`));
    expect(row?.hits).toBe(1);
  });

  it('holds imports to their own lower limit, while other writes go on', async () => {
    for (let i = 0; i < WRITE_LIMITS.importsPerMinute; i++) {
      const res = await importRows(tokens.importer);
      expect(res.statusCode, res.body).toBe(400);
    }
    expectRefused(await importRows(tokens.importer));
    expect((await write(ctx.app, tokens.importer)).statusCode).toBe(400);
    expect((await importRows(tokens.quiet)).statusCode).toBe(400);
  });
});
