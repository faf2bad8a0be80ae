import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { PO_EXAMPLE, type TPoInput } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, poItems, purchaseOrders } from '../../db/schema';
import { call, createTenant, createTestApp, login, race, type TestContext, type TestUser } from '../../test/test-app';

const PO = '/api/lanehub-core/po';
const ORDER = '/api/lanehub-core/order';

let ctx: TestContext;
let buyer: TestUser;
let vendor: TestUser;
let stranger: TestUser;
let tokens: { buyer: string; vendor: string; stranger: string };

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, ...(payload ? { payload } : {}) });

const twoLines = (poNumber: string, extra: Partial<TPoInput> = {}): TPoInput => ({
  ...PO_EXAMPLE,
  poNumber,
  vendorCompanyId: vendor.companyId,
  items: [
    { item: 'SKU-1', quantity: 100, hsCode: '691200', consumerUnit: { packagingType: 'Box', weightInLb: 10 } },
    { item: 'SKU-2', quantity: 50, unCode: '1203', hazardous: true, weightUnit: 'LBS', weight: 200 },
  ],
  palletGroup: { palletType: 'GMA', outerPerTier: 8, tierPerPallet: 4, lengthInFT: 4, strappingUsedOnCartons: true },
  ...extra,
});

const create = async (poNumber: string, extra: Partial<TPoInput> = {}) => {
  const res = await send(tokens.buyer, 'POST', PO, twoLines(poNumber, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; items: Array<{ id: string }> };
};

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

const importCsv = async (content: string) => {
  const res = await send(tokens.buyer, 'POST', `${PO}/import`, { fileName: 'PoTemplate.csv', content });
  expect(res.statusCode, res.body).toBe(202);
  return waitForEnd(tokens.buyer, res.json().data.job.id);
};

beforeAll(async () => {
  ctx = await createTestApp(process.env.PO_DEBUG ? { logLevel: 'error' as const } : {});
  const db = ctx.database.db;
  const permissions = ['order.*', 'company.*', 'mynetwork.*'];
  buyer = await createTenant(db, { name: 'PO Buyer', permissions });
  vendor = await createTenant(db, { name: 'PO Vendor', permissions });
  stranger = await createTenant(db, { name: 'PO Stranger', permissions });
  tokens = {
    buyer: (await login(ctx.app, buyer.email)).accessToken,
    vendor: (await login(ctx.app, vendor.email)).accessToken,
    stranger: (await login(ctx.app, stranger.email)).accessToken,
  };
  const partner = await send(tokens.buyer, 'POST', '/api/lanehub-core/partners', {
    partnerCompanyId: vendor.companyId,
  });
  expect(partner.statusCode, partner.body).toBe(201);
});
afterAll(async () => ctx?.close());

describe('purchase orders', () => {
  it('creates a PO with the spec defaults, both unit systems and the vendor, and logs it', async () => {
    const res = await send(tokens.buyer, 'POST', PO, twoLines('PO-100'));
    expect(res.statusCode, res.body).toBe(201);
    const po = res.json().data;
    expect(po).toMatchObject({ poNumber: 'PO-100', status: 'open', vendorName: 'PO Vendor', role: 'buyer' });
    expect(po.actions).toEqual(['approve', 'cancel']);
    expect(po.items[0]).toMatchObject({
      rateCurrency: 'CAD',
      uov: 'CBM',
      uom: 'EA',
      hsCode: '691200',
      openQuantity: '100',
    });
    expect(po.items[0].consumerUnit).toMatchObject({ weightInLb: 10, weightInKg: 4.536 });
    expect(po.items[1]).toMatchObject({ unCode: 'UN1203', weightUnit: 'lb', hazardous: true });
    expect(po.palletGroup).toMatchObject({ lengthInFT: 4, lengthInMT: 1.219, strappingUsedOnCartons: true });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, po.id), eq(domainEvents.type, 'purchase-order.created')));
    expect(events).toHaveLength(1);
  });

  it('refuses an unknown HS code, an unknown UN number, a bad incoterm and a non-partner vendor on their fields', async () => {
    const badHs = await send(
      tokens.buyer,
      'POST',
      PO,
      twoLines('PO-101', { items: [{ item: 'A', quantity: 1, hsCode: '999999' }] }),
    );
    expect(badHs.statusCode).toBe(400);
    expect(badHs.json().fieldErrors['items.0.hsCode']).toBe('999999 is not an HS 2022 subheading');
    const badUn = await send(
      tokens.buyer,
      'POST',
      PO,
      twoLines('PO-101', { items: [{ item: 'A', quantity: 1, unCode: 'UN0001' }] }),
    );
    expect(badUn.json().fieldErrors['items.0.unCode']).toBe('UN0001 is not on the dangerous goods list');
    const badIncoterm = await send(tokens.buyer, 'POST', PO, twoLines('PO-101', { incoterm: 'XYZ' }));
    expect(badIncoterm.statusCode).toBe(400);
    expect(badIncoterm.json().fieldErrors.incoterm).toBe('Choose an Incoterms 2020 rule');
    const noPartner = await send(tokens.buyer, 'POST', PO, twoLines('PO-101', { vendorCompanyId: stranger.companyId }));
    expect(noPartner.statusCode).toBe(400);
    expect(noPartner.json().fieldErrors.vendorCompanyId).toBe('The vendor must be one of your partners');
    const noItems = await send(tokens.buyer, 'POST', PO, { ...twoLines('PO-101'), items: [] });
    expect(noItems.statusCode).toBe(400);
    const rows = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.poNumber, 'PO-101'));
    expect(rows).toHaveLength(0);
  });

  it('keeps PO numbers unique per company, not across companies', async () => {
    await create('PO-DUP');
    const again = await send(tokens.buyer, 'POST', PO, twoLines('PO-DUP'));
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.poNumber).toBe('This PO number is already used by another purchase order');
    const other = await send(tokens.stranger, 'POST', PO, { ...twoLines('PO-DUP'), vendorCompanyId: null });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('updates lines by id, adds and drops lines, and deletes a line item but never the last', async () => {
    const po = await create('PO-EDIT');
    const [first, second] = po.items as [{ id: string }, { id: string }];
    const put = await send(tokens.buyer, 'PUT', `${PO}/${po.id}`, {
      ...twoLines('PO-EDIT'),
      items: [
        { id: first.id, item: 'SKU-1b', quantity: 7 },
        { item: 'SKU-3', quantity: 3 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.items.map((i: { item: string; id: string }) => i.item)).toEqual(['SKU-1b', 'SKU-3']);
    expect(put.json().data.items[0].id).toBe(first.id);
    const gone = await ctx.database.db.select().from(poItems).where(eq(poItems.id, second.id));
    expect(gone).toHaveLength(0);
    const del = await send(tokens.buyer, 'DELETE', `${PO}/item-po/${first.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const last = (await send(tokens.buyer, 'GET', `${PO}/${po.id}`)).json().data.items[0].id;
    const refused = await send(tokens.buyer, 'DELETE', `${PO}/item-po/${last}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A purchase order keeps at least one line item');
  });

  it('lets the buyer approve and the vendor accept; each side only its own actions', async () => {
    const po = await create('PO-FLOW');
    const early = await send(tokens.vendor, 'POST', `${PO}/${po.id}/accept`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This purchase order is already open');
    const vendorApprove = await send(tokens.vendor, 'POST', `${PO}/${po.id}/approve`, {});
    expect(vendorApprove.statusCode).toBe(403);
    expect(vendorApprove.json().message).toBe('Only the buyer can do this');
    const approved = await send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const buyerAccept = await send(tokens.buyer, 'POST', `${PO}/${po.id}/accept`, {});
    expect(buyerAccept.statusCode).toBe(403);
    expect(buyerAccept.json().message).toBe('Only the vendor of this purchase order can do this');
    const seen = await send(tokens.vendor, 'GET', `${PO}/${po.id}`);
    expect(seen.json().data).toMatchObject({ role: 'vendor', actions: ['accept', 'reject'] });
    const vendorEdit = await send(tokens.vendor, 'PUT', `${PO}/${po.id}`, twoLines('PO-FLOW'));
    expect(vendorEdit.statusCode).toBe(403);
    const accepted = await send(tokens.vendor, 'POST', `${PO}/${po.id}/accept`, {});
    expect(accepted.json().data.status).toBe('accepted');
    const edit = await send(tokens.buyer, 'PUT', `${PO}/${po.id}`, twoLines('PO-FLOW'));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('A purchase order that is accepted can no longer be changed');
    const list = await send(tokens.vendor, 'GET', `${PO}?scope=shared&status=accepted`);
    expect(list.json().data.map((p: { poNumber: string }) => p.poNumber)).toEqual(['PO-FLOW']);
  });

  it(race('approve and cancel at once: exactly one wins, the other gets 409 with the state'), async () => {
    const po = await create('PO-RACE');
    const [a, b] = await Promise.all([
      send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {}),
      send(tokens.buyer, 'POST', `${PO}/${po.id}/cancel`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().params.current).toBe(winner.json().data.status);
    const decided = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, po.id));
    expect(
      decided.filter((e) => e.type === 'purchase-order.approved' || e.type === 'purchase-order.cancelled'),
    ).toHaveLength(1);
  });

  it(race('the buyer approves twice at once: one approval, one 409, one event'), async () => {
    const po = await create('PO-RACE-APPROVE');
    const replies = await Promise.all([
      send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {}),
      send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {}),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'STATE_CONFLICT', params: { current: 'approved' } });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, po.id), eq(domainEvents.type, 'purchase-order.approved')));
    expect(events).toHaveLength(1);
  });

  it(race('the buyer cancels twice at once: one cancellation, one 409, one event'), async () => {
    const po = await create('PO-RACE-CANCEL');
    const replies = await Promise.all([
      send(tokens.buyer, 'POST', `${PO}/${po.id}/cancel`, {}),
      send(tokens.buyer, 'POST', `${PO}/${po.id}/cancel`, {}),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'STATE_CONFLICT', params: { current: 'cancelled' } });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, po.id), eq(domainEvents.type, 'purchase-order.cancelled')));
    expect(events).toHaveLength(1);
  });

  it('refuses the vendor every buyer action with 403 and leaves the PO as it was', async () => {
    const po = await create('PO-VENDOR-403');
    const itemId = (po.items[0] as { id: string }).id;
    const order = await send(tokens.vendor, 'POST', ORDER, ORDER_EXAMPLE);
    expect(order.statusCode, order.body).toBe(201);
    for (const [method, url, payload] of [
      ['PUT', `${PO}/${po.id}`, twoLines('PO-VENDOR-403')],
      ['POST', `${PO}/${po.id}/approve`, {}],
      ['POST', `${PO}/${po.id}/cancel`, {}],
    ] as const) {
      const res = await send(tokens.vendor, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Only the buyer can do this');
    }
    // The vendor sees the lines through the PO's sharing, so it is told who may change them.
    const deleteLine = await send(tokens.vendor, 'DELETE', `${PO}/item-po/${itemId}`);
    expect(deleteLine.statusCode).toBe(403);
    expect(deleteLine.json().message).toBe('Only the buyer can do this');
    expect((await send(tokens.buyer, 'GET', `${PO}/${po.id}`)).json().data.items).toHaveLength(2);
    // Nor may the vendor put the buyer's PO on an order of its own.
    await send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {});
    const link = await send(tokens.vendor, 'POST', `${ORDER}/${order.json().data.id}/po`, { poId: po.id });
    expect([400, 403, 404]).toContain(link.statusCode);
    const detail = (await send(tokens.buyer, 'GET', `${PO}/${po.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'approved', orders: [] });
    expect(detail.items).toHaveLength(2);
  });

  it('vendor reject and accept at once: one outcome', async () => {
    const po = await create('PO-RACE2');
    await send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {});
    const [a, b] = await Promise.all([
      send(tokens.vendor, 'POST', `${PO}/${po.id}/accept`, {}),
      send(tokens.vendor, 'POST', `${PO}/${po.id}/reject`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('lists with search, status, vendor, urgency and date filters, paged in SQL', async () => {
    await create('PO-LIST-A', { urgency: 'high', orderDate: '2026-01-10', supplierName: 'Acme Ceramics' });
    await create('PO-LIST-B', { urgency: 'low', orderDate: '2026-02-10' });
    const numbers = async (query: string) =>
      (await send(tokens.buyer, 'GET', `${PO}?${query}`)).json().data.map((p: { poNumber: string }) => p.poNumber);
    expect(await numbers('search=acme')).toEqual(['PO-LIST-A']);
    expect(await numbers('search=PO-LIST&urgency=low')).toEqual(['PO-LIST-B']);
    expect(await numbers('search=PO-LIST&from=2026-02-01&to=2026-02-28')).toEqual(['PO-LIST-B']);
    expect(await numbers(`search=PO-LIST&vendorCompanyId=${vendor.companyId}&sort=poNumber&order=asc`)).toEqual([
      'PO-LIST-A',
      'PO-LIST-B',
    ]);
    const page = await send(tokens.buyer, 'GET', `${PO}?search=PO-LIST&limit=1&sort=poNumber&order=asc`);
    expect(page.json().meta).toMatchObject({ total: 2 });
    expect(page.json().data).toHaveLength(1);
    const next = await send(
      tokens.buyer,
      'GET',
      `${PO}?search=PO-LIST&limit=1&sort=poNumber&order=asc&cursor=${page.json().meta.nextCursor}`,
    );
    expect(next.json().data[0].poNumber).toBe('PO-LIST-B');
  });

  it('links a PO to an order and shows shipped and open quantities', async () => {
    const po = await create('PO-SHIP');
    const order = await send(tokens.buyer, 'POST', ORDER, ORDER_EXAMPLE);
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id;
    const tooEarly = await send(tokens.buyer, 'POST', `${ORDER}/${orderId}/po`, { poId: po.id });
    expect(tooEarly.statusCode).toBe(409);
    await send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {});
    const [first] = po.items as [{ id: string }];
    const over = await send(tokens.buyer, 'POST', `${ORDER}/${orderId}/po`, {
      poId: po.id,
      lines: [{ itemPoId: first.id, quantity: 101 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors['lines.0.quantity']).toBe('Only 100 of item SKU-1 are still open');
    const linked = await send(tokens.buyer, 'POST', `${ORDER}/${orderId}/po`, {
      poId: po.id,
      lines: [{ itemPoId: first.id, quantity: 40 }],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data[0]).toMatchObject({ poNumber: 'PO-SHIP', lines: [{ item: 'SKU-1', quantity: '40' }] });
    const detail = (await send(tokens.buyer, 'GET', `${PO}/${po.id}`)).json().data;
    expect(detail.items[0]).toMatchObject({ shippedQuantity: '40', openQuantity: '60' });
    expect(detail.orders[0]).toMatchObject({ orderId, quantity: '40' });
    const ofOrder = await send(tokens.buyer, 'GET', `${ORDER}/${orderId}/po`);
    expect(ofOrder.json().data).toHaveLength(1);
    const unlinked = await send(tokens.buyer, 'DELETE', `${ORDER}/${orderId}/po/${po.id}`);
    expect(unlinked.statusCode).toBe(200);
    expect((await send(tokens.buyer, 'GET', `${PO}/${po.id}`)).json().data.items[0].openQuantity).toBe('100');
  });

  it('shows another company nothing: 404 on every route with a PO or line of the buyer', async () => {
    const po = await create('PO-PRIVATE');
    const itemId = (po.items[0] as { id: string }).id;
    for (const [method, url, payload] of [
      ['GET', `${PO}/${po.id}`, undefined],
      ['PUT', `${PO}/${po.id}`, twoLines('PO-X')],
      ['POST', `${PO}/${po.id}/approve`, {}],
      ['POST', `${PO}/${po.id}/cancel`, {}],
      ['POST', `${PO}/${po.id}/accept`, {}],
      ['POST', `${PO}/${po.id}/reject`, {}],
      ['DELETE', `${PO}/item-po/${itemId}`, undefined],
    ] as const) {
      const res = await send(tokens.stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor can it put the buyer's PO on an order of its own.
    await send(tokens.buyer, 'POST', `${PO}/${po.id}/approve`, {});
    const own = await send(tokens.stranger, 'POST', ORDER, ORDER_EXAMPLE);
    expect(own.statusCode, own.body).toBe(201);
    const link = await send(tokens.stranger, 'POST', `${ORDER}/${own.json().data.id}/po`, { poId: po.id });
    expect(link.statusCode, link.body).toBe(400);
    expect(Object.keys(link.json().fieldErrors ?? {})).toContain('poId');
    // And the buyer's order, with its PO on it, is not the stranger's to read or change.
    const buyerOrder = await send(tokens.buyer, 'POST', ORDER, ORDER_EXAMPLE);
    const buyerOrderId = buyerOrder.json().data.id;
    expect((await send(tokens.buyer, 'POST', `${ORDER}/${buyerOrderId}/po`, { poId: po.id })).statusCode).toBe(200);
    expect((await send(tokens.stranger, 'GET', `${ORDER}/${buyerOrderId}/po`)).statusCode).toBe(404);
    expect((await send(tokens.stranger, 'DELETE', `${ORDER}/${buyerOrderId}/po/${po.id}`)).statusCode).toBe(404);
    expect((await send(tokens.buyer, 'GET', `${ORDER}/${buyerOrderId}/po`)).json().data).toHaveLength(1);
    const list = await send(tokens.stranger, 'GET', `${PO}?search=PO-PRIVATE`);
    expect(list.json().data).toEqual([]);
    const row = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(row[0]?.status).toBe('approved');
  });
});

describe('PO CSV import', () => {
  const header = 'poNumber,customerLoadNumber,supplierName,incoterm,item,quantity,hsCode,weight,weightUnit';

  it('turns a PO with three loads into -00, -01 and -02, ignoring # rows', async () => {
    const job = await importCsv(
      [
        header,
        '# a comment row',
        'IMP-1,L1,Acme,FOB,SKU-1,10,691200,5,kgs',
        'IMP-1,L2,Acme,FOB,SKU-2,20,,,',
        'IMP-1,L1,Acme,FOB,SKU-3,30,,,',
        'IMP-1,L3,Acme,FOB,SKU-4,40,,,',
        'IMP-2,,Acme,,SKU-5,5,,,',
        '',
      ].join('\n'),
    );
    expect(job.state, JSON.stringify(job.errorReport)).toBe('completed');
    expect(job.result).toMatchObject({ imported: 4, message: 'File imported succesfully' });
    const numbers = async (search: string) =>
      (await send(tokens.buyer, 'GET', `${PO}?search=${search}&sort=poNumber&order=asc`))
        .json()
        .data.map((p: { poNumber: string; itemCount: number }) => `${p.poNumber}:${p.itemCount}`);
    expect(await numbers('IMP-')).toEqual(['IMP-1-00:2', 'IMP-1-01:1', 'IMP-1-02:1', 'IMP-2:1']);
  });

  it('rejects the whole file when one row has an unknown HS code, naming the row', async () => {
    const job = await importCsv(
      [header, 'BAD-1,,Acme,,SKU-1,10,691200,,', 'BAD-2,,Acme,,SKU-2,10,999999,,'].join('\n'),
    );
    expect(job.state).toBe('failed');
    expect(job.errorReport?.message).toBe('1 row has errors; nothing was imported');
    expect(job.errorReport?.errors).toEqual([
      expect.objectContaining({
        row: 3,
        field: 'hsCode',
        message: '999999 is not an HS 2022 subheading',
        messageCode: 'purchaseOrders.api.hsUnknown',
      }),
    ]);
    const rows = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.poNumber, 'BAD-1'));
    expect(rows).toHaveLength(0);
  });

  it("says 'File is empty' and refuses a row before the header", async () => {
    // The assistant reads the file before any job starts: both are refused at once, nothing queued.
    const post = (content: string) =>
      send(tokens.buyer, 'POST', `${PO}/import`, { fileName: 'PoTemplate.csv', content });
    const empty = await post(`${header}\n# nothing\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('File is empty');
    const before = await post(`some title\n${header}\nX-1,,,,SKU,1,,,\n`);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('No row may come before the header');
  });

  it('serves the template', async () => {
    const res = await send(tokens.buyer, 'GET', `${PO}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('PoTemplate.csv');
    expect(res.body.split('\n')[0]).toContain('poNumber,customerLoadNumber,customer');
  });
});
