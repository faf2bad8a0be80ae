import { INVOICE_EXAMPLE, type TInvoiceInput } from '@lanehub/shared/features/invoices/invoices.contract';
import { compareAmounts, sumAmounts, toUnits } from '@lanehub/shared/features/invoices/invoices.money';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, domainEvents, invoices, orderParties } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let carrier: TestUser;
let shipper: TestUser;
let stranger: TestUser;
let carrierToken = '';
let shipperToken = '';
let strangerToken = '';
let orderId = '';

const CORE = '/api/lanehub-core';
const year = new Date().getUTCFullYear();
const PERMISSIONS = ['order.view', 'order.invoice', 'order.invoice-payment', 'order.creditNote', 'order.bill'];

const draft = (token: string, body: Partial<TInvoiceInput> = {}) =>
  call(ctx.app, token, {
    method: 'POST',
    url: `${CORE}/invoice`,
    payload: {
      ...INVOICE_EXAMPLE,
      billToCompanyId: shipper.companyId,
      lines: [
        { orderId, chargeCode: 'BAS', description: 'Toronto to Montreal', quantity: '1', unitRate: '1850' },
        { orderId, chargeCode: 'FSC', description: 'Fuel 15%', quantity: '1', unitRate: '277.50' },
      ],
      ...body,
    },
  });
const act = (token: string, id: string, action: string) =>
  call(ctx.app, token, { method: 'POST', url: `${CORE}/invoice/${id}/${action}`, payload: {} });
const pay = (token: string, applications: Array<{ invoiceId: string; amount: string }>) =>
  call(ctx.app, token, {
    method: 'POST',
    url: `${CORE}/invoice-payment`,
    payload: { receivedOn: '2026-11-20', method: 'eft', reference: 'EFT-1', applications },
  });
const published = async (body: Partial<TInvoiceInput> = {}) => {
  const res = await draft(carrierToken, body);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const pub = await act(carrierToken, id, 'publish');
  expect(pub.statusCode, pub.body).toBe(200);
  return pub.json().data as { id: string; total: string; balance: string; invoiceNumber: string };
};

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
  carrier = await createTenant(db, { name: 'Glacier Road Lines', permissions: PERMISSIONS });
  shipper = await createTenant(db, { name: 'Maple Shipper Co', permissions: PERMISSIONS });
  stranger = await createTenant(db, { name: 'Stranger Freight', permissions: PERMISSIONS });
  carrierToken = (await login(ctx.app, carrier.email)).accessToken;
  shipperToken = (await login(ctx.app, shipper.email)).accessToken;
  strangerToken = (await login(ctx.app, stranger.email)).accessToken;
  const order = await call(ctx.app, shipperToken, { method: 'POST', url: `${CORE}/order`, payload: ORDER_EXAMPLE });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().data.id;
  // The shipper named the carrier on its order (what order entry does for a partner carrier).
  await db.insert(orderParties).values({
    companyId: shipper.companyId as string,
    orderId,
    partyCompanyId: carrier.companyId as string,
    role: 'carrier',
  });
});
afterAll(async () => ctx?.close());

