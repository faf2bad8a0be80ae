import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// npm run bench: Lanehub's full hook chain (API key, JWT, session check, permission, tenancy) against
// a bare Fastify route, in the same run on the same machine. Prints requests/s, p95 latency and the
// ratio to bare Fastify. Target (issue 2): /api/health at >= 50% of bare Fastify's requests/s.

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_KEY = 'lanehub-web';

const waitFor = async (url: string, timeoutMs = 60_000) => {
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

type Row = { name: string; rps: number; p95: number; errors: number };

const measure = async (name: string, url: string, headers: Record<string, string> = {}): Promise<Row> => {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    // autocannon reports percentiles without p95; collect every response time and compute it.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN;
  return { name, rps: result.requests.average, p95, errors: result.errors + result.non2xx };
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-'));
  const bare = start(['--import', 'tsx', path.join(here, 'bare-server.ts')], { PORT: '3901' });
  const server = start([path.join(here, '../dist/main.js')], {
    PORT: '3902',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    LOGIN_MAX_PER_ADDRESS: '100000',
  });
  try {
    await waitFor('http://127.0.0.1:3901/api/health');
    await waitFor('http://127.0.0.1:3902/api/health');
    const login = await fetch('http://127.0.0.1:3902/api/user/login', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ email: 'shipper.admin@lanehub.demo', password: 'lanehub-demo' }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const auth = { 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` };

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per route, database PGlite`);
    const rows: Row[] = [];
    rows.push(await measure('bare Fastify GET /api/health', 'http://127.0.0.1:3901/api/health'));
    rows.push(await measure('Lanehub GET /api/health', 'http://127.0.0.1:3902/api/health'));
    rows.push(
      await measure(
        'Lanehub GET /api/lanehub-core/instructions (list, page of 10)',
        'http://127.0.0.1:3902/api/lanehub-core/instructions?limit=10',
        auth,
      ),
    );
    const baseline = rows[0]?.rps ?? 1;
    console.log('');
    console.log('| route | requests/s | p95 latency (ms) | vs bare Fastify | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p95.toFixed(1)} | ${((row.rps / baseline) * 100).toFixed(0)}% | ${row.errors} |`,
      );
    }
    const health = rows[1];
    if (health) {
      const ratio = health.rps / baseline;
      console.log(
        `\n/api/health at ${(ratio * 100).toFixed(0)}% of bare Fastify (target >= 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    bare.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
