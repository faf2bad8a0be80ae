import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csvLine, LOCATION_CSV_COLUMNS, type TJob } from '@lanehub/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, locations } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// Location imports read their file from the file store (issue 12 §9): an uploaded CSV streams into
// the store, a small one is read back and imported in the request, a large one is kept under a key
// the job names (not its text in the job's row) and removed when the job ends.

const IMPORT_URL = '/api/lanehub-core/locations/import';

let ctx: TestContext;
let filesDir: string;
let alpha: TestUser;
let token: string;

const csvOf = (rows: number, prefix: string, bad?: number) =>
  [
    LOCATION_CSV_COLUMNS.join(','),
    ...Array.from({ length: rows }, (_, i) =>
      csvLine([
        `${prefix} ${i + 1}`,
        `${i + 1} Main Street`,
        'H3C 3R5',
        '',
        'Montreal',
        i + 1 === bad ? 'ZZ' : 'CA',
        'QC',
        'yard',
      ]),
    ),
    '',
  ].join('\n');

const upload = (content: string) => {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), 'yards.csv');
  return call(ctx.app, token, { method: 'POST', url: IMPORT_URL, payload: form });
};

const filesInStore = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)));

const waitForEnd = async (id: string): Promise<TJob> => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const job = (await call(ctx.app, token, { method: 'GET', url: `/api/jobs/${id}` })).json().data as TJob;
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
};

const locationsNamed = async (prefix: string) => {
  const rows = await ctx.database.db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.companyId, alpha.companyId as string));
  return rows.filter((row) => row.name.startsWith(`${prefix} `)).length;
};

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'lanehub-import-files-'));
  ctx = await createTestApp({ filesDir, imports: { maxRows: 6000, maxRowsPerDay: 100_000, jobRows: 20 } });
  alpha = await createTenant(ctx.database.db, { name: 'Alpha Shipping', permissions: ['company.*'] });
  token = (await login(ctx.app, alpha.email)).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('location imports read their file from the store', () => {
  it('imports a small uploaded file in the request and keeps none of its bytes', async () => {
    const res = await upload(csvOf(5, 'Small yard'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 5 });
    expect(await locationsNamed('Small yard')).toBe(5);
    expect(await filesInStore()).toEqual([]);
  });

  it('hands a large upload to the job as a stored file, removed once the job has imported it', async () => {
    const res = await upload(csvOf(30, 'Large yard'));
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.job.id as string;
    // The job's row names the file's key, not its text.
    const [row] = await ctx.database.db.select({ input: jobs.input }).from(jobs).where(eq(jobs.id, id));
    expect(row?.input).toEqual({ fileKey: expect.stringMatching(new RegExp(`^${alpha.companyId}/`)) });

    expect(await waitForEnd(id)).toMatchObject({ state: 'completed', result: { imported: 30 } });
    expect(await locationsNamed('Large yard')).toBe(30);
    expect(await filesInStore()).toEqual([]);
  });

  it('stores a large file sent as JSON text the same way, and removes it when the job refuses the file', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: IMPORT_URL,
      payload: { fileName: 'yards.csv', content: csvOf(30, 'Refused yard', 7) },
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForEnd(res.json().data.job.id as string);
    expect(job).toMatchObject({ state: 'failed', errorReport: { code: 'IMPORT_REFUSED', rowsWithErrors: 1 } });
    expect(await locationsNamed('Refused yard')).toBe(0);
    expect(await filesInStore()).toEqual([]);
  });

  it('leaves no file behind when the upload is not a CSV', async () => {
    const jobCount = async () => (await ctx.database.db.select({ n: count() }).from(jobs))[0]?.n;
    const before = await jobCount();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], { type: 'text/csv' }), 'yards.csv');
    const res = await call(ctx.app, token, { method: 'POST', url: IMPORT_URL, payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('yards.csv is not supported file types');
    expect(await jobCount()).toBe(before);
    expect(await filesInStore()).toEqual([]);
  });
});
