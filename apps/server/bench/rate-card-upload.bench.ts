import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TJob } from '@lanehub/shared';
import { RATE_CARD_UPLOAD_JOB, type TRateCardRowInput } from '@lanehub/shared/features/contracts/contracts.contract';
import pg from 'pg';
import pino from 'pino';
import { openPostgres } from '../src/db/client';
import { type RateCardUploadInput, rateCardUploadJob } from '../src/features/contracts/rate-card-upload';
import { createLocalFileStorage } from '../src/platform/files';
import { createJobRunner } from '../src/platform/jobs/job-runner';

// npm run bench:rate-upload (issue 16 "Speed"; figures in docs/performance.md, "Rate card upload").
// On PostgreSQL (a fresh database lanehub_h_bench_upload_<hex> on the server of DATABASE_URL, dropped
// at the end): the rate card upload job of the contracts feature, run by the platform's job runner
// (pg-boss), with BENCH_UPLOAD_ROWS lanes (50,000 by default). First the file with one bad row (the
// last): the job fails and writes nothing (all or nothing). Then the same file fixed: every lane
// written in the one transaction that completes the job. Rows are generated from a seeded PRNG, so
// every run uploads the same file. Reports the time from queueing to the end and rows per second.

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);
const COUNTRIES = ['CA', 'US', 'MX', 'FR', 'DE', 'GB', 'ES', 'IT', 'NL', 'BE'];
const EQUIPMENT = ['53ft Dry Van', '48ft Flatbed', 'Reefer', 'Tanker', 'Step Deck'];
const CARRIERS = ['Maple Carriers', 'Great Lakes Trucking', 'Prairie Haul', 'Atlantic Freight', 'Rocky Road Lines'];

/** mulberry32: a small seeded PRNG (the same rows on every run). */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const rowsOf = (count: number): TRateCardRowInput[] => {
  const random = seeded(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    carrier: pick(CARRIERS),
    originCountry: pick(COUNTRIES),
    destinationCountry: pick(COUNTRIES),
    equipmentType: pick(EQUIPMENT),
    moveType: 'Door-to-Door',
    mode: 'Road',
    service: `Lane ${i}`,
    baseRate: (500 + Math.floor(random() * 300_000) / 100).toFixed(2),
    fuelSurcharge: (Math.floor(random() * 30_000) / 100).toFixed(2),
    currency: 'CAD',
  }));
};

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const main = async () => {
  const name = `lanehub_h_bench_upload_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(ADMIN_URL, name);
  const database = await openPostgres(url);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'lanehub-bench-upload-'));
  const files = createLocalFileStorage(filesDir);
  const runner = createJobRunner(database, { log: pino({ level: 'warn' }), pollingIntervalSeconds: 0.5 });
  const client = new pg.Client({ connectionString: url });
  try {
    await database.migrate();
    await client.connect();
    const [company] = (
      await client.query(`insert into companies (legal_name) values ('Upload Bench Shipper') returning id`)
    ).rows as Array<{ id: string }>;
    const companyId = company?.id as string;
    const [user] = (
      await client.query(
        `insert into users (email, password_hash, first_name, last_name, company_id) values ('bench@example.test', 'not-a-hash', 'Bench', 'User', $1) returning id`,
        [companyId],
      )
    ).rows as Array<{ id: string }>;
    const tenant = { companyId, userId: user?.id as string };
    const [contract] = (
      await client.query(
        `insert into contracts (company_id, contract_number, mode, contract_type_id, valid_from, valid_to, status)
         values ($1, 'UPLOAD-BENCH', 'inbound', 'road-transportation', date '2026-01-01', date '2027-12-31', 'draft') returning id`,
        [companyId],
      )
    ).rows as Array<{ id: string }>;
    const contractId = contract?.id as string;
    runner.register(RATE_CARD_UPLOAD_JOB, rateCardUploadJob({ db: database.db, files }), { expireInSeconds: 1800 });
    await runner.start();

    const run = async (rows: TRateCardRowInput[]) => {
      const started = performance.now();
      // What the route does: the rows to the file store, then the job.
      const fileKey = await files.put(companyId, Buffer.from(JSON.stringify(rows), 'utf8'));
      const queued = await runner.enqueue(tenant, {
        kind: RATE_CARD_UPLOAD_JOB,
        input: { fileKey, contractId, rateCardTypeId: '110', name: 'Bench card' } satisfies RateCardUploadInput,
        total: rows.length,
      });
      let job: TJob = queued;
      const progress: number[] = [];
      while (job.state === 'queued' || job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await runner.get(tenant, queued.id);
        if (progress.at(-1) !== job.progress) {
          progress.push(job.progress);
        }
      }
      const ms = performance.now() - started;
      const lanes = Number(
        (await client.query('select count(*)::int as n from rate_card_lanes where contract_id = $1', [contractId]))
          .rows[0]?.n,
      );
      return { job, ms, lanes, progress };
    };

    const rows = rowsOf(ROWS);
    const bad = rows.map((row, i) => (i === rows.length - 1 ? { ...row, baseRate: '12.34567' } : row));
    const refused = await run(bad);
    const saved = await run(rows);
    console.log(`Rate card upload: ${ROWS} lanes, one job each, PostgreSQL`);
    console.log('| file | outcome | lanes written | time (s) | rows/s | progress seen |');
    console.log('|---|---|---|---|---|---|');
    for (const [label, outcome] of [
      ['one bad row (the last)', refused],
      ['all rows valid', saved],
    ] as const) {
      console.log(
        `| ${label} | ${outcome.job.state}${outcome.job.errorReport ? ` (${outcome.job.errorReport.rowsWithErrors} rows with errors)` : ''} | ${outcome.lanes} | ${(outcome.ms / 1000).toFixed(2)} | ${Math.round(ROWS / (outcome.ms / 1000))} | ${outcome.progress.join(' → ')} |`,
      );
    }
    const allOrNothing = refused.job.state === 'failed' && refused.lanes === 0 && saved.lanes === ROWS;
    console.log(`All or nothing: ${allOrNothing ? 'met' : 'NOT met'}`);
    if (!allOrNothing) {
      process.exitCode = 1;
    }
  } finally {
    await runner.stop().catch(() => undefined);
    await client.end().catch(() => undefined);
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
    rmSync(filesDir, { recursive: true, force: true });
  }
};

await main();
