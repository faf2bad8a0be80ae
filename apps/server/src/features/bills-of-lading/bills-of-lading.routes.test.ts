import { BOL_EXAMPLE, type TBolInput } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsOfLading, bolAmendments, domainEvents } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let tokenA = '';
let tokenB = '';
let orderA = '';
let orderB = '';

const BASE = '/api/lanehub-core/bol';
const year = new Date().getUTCFullYear();

const create = (token: string, body: Partial<TBolInput> = {}) =>
  call(ctx.app, token, { method: 'POST', url: BASE, payload: { ...BOL_EXAMPLE, ...body } });
const act = (token: string, id: string, action: string) =>
  call(ctx.app, token, { method: 'POST', url: `${BASE}/${id}/${action}`, payload: {} });
/** The import assistant's routes for the `bol` template: the dry run, the commit (a job) and its end. */
const IMPORTS = '/api/imports/bol';
const importBody = (content: string, fileName = 'bols.csv') => ({ fileName, content });
const previewCsv = (token: string, content: string, fileName?: string) =>
  call(ctx.app, token, { method: 'POST', url: `${IMPORTS}/preview`, payload: importBody(content, fileName) });
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
const importCsv = async (token: string, content: string): Promise<TJob> => {
  const res = await call(ctx.app, token, { method: 'POST', url: IMPORTS, payload: importBody(content) });
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(token, res.json().data.job.id);
};

/** The text of every page of a PDF, as a reader extracts it. */
const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Forwarding', permissions: ['forwarding.view', 'order.view'] });
  bravo = await createTenant(db, { name: 'Bravo Lines', permissions: ['forwarding.view', 'order.view'] });
  tokenA = (await login(ctx.app, alpha.email)).accessToken;
  tokenB = (await login(ctx.app, bravo.email)).accessToken;
  for (const [token, set] of [
    [tokenA, (id: string) => (orderA = id)],
    [tokenB, (id: string) => (orderB = id)],
  ] as const) {
    const order = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/order',
      payload: ORDER_EXAMPLE,
    });
    expect(order.statusCode, order.body).toBe(201);
    set(order.json().data.id);
  }
});
afterAll(async () => ctx?.close());

