import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

// npm run bench: Lanehub's full hook chain (API key, JWT, session check, permission, tenancy) against
// a bare Fastify route, in the same run on the same machine. Prints requests/s, p95 latency and the
// ratio to bare Fastify for: bare Fastify, Lanehub's /api/health, and the authenticated instructions
// list (the first page of 10 of 25) on the embedded PGlite and on PostgreSQL (a fresh database on the server of
// DATABASE_URL, created and dropped here). Targets: /api/health at >= 50% of bare Fastify (issue 2);
// the list on PostgreSQL at >= 10% of bare Fastify with p95 under 50 ms (issue 12 §10).
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (first of three ports) and LANEHUB_SERVER (another
// build's main.js, for a before/after run) change the defaults. BENCH_PGLITE=false or
// BENCH_POSTGRES=false skips one database.

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Math.min(3, DURATION);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const SERVER = process.env.LANEHUB_SERVER ?? path.join(here, '../dist/main.js');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WITH_PGLITE = process.env.BENCH_PGLITE !== 'false';
const WITH_POSTGRES = process.env.BENCH_POSTGRES !== 'false';
const API_KEY = 'lanehub-web';
const LIST = '/api/lanehub-core/instructions?limit=10';
/** The signed-in company's instructions: more than one page. */
const LIST_ROWS = 25;

const waitFor = async (url: string, timeoutMs = 90_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
};

const start = (args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
};

type Row = { name: string; rps: number; p95: number; errors: number };

const run = (url: string, headers: Record<string, string>, seconds: number, latencies?: number[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    // autocannon reports percentiles without p95; collect every response time and compute it.
    if (latencies) {
      instance.on('response', (_client, _status, _bytes, responseTime) => {
        latencies.push(responseTime);
      });
    }
  });

const measure = async (name: string, url: string, headers: Record<string, string> = {}): Promise<Row> => {
  // A short unmeasured run first: the JIT, the database's caches and the connection pool warm up.
  await run(url, headers, WARM_UP);
  const latencies: number[] = [];
  const result = await run(url, headers, DURATION, latencies);
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN;
  return { name, rps: result.requests.average, p95, errors: result.errors + result.non2xx + result.timeouts };
};

const signIn = async (base: string) => {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ email: 'shipper.admin@lanehub.demo', password: 'lanehub-demo' }),
  });
  if (!login.ok) {
    throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  }
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const auth = { 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` };
  // The demo company has a few instructions: add some so the page is full and the list is longer
  // than a page (the reply then counts the total, as a real list's first page does).
  const first = await fetch(`${base}${LIST}`, { headers: auth });
  const { meta } = (await first.json()) as { meta: { total: number } };
  for (let n = meta.total; n < LIST_ROWS; n++) {
    const created = await fetch(`${base}/api/lanehub-core/instructions`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bench instruction ${n + 1}`, body: 'Check the load against the bill of lading.' }),
    });
    if (created.status !== 201) {
      throw new Error(`creating an instruction failed: ${created.status} ${await created.text()}`);
    }
  }
  const page = await fetch(`${base}${LIST}`, { headers: auth });
  const body = (await page.json()) as { data?: unknown[] };
  if (!page.ok || body.data?.length !== 10) {
    throw new Error(`the list did not answer a page of 10: ${page.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return auth;
};

const lanehubEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  LOGIN_MAX_PER_ADDRESS: '100000',
});

const main = async () => {
  const rows: Row[] = [];
  const bare = start(['--import', 'tsx', path.join(here, 'bare-server.ts')], { PORT: String(PORT) });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    console.log(`autocannon: ${CONNECTIONS} connections, ${WARM_UP} s warm-up + ${DURATION} s per route`);
    rows.push(await measure('bare Fastify GET /api/health', `http://127.0.0.1:${PORT}/api/health`));
  } finally {
    await stop(bare);
  }

  if (WITH_PGLITE) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-'));
    const base = `http://127.0.0.1:${PORT + 1}`;
    const server = start([SERVER], { ...lanehubEnv(PORT + 1), DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await waitFor(`${base}/api/health`);
      const auth = await signIn(base);
      rows.push(await measure('Lanehub GET /api/health (PGlite)', `${base}/api/health`));
      rows.push(
        await measure(
          'Lanehub GET /api/lanehub-core/instructions, signed in, page of 10 (PGlite)',
          `${base}${LIST}`,
          auth,
        ),
      );
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (WITH_POSTGRES) {
    const database = `lanehub_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${database}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-'));
    const base = `http://127.0.0.1:${PORT + 2}`;
    const server = start([SERVER], { ...lanehubEnv(PORT + 2), DATA_DIR: dataDir, DATABASE_URL: target.toString() });
    try {
      await waitFor(`${base}/api/health`);
      const auth = await signIn(base);
      rows.push(await measure('Lanehub GET /api/health (PostgreSQL)', `${base}/api/health`));
      rows.push(
        await measure(
          'Lanehub GET /api/lanehub-core/instructions, signed in, page of 10 (PostgreSQL)',
          `${base}${LIST}`,
          auth,
        ),
      );
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }

  const baseline = rows[0]?.rps ?? 1;
  console.log('');
  console.log('| route | requests/s | p95 latency (ms) | vs bare Fastify | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p95.toFixed(1)} | ${((row.rps / baseline) * 100).toFixed(1)}% | ${row.errors} |`,
    );
  }
  console.log('');
  const health = rows.find((r) => r.name.startsWith('Lanehub GET /api/health'));
  if (health) {
    const ratio = health.rps / baseline;
    console.log(
      `/api/health at ${(ratio * 100).toFixed(0)}% of bare Fastify (target >= 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
    );
  }
  const list = rows.find((r) => r.name.includes('instructions') && r.name.includes('PostgreSQL'));
  if (list) {
    const ratio = list.rps / baseline;
    const met = ratio >= 0.1 && list.p95 < 50;
    console.log(
      `list on PostgreSQL at ${(ratio * 100).toFixed(1)}% of bare Fastify, p95 ${list.p95.toFixed(1)} ms ` +
        `(target >= 10%, p95 < 50 ms): ${met ? 'met' : 'NOT met'}`,
    );
  }
};

await main();
