import { csvLine, LOCATION_CSV_COLUMNS, type TJob } from '@lanehub/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, locations } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

const BASE = '/api/lanehub-core';
const HEADER = LOCATION_CSV_COLUMNS.join(',');

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let viewer: TestUser;
let alphaToken: string;
let bravoToken: string;
let viewerToken: string;

const montreal = {
  name: 'Port of Montreal',
  type: 'port',
  code: 'CAMTR',
  address: '2100 Avenue Pierre-Dupuy',
  city: 'Montreal',
  state: 'QC',
  country: 'CA',
  postCode: 'H3C 3R5',
  contact: { firstName: 'Marie', email: 'marie@example.com' },
};

const post = (token: string, body: object) =>
  call(ctx.app, token, { method: 'POST', url: `${BASE}/locations`, payload: body });
const IMPORTS = '/api/imports/locations';
type Edit = { row: number; column: string; value: string };
const send = (token: string, path: '' | '/preview', content: string, edits: Edit[] = [], fileName = 'locations.csv') =>
  call(ctx.app, token, { method: 'POST', url: `${IMPORTS}${path}`, payload: { fileName, content, edits } });
/** The assistant's dry run: nothing written, every error on its row and column. */
const previewOf = (token: string, content: string, edits: Edit[] = [], fileName?: string) =>
  send(token, '/preview', content, edits, fileName);
