import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// npm run bench:load-board (issue 16 "Speed": "the 50-way accept race: exactly one winner in every one
// of 200 rounds"; figures in docs/performance.md, "Load board (issue 16)").
// The built server on PostgreSQL (a fresh database lanehub_lb_bench_<hex> on the server of
// DATABASE_URL, dropped at the end) with the demo set. Each round: the demo shipper posts a public load
// over HTTP, four demo companies bid on it (Great Lakes Trucking, North Atlantic Container Line,
// Harbourfront Forwarding, Pacific Rim Industrial Supply), then the shipper sends 50 accepts at once
// (spread over the four bids). The round passes when exactly one reply is 200, 49 are 409, and the
// database holds one accepted bid, three rejected ones, an awarded load and one road order for it.
// BENCH_ROUNDS (200), BENCH_ACCEPTS (50), BENCH_PORT (3953).

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ACCEPTS = Number(process.env.BENCH_ACCEPTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3953);
const SERVER = process.env.LANEHUB_SERVER ?? path.join(here, '../dist/main.js');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_KEY = 'lanehub-web';
const BASE = `http://127.0.0.1:${PORT}`;
const CARRIERS = ['road@lanehub.demo', 'ocean@lanehub.demo', 'nvocc@lanehub.demo', 'vendor@lanehub.demo'];

const waitFor = async (url: string, timeoutMs = 180_000) => {
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

const signIn = async (email: string) => {
  const res = await fetch(`${BASE}/api/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ email, password: 'lanehub-demo' }),
  });
  if (!res.ok) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  }
  const { data } = (await res.json()) as { data: { accessToken: string } };
  return { 'content-type': 'application/json', 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` };
};

const send = async (headers: Record<string, string>, method: string, url: string, body: unknown) => {
  const res = await fetch(`${BASE}${url}`, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data?: { id: string; loadNumber?: string } } };
};

const LOAD = {
  visibility: 'public',
  originCity: 'Toronto',
  originCountry: 'CA',
  destinationCity: 'Montreal',
  destinationCountry: 'CA',
  pickupFrom: '2026-12-01T08:00:00-05:00',
  pickupTo: '2026-12-01T12:00:00-05:00',
  deliveryFrom: '2026-12-02T08:00:00-05:00',
  deliveryTo: '2026-12-02T16:00:00-05:00',
  equipmentType: 'dry-van-53',
  weightKg: '18000',
  commodity: 'Bench freight',
  targetRate: '1850',
  targetRateCurrency: 'CAD',
};

const main = async () => {
  const name = `lanehub_lb_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let child: ChildProcess | null = null;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        LOGIN_MAX_PER_ADDRESS: '100000',
        // One shipper sends 51 writes a round: the per-company write limit would refuse the bench.
        COMPANY_WRITES_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${BASE}/api/health/ready`);
    await db.connect();
    const shipper = await signIn('shipper.admin@lanehub.demo');
    const carriers = await Promise.all(CARRIERS.map(signIn));
    console.log(
      `load board race: ${ROUNDS} rounds × ${ACCEPTS} concurrent accepts, PostgreSQL, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB`,
    );
    const winners: number[] = [];
    const failures: string[] = [];
    const started = Date.now();
    const latencies: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const load = await send(shipper, 'POST', '/api/lanehub/loadboard', { ...LOAD, commodity: `Bench ${round}` });
      if (load.status !== 201 || !load.json.data) {
        throw new Error(`round ${round}: posting failed ${load.status} ${JSON.stringify(load.json)}`);
      }
      const loadId = load.json.data.id;
      const bids = await Promise.all(
        carriers.map(async (carrier, i) => {
          const bid = await send(carrier, 'POST', `/api/lanehub/loadboard/${loadId}/bids`, {
            amount: String(1700 + i),
            currency: 'CAD',
            validUntil: '2099-12-31T23:00:00Z',
          });
          if (bid.status !== 201 || !bid.json.data) {
            throw new Error(`round ${round}: bid failed ${bid.status} ${JSON.stringify(bid.json)}`);
          }
          return bid.json.data.id;
        }),
      );
      const raceStart = performance.now();
      const replies = await Promise.all(
        Array.from({ length: ACCEPTS }, (_, i) =>
          send(shipper, 'PUT', `/api/lanehub/loadboard/bids/${bids[i % bids.length]}/accept`, {}),
        ),
      );
      latencies.push(performance.now() - raceStart);
      const ok = replies.filter((r) => r.status === 200).length;
      const conflicts = replies.filter((r) => r.status === 409).length;
      const { rows } = await db.query(
        `select
           (select status from loads where id = $1) as load_status,
           (select count(*)::int from load_bids where load_id = $1 and status = 'accepted') as accepted,
           (select count(*)::int from load_bids where load_id = $1 and status = 'rejected') as rejected,
           (select count(*)::int from orders o join loads l on l.company_id = o.company_id and o.customer_reference = l.load_number where l.id = $1) as orders`,
        [loadId],
      );
      const state = rows[0] as { load_status: string; accepted: number; rejected: number; orders: number };
      winners.push(ok);
      const good =
        ok === 1 &&
        conflicts === ACCEPTS - 1 &&
        state.load_status === 'awarded' &&
        state.accepted === 1 &&
        state.rejected === bids.length - 1 &&
        state.orders === 1;
      console.log(
        `round ${String(round).padStart(3)}: winners ${ok}, 409 ${conflicts}, accepted ${state.accepted}, rejected ${state.rejected}, orders ${state.orders}${good ? '' : '  <-- FAILED'}`,
      );
      if (!good) {
        failures.push(`round ${round}`);
      }
    }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
    console.log(
      `\n${ROUNDS - failures.length}/${ROUNDS} rounds with exactly one winner (winners per round: ${[...new Set(winners)].join(', ')}); ` +
        `${ACCEPTS} accepts answered in p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms; total ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (failures.length > 0) {
      console.error(`FAILED: ${failures.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await db.end().catch(() => undefined);
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

await main();
