import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TOrderMode } from '@lanehub/shared/orders/order-model';
import { projectOrder } from '@lanehub/shared/orders/projection';
import autocannon from 'autocannon';
import pg from 'pg';

// npm run bench:orders (issue 14 "Speed"; figures in docs/performance.md, "Orders (issue 14)").
// 1. PostgreSQL (a fresh database lanehub_h_bench_<hex> on the server of DATABASE_URL, dropped at the
//    end): the demo set, then BENCH_ORDERS orders (1,000,000 by default) over 10 companies, with a
//    container and three shipment events each, inserted set-based (generate_series). The demo shipper
//    holds a tenth of them. /orders/all (GET /api/lanehub-core/order) at BENCH_CONNECTIONS (50): page 1, a
//    page 10,000 deep by keyset cursor, filtered (status and mode), searched (a container number);
//    p50/p95 each. Target: p95 <= 50 ms, deep page <= 2x page 1.
// 2. 100,000 events (BENCH_EVENTS) through POST /api/orders/{id}/events in batches of 10 (one order
//    each, 20 at a time): events/s; then every touched order is projected again from its stored events
//    with the replay's function (projectOrder) and compared with the live projection on the row.
// 3. PGlite at BENCH_PGLITE_ORDERS (100,000): the same lists (the server stopped while seeding: one
//    process owns an embedded database).
// BENCH_SECONDS (10), BENCH_PORT (3951), BENCH_PGLITE=false / BENCH_POSTGRES=false skip one database.

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Math.min(3, DURATION);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const SERVER = process.env.LANEHUB_SERVER ?? path.join(here, '../dist/main.js');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PGLITE_ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const EVENT_BATCH = 10;
const INGEST_CLIENTS = 20;
const API_KEY = 'lanehub-web';
const LIST = '/api/lanehub-core/order';
const DEEP_PAGE = 10_000;
const PAGE_SIZE = 10;

type Sql = (text: string) => Promise<Array<Record<string, unknown>>>;

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

const start = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      LOGIN_MAX_PER_ADDRESS: '100000',
      // The ingest is one company writing as fast as it can: the per-company write limit would refuse it.
      COMPANY_WRITES_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
};

/**
 * The orders, their containers and events, set-based. The demo shipper gets every tenth order (its
 * list is the one measured); the other nine tenths go to nine other companies of the demo set.
 */
const seed = async (sql: Sql, count: number) => {
  const started = Date.now();
  const [shipper] = await sql(`select company_id as id from accounts where number = 'MLH-1001'`);
  // Nine companies beside the demo shipper: bench companies of their own (the demo set has fewer).
  const others = await sql(
    `insert into companies (legal_name) select 'Bench Freight ' || n from generate_series(1, 9) n returning id`,
  );
  const ids = [shipper?.id, ...others.map((o) => o.id)].map((id) => `'${String(id)}'::uuid`);
  await sql(`create temporary table bench_companies (n int primary key, id uuid not null)`);
  await sql(`insert into bench_companies values ${ids.map((id, n) => `(${n}, ${id})`).join(', ')}`);
  // Statuses and stages as a journey leaves them (ended ones included); modes as the demo weighs them.
  await sql(`
    insert into orders (company_id, order_number, mode, move_type, origin_locode, origin_country, destination_locode,
      destination_country, po_number, booking_number, status, stage, last_event_code, last_event_at, created_at, updated_at)
    select c.id, 'BEN-' || lpad(g::text, 7, '0'),
      (array['ocean','ocean','ocean','ocean','rail','road','drayage','air'])[1 + g % 8],
      'Door-to-Door',
      (array['CNSHA','CNNGB','VNSGN','DEHAM'])[1 + g % 4], 'CN',
      (array['CAVAN','CAMTR','USNYC'])[1 + g % 3], 'CA',
      'PO-' || lpad((g % 500000)::text, 6, '0'), 'BK' || g,
      (array['pending','at_origin','on_vessel','waiting_pickup','waiting_empty_return','d_d_invoice','ended'])[1 + (g / 7) % 7],
      (g / 7) % 14, 'DEPA', now() - (g || ' seconds')::interval,
      now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${count}) g join bench_companies c on c.n = g % 10`);
  await sql(`
    insert into order_units (company_id, order_id, kind, equipment_number)
    select o.company_id, o.id, 'container', 'BENU' || substr(o.order_number, 5)
    from orders o where o.order_number like 'BEN-%'`);
  await sql(`
    insert into shipment_events (company_id, order_id, event_type, classifier, event_code, locode, equipment_reference,
      event_at, event_offset, source, idempotency_key)
    select o.company_id, o.id, e.type, 'ACT', e.code, o.origin_locode, 'BENU' || substr(o.order_number, 5),
      o.created_at + e.n * interval '1 day', '+00:00', 'api', 'bench-' || e.code
    from orders o cross join (values (1, 'EQUIPMENT', 'GTOT'), (2, 'EQUIPMENT', 'LOAD'), (3, 'TRANSPORT', 'DEPA')) e(n, type, code)
    where o.order_number like 'BEN-%'`);
  await sql('analyze');
  return (Date.now() - started) / 1000;
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
  return { 'x-api-key': API_KEY, authorization: `Bearer ${data.accessToken}` };
};

