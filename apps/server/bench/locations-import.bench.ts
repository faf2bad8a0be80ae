import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvLine, DEFAULT_WEB_API_KEY, LOCATION_CSV_COLUMNS } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { companies, locations } from '../src/db/schema';
import { DEMO_SEEDS } from '../src/demo-seeds';
import { DEMO_PASSWORD } from '../src/features/demo/demo.data';
import { seedDemo } from '../src/features/demo/demo.seed';

// npm run bench (second part): imports a generated 10,000-row location CSV through the import
// assistant (POST /api/imports/locations, a job followed on GET /api/jobs/:id until it completes) of a
// server listening on 127.0.0.1, on embedded PGlite in a fresh data directory, as the demo shipper's
// administrator. Each run starts from an empty location list; the best of RUNS is reported, for the
// dry run and for the import. Then the full list (limit 10,000) is read once.

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));

// Ports need real UN/LOCODEs: the first ones of the shipped list for the United States.
const usPorts = (n: number) => {
  const file = path.join(here, '../src/kernel/datasets/unlocodes.json');
  const codes = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).US?.split(' ') ?? [];
  return codes.slice(0, n).map((code) => `US${code}`);
};

const generateCsv = (rows: number): string => {
  const ports = usPorts(Math.min(100, Math.floor(rows / 100)));
  const types = ['warehouse', 'yard', 'dc', 'customer', 'rail-yard'];
  const states = ['QC', 'ON', 'BC', 'NS', 'AB'];
  const lines = [LOCATION_CSV_COLUMNS.join(','), '# generated for the import benchmark'];
  for (let i = 0; i < rows; i++) {
    const port = ports[i];
    lines.push(
      csvLine(
        port
          ? [`Port ${port}`, '', '', port, '', 'US', '', 'port']
          : [
              `Location ${String(i).padStart(5, '0')}`,
              `${(i % 9000) + 1} Main Street, Unit ${i % 40}`,
              'H2X 1Y4',
              `LOC-${i}`,
              'Montreal',
              'CA',
              states[i % states.length],
              types[i % types.length],
            ],
      ),
    );
  }
  return `${lines.join('\n')}\n`;
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-import-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    webDist: null,
  };
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seedDemo(database.db, DEMO_SEEDS);
    const app = await buildApp(config, database);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const login = await fetch(`${base}/api/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_WEB_API_KEY },
      body: JSON.stringify({ email: 'shipper.admin@lanehub.demo', password: DEMO_PASSWORD }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const auth = { 'x-api-key': DEFAULT_WEB_API_KEY, authorization: `Bearer ${accessToken}` };
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.legalName, 'Maple Leaf Home Goods Ltd.'));
    const companyId = company?.id as string;

    const csv = generateCsv(ROWS);
    console.log(
      `Location CSV import: ${ROWS} rows (${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB), ${RUNS} runs each, PGlite on disk`,
    );

    const headers = { ...auth, 'content-type': 'application/json' };
    const body = JSON.stringify({ fileName: 'bench.csv', content: csv });
    /** The dry run: every row checked, nothing written. */
    const dryRun = async () => {
      const res = await fetch(`${base}/api/imports/locations/preview`, { method: 'POST', headers, body });
      const reply = (await res.json()) as { data?: { rowsWithErrors: number; totalRows: number } };
      if (res.status !== 200 || reply.data?.rowsWithErrors !== 0 || reply.data.totalRows !== ROWS) {
        throw new Error(`dry run failed: ${res.status} ${JSON.stringify(reply).slice(0, 500)}`);
      }
    };
    /** The commit: a job, followed until it ends. */
    const importFile = async () => {
      const res = await fetch(`${base}/api/imports/locations`, { method: 'POST', headers, body });
      const reply = (await res.json()) as { data?: { job: { id: string } } };
      if (res.status !== 202 || !reply.data) {
        throw new Error(`import refused: ${res.status} ${JSON.stringify(reply).slice(0, 500)}`);
      }
      for (;;) {
        const job = (
          (await (await fetch(`${base}/api/jobs/${reply.data.job.id}`, { headers: auth })).json()) as {
            data: { state: string; result: { imported?: number } | null; errorReport: unknown };
          }
        ).data;
        if (job.state === 'completed' && job.result?.imported === ROWS) {
          return;
        }
        if (job.state !== 'queued' && job.state !== 'running') {
          throw new Error(`import failed: ${JSON.stringify(job).slice(0, 500)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const results: Array<{ name: string; ms: number }> = [];
    for (const [name, run] of Object.entries({
      'dry run (preview)': dryRun,
      'import job (to completed)': importFile,
    })) {
      let best = Number.POSITIVE_INFINITY;
      for (let n = 0; n < RUNS; n++) {
        // Every run imports into an empty list, so the codes are new each time.
        await database.db.delete(locations).where(eq(locations.companyId, companyId));
        const started = performance.now();
        await run();
        best = Math.min(best, performance.now() - started);
      }
      results.push({ name, ms: best });
    }

    const started = performance.now();
    const list = await fetch(`${base}/api/lanehub-core/locations?limit=10000`, { headers: auth });
    const listed = ((await list.json()) as { data: unknown[] }).data.length;
    const listMs = performance.now() - started;

    console.log('');
    console.log('| request | rows | best time (ms) | rows/s |');
    console.log('|---|---:|---:|---:|');
    for (const { name, ms } of results) {
      console.log(`| import, ${name} | ${ROWS} | ${ms.toFixed(0)} | ${Math.round((ROWS / ms) * 1000)} |`);
    }
    console.log(
      `| GET /locations?limit=10000 | ${listed} | ${listMs.toFixed(0)} | ${Math.round((listed / listMs) * 1000)} |`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
