import type { TImportPreview, TJob } from '@lanehub/shared';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, importMappings, purchaseOrders } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';
import { parsePoCsv } from './purchase-orders.import';

// The import assistant (platform/imports) with PoTemplate.csv: mapping with suggestions saved per
// company, the dry run with errors on their cell fixed in the grid, the all-or-nothing commit job and
// its CSV report, and another company's probes.

const BASE = '/api/imports/purchase-orders';
let ctx: TestContext;
let tokens: { buyer: string; stranger: string };

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, ...(payload ? { payload } : {}) });

const waitForEnd = async (token: string, id: string): Promise<TJob> => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const job = (await send(token, 'GET', `/api/jobs/${id}`)).json().data as TJob;
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
};

const preview = async (body: object) => {
  const res = await send(tokens.buyer, 'POST', `${BASE}/preview`, { fileName: 'PoTemplate.csv', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TImportPreview;
};

const commit = async (body: object, token = tokens.buyer) => {
  const res = await send(token, 'POST', BASE, { fileName: 'PoTemplate.csv', ...body });
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(token, res.json().data.job.id);
};

const numbersLike = async (prefix: string) =>
  (
    await ctx.database.db
      .select({ n: purchaseOrders.poNumber })
      .from(purchaseOrders)
      .where(like(purchaseOrders.poNumber, `${prefix}%`))
  )
    .map((r) => r.n)
    .sort();

// A file whose headers are the buyer's own words, not the template's.
const OWN_HEADERS = 'Order No,Load,Vendor Name,Article,Qty,HS Code';
const OWN_MAPPING = {
  poNumber: 'Order No',
  customerLoadNumber: 'Load',
  supplierName: 'Vendor Name',
  item: 'Article',
  quantity: 'Qty',
  hsCode: 'HS Code',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.*', 'company.*'];
  const buyer = await createTenant(db, { name: 'Import Buyer', permissions });
  const stranger = await createTenant(db, { name: 'Import Stranger', permissions });
  tokens = {
    buyer: (await login(ctx.app, buyer.email)).accessToken,
    stranger: (await login(ctx.app, stranger.email)).accessToken,
  };
});
afterAll(async () => ctx?.close());

describe('import assistant: PoTemplate.csv', () => {
  it('suggests the template columns from the header and shows a bad HS code on its cell, fixed by an edit', async () => {
    const header = 'PO Number,customer_load_number,item,quantity,hs-code';
    const content = [header, '# a comment', 'FIX-1,L1,SKU-1,10,691200', 'FIX-1,L2,SKU-2,5,999999', ''].join('\n');
    const first = await preview({ content });
    expect(first.mapping).toMatchObject({
      poNumber: 'PO Number',
      customerLoadNumber: 'customer_load_number',
      item: 'item',
      quantity: 'quantity',
      hsCode: 'hs-code',
      supplierName: null,
    });
    expect(first.savedMapping).toBe(false);
    expect(first.totalRows).toBe(2);
    expect(first.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(first.errors).toEqual([
      expect.objectContaining({
        row: 4,
        column: 'hsCode',
        message: '999999 is not an HS 2022 subheading',
        messageCode: 'purchaseOrders.api.hsUnknown',
      }),
    ]);
    expect(first.summary).toBe('1 row has errors');

    const fixed = await preview({ content, edits: [{ row: 4, column: 'hsCode', value: '691200' }] });
    expect(fixed.errors).toEqual([]);
    expect(fixed.summary).toBe('No errors: the file is ready to import');
    expect(await numbersLike('FIX-')).toEqual([]);
  });

  it('says how many rows have errors, in the singular and the plural', async () => {
    const content = ['poNumber,item,quantity', 'PL-1,A,x', 'PL-2,B,-1', 'PL-3,,1'].join('\n');
    const checked = await preview({ content });
    expect(checked.summary).toBe('3 rows have errors');
    const job = await commit({ content });
    expect(job.errorReport?.message).toBe('3 rows have errors; nothing was imported');
    expect(job.errorReport?.messageCode).toBe('imports.messages.rowsHaveErrors');
    expect(job.errorReport?.rowsWithErrors).toBe(3);
  });

  it('imports a 3-load PO as -00, -01, -02 with a mapping it then saves and suggests again', async () => {
    const content = [
      OWN_HEADERS,
      'MAP-1,L1,Acme,SKU-1,10,691200',
      'MAP-1,L2,Acme,SKU-2,20,',
      'MAP-1,L3,Acme,SKU-3,30,',
    ].join('\n');
    // Without a mapping the required columns are not found: a field error on the mapping.
    const unmapped = await send(tokens.buyer, 'POST', `${BASE}/preview`, { fileName: 'po.csv', content });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().fieldErrors?.['mapping.poNumber']).toBe('Choose the file column for poNumber');

    const job = await commit({ content, mapping: OWN_MAPPING });
    expect(job.state, JSON.stringify(job.errorReport)).toBe('completed');
    expect(job.result).toMatchObject({ imported: 3, message: 'File imported succesfully' });
    expect(await numbersLike('MAP-1')).toEqual(['MAP-1-00', 'MAP-1-01', 'MAP-1-02']);

    const saved = await send(tokens.buyer, 'GET', `${BASE}/mapping`);
    expect(saved.json().data.mapping).toMatchObject(OWN_MAPPING);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateType, 'import-mapping'));
    expect(events.map((e) => e.type)).toContain('import-mapping.created');

    const next = await preview({ content: [OWN_HEADERS, 'MAP-2,,Acme,SKU-1,1,'].join('\n') });
    expect(next.savedMapping).toBe(true);
    expect(next.mapping).toMatchObject(OWN_MAPPING);
    expect(next.errors).toEqual([]);
  });

  it('writes nothing when one row is bad, and reports row, column and message as CSV', async () => {
    const content = ['poNumber,item,quantity,hsCode', 'AON-1,SKU-1,10,691200', 'AON-2,SKU-2,10,999999'].join('\n');
    const job = await commit({ content });
    expect(job.state).toBe('failed');
    expect(await numbersLike('AON-')).toEqual([]);
    const report = await send(tokens.buyer, 'GET', `${BASE}/jobs/${job.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.trim().split(/\r?\n/)).toEqual([
      'row,column,message',
      '3,hsCode,999999 is not an HS 2022 subheading',
    ]);
  });

  it('writes nothing when one PO number is already used', async () => {
    const ok = await commit({ content: ['poNumber,item,quantity', 'DUP-1,SKU-1,1'].join('\n') });
    expect(ok.state).toBe('completed');
    const job = await commit({ content: ['poNumber,item,quantity', 'DUP-2,SKU-1,1', 'DUP-1,SKU-2,2'].join('\n') });
    expect(job.state).toBe('failed');
    expect(job.errorReport?.errors).toEqual([
      expect.objectContaining({
        row: 3,
        field: 'poNumber',
        message: 'This PO number is already used by another purchase order',
      }),
    ]);
    expect(await numbersLike('DUP-')).toEqual(['DUP-1']);
  });

  it("says 'File is empty', ignores # rows and refuses a row before the header", async () => {
    const empty = await send(tokens.buyer, 'POST', `${BASE}/preview`, {
      fileName: 'PoTemplate.csv',
      content: 'poNumber,item,quantity\n# only a comment\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('File is empty');
    const before = await send(tokens.buyer, 'POST', `${BASE}/preview`, {
      fileName: 'PoTemplate.csv',
      content: 'My purchase orders\npoNumber,item,quantity\nH-1,SKU,1\n',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('No row may come before the header');
    const notCsv = await send(tokens.buyer, 'POST', `${BASE}/preview`, { fileName: 'po.txt', content: 'a' });
    expect(notCsv.statusCode).toBe(400);
  });

  it("keeps another company out of the buyer's job, report and saved mapping", async () => {
    const job = await commit({ content: ['poNumber,item,quantity,hsCode', 'XT-1,SKU,1,999999'].join('\n') });
    expect((await send(tokens.stranger, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await send(tokens.stranger, 'GET', `${BASE}/jobs/${job.id}/report`)).statusCode).toBe(404);
    const theirs = await send(tokens.stranger, 'GET', `${BASE}/mapping`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.mapping).toBeNull();
    // The stranger's own file is checked against its own POs and suggested from its own mapping.
    const res = await send(tokens.stranger, 'POST', `${BASE}/preview`, {
      fileName: 'po.csv',
      content: [OWN_HEADERS, 'XT-2,,Acme,SKU,1,'].join('\n'),
    });
    expect(res.statusCode).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(importMappings)
      .where(inArray(importMappings.template, ['purchase-orders']));
    expect(rows).toHaveLength(1);
  });
});

describe('parsePoCsv (the vendor survey dispatches its PO file with it)', () => {
  it('keeps its signature and result: POs, or row errors', () => {
    const good = parsePoCsv('poNumber,customerLoadNumber,item,quantity\nS-1,A,SKU,1\nS-1,B,SKU,2\n');
    expect(good.ok && good.pos.map((p) => p.poNumber)).toEqual(['S-1-00', 'S-1-01']);
    const bad = parsePoCsv('poNumber,item,quantity,hsCode\nS-2,SKU,1,999999\n');
    expect(bad).toMatchObject({
      ok: false,
      message: '1 row has errors; nothing was imported',
      errors: [{ row: 2, field: 'hsCode', message: 'Row 2: hsCode: 999999 is not an HS 2022 subheading' }],
    });
  });
});