type Row = { name: string; rps: number; p50: number; p95: number; errors: number };

const run = (url: string, headers: Record<string, string>, seconds: number, latencies?: number[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, timeout: 60 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    if (latencies) {
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    }
  });

const measure = async (name: string, url: string, headers: Record<string, string>): Promise<Row> => {
  const check = await fetch(url, { headers });
  const body = (await check.json()) as { data?: unknown[] };
  if (!check.ok || body.data?.length === undefined || body.data.length === 0) {
    throw new Error(`${name}: ${check.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  await run(url, headers, WARM_UP);
  const latencies: number[] = [];
  const result = await run(url, headers, DURATION, latencies);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(latencies.length * q)] ?? Number.NaN;
  return {
    name,
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    errors: result.errors + result.non2xx + result.timeouts,
  };
};

/** The cursor of the page `page` deep (newest first): the keys of the row just before it. */
const deepCursor = async (sql: Sql, page: number) => {
  const [row] = await sql(`
    select o.id, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as at
    from orders o join accounts a on a.company_id = o.company_id and a.number = 'MLH-1001'
    order by o.created_at desc, o.id desc offset ${(page - 1) * PAGE_SIZE - 1} limit 1`);
  if (!row) {
    throw new Error('not enough orders for the deep page');
  }
  return Buffer.from(JSON.stringify({ s: 'createdAt', o: 'desc', k: [row.at], id: row.id })).toString('base64url');
};

const lists = async (label: string, base: string, deepPage: number, cursor: string) => {
  const auth = await signIn(base);
  const rows: Row[] = [];
  const url = (query: string) => `${base}${LIST}?limit=${PAGE_SIZE}${query}`;
  rows.push(await measure(`${label}: page 1`, url(''), auth));
  rows.push(await measure(`${label}: page ${deepPage} (keyset)`, url(`&cursor=${cursor}`), auth));
  rows.push(await measure(`${label}: filtered (ocean, on_vessel)`, url('&mode=ocean&status=on_vessel'), auth));
  rows.push(await measure(`${label}: searched (a container number)`, url('&search=BENU0004440'), auth));
  return { rows, auth };
};

/** 100,000 events in batches through the API, then the replay's fold compared with the live rows. */
const ingest = async (base: string, auth: Record<string, string>, sql: Sql) => {
  const orderIds = (
    await sql(`
      select o.id from orders o join accounts a on a.company_id = o.company_id and a.number = 'MLH-1001'
      where o.order_number like 'BEN-%' order by o.order_number limit ${Math.ceil(EVENTS / EVENT_BATCH)}`)
  ).map((r) => String(r.id));
  const codes: Array<[string, string, string]> = [
    ['GTIN', 'EQUIPMENT', 'CAVAN'],
    ['DISC', 'EQUIPMENT', 'CAVAN'],
    ['ARRI', 'TRANSPORT', 'CAVAN'],
    ['GTOT', 'EQUIPMENT', 'CAVAN'],
    ['STRP', 'EQUIPMENT', 'CATOR'],
  ];
  const batchOf = (orderNo: number) =>
    Array.from({ length: EVENT_BATCH }, (_, i) => {
      const [code, type, location] = codes[i % codes.length] as [string, string, string];
      return {
        eventType: type,
        eventCode: code,
        eventTime: new Date(Date.UTC(2027, 0, 1 + i, 8, orderNo % 60)).toISOString().replace('Z', '+00:00'),
        location,
        idempotencyKey: `ingest-${i}`,
      };
    });
  let next = 0;
  let stored = 0;
  let failed = 0;
  const posted = new Set<string>();
  const started = Date.now();
  const worker = async () => {
    for (;;) {
      const n = next++;
      if (n >= orderIds.length) {
        return;
      }
      const res = await fetch(`${base}/api/orders/${orderIds[n]}/events`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(batchOf(n)),
      });
      if (res.ok) {
        posted.add(orderIds[n] as string);
        stored += ((await res.json()) as { data: { stored: number } }).data.stored;
      } else {
        failed += 1;
        if (failed < 3) {
          console.error(`ingest ${res.status}: ${(await res.text()).slice(0, 200)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: INGEST_CLIENTS }, worker));
  const seconds = (Date.now() - started) / 1000;

  // Replay equals live: every touched order folded again from its stored events with projectOrder
  // (what the replay job runs) must give the status and stage the live writes left on the row.
  // (The seed's statuses are set, not projected: only the orders the API wrote are compared.)
  let mismatches = 0;
  const compared = [...posted];
  for (let i = 0; i < compared.length; i += 1000) {
    const ids = compared
      .slice(i, i + 1000)
      .map((id) => `'${id}'`)
      .join(',');
    const live = await sql(`select id, mode, status, stage from orders where id in (${ids})`);
    const events = await sql(`
      select order_id, event_type, classifier, event_code, locode, equipment_reference, transport_mode,
        to_char(event_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as event_time, source, idempotency_key
      from shipment_events where order_id in (${ids}) order by event_at, id`);
    const byOrder = new Map<string, unknown[]>();
    for (const e of events) {
      const list = byOrder.get(String(e.order_id)) ?? [];
      list.push({
        eventType: e.event_type,
        eventCode: e.event_code,
        eventClassifier: e.classifier,
        eventTime: e.event_time,
        location: e.locode ?? undefined,
        containerNumber: e.equipment_reference ?? undefined,
        transportMode: e.transport_mode ?? undefined,
        source: e.source,
        idempotencyKey: e.idempotency_key,
      });
      byOrder.set(String(e.order_id), list);
    }
    for (const row of live) {
      const projection = projectOrder(row.mode as TOrderMode, (byOrder.get(String(row.id)) ?? []) as never, {
        route: { transhipmentPorts: [] },
      });
      if (projection.status !== row.status || projection.stage !== Number(row.stage)) {
        mismatches += 1;
      }
    }
  }
  return { orders: orderIds.length, compared: compared.length, stored, failed, seconds, mismatches };
};

