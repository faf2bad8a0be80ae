import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { type LocationListParams, locationPage } from '../src/features/locations/locations.queries';
import { hashPassword } from '../src/platform/passwords';

// npm run bench:noisy: does one company's volume slow another company down (issue 11 §4)? On
// PostgreSQL, a big company with 60,000 locations and a small one with 50. The small company lists
// its locations at 25 connections alone, then again while the big company lists its own at 25
// connections. Prints the small company's p95 in both phases and their ratio (target: within 2×).
// DATABASE_URL names the server (default the local one); the script makes a fresh database there
// and drops it at the end. LANEHUB_SERVER may name another build's main.js (a before/after run).

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER = process.env.LANEHUB_SERVER ?? path.join(here, '../dist/main.js');
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 60_000);
const SMALL_ROWS = 50;
const API_KEY = 'lanehub-web';
const PASSWORD = 'noisy neighbour bench';
const BASE = `http://127.0.0.1:${PORT}`;

const waitFor = async (url: string, timeoutMs = 90_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
};

/** A company with one user allowed to read its locations, and `rows` locations made by the database. */
const seedCompany = async (client: pg.Client, name: string, rows: number, passwordHash: string) => {
  const company = await client.query<{ id: string }>(
    `insert into companies (legal_name, company_types, pending_status, approval_status)
     values ($1, '{Shipper}', false, 'approved') returning id`,
    [name],
  );
  const companyId = company.rows[0]?.id as string;
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@bench.test`;
  const user = await client.query<{ id: string }>(
    `insert into users (company_id, email, password_hash, first_name, last_name, role)
     values ($1, $2, $3, 'Bench', 'User', 'admin') returning id`,
    [companyId, email, passwordHash],
  );
  const policy = await client.query<{ id: string }>(
    `insert into policies (company_id, name, permissions) values ($1, 'bench', '{company.*}') returning id`,
    [companyId],
  );
  await client.query('insert into user_policies (company_id, user_id, policy_id) values ($1, $2, $3)', [
    companyId,
    user.rows[0]?.id,
    policy.rows[0]?.id,
  ]);
  // Names, cities and post codes that vary like an imported file's, so the index statistics are real.
  await client.query(
    `insert into locations (company_id, name, address, city, country, post_code, code, type)
     select $1, 'Site ' || md5(g::text), g || ' Harbour Road', 'City ' || (g % 997), 'US',
            lpad((g % 99999)::text, 5, '0'), 'C' || g, (array['port','terminal','yard','dc'])[1 + g % 4]
     from generate_series(1, $2::int) g`,
    [companyId, rows],
  );
  return email;
};

/** EXPLAIN ANALYZE of this build's page query (the lines that name a scan, and the execution time). */
const explain = async (client: pg.Client, companyId: string, params: Partial<LocationListParams>) => {
  const db = drizzle(client, { schema }) as unknown as Db;
  const page: LocationListParams = { types: [], skip: 0, limit: 10, sort: 'name', order: 'asc', ...params };
  const query = locationPage(db, { companyId, userId: companyId }, page).toSQL();
  const result = await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query.sql}`, query.params);
  return result.rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => /Scan|Sort|Execution Time/.test(line))
    .map((line) => `    ${line.trim().replace(/\s+\(cost=[^)]*\)/, '')}`)
    .join('\n');
};

const signIn = async (email: string) => {
  const res = await fetch(`${BASE}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  }
  const { data } = (await res.json()) as { data: { accessToken: string } };
  return { 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` };
};

type Phase = { p95: number; p50: number; rps: number; errors: number; timeouts: number };

const load = (headers: Record<string, string>) =>
  new Promise<Phase>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url: `${BASE}/api/lanehub-core/locations`, connections: CONNECTIONS, duration: DURATION, headers },
      (err, result) => {
        if (err) {
          reject(err);
          return;
        }
        latencies.sort((a, b) => a - b);
        const at = (q: number) => latencies[Math.floor(latencies.length * q)] ?? Number.NaN;
        resolve({
          p95: at(0.95),
          p50: at(0.5),
          rps: result.requests.average,
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
        });
      },
    );
    // autocannon reports no p95; keep every response time and compute it.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });

const main = async () => {
  const database = `lanehub_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const target = new URL(ADMIN_URL);
  target.pathname = `/${database}`;
  let server: ChildProcess | null = null;
  try {
    server = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: target.toString(),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        LOGIN_MAX_PER_ADDRESS: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${BASE}/api/health`);

    const seeded = Date.now();
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const passwordHash = await hashPassword(PASSWORD);
    const bigEmail = await seedCompany(client, 'Big Importer', BIG_ROWS, passwordHash);
    const smallEmail = await seedCompany(client, 'Small Forwarder', SMALL_ROWS, passwordHash);
    await client.query('vacuum analyze');
    const { rows: companyRows } = await client.query<{ id: string }>(
      `select id from companies where legal_name = 'Big Importer'`,
    );
    const bigId = companyRows[0]?.id as string;
    console.log(`plan of the big company's first page, by name:\n${await explain(client, bigId, {})}`);
    console.log(`plan of one type (yard):\n${await explain(client, bigId, { types: ['yard'] })}`);
    console.log(`plan of a search ('00123'):\n${await explain(client, bigId, { search: '00123' })}`);
    await client.end();
    const big = await signIn(bigEmail);
    const small = await signIn(smallEmail);
    console.log(
      `seeded ${BIG_ROWS} + ${SMALL_ROWS} locations in ${((Date.now() - seeded) / 1000).toFixed(1)} s; ` +
        `autocannon: ${CONNECTIONS} connections per company, ${DURATION} s per phase, PostgreSQL`,
    );

    // Warm the caches and the connection pool before measuring.
    await fetch(`${BASE}/api/lanehub-core/locations`, { headers: big });
    await fetch(`${BASE}/api/lanehub-core/locations`, { headers: small });

    const alone = await load(small);
    const [beside, noisy] = await Promise.all([load(small), load(big)]);

    console.log('');
    console.log('| phase | company | requests/s | p50 (ms) | p95 (ms) | errors | time-outs |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    const line = (phase: string, company: string, r: Phase) =>
      console.log(
        `| ${phase} | ${company} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.errors} | ${r.timeouts} |`,
      );
    line('alone', `small (${SMALL_ROWS})`, alone);
    line('together', `small (${SMALL_ROWS})`, beside);
    line('together', `big (${BIG_ROWS})`, noisy);
    const ratio = beside.p95 / alone.p95;
    console.log(
      `\nsmall company's p95 beside the big one: ${beside.p95.toFixed(0)} ms vs ${alone.p95.toFixed(0)} ms alone = ${ratio.toFixed(2)}× ` +
        `(target <= 2×): ${ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
};

await main();
