import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, domainEvents, invoiceLineReviews, orderParties, rateCardLanes, rateCards } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// Audit & Pay as the billed shipper and the carrier would try it: the lines against the contract rate,
// approval within tolerance only, one winner per line, the dispute on the carrier's invoice and
// nowhere else (run on PostgreSQL with DATABASE_URL for the race).

let ctx: TestContext;
let carrier: TestUser;
let shipper: TestUser;
let stranger: TestUser;
let carrierToken = '';
let shipperToken = '';
let strangerToken = '';
let orderId = '';

const CORE = '/api/lanehub-core';
const PERMISSIONS = ['order.view', 'order.invoice', 'order.bill'];
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

type AuditLine = {
  lineId: string;
  chargeCode: string;
  billed: string;
  expected: string | null;
  difference: string | null;
  result: string;
  withinTolerance: boolean;
  contractNumber: string | null;
  rateCardName: string | null;
  rateCardRow: number | null;
  review: { decision: string; reason: string | null; note: string } | null;
};

/** The carrier's published invoice to the shipper: base at the contract rate, fuel overbilled, detention unrated. */
const publishBill = async () => {
  const res = await call(ctx.app, carrierToken, {
    method: 'POST',
    url: `${CORE}/invoice`,
    payload: {
      billToCompanyId: shipper.companyId,
      currency: 'CAD',
      issueDate: today,
      dueDate: today,
      notes: '',
      taxes: [],
      lines: [
        { orderId, chargeCode: 'BAS', description: 'Linehaul', quantity: '1', unitRate: '1850' },
        { orderId, chargeCode: 'FSC', description: 'Fuel', quantity: '1', unitRate: '412' },
        { orderId, chargeCode: 'DET', description: 'Detention', quantity: '2', unitRate: '75' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const pub = await call(ctx.app, carrierToken, { method: 'POST', url: `${CORE}/invoice/${id}/publish`, payload: {} });
  expect(pub.statusCode, pub.body).toBe(200);
  return id;
};
const audit = async (token: string, id: string) => call(ctx.app, token, { url: `${CORE}/audit-pay/bill/${id}` });
const linesOf = async (id: string) => {
  const res = await audit(shipperToken, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.lines as AuditLine[];
};
const approve = (token: string, id: string, lineIds: string[]) =>
  call(ctx.app, token, { method: 'POST', url: `${CORE}/audit-pay/bill/${id}/approve`, payload: { lineIds } });
const dispute = (token: string, id: string, lineId: string) =>
  call(ctx.app, token, {
    method: 'POST',
    url: `${CORE}/audit-pay/bill/${id}/dispute`,
    payload: { lineId, reason: 'over_contract_rate', note: 'Fuel is 277.50 by contract GLR-1' },
  });

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
  await db.insert(orderParties).values({
    companyId: shipper.companyId as string,
    orderId,
    partyCompanyId: carrier.companyId as string,
    role: 'carrier',
  });
  // The shipper's contract with the carrier: one lane CN → CA, base 1,850 and fuel 277.50 CAD.
  const shipperId = shipper.companyId as string;
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId: shipperId,
      contractNumber: 'GLR-1',
      mode: 'outbound',
      contractTypeId: 'road-transportation',
      partyCompanyId: carrier.companyId as string,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
      status: 'active',
    })
    .returning();
  const [card] = await db
    .insert(rateCards)
    .values({ companyId: shipperId, contractId: contract?.id as string, rateCardTypeId: '110', name: 'Asia lanes' })
    .returning();
  await db.insert(rateCardLanes).values({
    companyId: shipperId,
    contractId: contract?.id as string,
    rateCardId: card?.id as string,
    rowIndex: 2,
    carrier: 'Glacier Road Lines',
    originCountry: 'CN',
    destinationCountry: 'CA',
    specificity: 3,
    baseRate: '1850',
    fuelSurcharge: '277.50',
    currency: 'CAD',
  });
});
afterAll(async () => ctx?.close());

describe('Audit & Pay', () => {
  let billId = '';
  let lines: AuditLine[] = [];
  const line = (code: string) => lines.find((l) => l.chargeCode === code) as AuditLine;

  it("compares each line with the rating engine's rate for the order: match, over, no rate, with the rate card row", async () => {
    billId = await publishBill();
    lines = await linesOf(billId);
    expect(line('BAS')).toMatchObject({
      billed: '1850.0000',
      expected: '1850.0000',
      difference: '0.0000',
      result: 'match',
      withinTolerance: true,
      contractNumber: 'GLR-1',
      rateCardName: 'Asia lanes',
      rateCardRow: 3,
    });
    expect(line('FSC')).toMatchObject({
      billed: '412.0000',
      expected: '277.5000',
      difference: '134.5000',
      result: 'over',
      withinTolerance: false,
    });
    expect(line('DET')).toMatchObject({ billed: '150.0000', expected: null, result: 'no_rate' });
    const list = await call(ctx.app, shipperToken, { url: `${CORE}/audit-pay/bill` });
    expect(list.json().data).toEqual([expect.objectContaining({ id: billId, lineCount: 3, payable: false })]);
  });

  it('follows the company tolerances: a 50 % tolerance makes the fuel line a match', async () => {
    const saved = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${CORE}/audit-pay/settings`,
      payload: { toleranceAmount: '0', tolerancePercent: '50' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().meta.message).toBe('Audit tolerances have been saved');
    expect((await linesOf(billId)).find((l) => l.chargeCode === 'FSC')?.result).toBe('match');
    const back = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${CORE}/audit-pay/settings`,
      payload: { toleranceAmount: '5', tolerancePercent: '2' },
    });
    expect(back.json().data).toEqual({ toleranceAmount: '5.0000', tolerancePercent: '2.0000' });
    const bad = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${CORE}/audit-pay/settings`,
      payload: { toleranceAmount: '-1', tolerancePercent: '101' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to approve a line outside tolerance, and nothing of the request is approved', async () => {
    const res = await approve(shipperToken, billId, [line('BAS').lineId, line('FSC').lineId]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'lineIds.1': 'Only lines within tolerance can be approved; dispute the others',
    });
    expect((await linesOf(billId)).every((l) => l.review === null)).toBe(true);
  });

  it('only the billed company approves: the carrier is 403, another company 404', async () => {
    expect((await approve(carrierToken, billId, [line('BAS').lineId])).statusCode).toBe(403);
    expect((await approve(strangerToken, billId, [line('BAS').lineId])).statusCode).toBe(404);
    expect((await audit(strangerToken, billId)).statusCode).toBe(404);
    expect((await dispute(strangerToken, billId, line('FSC').lineId)).statusCode).toBe(404);
    const strangerView = await call(ctx.app, strangerToken, { url: `${CORE}/invoice/${billId}/audit` });
    expect(strangerView.statusCode).toBe(404);
    const strangerList = await call(ctx.app, strangerToken, { url: `${CORE}/audit-pay/bill` });
    expect(strangerList.json().data).toEqual([]);
  });

  it('approves a line within tolerance once: of two concurrent approvals one wins, the other is 409', async () => {
    const [a, b] = await Promise.all([
      approve(shipperToken, billId, [line('BAS').lineId]),
      approve(shipperToken, billId, [line('BAS').lineId]),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const winner = (a?.statusCode === 200 ? a : b)?.json();
    expect(winner.meta.message).toBe('1 line(s) approved');
    const rows = await ctx.database.db
      .select()
      .from(invoiceLineReviews)
      .where(eq(invoiceLineReviews.lineId, line('BAS').lineId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: carrier.companyId, reviewerCompanyId: shipper.companyId });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, billId), eq(domainEvents.type, 'invoice.lines-approved')));
    expect(events).toHaveLength(1);
  });

  it('disputes the overbilled line with a reason and a note; the carrier sees it on its invoice without the rates', async () => {
    const res = await dispute(shipperToken, billId, line('FSC').lineId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('The line has been disputed and the carrier can see it');
    expect((await dispute(shipperToken, billId, line('FSC').lineId)).statusCode).toBe(409);
    const seen = await call(ctx.app, carrierToken, { url: `${CORE}/invoice/${billId}/audit` });
    expect(seen.statusCode, seen.body).toBe(200);
    const fuel = (seen.json().data.lines as AuditLine[]).find((l) => l.chargeCode === 'FSC');
    expect(fuel).toMatchObject({
      review: { decision: 'disputed', reason: 'over_contract_rate', note: 'Fuel is 277.50 by contract GLR-1' },
      expected: null,
      contractNumber: null,
      rateCardName: null,
    });
    expect(seen.json().data.role).toBe('owner');
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, billId), eq(domainEvents.type, 'invoice.line-disputed')));
    expect(events).toHaveLength(1);
    expect(events[0]?.companyId).toBe(carrier.companyId);
  });

  it('makes the bill payable once every line is approved', async () => {
    const id = await publishBill();
    const fresh = await linesOf(id);
    await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${CORE}/audit-pay/settings`,
      payload: { toleranceAmount: '200', tolerancePercent: '0' },
    });
    // DET has no rate: it can only be disputed, so the bill stays not payable.
    const codes = (await linesOf(id)).filter((l) => l.withinTolerance).map((l) => l.lineId);
    expect(codes).toHaveLength(2);
    const res = await approve(shipperToken, id, codes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payable).toBe(false);
    expect(fresh).toHaveLength(3);
  });
});