const waitForEnd = async (token: string, id: string): Promise<TJob> => {
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
/** The assistant's commit: 202 with the job, which ends completed (all rows) or failed (none). */
const importCsv = async (token: string, content: string): Promise<TJob> => {
  const res = await send(token, '', content);
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(token, res.json().data.job.id);
};
const rowsOf = (companyId: string) =>
  ctx.database.db.select().from(locations).where(eq(locations.companyId, companyId)).orderBy(asc(locations.name));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Shipping', permissions: ['company.*'] });
  bravo = await createTenant(db, { name: 'Bravo Carriers', permissions: ['company.*'] });
  viewer = await createTenant(db, { name: 'Viewer Only', permissions: ['company.view'] });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('reference data', () => {
  it("serves a country's UN/LOCODEs for the order entry's port pickers", async () => {
    const res = await call(ctx.app, viewerToken, { method: 'GET', url: '/api/reference/countries/ca/locodes' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data as string[];
    expect(codes).toEqual(expect.arrayContaining(['CAVAN', 'CATOR', 'CAMTR']));
    expect(codes.every((code) => /^CA[A-Z2-9]{3}$/.test(code))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(
      (await call(ctx.app, viewerToken, { method: 'GET', url: '/api/reference/countries/QQ/locodes' })).statusCode,
    ).toBe(404);
  });

  it('serves the countries and the states of one, also before sign-in (the sign-up forms ask for them)', async () => {
    const countries = await call(ctx.app, viewerToken, { method: 'GET', url: '/api/reference/countries' });
    expect(countries.statusCode).toBe(200);
    const list = countries.json().data as Array<{ code2: string; name: string }>;
    expect(list.length).toBe(249);
    expect(list).toContainEqual({ code2: 'CA', code3: 'CAN', name: 'Canada' });

    const states = await call(ctx.app, viewerToken, { method: 'GET', url: '/api/reference/countries/ca/states' });
    expect(states.statusCode).toBe(200);
    expect(states.json().data).toContainEqual({ code: 'QC', name: 'Quebec', type: 'Province' });
    expect(states.json().data).toHaveLength(13);

    const unknown = await call(ctx.app, viewerToken, { method: 'GET', url: '/api/reference/countries/QQ/states' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(ctx.app, null, { method: 'GET', url: '/api/reference/countries/CA/states' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toHaveLength(13);
    // The client's API key is still required.
    const noKey = await ctx.app.inject({ method: 'GET', url: '/api/reference/countries' });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('locations', () => {
  it('lists the location types', async () => {
    const res = await call(ctx.app, viewerToken, { method: 'GET', url: `${BASE}/location-types` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((t: { value: string }) => t.value)).toEqual([
      'port',
      'terminal',
      'rail-terminal',
      'rail-yard',
      'yard',
      'dc',
      'warehouse',
      'office',
      'customer',
    ]);
  });

  it('adds, reads, changes and deletes a location of the own company only', async () => {
    const created = await post(alphaToken, { ...montreal, companyId: bravo.companyId });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json().data;
    expect(created.json().meta.message).toBe('Location has been created');
    expect(location).toMatchObject({
      name: 'Port of Montreal',
      code: 'CAMTR',
      country: 'CA',
      countryName: 'Canada',
      state: 'QC',
      stateName: 'Quebec',
      contact: { firstName: 'Marie', email: 'marie@example.com' },
    });
    const [row] = await rowsOf(alpha.companyId as string);
    expect(row?.companyId).toBe(alpha.companyId);
    expect(await rowsOf(bravo.companyId as string)).toEqual([]);

    const own = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/locations/${location.id}` });
    expect(own.statusCode).toBe(200);
    // Another company sees nothing of it: not in its list, not by id, cannot change or delete it.
    const other = await call(ctx.app, bravoToken, { method: 'GET', url: `${BASE}/locations?limit=10000` });
    expect(other.json()).toMatchObject({ data: [], meta: { total: 0 } });
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(ctx.app, bravoToken, { method, url: `${BASE}/locations/${location.id}` });
      expect(res.statusCode).toBe(404);
    }
    const hijack = await call(ctx.app, bravoToken, {
      method: 'PUT',
      url: `${BASE}/locations/${location.id}`,
      payload: { ...montreal, name: 'Hijacked' },
    });
    expect(hijack.statusCode).toBe(404);

    const changed = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/locations/${location.id}`,
      payload: { ...montreal, name: 'Montreal Port Authority', state: 'Québec' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      data: { name: 'Montreal Port Authority', state: 'QC' },
      meta: { message: 'Location has been updated' },
    });

    const readOnly = await post(viewerToken, { ...montreal });
    expect(readOnly.statusCode).toBe(403);

    const deleted = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/locations/${location.id}` });
    expect(deleted.json()).toMatchObject({ data: { id: location.id }, meta: { message: 'Location has been deleted' } });
    expect(await rowsOf(alpha.companyId as string)).toEqual([]);
  });

  it('keeps the coordinates a user gives, in pairs and within range (issue 18: routing on locations)', async () => {
    const refused = await post(alphaToken, { ...montreal, code: 'CAMTR', latitude: 95, longitude: -73.5673 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ latitude: 'Latitude is a number of degrees from -90 to 90' });
    const alone = await post(alphaToken, { ...montreal, latitude: 45.5017 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fieldErrors).toEqual({ longitude: 'Enter both latitude and longitude, or neither' });
    expect(await rowsOf(alpha.companyId as string)).toEqual([]);

    const created = await post(alphaToken, { ...montreal, latitude: 45.5017, longitude: -73.5673 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ latitude: 45.5017, longitude: -73.5673 });
    const [row] = await rowsOf(alpha.companyId as string);
    expect(row).toMatchObject({ latitude: 45.5017, longitude: -73.5673 });
    // A change without them clears them (PUT replaces the location).
    const cleared = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${BASE}/locations/${row?.id}`,
      payload: { ...montreal, latitude: '', longitude: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
    await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/locations/${row?.id}` });
  });

  it("says why a port cannot be added: 'Failed to add company location' with the cause", async () => {
    const pattern = await post(alphaToken, { ...montreal, code: 'MTR' });
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json()).toMatchObject({
      message: 'Failed to add company location: Must be a UN/LOCODE such as CAMTR',
      fieldErrors: { code: 'Must be a UN/LOCODE such as CAMTR' },
    });

    const otherCountry = await post(alphaToken, { ...montreal, code: 'USNYC' });
    expect(otherCountry.json().fieldErrors).toEqual({ code: "Must be a UN/LOCODE of the location's country (CA…)" });

    const unknown = await post(alphaToken, { ...montreal, code: 'CAZZZ' });
    expect(unknown.json()).toMatchObject({
      message: 'Failed to add company location: CAZZZ is not in the UN/LOCODE list',
      fieldErrors: { code: 'CAZZZ is not in the UN/LOCODE list' },
    });

    const state = await post(alphaToken, { ...montreal, state: 'NY' });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({
      message: 'Failed to add company location: NY is not a state or province of Canada',
      fieldErrors: { state: 'NY is not a state or province of Canada' },
    });

    const country = await post(alphaToken, { ...montreal, country: 'QQ', code: 'QQMTR', state: undefined });
    expect(country.json().fieldErrors).toEqual({ country: 'QQ is not a known country' });

    const missing = await post(alphaToken, { type: 'yard', country: 'CA' });
    expect(missing.json()).toMatchObject({
      message: 'Failed to add company location: This field is required',
      fieldErrors: { name: 'This field is required' },
    });

    expect(await rowsOf(alpha.companyId as string)).toEqual([]);
  });

  it('keeps one location per type and code, and any number without a code', async () => {
    const first = await post(alphaToken, montreal);
    expect(first.statusCode).toBe(201);
    const again = await post(alphaToken, { ...montreal, name: 'Montreal again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Failed to add company location: A port location with code CAMTR already exists');
    // The same code as a terminal, and the same code in another company, are fine.
    expect((await post(alphaToken, { ...montreal, type: 'terminal', name: 'Montreal terminal' })).statusCode).toBe(201);
    expect((await post(bravoToken, montreal)).statusCode).toBe(201);
    for (const name of ['Yard A', 'Yard B']) {
      expect((await post(alphaToken, { name, type: 'yard', country: 'CA' })).statusCode).toBe(201);
    }
  });

  it('filters by type and search, sorts by name, and pages up to 10,000', async () => {
    const list = (query: string) => call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/locations?${query}` });
    const all = await list('limit=10000');
    expect(all.json().data.map((l: { name: string }) => l.name)).toEqual([
      'Montreal terminal',
      'Port of Montreal',
      'Yard A',
      'Yard B',
    ]);
    expect(all.json().meta).toEqual({ total: 4, totalExact: true, skip: 0, limit: 10000 });
    const yards = await list('type=yard,rail-yard');
    expect(yards.json().meta.total).toBe(2);
    const ports = await list('type=port&search=montr');
    expect(ports.json().data.map((l: { name: string }) => l.name)).toEqual(['Port of Montreal']);
    const page = await list('skip=1&limit=2&sort=name&order=desc');
    expect(page.json().data.map((l: { name: string }) => l.name)).toEqual(['Yard A', 'Port of Montreal']);
    expect((await list('limit=10001')).statusCode).toBe(400);
    expect((await list('type=harbour')).statusCode).toBe(400);
  });

  it('refuses to delete a location an account names', async () => {
    const created = await post(alphaToken, { name: 'Head office', type: 'office', country: 'CA', state: 'ON' });
    const id = created.json().data.id as string;
    await ctx.database.db
      .update(accounts)
      .set({ locationId: id })
      .where(eq(accounts.id, alpha.accountIds[0] as string));
    const res = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/locations/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This location is used by account ALP-1');
  });

  it('serves the CSV template', async () => {
    const res = await call(ctx.app, viewerToken, { method: 'GET', url: `${BASE}/locations/template` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lanehub_location.csv"');
    expect(res.body.split('\r\n')[0]).toBe('name,address,postCode,code,city,country,state,type,latitude,longitude');
  });
});

describe('location CSV import (the import assistant, template locations)', () => {
  let importer: TestUser;
  let token: string;
  beforeAll(async () => {
    importer = await createTenant(ctx.database.db, { name: 'Import Co', permissions: ['company.*'] });
    token = (await login(ctx.app, importer.email)).accessToken;
  });
  const count = async () => (await rowsOf(importer.companyId as string)).length;

  it('imports every row as a job, skipping # rows, with the coordinates given', async () => {
    const csv = [
      '# locations of Import Co',
      HEADER,
      csvLine([
        'Port of Halifax',
        '1215 Marginal Road',
        'B3H 4P8',
        'cahal',
        'Halifax',
        'Canada',
        'Nova Scotia',
        'Port',
        '44.6476',
        '-63.5728',
      ]),
      '# the yards',
      csvLine(['Toronto "North" Yard', '1 Steeles Ave W, Unit 4', 'M2M 3Y3', '', 'Toronto', 'CAN', 'ON', 'yard']),
      csvLine(['Brampton DC', '', '', 'DC-1', 'Brampton', 'ca', 'CA-ON', 'Distribution center']),
    ].join('\r\n');
    const dry = await previewOf(token, csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ template: 'locations', totalRows: 3, rowsWithErrors: 0, errors: [] });
    expect(await count()).toBe(0);
    const job = await importCsv(token, csv);
    expect(job).toMatchObject({
      state: 'completed',
      result: { imported: 3, rows: 3, message: 'File imported succesfully', byType: { port: 1, yard: 1, dc: 1 } },
    });
    const rows = await rowsOf(importer.companyId as string);
    expect(rows.map((r) => [r.name, r.type, r.code, r.country, r.state, r.address, r.latitude, r.longitude])).toEqual([
      ['Brampton DC', 'dc', 'DC-1', 'CA', 'ON', null, null, null],
      ['Port of Halifax', 'port', 'CAHAL', 'CA', 'NS', '1215 Marginal Road', 44.6476, -63.5728],
      ['Toronto "North" Yard', 'yard', null, 'CA', 'ON', '1 Steeles Ave W, Unit 4', null, null],
    ]);
  });

  it('takes a file without the coordinate columns, and refuses coordinates out of range or alone', async () => {
    const plain = ['name,address,postCode,code,city,country,state,type', 'Laval Yard,,,,Laval,CA,QC,yard'].join('\n');
    const ok = await previewOf(token, plain);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ rowsWithErrors: 0, mapping: { latitude: null, longitude: null } });

    const csv = [
      HEADER,
      csvLine(['North', '', '', '', 'X', 'CA', '', 'yard', '91', '10']),
      csvLine(['East', '', '', '', 'X', 'CA', '', 'yard', '45', '-181']),
      csvLine(['Half', '', '', '', 'X', 'CA', '', 'yard', '45', '']),
      csvLine(['Text', '', '', '', 'X', 'CA', '', 'yard', 'north', '10']),
    ].join('\n');
    const res = await previewOf(token, csv);
    expect(
      res.json().data.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]),
    ).toEqual([
      [2, 'latitude', 'Latitude is a number of degrees from -90 to 90'],
      [3, 'longitude', 'Longitude is a number of degrees from -180 to 180'],
      [4, 'longitude', 'Enter both latitude and longitude, or neither'],
      [5, 'latitude', 'Latitude is a number of degrees from -90 to 90'],
    ]);
    // A value typed in the grid is checked again.
    const fixed = await previewOf(token, csv, [
      { row: 2, column: 'latitude', value: '45.1' },
      { row: 3, column: 'longitude', value: '-73.2' },
      { row: 4, column: 'latitude', value: '' },
      { row: 5, column: 'latitude', value: '45' },
    ]);
    expect(fixed.json().data).toMatchObject({ rowsWithErrors: 0 });
  });

  it('imports nothing when one row is bad, and names the row and column', async () => {
    const before = await count();
    const csv = [
      HEADER,
      csvLine(['Port of Vancouver', '', '', 'CAVAN', 'Vancouver', 'CA', 'BC', 'port']),
      '# a note',
      csvLine(['Port of Nowhere', '', '', 'CA-XY', 'Nowhere', 'CA', 'ON', 'port']),
      csvLine(['Prince Rupert', '', '', 'CAPRR', 'Prince Rupert', 'CA', 'BC', 'port']),
    ].join('\n');
    const res = await send(token, '', csv);
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForEnd(token, res.json().data.job.id);
    expect(job.state).toBe('failed');
    expect(job.errorReport).toMatchObject({
      message: '1 row has errors; nothing was imported',
      code: 'IMPORT_REFUSED',
      rowsWithErrors: 1,
      errors: [
        {
          row: 4,
          field: 'code',
          message: 'Must be a UN/LOCODE such as CAMTR',
          messageCode: 'locations.messages.unlocode',
        },
      ],
    });
    const report = await call(ctx.app, token, { method: 'GET', url: `/api/imports/locations/jobs/${job.id}/report` });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('4,code,Must be a UN/LOCODE such as CAMTR');
    expect(await count()).toBe(before);
  });

  it('reports every bad row: reference rules, duplicates in the file and in the company', async () => {
    const before = await count();
    const csv = [
      HEADER,
      csvLine(['Halifax again', '', '', 'CAHAL', 'Halifax', 'CA', 'NS', 'port']),
      csvLine(['Bad state', '', '', '', 'Somewhere', 'CA', 'Texas', 'yard']),
      csvLine(['Bad type', '', '', '', 'Somewhere', 'Atlantis', '', 'harbour']),
      csvLine(['', '', '', 'Y1', '', 'CA', '', 'yard']),
      csvLine(['Yard one', '', '', 'Y1', '', 'CA', '', 'yard']),
      csvLine(['Yard two', '', '', 'y1', '', 'CA', '', 'yard']),
    ].join('\n');
    const dry = (await previewOf(token, csv)).json().data;
    // The dry run checks the rows; the company's own codes are checked by the commit.
    expect(dry.rowsWithErrors).toBe(4);
    expect(dry.errors).toEqual([
      {
        row: 3,
        column: 'state',
        message: 'Texas is not a state or province of Canada',
        messageCode: 'locations.messages.stateNotInCountry',
        params: { state: 'Texas', country: 'Canada' },
      },
      {
        row: 4,
        column: 'type',
        message: 'Must be one of: port, terminal, rail-terminal, rail-yard, yard, dc, warehouse, office, customer',
        messageCode: 'locations.messages.type',
        params: {},
      },
      {
        row: 4,
        column: 'country',
        message: 'Atlantis is not a known country',
        messageCode: 'locations.messages.countryUnknown',
        params: { country: 'Atlantis' },
      },
      { row: 5, column: 'name', message: 'This field is required', messageCode: 'messages.required', params: {} },
      {
        row: 7,
        column: 'code',
        message: 'Same type and code as row 6',
        messageCode: 'locations.messages.duplicateInFile',
        params: { row: 6 },
      },
    ]);
    const onlyTaken = [HEADER, csvLine(['Halifax again', '', '', 'CAHAL', 'Halifax', 'CA', 'NS', 'port'])].join('\n');
    const job = await importCsv(token, onlyTaken);
    expect(job.state).toBe('failed');
    expect(job.errorReport?.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'code', message: 'A port location with code CAHAL already exists' }),
    ]);
    expect(await count()).toBe(before);
  });

  it("refuses rows before the header and says 'File is empty' when there is nothing to import", async () => {
    const row = csvLine(['Port of Halifax', '', '', 'CAHAL', 'Halifax', 'CA', 'NS', 'port']);
    const early = await previewOf(token, `# note\n${row}\n${HEADER}\n${row}\n`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('No row may come before the header');
    for (const content of ['', '# nothing\n', `${HEADER}\n# only notes\n\n`]) {
      const empty = await previewOf(token, content);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('File is empty');
    }
  });

  it('refuses a missing required column, other file types and files over 5 MB', async () => {
    const noType = await previewOf(token, 'name,address,postCode,code,city,country,state\nX,,,,X,CA,\n');
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fieldErrors).toEqual({ 'mapping.type': 'Choose the file column for type' });
    const csv = `${HEADER}\n${csvLine(['Montreal Yard', '', '', '', 'Montreal', 'CA', 'QC', 'yard'])}\n`;
    const xlsx = await previewOf(token, csv, [], 'locations.xlsx');
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().message).toBe('locations.xlsx is not a CSV file');
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}\n`;
    expect((await previewOf(token, big)).statusCode).toBe(413);
    expect((await send(token, '', big)).statusCode).toBe(413);
  });

  it('needs company.edit', async () => {
    const csv = `${HEADER}\n${csvLine(['Montreal Yard', '', '', '', 'Montreal', 'CA', 'QC', 'yard'])}\n`;
    expect((await previewOf(viewerToken, csv)).statusCode).toBe(403);
    expect((await send(viewerToken, '', csv)).statusCode).toBe(403);
  });

  it('imports a 500-row file in one job', async () => {
    const other = await createTenant(ctx.database.db, { name: 'Five Hundred Ltd', permissions: ['company.edit'] });
    const otherToken = (await login(ctx.app, other.email)).accessToken;
    const ports = ['CAMTR', 'CAHAL', 'CAVAN', 'CATOR', 'CAPRR'];
    const types = ['warehouse', 'yard', 'dc', 'customer'];
    const lines = [HEADER];
    for (let i = 1; i <= 500; i++) {
      const port = ports[i - 1];
      const cells = port
        ? [`Port ${port}`, '', '', port, '', 'CA', '', 'port']
        : [`Location ${i}`, `${i} Main Street`, 'H2X 1Y4', `L-${i}`, 'Montreal', 'CA', 'QC', types[i % types.length]];
      lines.push(csvLine(cells));
    }
    const job = await importCsv(otherToken, lines.join('\n'));
    expect(job).toMatchObject({ state: 'completed', result: { imported: 500 } });
    expect(await rowsOf(other.companyId as string)).toHaveLength(500);
  });
});