/**
 * The plan of page 1 in two shapes: one `owned OR party` condition (what the list asked before), and
 * the two branches each read in index order up to the page's end and merged (what `listOrders` asks
 * now, through `orderSharing.visibleBranches` and `branchedPageWhere`).
 */
const plans = async (sql: Sql) => {
  const [shipper] = await sql(`select company_id as id from accounts where number = 'MLH-1001'`);
  const me = `'${String(shipper?.id)}'::uuid`;
  const party = `exists (select 1 from order_parties p where p.company_id = o.company_id and p.order_id = o.id and p.party_company_id = ${me})`;
  const shapes: Record<string, string> = {
    'owned OR party (before)': `select o.id from orders o where (o.company_id = ${me} or ${party}) order by o.created_at desc, o.id desc limit 11`,
    'owned UNION ALL shared, merged (now)': `select o.id from orders o where (o.company_id, o.id) in ((select o.company_id, o.id from orders o where o.company_id = ${me} order by o.created_at desc, o.id desc limit 11) union all (select o.company_id, o.id from orders o where o.company_id <> ${me} and ${party} order by o.created_at desc, o.id desc limit 11)) order by o.created_at desc, o.id desc limit 11`,
  };
  for (const [name, text] of Object.entries(shapes)) {
    const lines = (await sql(`explain (analyze, buffers off) ${text}`)).map((r) => String(Object.values(r)[0]));
    const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(
      `plan, ${name}: ${time}; ${lines
        .filter((l) => /Scan|Sort|Append/.test(l))
        .map((l) => l.trim().split('  ')[0])
        .slice(0, 4)
        .join(' | ')}`,
    );
  }
};

