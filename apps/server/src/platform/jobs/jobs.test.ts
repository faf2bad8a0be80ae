import {
  csvLine,
  IMPORT_ASSISTANT_MSG,
  IMPORT_MSG,
  JOB_MSG,
  LOCATION_CSV_COLUMNS,
  LOCATION_MSG,
  type TJob,
} from '@lanehub/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { jobs, locations } from '../../db/schema';
import { locationImportTemplate } from '../../features/locations/locations.import';
import {
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
  testConfig,
} from '../../test/test-app';
import { type ImportRow, importJobHandler } from '../imports/import-assistant';
import { importJobKind } from '../imports/import-assistant.routes';
import { createJobRunner, JobCancelled } from './job-runner';

// The job runner with the location CSV import (the import assistant's template `locations`): a file
// runs as a job with progress and cancel, each job runs once however often it is delivered, and a
// company's imports are held to the installation's rows per file and per 24 hours.

const IMPORTS = { maxRows: 6000, maxRowsPerDay: 100_000, jobRows: 20 };
const IMPORT_URL = '/api/imports/locations';
const LOCATION_IMPORT_JOB = importJobKind('locations');

/** A location CSV of `rows` yards named `<prefix> n` (yards need no code, so files never clash). */
const cellsOf = (i: number, prefix: string) => [
  `${prefix} ${i + 1}`,
  `${i + 1} Main Street`,
  'H3C 3R5',
  '',
  'Montreal',
  'CA',
  'QC',
  'yard',
];
const csvOf = (rows: number, prefix: string) =>
  [LOCATION_CSV_COLUMNS.join(','), ...Array.from({ length: rows }, (_, i) => csvLine(cellsOf(i, prefix))), ''].join(
    '\n',
  );
/** The same yards as the assistant hands them to its job: mapped rows with their line in the file. */
const rowsOf = (rows: number, prefix: string): ImportRow[] =>
  Array.from({ length: rows }, (_, i) => ({
    row: i + 2,
    cells: Object.fromEntries(LOCATION_CSV_COLUMNS.map((column, c) => [column, cellsOf(i, prefix)[c] ?? ''])),
  }));

const importFile = (app: FastifyInstance, token: string, content: string) =>
  call(app, token, { method: 'POST', url: IMPORT_URL, payload: { fileName: 'yards.csv', content } });

