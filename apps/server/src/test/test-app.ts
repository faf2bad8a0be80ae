import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_WEB_API_KEY } from '@lanehub/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client';
import { accounts, companies, policies, userPolicies, users } from '../db/schema';
import { hashPassword } from '../platform/passwords';

// Each test file gets its own database: the migrated PGlite snapshot, or a fresh database on the
// PostgreSQL server of DATABASE_URL (created here, migrated, dropped when the file ends).
const openTestDatabase = async (): Promise<Database & { url?: string }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
    return openPglite(client);
  }
  const name = `lanehub_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // pg's pool.end() resolves once its clients are told to end, not once the server has let them
      // go; a forced drop before that would kill them mid-goodbye (an unhandled 57P01 in the test run).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_MAX_PER_ADDRESS: '100000',
    SEED_DEMO: 'false',
    // The generated route tests write far more than a minute's worth for one company (write-limit.test.ts
    // tests the limit itself).
    COMPANY_WRITES_PER_MINUTE: '1000000',
    COMPANY_IMPORTS_PER_MINUTE: '1000000',
  }),
  webDist: null,
  // The session check cache takes a change made straight in the database (as tests set up their
  // cases) within NOTIFY delivery, not at once: tests check the database on every request, as the
  // server did before it; platform/auth-cache.test.ts turns the cache on and tests it.
  authCache: false,
  ...overrides,
});

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
  /**
   * The same database for a second server: on PostgreSQL a pool of its own (as another process would
   * have), on PGlite the same instance (one embedded database serves one process).
   */
  openAgain: () => Promise<Database>;
};

export const createTestApp = async (overrides: Partial<Config> = {}): Promise<TestContext> => {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), database);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
    openAgain: async () => (database.url ? openPostgres(database.url) : { ...database, close: async () => undefined }),
  };
};

/**
 * Concurrent requests race for real only on PostgreSQL (DATABASE_URL: a pool of 10 connections, so two
 * transactions overlap and the database's rule picks the winner). The embedded PGlite has one
 * connection: the same calls run there too, one after the other, and must give the same replies. A
 * race test names itself with `race(…)`, so each report says which of the two it ran; CI runs both.
 */
export const RACES_ARE_REAL = Boolean(process.env.DATABASE_URL);
export const race = (name: string): string =>
  `${name} (${RACES_ARE_REAL ? 'a real race on PostgreSQL' : 'serialised on PGlite: one connection'})`;

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | null = null;

export type TestUser = { id: string; email: string; companyId: string | null; accountIds: string[] };

/** A company with accounts and a user holding the given permissions for every account. */
export const createTenant = async (
  db: Database['db'],
  options: {
    name: string;
    permissions?: string[];
    accounts?: string[];
    pending?: boolean;
    role?: 'admin' | 'user';
    isSystemAdmin?: boolean;
  },
): Promise<TestUser> => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [company] = await db
    .insert(companies)
    .values({
      legalName: options.name,
      companyTypes: ['Shipper'],
      pendingStatus: options.pending ?? false,
      approvalStatus: options.pending ? 'requested' : 'approved',
    })
    .returning();
  const companyId = company?.id as string;
  const numbers = options.accounts ?? [`${options.name.slice(0, 3).toUpperCase()}-1`];
  const accountRows = await db
    .insert(accounts)
    .values(numbers.map((number) => ({ companyId, number, mode: 'ocean' })))
    .returning();
  const email = `${options.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.test`;
  const user = await addUser(db, { companyId, email, role: options.role, isSystemAdmin: options.isSystemAdmin });
  if (options.permissions?.length) {
    await grant(db, { companyId, userId: user.id, permissions: options.permissions });
  }
  return { id: user.id, email, companyId, accountIds: accountRows.map((a) => a.id) };
};

export const addUser = async (
  db: Database['db'],
  options: { companyId: string | null; email: string; role?: 'admin' | 'user'; isSystemAdmin?: boolean },
) => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      companyId: options.companyId,
      email: options.email,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      role: options.role ?? 'admin',
      isSystemAdmin: options.isSystemAdmin ?? false,
    })
    .returning();
  return user as typeof users.$inferSelect;
};

export const grant = async (
  db: Database['db'],
  options: { companyId: string; userId: string; permissions: string[]; accountId?: string },
) => {
  const [policy] = await db
    .insert(policies)
    .values({
      companyId: options.companyId,
      name: `policy ${options.permissions.join(',')}`,
      permissions: options.permissions,
    })
    .returning();
  await db.insert(userPolicies).values({
    companyId: options.companyId,
    userId: options.userId,
    policyId: policy?.id as string,
    accountId: options.accountId ?? null,
  });
};

/** An inject call with the API key and, when given, the bearer token. */
export const call = (app: FastifyInstance, token: string | null, options: InjectOptions) =>
  app.inject({
    ...options,
    headers: {
      'x-api-key': DEFAULT_WEB_API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.headers ?? {}),
    },
  });

export const login = async (app: FastifyInstance, email: string, password = TEST_PASSWORD) => {
  const res = await call(app, null, { method: 'PUT', url: '/api/user/login', payload: { email, password } });
  if (res.statusCode !== 200) {
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  }
  const body = res.json() as { data: { accessToken: string; RefreshToken: string } };
  return { ...body.data, cookie: res.cookies.find((c) => c.name === 'lh_refresh') };
};