describe('bills of lading', () => {
  it('drafts a BOL numbered from the company sequence, with containers and its order, and logs it', async () => {
    const res = await create(tokenA, { orderIds: [orderA] });
    expect(res.statusCode, res.body).toBe(201);
    const bol = res.json().data;
    expect(bol).toMatchObject({
      bolNumber: `BOL-${year}-000001`,
      status: 'draft',
      shipper: { name: 'Maple Leaf Shipping' },
      containers: [{ containerNumber: 'CSQU3054383', sealNumbers: ['SL123456'], grossWeightKg: 18250 }],
      freightTerms: 'prepaid',
      numberOfOriginals: 3,
    });
    expect(bol.orders).toHaveLength(1);
    expect(res.json().meta.message).toBe(`Bill of lading BOL-${year}-000001 has been created`);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, bol.id), eq(domainEvents.type, 'bill-of-lading.created')));
    expect(events).toHaveLength(1);
  });

  it('refuses bad input on its field: unknown UN/LOCODE, SCAC, originals, a container twice, no goods', async () => {
    const locode = await create(tokenA, { portOfLoading: 'ZZZZZ' });
    expect(locode.statusCode).toBe(400);
    expect(locode.json().fieldErrors.portOfLoading).toBe('ZZZZZ is not in the UN/LOCODE list');
    const bad = await create(tokenA, {
      carrierScac: 'M4',
      numberOfOriginals: 9,
      goodsDescription: '',
      containers: [
        { containerNumber: 'CSQU3054383', sealNumbers: [], packages: null, grossWeightKg: null },
        { containerNumber: 'CSQU3054383', sealNumbers: [], packages: null, grossWeightKg: null },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      carrierScac: 'A SCAC is 2 to 4 letters',
      numberOfOriginals: 'Between 1 and 5 originals',
      goodsDescription: expect.any(String),
      'containers.1.containerNumber': 'This container is already on the bill of lading',
    });
    const partner = await create(tokenA, { consignee: { companyId: bravo.companyId, name: 'Bravo' } });
    expect(partner.statusCode).toBe(400);
    expect(partner.json().fieldErrors['consignee.companyId']).toBe(
      'Choose your own company or a company of your partner network',
    );
  });

  it('lists in pages with search by number, vessel and exact container number, and filters by order', async () => {
    await create(tokenA, {
      vesselName: 'CMA CGM Rivoli',
      containers: [{ containerNumber: 'MSCU1234566', sealNumbers: ['X1'], packages: null, grossWeightKg: null }],
    });
    const byContainer = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}?search=mscu1234566` });
    expect(byContainer.statusCode, byContainer.body).toBe(200);
    expect(byContainer.json().data.map((b: { vesselName: string }) => b.vesselName)).toEqual(['CMA CGM Rivoli']);
    const page = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}?limit=1&sort=bolNumber&order=asc` });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta.total).toBe(2);
    expect(page.json().data[0].bolNumber).toBe(`BOL-${year}-000001`);
    const ofOrder = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}?orderId=${orderA}` });
    expect(ofOrder.json().data.map((b: { bolNumber: string }) => b.bolNumber)).toEqual([`BOL-${year}-000001`]);
    const others = await call(ctx.app, tokenB, { method: 'GET', url: BASE });
    expect(others.json().data).toEqual([]);
  });

  it('walks draft → approved → issued → surrendered; steps out of order get 409 with the current state', async () => {
    const id = (await create(tokenA)).json().data.id;
    const early = await act(tokenA, id, 'issue');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'STATE_CONFLICT', params: { current: 'draft' } });
    expect((await act(tokenA, id, 'approve')).json().data.status).toBe('approved');
    const issued = await act(tokenA, id, 'issue');
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data.issuedAt).not.toBeNull();
    expect(issued.json().meta.message).toBe('Bill of lading has been issued');
    expect((await act(tokenA, id, 'surrender')).json().data.status).toBe('surrendered');
    const late = await act(tokenA, id, 'void');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This bill of lading is already surrendered');
    const types = (await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, id))).map(
      (e) => e.type,
    );
    expect(types).toEqual([
      'bill-of-lading.created',
      'bill-of-lading.approve',
      'bill-of-lading.issue',
      'bill-of-lading.surrender',
    ]);
  });

  it('has exactly one winner when several approve at once', async () => {
    const id = (await create(tokenA)).json().data.id;
    const replies = await Promise.all([1, 2, 3, 4].map(() => act(tokenA, id, 'approve')));
    const winners = replies.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const final = (await ctx.database.db.select().from(billsOfLading).where(eq(billsOfLading.id, id)))[0]?.status;
    for (const loser of replies.filter((r) => r.statusCode !== 200)) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json().params.current).toBe('approved');
    }
    expect(winners[0]?.json().data.status).toBe(final);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, id)));
    expect(events).toHaveLength(2);
    // Issued: a surrender and a void at once, both allowed from there; one wins, the other sees its state.
    await act(tokenA, id, 'issue');
    const [surrender, voided] = await Promise.all([act(tokenA, id, 'surrender'), act(tokenA, id, 'void')]);
    const codes = [surrender?.statusCode, voided?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = surrender?.statusCode === 409 ? surrender : voided;
    const won = surrender?.statusCode === 200 ? 'surrendered' : 'void';
    expect(loser?.json().params.current).toBe(won);
  });

  it('edits a draft in place; an issued BOL changes only by an amendment that records who and why', async () => {
    const id = (await create(tokenA)).json().data.id;
    const edited = await call(ctx.app, tokenA, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { ...BOL_EXAMPLE, voyage: '613W' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.voyage).toBe('613W');
    await act(tokenA, id, 'approve');
    await act(tokenA, id, 'issue');
    const put = await call(ctx.app, tokenA, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { ...BOL_EXAMPLE, voyage: '614W' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      message: 'An issued bill of lading changes only by an amendment',
      params: { current: 'issued' },
    });
    const noReason = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/${id}/amend`,
      payload: { ...BOL_EXAMPLE, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toBe('Say why the bill of lading is amended');
    const amended = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/${id}/amend`,
      payload: {
        ...BOL_EXAMPLE,
        reason: 'Consignee moved',
        voyage: '613W',
        consignee: { name: 'Great Lakes Furniture Inc.', address: '9 Front St' },
      },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().data.consignee.address).toBe('9 Front St');
    expect(amended.json().data.amendments).toEqual([
      expect.objectContaining({
        reason: 'Consignee moved',
        amendedByName: expect.any(String),
        before: {
          consignee: { companyId: null, name: 'Great Lakes Furniture Inc.', address: '55 Bay Street, Toronto ON' },
        },
        after: { consignee: { companyId: null, name: 'Great Lakes Furniture Inc.', address: '9 Front St' } },
      }),
    ]);
    const rows = await ctx.database.db.select().from(bolAmendments).where(eq(bolAmendments.bolId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amendedBy).toBe(alpha.id);
    const same = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/${id}/amend`,
      payload: {
        ...BOL_EXAMPLE,
        reason: 'Nothing',
        voyage: '613W',
        consignee: { name: 'Great Lakes Furniture Inc.', address: '9 Front St' },
      },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The amendment changes nothing');
    const draft = (await create(tokenA)).json().data.id;
    const notIssued = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/${draft}/amend`,
      payload: { ...BOL_EXAMPLE, reason: 'Why not' },
    });
    expect(notIssued.statusCode).toBe(409);
  });

  it('deletes drafts only', async () => {
    const id = (await create(tokenA)).json().data.id;
    await act(tokenA, id, 'approve');
    const refused = await call(ctx.app, tokenA, { method: 'DELETE', url: `${BASE}/${id}` });
    expect(refused.statusCode).toBe(409);
    const draft = (await create(tokenA)).json().data.id;
    const removed = await call(ctx.app, tokenA, { method: 'DELETE', url: `${BASE}/${draft}` });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(billsOfLading).where(eq(billsOfLading.id, draft))).toEqual([]);
  });

  it('assigns an order by BOL number; another company’s order or number is refused', async () => {
    const bol = (await create(tokenA)).json().data;
    const res = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/assign`,
      payload: { orderId: orderA, bolNumber: bol.bolNumber.toLowerCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orders).toHaveLength(1);
    const twice = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/assign`,
      payload: { orderId: orderA, bolNumber: bol.bolNumber },
    });
    expect(twice.statusCode).toBe(409);
    const foreignOrder = await call(ctx.app, tokenA, {
      method: 'POST',
      url: `${BASE}/assign`,
      payload: { orderId: orderB, bolNumber: bol.bolNumber },
    });
    expect(foreignOrder.statusCode).toBe(400);
    expect(foreignOrder.json().fieldErrors.orderId).toBe('Order not found');
    const foreignNumber = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/assign`,
      payload: { orderId: orderB, bolNumber: bol.bolNumber },
    });
    expect(foreignNumber.statusCode).toBe(400);
    expect(foreignNumber.json().fieldErrors.bolNumber).toBe(`No bill of lading numbered ${bol.bolNumber}`);
  });

  it('reserves blocks of numbers atomically; custom uses a reserved or a foreign number only', async () => {
    const replies = await Promise.all(
      [3, 4].map((n) =>
        call(ctx.app, tokenB, { method: 'POST', url: `${BASE}/book-number`, payload: { numberOfBol: n } }),
      ),
    );
    const numbers: string[] = replies.flatMap((reply) => reply.json().data.numbers);
    expect(new Set(numbers).size).toBe(7);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `BOL-${year}-${String(i + 1).padStart(6, '0')}`),
    );
    const tooMany = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/book-number`,
      payload: { numberOfBol: 0 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.numberOfBol).toBe('Between 1 and 100');
    // The next sequence number comes after the block.
    expect((await create(tokenB)).json().data.bolNumber).toBe(`BOL-${year}-000008`);
    const reserved = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/custom`,
      payload: { ...BOL_EXAMPLE, bolNumber: `BOL-${year}-000002` },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const open = await call(ctx.app, tokenB, { method: 'GET', url: `${BASE}/book-number` });
    expect(open.json().data.map((r: { bolNumber: string }) => r.bolNumber)).not.toContain(`BOL-${year}-000002`);
    expect(open.json().data).toHaveLength(6);
    const unreserved = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/custom`,
      payload: { ...BOL_EXAMPLE, bolNumber: `BOL-${year}-000900` },
    });
    expect(unreserved.statusCode).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(billsOfLading)
        .where(eq(billsOfLading.bolNumber, `BOL-${year}-000900`)),
    ).toEqual([]);
    const carrierNumber = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/custom`,
      payload: { ...BOL_EXAMPLE, bolNumber: 'MAEU612W0001' },
    });
    expect(carrierNumber.statusCode).toBe(201);
    const again = await call(ctx.app, tokenB, {
      method: 'POST',
      url: `${BASE}/custom`,
      payload: { ...BOL_EXAMPLE, bolNumber: 'maeu612w0001' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.bolNumber).toBe('Bill of lading number MAEU612W0001 is already used');
  });

  it('imports a CSV on the import assistant, all or nothing, errors on their row and column; rows of one number are one BOL', async () => {
    const header = 'bolNumber,shipperName,consigneeName,goodsDescription,portOfLoading,containerNumber,sealNumbers';
    const bad = await previewCsv(
      tokenA,
      `# exported by hand\n${header}\nIMP-0001,Acme,Bolt,Chairs,CAVAN,CSQU3054383,S1\nIMP-0001,Acme,Bolt,Chairs,CAVAN,ABCD1234567,S2\n,Acme,,Tables,XXXXX,,\n`,
    );
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json().data).toMatchObject({ template: 'bol', totalRows: 3, rowsWithErrors: 2 });
    expect(bad.json().data.errors).toEqual([
      expect.objectContaining({ row: 4, column: 'containerNumber' }),
      expect.objectContaining({ row: 5, column: 'consigneeName' }),
    ]);
    // What needs the database is in the dry run too: a UN/LOCODE not in the list.
    const locode = await previewCsv(tokenA, `${header}\n,Acme,Bolt,Tables,XXXXX,,\n`);
    expect(locode.json().data.errors).toEqual([
      {
        row: 2,
        column: 'portOfLoading',
        message: 'XXXXX is not in the UN/LOCODE list',
        messageCode: expect.any(String),
        params: expect.any(Object),
      },
    ]);
    // The commit checks again: a bad file is refused whole, nothing written.
    const refused = await importCsv(
      tokenA,
      `${header}\nIMP-0001,Acme,Bolt,Chairs,CAVAN,CSQU3054383,S1\n,Acme,Bolt,Tables,XXXXX,,\n`,
    );
    expect(refused).toMatchObject({
      state: 'failed',
      errorReport: { message: '1 row has errors; nothing was imported', rowsWithErrors: 1 },
    });
    expect(await ctx.database.db.select().from(billsOfLading).where(eq(billsOfLading.bolNumber, 'IMP-0001'))).toEqual(
      [],
    );
    const good = await importCsv(
      tokenA,
      `${header}\nIMP-0001,Acme,Bolt,Chairs,CAVAN,CSQU3054383,S1\nIMP-0001,Acme,Bolt,Chairs,CAVAN,MSCU1234566,S2 S3\n,Acme,Bolt,Tables,,,\n`,
    );
    expect(good).toMatchObject({
      state: 'completed',
      result: { imported: 2, rows: 3, message: 'File imported succesfully' },
    });
    expect(good.result?.numbers).toEqual(['IMP-0001', expect.stringMatching(/^BOL-\d{4}-\d{6}$/)]);
    const imported = (await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}?search=IMP-0001` })).json().data;
    expect(imported).toHaveLength(1);
    expect(imported[0].containerCount).toBe(2);
    // The number is now the company's: a second file with it is refused in the dry run.
    const again = await previewCsv(tokenA, `${header}\nIMP-0001,Acme,Bolt,Chairs,,,\n`);
    expect(again.json().data.errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'bolNumber',
        message: 'Bill of lading number IMP-0001 is already used',
      }),
    ]);
    expect((await previewCsv(tokenA, '# nothing\n')).json().message).toBe('File is empty');
    const pdf = await previewCsv(tokenA, '%PDF-1.4\n', 'bols.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('bols.pdf is not a CSV file');
    const big = await previewCsv(tokenA, `${header}\n${'x'.repeat(2 * 1024 * 1024)}\n`);
    expect(big.statusCode).toBe(413);
    // Another company's tokens see none of it.
    expect((await call(ctx.app, tokenB, { method: 'GET', url: `${BASE}?search=IMP-0001` })).json().data).toEqual([]);
  });

  it('exports CSV with formulas neutralised, and Excel', async () => {
    await create(tokenA, { marks: '=HYPERLINK("http://evil")', shipper: { name: '@Acme', address: null } });
    const csv = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).toContain("'@Acme");
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
    const xlsx = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}/export?format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('bolNumber');
    const values = sheet?.getColumn(1).values as unknown[];
    expect(values).toContain(`BOL-${year}-000001`);
  });

  it('renders a PDF whose text reads back the number, shipper, vessel, container and seal', async () => {
    const bol = (await create(tokenA)).json().data;
    const res = await call(ctx.app, tokenA, { method: 'GET', url: `${BASE}/${bol.id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bill-of-lading-${bol.bolNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      bol.bolNumber,
      'Maple Leaf Shipping',
      'Maersk Elba',
      '612W',
      'CSQU3054383',
      'SL123456',
      'CNSHA',
      'Prepaid',
      'DRAFT',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 to another company on every route that names a BOL', async () => {
    const id = (await create(tokenA)).json().data.id;
    const probes = [
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/pdf` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: BOL_EXAMPLE },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'POST', url: `${BASE}/${id}/approve`, payload: {} },
      { method: 'POST', url: `${BASE}/${id}/void`, payload: {} },
      { method: 'POST', url: `${BASE}/${id}/amend`, payload: { ...BOL_EXAMPLE, reason: 'Probe' } },
    ] as const;
    for (const probe of probes) {
      const res = await call(ctx.app, tokenB, probe);
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(404);
    }
    const row = (await ctx.database.db.select().from(billsOfLading).where(eq(billsOfLading.id, id)))[0];
    expect(row?.status).toBe('draft');
    const linked = await create(tokenB, { orderIds: [orderA] });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().fieldErrors.orderIds).toBe('Order not found');
  });
});