describe('invoices', () => {
  let invoiceId = '';

  it('drafts an invoice for an order the carrier carries, numbered from the sequence, totals in exact decimals', async () => {
    const res = await draft(carrierToken);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().data;
    invoiceId = invoice.id;
    expect(invoice).toMatchObject({
      invoiceNumber: `INV-${year}-000001`,
      status: 'draft',
      role: 'owner',
      billToName: 'Maple Shipper Co',
      issuerName: 'Glacier Road Lines',
      currency: 'CAD',
      subtotal: '2127.5000',
      // 13 % of 2127.50 is 276.575: rounded half-up to the cent once.
      taxes: [{ code: 'HST', rate: '13', amount: '276.5800' }],
      taxTotal: '276.5800',
      total: '2404.0800',
      balance: '2404.0800',
    });
    expect(invoice.lines.map((l: { chargeCode: string; amount: string }) => [l.chargeCode, l.amount])).toEqual([
      ['BAS', '1850.0000'],
      ['FSC', '277.5000'],
    ]);
    expect(res.json().meta.message).toBe(`Invoice INV-${year}-000001 has been created`);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, invoiceId), eq(domainEvents.type, 'invoice.created')));
    expect(events).toHaveLength(1);
  });

  it('refuses an order the caller neither owns nor carries, and a bill-to outside its network', async () => {
    const res = await draft(strangerToken, { billToCompanyId: shipper.companyId as string });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ 'lines.0.orderId': 'Order not found' });
    const own = await draft(carrierToken, { billToCompanyId: stranger.companyId as string });
    expect(own.statusCode).toBe(400);
    expect(own.json().fieldErrors.billToCompanyId).toBeDefined();
  });

  it('keeps a draft from the company it bills; a stranger finds nothing', async () => {
    expect((await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/invoice/${invoiceId}` })).statusCode).toBe(
      404,
    );
    const bills = await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/bill` });
    expect(bills.json().data).toHaveLength(0);
    expect(
      (await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/invoice/${invoiceId}` })).statusCode,
    ).toBe(404);
  });

  it('edits a draft and its rates, recomputing totals (invoice-rate CRUD and update-rate)', async () => {
    const added = await call(ctx.app, carrierToken, {
      method: 'POST',
      url: `${CORE}/invoice-rate`,
      payload: { invoiceId, orderId, chargeCode: 'ACC', description: 'Tailgate', quantity: '2', unitRate: '37.255' },
    });
    expect(added.statusCode, added.body).toBe(201);
    // 2 × 37.255 = 74.51; subtotal 2202.01; HST 286.2613 → 286.26.
    expect(added.json().data).toMatchObject({ subtotal: '2202.0100', taxTotal: '286.2600', total: '2488.2700' });
    const lineId = added.json().data.lines[2].id;
    const changed = await call(ctx.app, carrierToken, {
      method: 'PUT',
      url: `${CORE}/invoice-rate/${lineId}`,
      payload: { orderId, chargeCode: 'ACC', description: 'Tailgate', quantity: '1', unitRate: '50' },
    });
    expect(changed.json().data.subtotal).toBe('2177.5000');
    const removed = await call(ctx.app, carrierToken, { method: 'DELETE', url: `${CORE}/invoice-rate/${lineId}` });
    expect(removed.json().data.total).toBe('2404.0800');
    const rates = await call(ctx.app, carrierToken, {
      method: 'GET',
      url: `${CORE}/invoice-rate?invoiceId=${invoiceId}`,
    });
    expect(rates.json().data).toHaveLength(2);
    const detail = await call(ctx.app, carrierToken, {
      method: 'GET',
      url: `${CORE}/invoice/${invoiceId}/line-detail/${rates.json().data[0].id}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      chargeLabel: 'Base freight',
      order: { id: orderId, ownerName: 'Maple Shipper Co' },
    });
  });

  it('lets only the issuer change an invoice: the billed company is read-only (403)', async () => {
    expect((await act(shipperToken, invoiceId, 'publish')).statusCode).toBe(403);
    const put = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${CORE}/invoice/${invoiceId}`,
      payload: {
        ...INVOICE_EXAMPLE,
        billToCompanyId: shipper.companyId,
        lines: [{ ...INVOICE_EXAMPLE.lines[0], orderId }],
      },
    });
    expect(put.statusCode).toBe(403);
    expect((await act(strangerToken, invoiceId, 'publish')).statusCode).toBe(404);
  });

  it('publishes once under concurrency; a published invoice is immutable and shows under the billed company’s bills', async () => {
    const replies = await Promise.all([1, 2, 3, 4].map(() => act(carrierToken, invoiceId, 'publish')));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const loser = replies.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'STATE_CONFLICT', message: 'This invoice is already unpaid' });
    const put = await call(ctx.app, carrierToken, {
      method: 'PUT',
      url: `${CORE}/invoice/${invoiceId}`,
      payload: {
        ...INVOICE_EXAMPLE,
        billToCompanyId: shipper.companyId,
        lines: [{ ...INVOICE_EXAMPLE.lines[0], orderId }],
      },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('A published invoice changes only by a credit note');
    expect(
      (await call(ctx.app, carrierToken, { method: 'DELETE', url: `${CORE}/invoice/${invoiceId}` })).statusCode,
    ).toBe(409);
    const bills = await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/bill` });
    expect(bills.json().data).toMatchObject([
      { id: invoiceId, role: 'bill-to', status: 'unpaid', issuerName: 'Glacier Road Lines' },
    ]);
    expect((await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/bill/${invoiceId}` })).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/bill/${invoiceId}` })).statusCode).toBe(
      404,
    );
    const stranger = await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/bill` });
    expect(stranger.json().data).toHaveLength(0);
  });

  it('takes a partial then a final payment; never more than the balance; paid at zero', async () => {
    const partial = await pay(carrierToken, [{ invoiceId, amount: '1000' }]);
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json().data).toMatchObject({
      paymentNumber: `PAY-${year}-000001`,
      amount: '1000.0000',
      payerName: 'Maple Shipper Co',
    });
    const over = await pay(carrierToken, [{ invoiceId, amount: '1404.09' }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().fieldErrors['applications.0.amount']).toBe(
      'The amount is more than the balance of 1404.0800 CAD',
    );
    const rest = await pay(carrierToken, [{ invoiceId, amount: '1404.08' }]);
    expect(rest.statusCode, rest.body).toBe(201);
    const invoice = (await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/bill/${invoiceId}` })).json()
      .data;
    expect(invoice).toMatchObject({ status: 'paid', balance: '0.0000', amountPaid: '2404.0800' });
    const again = await pay(carrierToken, [{ invoiceId, amount: '1' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STATE_CONFLICT');
    expect((await act(carrierToken, invoiceId, 'cancel')).statusCode).toBe(409);
    // The billed company does not record the issuer's receipts.
    expect((await pay(shipperToken, [{ invoiceId, amount: '1' }])).statusCode).toBe(400);
  });

  it('applies one payment to several invoices, all or nothing', async () => {
    const a = await published();
    const b = await published();
    const refused = await pay(carrierToken, [
      { invoiceId: a.id, amount: '100' },
      { invoiceId: b.id, amount: '99999' },
    ]);
    expect(refused.statusCode).toBe(409);
    const untouched = (await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${a.id}` })).json()
      .data;
    expect(untouched.balance).toBe(a.total);
    const both = await pay(carrierToken, [
      { invoiceId: a.id, amount: a.total },
      { invoiceId: b.id, amount: '4.08' },
    ]);
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json().data.amount).toBe(sumAmounts([a.total, '4.08']));
    expect(both.json().data.applications).toHaveLength(2);
    const statuses = await Promise.all(
      [a.id, b.id].map(
        async (id) => (await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${id}` })).json().data,
      ),
    );
    expect(statuses.map((s) => [s.status, s.balance])).toEqual([
      ['paid', '0.0000'],
      ['unpaid', '2400.0000'],
    ]);
  });

  it('lets exactly one of concurrent payments take the last balance', async () => {
    const invoice = await published();
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => pay(carrierToken, [{ invoiceId: invoice.id, amount: invoice.total }])),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid', balance: '0.0000', amountPaid: invoice.total });
  });

  it('never lets payments exceed the balance, whatever the amounts (property)', async () => {
    const invoice = await published();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 150_000 }), { minLength: 1, maxLength: 4 }),
        async (cents) => {
          for (const c of cents) {
            const amount = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
            const before = (
              await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${invoice.id}` })
            ).json().data;
            const res = await pay(carrierToken, [{ invoiceId: invoice.id, amount }]);
            const fits = before.status === 'unpaid' && compareAmounts(amount, before.balance) <= 0;
            expect(res.statusCode).toBe(fits ? 201 : 409);
            const after = (
              await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${invoice.id}` })
            ).json().data;
            expect(toUnits(after.balance) >= 0n).toBe(true);
            expect(sumAmounts([after.balance, after.amountPaid, after.amountCredited])).toBe(after.total);
            expect(after.status).toBe(toUnits(after.balance) === 0n ? 'paid' : 'unpaid');
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('credits another invoice: a credit note lowers its balance and never below zero', async () => {
    const invoice = await published();
    const note = await call(ctx.app, carrierToken, {
      method: 'POST',
      url: `${CORE}/credit-note`,
      payload: { invoiceId: invoice.id, issueDate: '2026-11-21', amount: '404.08', reason: 'Late delivery' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data).toMatchObject({
      creditNoteNumber: `CN-${year}-000001`,
      amount: '404.0800',
      invoiceNumber: invoice.invoiceNumber,
    });
    const after = (await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${invoice.id}` })).json()
      .data;
    expect(after).toMatchObject({ balance: '2000.0000', amountCredited: '404.0800', status: 'unpaid' });
    const over = await call(ctx.app, carrierToken, {
      method: 'POST',
      url: `${CORE}/credit-note`,
      payload: { invoiceId: invoice.id, issueDate: '2026-11-21', amount: '2000.01', reason: 'Too much' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().fieldErrors.amount).toBeDefined();
    const list = await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/credit-note` });
    expect(list.json().data).toHaveLength(1);
    expect(
      (await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/credit-note/${note.json().data.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('cancels a draft or an untouched unpaid invoice once; deletes only drafts', async () => {
    const invoice = await published();
    const replies = await Promise.all([1, 2, 3].map(() => act(carrierToken, invoice.id, 'cancel')));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const fresh = await draft(carrierToken);
    const id = fresh.json().data.id;
    expect((await call(ctx.app, carrierToken, { method: 'DELETE', url: `${CORE}/invoice/${id}` })).statusCode).toBe(
      200,
    );
    expect((await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/${id}` })).statusCode).toBe(404);
  });

  it('prints a PDF the customer reads: who bills whom, lines, taxes, total and balance', async () => {
    const res = await call(ctx.app, shipperToken, { method: 'GET', url: `${CORE}/bill/${invoiceId}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Invoice',
      `INV-${year}-000001`,
      'Glacier Road Lines',
      'Maple Shipper Co',
      'Base freight',
      'Fuel surcharge',
      'HST 13%',
      '2,404.08 CAD',
      'Balance due',
      'PAID',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('exports CSV with formula-looking names neutralised', async () => {
    await ctx.database.db
      .update(companies)
      .set({ legalName: '=HYPERLINK("http://x")' })
      .where(eq(companies.id, shipper.companyId as string));
    const res = await call(ctx.app, carrierToken, { method: 'GET', url: `${CORE}/invoice/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\n')[0]).toContain('invoiceNumber');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    await ctx.database.db
      .update(companies)
      .set({ legalName: 'Maple Shipper Co' })
      .where(eq(companies.id, shipper.companyId as string));
  });

  it('lists the issuer’s invoices paged in SQL', async () => {
    const page = await call(ctx.app, carrierToken, {
      method: 'GET',
      url: `${CORE}/invoice?limit=2&sort=invoiceNumber&order=asc`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      `INV-${year}-000001`,
      `INV-${year}-000002`,
    ]);
    expect(page.json().meta.total).toBeGreaterThan(2);
    expect((await call(ctx.app, strangerToken, { method: 'GET', url: `${CORE}/invoice` })).json().data).toHaveLength(0);
  });
});