const table = (rows: Row[]) => {
  console.log('| list | requests/s | p50 (ms) | p95 (ms) | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.errors} |`,
    );
  }
  const first = rows[0];
  const deep = rows[1];
  if (first && deep) {
    const worst = Math.max(...rows.map((r) => r.p95));
    console.log(
      `p95 worst ${worst.toFixed(1)} ms (target <= 50): ${worst <= 50 ? 'met' : 'NOT met'}; deep page p95 ` +
        `${(deep.p95 / Math.max(first.p95, 0.1)).toFixed(2)}x page 1 (target <= 2x): ${deep.p95 <= 2 * Math.max(first.p95, 1) ? 'met' : 'NOT met'}`,
    );
  }
};

const main = async () => {
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARM_UP} s warm-up + ${DURATION} s per list, page of ${PAGE_SIZE}`,
  );

  if (process.env.BENCH_POSTGRES !== 'false') {
    const database = `lanehub_h_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: target.toString() });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-orders-'));
    const base = `http://127.0.0.1:${PORT}`;
    const server = start({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: target.toString() });
    try {
      await waitFor(`${base}/api/health`);
      await client.connect();
      const sql: Sql = async (text) => (await client.query(text)).rows;
      const seconds = await seed(sql, PG_ORDERS);
      const [counts] = await sql(
        `select (select count(*) from orders)::int as orders, (select count(*) from shipment_events)::int as events`,
      );
      console.log(`\nPostgreSQL: seeded ${PG_ORDERS} orders in ${seconds.toFixed(0)} s (${JSON.stringify(counts)})`);
      await plans(sql);
      const pgDeep = Math.min(DEEP_PAGE, Math.floor(PG_ORDERS / 10 / PAGE_SIZE));
      const { rows, auth } = await lists(
        `PostgreSQL ${PG_ORDERS / 1000}k`,
        base,
        pgDeep,
        await deepCursor(sql, pgDeep),
      );
      table(rows);
      if (EVENTS > 0) {
        const result = await ingest(base, auth, sql);
        console.log(
          `\ningest: ${result.stored} events stored on ${result.orders} orders in ${result.seconds.toFixed(1)} s = ` +
            `${(result.stored / result.seconds).toFixed(0)} events/s (batches of ${EVENT_BATCH}, ${INGEST_CLIENTS} at a time, ` +
            `${result.failed} failed); replay equals live on ${result.compared} orders: ${result.mismatches === 0 ? 'yes' : `NO (${result.mismatches} differ)`}`,
        );
      }
    } finally {
      await stop(server);
      await client.end().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }

  if (process.env.BENCH_PGLITE !== 'false') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-orders-'));
    const base = `http://127.0.0.1:${PORT + 1}`;
    const env = { PORT: String(PORT + 1), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' };
    let server = start(env);
    try {
      // The server migrates and seeds the demo set, then stops: the bench seeds the database itself.
      await waitFor(`${base}/api/health`);
      await stop(server);
      const lite = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
      const sql: Sql = async (text) => (await lite.query<Record<string, unknown>>(text)).rows;
      const seconds = await seed(sql, PGLITE_ORDERS);
      const deep = Math.min(DEEP_PAGE, Math.floor(PGLITE_ORDERS / 10 / PAGE_SIZE));
      // The deep page's cursor from the rows, before the server takes the database back.
      const cursor = await deepCursor(sql, deep);
      await lite.close();
      console.log(`\nPGlite: seeded ${PGLITE_ORDERS} orders in ${seconds.toFixed(0)} s`);
      server = start(env);
      await waitFor(`${base}/api/health`);
      const { rows } = await lists(`PGlite ${PGLITE_ORDERS / 1000}k`, base, deep, cursor);
      table(rows);
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
};

await main();