const jobOf = async (app: FastifyInstance, token: string, id: string) => {
  const res = await call(app, token, { method: 'GET', url: `/api/jobs/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TJob }).data;
};

/** Polls the job as the screen does until it ends; the progress seen on the way. */
const waitForEnd = async (app: FastifyInstance, token: string, id: string, timeoutMs = 30_000) => {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const job = await jobOf(app, token, id);
    seen.push(job.progress);
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return { job, seen };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end in ${timeoutMs} ms`);
};

const locationCount = async (db: Database['db'], companyId: string) => {
  const rows = await db.select({ n: count() }).from(locations).where(eq(locations.companyId, companyId));
  return rows[0]?.n ?? 0;
};

describe('location imports as jobs', () => {
  let ctx: TestContext;
  let alpha: TestUser;
  let bravo: TestUser;
  let alphaToken: string;
  let bravoToken: string;

  beforeAll(async () => {
    ctx = await createTestApp({ imports: IMPORTS });
    alpha = await createTenant(ctx.database.db, { name: 'Alpha Lines', permissions: ['company.*'] });
    bravo = await createTenant(ctx.database.db, { name: 'Bravo Freight', permissions: ['company.*'] });
    alphaToken = (await login(ctx.app, alpha.email)).accessToken;
    bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  });
  afterAll(async () => ctx?.close());

  it('imports a file above the threshold as a job: 202, progress up to 100, every row written', async () => {
    const res = await importFile(ctx.app, alphaToken, csvOf(1200, 'Big yard'));
    expect(res.statusCode, res.body).toBe(202);
    const { data, meta } = res.json() as { data: { job: TJob }; meta: { message: string } };
    expect(meta.message).toBe(IMPORT_ASSISTANT_MSG.queued);
    expect(data.job).toMatchObject({ kind: LOCATION_IMPORT_JOB, counts: { total: 1200 } });

    const { job, seen } = await waitForEnd(ctx.app, alphaToken, data.job.id);
    expect(job).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { imported: 1200, message: IMPORT_ASSISTANT_MSG.imported },
      errorReport: null,
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const stored = await ctx.database.db
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.companyId, alpha.companyId as string));
    expect(stored[0]?.n).toBe(1200);
  });

  it('imports a small file as a job too', async () => {
    const before = await locationCount(ctx.database.db, alpha.companyId as string);
    const res = await importFile(ctx.app, alphaToken, csvOf(5, 'Small yard'));
    expect(res.statusCode, res.body).toBe(202);
    const { job } = await waitForEnd(ctx.app, alphaToken, (res.json() as { data: { job: TJob } }).data.job.id);
    expect(job).toMatchObject({ state: 'completed', result: { imported: 5 } });
    expect(await locationCount(ctx.database.db, alpha.companyId as string)).toBe(before + 5);
  });

  it('keeps the per-row report of a refused job and writes nothing', async () => {
    const before = await locationCount(ctx.database.db, alpha.companyId as string);
    const content = `${csvOf(40, 'Refused yard')}Bad yard,1 Main Street,H3C 3R5,,Montreal,XX,QC,yard\n`;
    const res = await importFile(ctx.app, alphaToken, content);
    expect(res.statusCode, res.body).toBe(202);
    const { job } = await waitForEnd(ctx.app, alphaToken, (res.json() as { data: { job: TJob } }).data.job.id);
    expect(job.state).toBe('failed');
    expect(job.errorReport).toMatchObject({
      code: 'IMPORT_REFUSED',
      rowsWithErrors: 1,
      errors: [{ row: 42, field: 'country', message: LOCATION_MSG.countryUnknown('XX') }],
    });
    expect(await locationCount(ctx.database.db, alpha.companyId as string)).toBe(before);
  });

  it("answers 404 for another company's job, to read it or to cancel it", async () => {
    const res = await importFile(ctx.app, alphaToken, csvOf(30, 'Private yard'));
    const id = (res.json() as { data: { job: TJob } }).data.job.id;
    await waitForEnd(ctx.app, alphaToken, id);
    const [before] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));

    expect((await call(ctx.app, bravoToken, { method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(404);
    const cancel = await call(ctx.app, bravoToken, { method: 'POST', url: `/api/jobs/${id}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.body).not.toContain('Private yard');
    const [after] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(after).toEqual(before);
    expect((await call(ctx.app, null, { method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(401);
  });

  /** A job row as the import route leaves it, not handed to pg-boss: the test delivers it itself. */
  const queuedImport = async (companyId: string, rows: number, prefix: string, state = 'queued') => {
    const [row] = await ctx.database.db
      .insert(jobs)
      .values({ companyId, kind: LOCATION_IMPORT_JOB, state, total: rows, input: { rows: rowsOf(rows, prefix) } })
      .returning();
    return row?.id as string;
  };
  const namedCount = async (companyId: string, name: string) => {
    const rows = await ctx.database.db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.companyId, companyId), eq(locations.name, name)));
    return rows[0]?.n ?? 0;
  };

  it('stops a running job at its next step when cancelled (a job kind that waits between its steps)', async () => {
    const companyId = bravo.companyId as string;
    const runner = createJobRunner(ctx.database, { log: ctx.app.log });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = false;
    runner.register('test-steps', async (job) => {
      await job.progress(1, 2, 50);
      await gate;
      await job.progress(2, 2, 99);
      await job.finish(async () => {
        wrote = true;
        return { result: {} };
      });
    });
    const [row] = await ctx.database.db.insert(jobs).values({ companyId, kind: 'test-steps', total: 2 }).returning();
    const id = row?.id as string;
    const running = runner.deliver({ jobId: id, companyId }, { retryCount: 0, retryLimit: 2 });
    let job = await jobOf(ctx.app, bravoToken, id);
    while (job.progress < 50) {
      job = await jobOf(ctx.app, bravoToken, id);
    }
    const cancel = await call(ctx.app, bravoToken, { method: 'POST', url: `/api/jobs/${id}/cancel`, payload: {} });
    expect((cancel.json() as { data: TJob }).data).toMatchObject({ state: 'running', cancelRequested: true });
    release();
    await running;
    expect(wrote).toBe(false);
    expect(await jobOf(ctx.app, bravoToken, id)).toMatchObject({ state: 'cancelled', result: null });
  });

  it('writes none of the rows of an import cancelled in its finishing transaction', async () => {
    const companyId = bravo.companyId as string;
    let checks = 0;
    const cancelled = importJobHandler(
      locationImportTemplate,
      ctx.database.db,
    )({
      jobId: 'unused',
      tenant: { companyId, userId: bravo.id },
      input: { rows: rowsOf(2500, 'Batch yard') },
      progress: async () => undefined,
      // The user's cancel lands once the rows are checked, in the transaction that would write them.
      checkCancel: async () => {
        checks++;
        if (checks === 1) {
          throw new JobCancelled();
        }
      },
      finish: async (work) => {
        await ctx.database.db.transaction(async (tx) => {
          await work(tx);
        });
      },
    });
    await expect(cancelled).rejects.toBeInstanceOf(JobCancelled);
    expect(checks).toBe(1);
    expect(await namedCount(companyId, 'Batch yard 1')).toBe(0);
  });

  it('cancels a queued job at once; delivered later, it does nothing', async () => {
    const companyId = bravo.companyId as string;
    const id = await queuedImport(companyId, 30, 'Queued yard');
    const cancel = await call(ctx.app, bravoToken, { method: 'POST', url: `/api/jobs/${id}/cancel`, payload: {} });
    expect((cancel.json() as { data: TJob }).data).toMatchObject({ state: 'cancelled', cancelRequested: true });
    await ctx.app.jobs.deliver({ jobId: id, companyId }, { retryCount: 0, retryLimit: 2 });
    expect(await namedCount(companyId, 'Queued yard 1')).toBe(0);
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'cancelled', attempts: 0, input: null });
  });

  it('honours a cancel requested while the job runs, before it writes', async () => {
    const [row] = await ctx.database.db
      .insert(jobs)
      .values({
        companyId: bravo.companyId as string,
        kind: LOCATION_IMPORT_JOB,
        state: 'running',
        attempts: 1,
        total: 30,
        input: { rows: rowsOf(30, 'Running yard') },
      })
      .returning();
    const id = row?.id as string;
    const cancel = await call(ctx.app, bravoToken, { method: 'POST', url: `/api/jobs/${id}/cancel`, payload: {} });
    expect((cancel.json() as { data: TJob }).data).toMatchObject({ state: 'running', cancelRequested: true });
    await ctx.app.jobs.deliver({ jobId: id, companyId: bravo.companyId as string }, { retryCount: 1, retryLimit: 2 });
    expect(await jobOf(ctx.app, bravoToken, id)).toMatchObject({ state: 'cancelled' });
    const written = await ctx.database.db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.companyId, bravo.companyId as string), eq(locations.name, 'Running yard 1')));
    expect(written[0]?.n).toBe(0);
  });

  it('imports once when a job is delivered again: after it completed, twice at once, after a crash', async () => {
    const res = await importFile(ctx.app, alphaToken, csvOf(30, 'Once yard'));
    const id = (res.json() as { data: { job: TJob } }).data.job.id;
    await waitForEnd(ctx.app, alphaToken, id);
    const named = async (name: string) => {
      const rows = await ctx.database.db
        .select({ n: count() })
        .from(locations)
        .where(and(eq(locations.companyId, alpha.companyId as string), eq(locations.name, name)));
      return rows[0]?.n ?? 0;
    };
    // The same job handed out again (pg-boss retrying it) after it completed: nothing more.
    await ctx.app.jobs.deliver({ jobId: id, companyId: alpha.companyId as string }, { retryCount: 1, retryLimit: 2 });
    expect(await named('Once yard 7')).toBe(1);
    const [done] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(done).toMatchObject({ state: 'completed', attempts: 1, result: { imported: 30 } });

    // A process died while the job ran (its transaction rolled back, the job still 'running'), and
    // pg-boss hands the job out twice at once: the rows are written once.
    const [crashed] = await ctx.database.db
      .insert(jobs)
      .values({
        companyId: alpha.companyId as string,
        kind: LOCATION_IMPORT_JOB,
        state: 'running',
        attempts: 1,
        total: 30,
        input: { rows: rowsOf(30, 'Crash yard') },
      })
      .returning();
    const delivery = { jobId: crashed?.id as string, companyId: alpha.companyId as string };
    await Promise.all([
      ctx.app.jobs.deliver(delivery, { retryCount: 1, retryLimit: 2 }),
      ctx.app.jobs.deliver(delivery, { retryCount: 1, retryLimit: 2 }),
    ]);
    expect(await named('Crash yard 30')).toBe(1);
    expect(await jobOf(ctx.app, alphaToken, delivery.jobId)).toMatchObject({
      state: 'completed',
      result: { imported: 30 },
    });
  });

  it('marks failed a job whose last attempt died, so its screen stops waiting', async () => {
    const companyId = alpha.companyId as string;
    const [row] = await ctx.database.db
      .insert(jobs)
      .values({
        companyId,
        kind: LOCATION_IMPORT_JOB,
        state: 'running',
        attempts: 3,
        total: 30,
        input: { rows: [] },
      })
      .returning();
    const id = row?.id as string;
    // What pg-boss's dead-letter queue hands over once the last attempt expired.
    await ctx.app.jobs.abandon({ jobId: id, companyId });
    expect(await jobOf(ctx.app, alphaToken, id)).toMatchObject({
      state: 'failed',
      errorReport: { message: JOB_MSG.failed },
    });
    // A completed job is never turned into a failure.
    const done = await importFile(ctx.app, alphaToken, csvOf(25, 'Kept yard'));
    const doneId = (done.json() as { data: { job: TJob } }).data.job.id;
    await waitForEnd(ctx.app, alphaToken, doneId);
    await ctx.app.jobs.abandon({ jobId: doneId, companyId });
    expect(await jobOf(ctx.app, alphaToken, doneId)).toMatchObject({ state: 'completed' });
  });

  it('runs each job exactly once with two servers on one database', async () => {
    const second = await ctx.openAgain();
    const other = await buildApp(testConfig({ imports: IMPORTS }), second);
    await other.ready();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? ctx.app : other;
        const res = await importFile(app, alphaToken, csvOf(25, `Shared ${i} yard`));
        expect(res.statusCode, res.body).toBe(202);
        ids.push((res.json() as { data: { job: TJob } }).data.job.id);
      }
      for (const id of ids) {
        const ended = (await waitForEnd(ctx.app, alphaToken, id)).job;
        expect(ended.state, JSON.stringify(ended)).toBe('completed');
      }
      const rows = await ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.companyId, alpha.companyId as string));
      for (const id of ids) {
        expect(rows.find((r) => r.id === id)).toMatchObject({ state: 'completed', attempts: 1 });
      }
      for (let i = 0; i < 6; i++) {
        const written = await ctx.database.db
          .select({ n: count() })
          .from(locations)
          .where(and(eq(locations.companyId, alpha.companyId as string), eq(locations.name, `Shared ${i} yard 25`)));
        expect(written[0]?.n).toBe(1);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('per-company import limits', () => {
  let ctx: TestContext;
  let token: string;
  let companyId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ imports: { maxRows: 30, maxRowsPerDay: 50, jobRows: 20 } });
    const user = await createTenant(ctx.database.db, { name: 'Charlie Cargo', permissions: ['company.*'] });
    companyId = user.companyId as string;
    token = (await login(ctx.app, user.email)).accessToken;
  });
  afterAll(async () => ctx?.close());

  it('refuses a file with more rows than IMPORT_MAX_ROWS, naming the limit, and imports nothing', async () => {
    const res = await importFile(ctx.app, token, csvOf(31, 'Too many'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', message: IMPORT_MSG.tooManyRows('30') });
    // The dry run says it at once.
    const dry = await call(ctx.app, token, {
      method: 'POST',
      url: `${IMPORT_URL}/preview`,
      payload: { fileName: 'yards.csv', content: csvOf(31, 'Too many') },
    });
    expect(dry.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', message: IMPORT_MSG.tooManyRows('30') });
    expect(await locationCount(ctx.database.db, companyId)).toBe(0);
  });

  it("refuses rows beyond the company's IMPORT_MAX_ROWS_PER_DAY over 24 hours", async () => {
    const first = await importFile(ctx.app, token, csvOf(15, 'Day one'));
    expect(first.statusCode).toBe(202);
    await waitForEnd(ctx.app, token, (first.json() as { data: { job: TJob } }).data.job.id);
    const queued = await importFile(ctx.app, token, csvOf(30, 'Day two'));
    expect(queued.statusCode).toBe(202);
    await waitForEnd(ctx.app, token, (queued.json() as { data: { job: TJob } }).data.job.id);
    expect(await locationCount(ctx.database.db, companyId)).toBe(45);

    const res = await importFile(ctx.app, token, csvOf(10, 'Day three'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'IMPORT_DAILY_LIMIT', message: IMPORT_MSG.dailyLimit('50', '5') });
    expect(await locationCount(ctx.database.db, companyId)).toBe(45);
    // What is left still goes in (waited for: a job still running when the app closes would use its
    // ended pool).
    const last = await importFile(ctx.app, token, csvOf(5, 'Day four'));
    expect(last.statusCode).toBe(202);
    await waitForEnd(ctx.app, token, (last.json() as { data: { job: TJob } }).data.job.id);
    expect(await locationCount(ctx.database.db, companyId)).toBe(50);
  });
});
