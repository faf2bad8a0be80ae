import { csvLine, LOCATION_CSV_COLUMNS, parseCsvRecords, type TJob } from '@lanehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { assertExportable, LOCATION_EXPORT_PAGE, locationPages } from './locations.export';

// The locations CSV export (issue 11): what a spreadsheet opens must not run what a CSV import put in.

const BASE = '/api/lanehub-core/locations';
const HEADER = LOCATION_CSV_COLUMNS.join(',');

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let outsiderToken: string;

/** Imports the rows through the import assistant (template locations) and waits for its job. */
const importRows = async (token: string, rows: string[][]) => {
  const content = [HEADER, ...rows.map((cells) => csvLine(cells))].join('\n');
  const res = await call(ctx.app, token, {
    method: 'POST',
    url: '/api/imports/locations',
    payload: { fileName: 'lanehub_location.csv', content },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().data.job.id as string;
  for (let i = 0; i < 600; i++) {
    const job = (await call(ctx.app, token, { method: 'GET', url: `/api/jobs/${id}` })).json().data as TJob;
    if (job.state !== 'queued' && job.state !== 'running') {
      expect(job.state, JSON.stringify(job.errorReport)).toBe('completed');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
};
const exportCsv = (token: string, query = '') => call(ctx.app, token, { method: 'GET', url: `${BASE}/export${query}` });
/** The data rows of an exported file, as records keyed by column. */
const recordsOf = (body: string) => {
  const [header, ...rows] = parseCsvRecords(body).map((record) => record.cells);
  return rows.map((cells) => Object.fromEntries((header ?? []).map((column, i) => [column, cells[i] ?? ''])));
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Export', permissions: ['company.*'] });
  bravo = await createTenant(db, { name: 'Bravo Export', permissions: ['company.view', 'company.edit'] });
  const outsider = await createTenant(db, { name: 'Outsider Export', permissions: ['order.view'] });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  outsiderToken = (await login(ctx.app, outsider.email)).accessToken;
  await importRows(alphaToken, [
    [
      '=HYPERLINK("http://x")',
      '1 Quay Street',
      'H3C 3R5',
      'CAMTR',
      'Montreal',
      'CA',
      'QC',
      'port',
      '45.5017',
      '-73.5673',
    ],
    ['@SUM(1)', '+1 555 0100', '-5', '', 'Toronto', 'CA', 'ON', 'yard'],
    ['Plain Yard', '-2+3 Dock Road', 'M4B 3E2', '', 'Toronto', 'CA', 'ON', 'yard'],
  ]);
  await importRows(bravoToken, [['Bravo Depot', '9 Bravo Way', 'B3H 4P8', '', 'Halifax', 'CA', 'NS', 'dc']]);
});
afterAll(async () => ctx?.close());

describe('locations CSV export', () => {
  it("neutralises imported formulas with a leading ' and parses back as the import's columns", async () => {
    const res = await exportCsv(alphaToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lanehub_locations_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records = recordsOf(res.body);
    // The list's default order: by name, case-insensitively.
    expect(records.map((r) => r.name)).toEqual(['\'=HYPERLINK("http://x")', "'@SUM(1)", 'Plain Yard']);
    expect(records[1]).toMatchObject({ address: "'+1 555 0100", postCode: "'-5", type: 'yard' });
    expect(records[2]?.address).toBe("'-2+3 Dock Road");
    expect(records[0]).toMatchObject({
      code: 'CAMTR',
      country: 'CA',
      state: 'QC',
      type: 'port',
      latitude: '45.5017',
      longitude: '-73.5673',
    });
    expect(records[1]).toMatchObject({ latitude: '', longitude: '' });
    // No text cell of the file starts like a formula (a coordinate is a number, '-73.5673' as it is).
    const cells = records.flatMap(({ latitude: _lat, longitude: _lon, ...text }) => Object.values(text));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // The file is a location CSV: the import's dry run reads it without a problem.
    const reread = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: '/api/imports/locations/preview',
      payload: { fileName: 'export.csv', content: res.body },
    });
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json().data).toMatchObject({ totalRows: 3, rowsWithErrors: 0 });
  });

  it("applies the list's type, search and sort", async () => {
    const yards = recordsOf((await exportCsv(alphaToken, '?type=yard&sort=name&order=desc')).body);
    expect(yards.map((r) => r.name)).toEqual(['Plain Yard', "'@SUM(1)"]);
    const searched = recordsOf((await exportCsv(alphaToken, '?search=quay')).body);
    expect(searched.map((r) => r.code)).toEqual(['CAMTR']);
    expect((await exportCsv(alphaToken, '?type=nowhere')).statusCode).toBe(400);
  });

  it('gives each company its own rows only, to holders of company.view only', async () => {
    const bravoFile = (await exportCsv(bravoToken)).body;
    expect(recordsOf(bravoFile).map((r) => r.name)).toEqual(['Bravo Depot']);
    expect(bravoFile).not.toContain('HYPERLINK');
    expect(bravoFile).not.toContain('Plain Yard');
    const alphaFile = (await exportCsv(alphaToken)).body;
    expect(alphaFile).not.toContain('Bravo Depot');
    expect((await exportCsv(outsiderToken)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${BASE}/export` });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.body).not.toContain('HYPERLINK');
  });

  it('reads every page of a list longer than one page, and refuses an export past its bound', async () => {
    const many = Array.from({ length: LOCATION_EXPORT_PAGE + 5 }, (_, i) => [
      `Bulk ${String(i).padStart(5, '0')}`,
      '',
      '',
      '',
      'Halifax',
      'CA',
      'NS',
      'warehouse',
    ]);
    await importRows(bravoToken, many);
    const records = recordsOf((await exportCsv(bravoToken, '?type=warehouse')).body);
    expect(records.length).toBe(LOCATION_EXPORT_PAGE + 5);
    expect(new Set(records.map((r) => r.name)).size).toBe(LOCATION_EXPORT_PAGE + 5);
    // The bound: the pages stop at it, and a larger list is refused before anything is sent.
    const tenant = { companyId: bravo.companyId as string, userId: bravo.id };
    const params = { types: ['warehouse' as const], sort: 'name' as const, order: 'asc' as const };
    let read = 0;
    for await (const page of locationPages(ctx.database.db, tenant, params, 7)) {
      read += page.length;
    }
    expect(read).toBe(7);
    await expect(assertExportable(ctx.database.db, tenant, params, 7)).rejects.toMatchObject({
      statusCode: 400,
      message: 'More than 7 locations match; narrow the search to export them',
    });
    await expect(assertExportable(ctx.database.db, tenant, params)).resolves.toBeUndefined();
  });
});
