import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// The order change log and the Excel exports, as the owner, a carrier named on the order, a company
// that is not named on it, and a system administrator see them. Every Excel file is read back with
// exceljs: rows, typed cells, the frozen header and the formula guard.

const BASE = '/api/lanehub-core/order';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let sysAdmin: TestUser;
let companyAdmin: TestUser;
const tokens: Record<string, string> = {};
let orderId: string;
let orderNumber: string;
let roadOrderNumber: string;

const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });

const workbookOf = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: unknown[][] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) {
      rows.push((row.values as unknown[]).slice(1));
    }
  });
  const cell = (row: unknown[], name: string) => row[header.indexOf(name)];
  return { sheet, header, rows, cell };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Shipping', permissions });
  carrier = await createTenant(db, { name: 'Northern Carrier', permissions });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  sysAdmin = await createTenant(db, { name: 'Platform Operator', permissions: ['order.view'], isSystemAdmin: true });
  companyAdmin = await createTenant(db, { name: 'Admin Holder', permissions: ['adminMgt.*', 'order.view'] });
  for (const [name, user] of Object.entries({ shipper, carrier, stranger, sysAdmin, companyAdmin })) {
    tokens[name] = (await login(ctx.app, user.email)).accessToken;
  }
  const partner = await call(ctx.app, tokens.shipper as string, {
    method: 'POST',
    url: '/api/lanehub-core/partners',
    payload: { partnerCompanyId: carrier.companyId },
  });
  expect(partner.statusCode, partner.body).toBe(201);

  // Booked, changed (a PO number a spreadsheet would run as a formula), then tracked by the carrier.
  const booked = await call(ctx.app, tokens.shipper as string, {
    method: 'POST',
    url: BASE,
    payload: { ...ORDER_EXAMPLE, orderDate: '2026-02-27', carrierCompanyId: carrier.companyId },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  orderId = booked.json().data.id;
  orderNumber = booked.json().data.orderNumber;
  const changed = await call(ctx.app, tokens.shipper as string, {
    method: 'PUT',
    url: BASE,
    payload: {
      ...ORDER_EXAMPLE,
      id: orderId,
      orderDate: '2026-02-27',
      carrierCompanyId: carrier.companyId,
      poNumber: '=HYPERLINK("http://evil.test","x")',
    },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const tracked = await call(ctx.app, tokens.carrier as string, {
    method: 'POST',
    url: `/api/orders/${orderId}/events`,
    payload: {
      eventType: 'EQUIPMENT',
      eventCode: 'GTOT',
      eventClassifier: 'ACT',
      eventTime: '2026-03-01T09:15:00+08:00',
      location: 'CNSHA',
      emptyIndicator: 'LADEN',
      containerNumber: 'CSQU3054383',
      idempotencyKey: 'changelog-gtot-1',
    },
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
  // A second order, by road and without parties but the shipper: the filters must leave it out.
  const road = await call(ctx.app, tokens.shipper as string, {
    method: 'POST',
    url: BASE,
    payload: {
      mode: 'road',
      moveType: 'Door-to-Door',
      origin: { country: 'CA', city: 'Toronto', address: '1 Front St' },
      destination: { country: 'CA', city: 'Montreal', address: '2 Rue Peel' },
      grossWeight: 1200.5,
      weightUnit: 'kg',
      units: [],
    },
  });
  expect(road.statusCode, road.body).toBe(201);
  roadOrderNumber = road.json().data.orderNumber;
});
afterAll(async () => ctx?.close());

describe('one order’s change log', () => {
  it('shows the owner every change, newest first, who made it and what changed', async () => {
    const res = await get(tokens.shipper as string, `${BASE}/${orderId}/changelogs`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['tracked', 'updated', 'created']);
    expect(entries.every((e: { orderNumber: string }) => e.orderNumber === orderNumber)).toBe(true);
    const updated = entries[1];
    expect(updated.byEmail).toBe(shipper.email);
    expect(updated.byName).toBe('Test User');
    expect(updated.changes).toEqual([
      { field: 'poNumber', before: 'PO-2026-0042', after: '=HYPERLINK("http://evil.test","x")' },
    ]);
    expect(entries[0]).toMatchObject({ byCompany: 'Northern Carrier' });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'pending', after: expect.any(String) }]),
    );
    // No internal id among the fields shown.
    expect(entries[2].changes.map((c: { field: string }) => c.field)).not.toContain('id');
  });

  it('shows a carrier named on the order what changed and which company, never the owner’s users or ids', async () => {
    const res = await get(tokens.carrier as string, `${BASE}/${orderId}/changelogs`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data;
    expect(entries).toHaveLength(3);
    expect(entries[1]).toMatchObject({
      action: 'updated',
      byEmail: null,
      byName: null,
      byCompany: 'Maple Leaf Shipping',
    });
    expect(res.body).not.toContain(shipper.id);
    expect(res.body).not.toContain(shipper.email);
    expect(res.body).not.toContain(shipper.companyId as string);
  });

  it('is 404 to a company the order does not name, and to it the download too', async () => {
    expect((await get(tokens.stranger as string, `${BASE}/${orderId}/changelogs`)).statusCode).toBe(404);
    expect((await get(tokens.stranger as string, `${BASE}/${orderId}/changelogs/download`)).statusCode).toBe(404);
    const all = await get(tokens.stranger as string, `${BASE}/changelogs`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual([]);
  });

  it('downloads as an Excel file the carrier can read: dates as dates, no user of the owner', async () => {
    const res = await get(tokens.carrier as string, `${BASE}/${orderId}/changelogs/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="order-change-log-.*\.xlsx"/);
    const { header, rows, cell } = await workbookOf(res.rawPayload);
    expect(header).toEqual([
      'Time',
      'Order number',
      'Action',
      'Sequence',
      'By',
      'By company',
      'Changed fields',
      'Changes',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => cell(r, 'Action'))).toEqual(['tracked', 'updated', 'created']);
    expect(cell(rows[0] as unknown[], 'Time')).toBeInstanceOf(Date);
    expect(cell(rows[0] as unknown[], 'Sequence')).toBe(3);
    expect(rows.map((r) => cell(r, 'By') ?? null)).toEqual([null, null, null]);
    expect(cell(rows[1] as unknown[], 'Changes')).toBe('poNumber: PO-2026-0042 → =HYPERLINK("http://evil.test","x")');
  });
});

describe('the company’s order change log', () => {
  it('filters by order number, action, user and dates, and pages by cursor', async () => {
    const token = tokens.shipper as string;
    const byNumber = (await get(token, `${BASE}/changelogs?orderNumber=${roadOrderNumber}`)).json().data;
    expect(byNumber.map((e: { action: string }) => e.action)).toEqual(['created']);
    const updates = (await get(token, `${BASE}/changelogs?action=updated`)).json().data;
    expect(updates.map((e: { orderNumber: string }) => e.orderNumber)).toEqual([orderNumber]);
    const mine = (await get(token, `${BASE}/changelogs?user=${shipper.id}`)).json().data;
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['created', 'updated', 'created']);
    const later = await get(token, `${BASE}/changelogs?from=2999-01-01`);
    expect(later.json().data).toEqual([]);
    const other = await get(token, `${BASE}/changelogs?user=${stranger.id}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors?.user ?? other.json().message).toBeTruthy();

    const first = await get(token, `${BASE}/changelogs?limit=2`);
    const cursor = first.json().meta.nextCursor;
    expect(first.json().data).toHaveLength(2);
    expect(cursor).toEqual(expect.any(String));
    const second = (await get(token, `${BASE}/changelogs?limit=2&cursor=${cursor}`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta.nextCursor).toBeNull();
    const ids = [...first.json().data, ...second.data].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(4);
    expect((await get(token, `${BASE}/changelogs?cursor=not-a-cursor`)).statusCode).toBe(400);
  });

  it('exports to Excel with the filters', async () => {
    const res = await get(tokens.shipper as string, `${BASE}/changelogs/export-excel?action=created`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, cell } = await workbookOf(res.rawPayload);
    expect(rows.map((r) => cell(r, 'Order number')).sort()).toEqual([orderNumber, roadOrderNumber].sort());
    expect(rows.map((r) => cell(r, 'By'))).toEqual([shipper.email, shipper.email]);
  });
});

describe('the orders list as Excel', () => {
  it('writes the list’s rows with typed cells, a frozen header and formula-like text neutralised', async () => {
    const res = await get(tokens.shipper as string, `${BASE}/export-excel?mode=ocean`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows, cell } = await workbookOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows).toHaveLength(1);
    const row = rows[0] as unknown[];
    expect(cell(row, 'Order number')).toBe(orderNumber);
    expect(cell(row, 'Gross weight')).toBe(18250);
    expect(cell(row, 'Units')).toBe(1);
    expect(cell(row, 'Carrier')).toBe('Northern Carrier');
    expect(cell(row, 'Order date')).toEqual(new Date('2026-02-27T00:00:00Z'));
    expect(cell(row, 'ETD')).toEqual(new Date('2026-03-02T06:30:00Z'));
    // Text, not a formula: exceljs reads a formula cell back as an object.
    expect(cell(row, 'PO number')).toBe('\'=HYPERLINK("http://evil.test","x")');
  });

  it('follows the list’s filters and search, and shows a party the orders shared with it', async () => {
    const road = await workbookOf((await get(tokens.shipper as string, `${BASE}/export-excel?mode=road`)).rawPayload);
    expect(road.rows.map((r) => road.cell(r, 'Order number'))).toEqual([roadOrderNumber]);
    expect(road.cell(road.rows[0] as unknown[], 'Gross weight')).toBe(1200.5);
    const search = await workbookOf(
      (await get(tokens.shipper as string, `${BASE}/export-excel?search=CSQU3054383`)).rawPayload,
    );
    expect(search.rows.map((r) => search.cell(r, 'Order number'))).toEqual([orderNumber]);
    const none = await workbookOf(
      (await get(tokens.shipper as string, `${BASE}/export-excel?status=ended`)).rawPayload,
    );
    expect(none.rows).toHaveLength(0);
    const shared = await workbookOf(
      (await get(tokens.carrier as string, `${BASE}/export-excel?scope=shared`)).rawPayload,
    );
    expect(shared.rows.map((r) => shared.cell(r, 'Order number'))).toEqual([orderNumber]);
    const strangers = await workbookOf((await get(tokens.stranger as string, `${BASE}/export-excel`)).rawPayload);
    expect(strangers.rows).toHaveLength(0);
  });
});

describe('the admin screens', () => {
  it('lets a system administrator read every company’s order changes and orders, by company', async () => {
    const token = tokens.sysAdmin as string;
    const log = await get(token, `/api/admin/order-changelogs?companyId=${shipper.companyId}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data).toHaveLength(4);
    expect(log.json().data[0]).toMatchObject({ companyName: 'Maple Leaf Shipping', action: 'created' });
    const file = await get(token, `/api/admin/order-changelogs/export-excel?companyId=${shipper.companyId}`);
    const book = await workbookOf(file.rawPayload);
    expect(book.header[1]).toBe('Company');
    expect(book.rows).toHaveLength(4);
    const list = await get(token, `/api/admin/orders?companyId=${shipper.companyId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.map((o: { orderNumber: string }) => o.orderNumber)
        .sort(),
    ).toEqual([orderNumber, roadOrderNumber].sort());
    expect(list.json().data[0].companyName).toBe('Maple Leaf Shipping');
    const nobody = await get(token, `/api/admin/orders?companyId=${stranger.companyId}`);
    expect(nobody.json().data).toEqual([]);
  });

  it('refuses a company administrator holding adminMgt.* and an ordinary user', async () => {
    for (const url of [
      '/api/admin/order-changelogs',
      '/api/admin/orders',
      '/api/admin/order-changelogs/export-excel',
    ]) {
      expect((await get(tokens.companyAdmin as string, url)).statusCode).toBe(403);
      expect((await get(tokens.shipper as string, url)).statusCode).toBe(403);
    }
  });
});
