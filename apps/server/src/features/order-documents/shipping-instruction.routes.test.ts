import { SHIPPING_INSTRUCTION_EXAMPLE } from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, shippingInstructions } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let forwarder: TestUser;
let stranger: TestUser;
const tokens: Record<'shipper' | 'carrier' | 'forwarder' | 'stranger', string> = {
  shipper: '',
  carrier: '',
  forwarder: '',
  stranger: '',
};
let orderId: string;
let orderNumber: string;

const url = (id: string, tail = '') => `/api/order/${id}/shipping-instruction${tail}`;
const put = (token: string, id: string, payload: object) =>
  call(ctx.app, token, { method: 'PUT', url: url(id), payload });

/** The text of every page of a PDF, as a reader (a customs officer's viewer) extracts it. */
const pdfText = async (bytes: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages: document.numPages, text: pages.join('\n') };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Shipping', permissions });
  carrier = await createTenant(db, { name: 'Northern Carrier', permissions });
  forwarder = await createTenant(db, { name: 'Pacific Forwarding', permissions });
  stranger = await createTenant(db, { name: 'Stranger Lines', permissions });
  for (const [key, user] of Object.entries({ shipper, carrier, forwarder, stranger })) {
    tokens[key as keyof typeof tokens] = (await login(ctx.app, user.email)).accessToken;
  }
  for (const partner of [carrier, forwarder]) {
    const res = await call(ctx.app, tokens.shipper, {
      method: 'POST',
      url: '/api/lanehub-core/partners',
      payload: { partnerCompanyId: partner.companyId },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const order = await call(ctx.app, tokens.shipper, {
    method: 'POST',
    url: '/api/lanehub-core/order',
    payload: { ...ORDER_EXAMPLE, carrierCompanyId: carrier.companyId, forwarderCompanyId: forwarder.companyId },
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = order.json().data.id;
  orderNumber = order.json().data.orderNumber;
});
afterAll(async () => ctx?.close());

describe('shipping instruction', () => {
  it('starts as a draft prefilled from the order: parties, booking, vessel, ports and containers with seals', async () => {
    const res = await call(ctx.app, tokens.shipper, { method: 'GET', url: url(orderId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderNumber,
      version: 0,
      canEdit: true,
      shipper: { name: 'Maple Leaf Shipping', address: '1000 Yanggao Road, Shanghai, 200120, CN' },
      bookingNumber: 'BK7731204',
      vesselName: 'Maersk Elba',
      voyage: '612W',
      portOfLoading: 'CNSHA',
      portOfDischarge: 'CAVAN',
      grossWeightKg: 18250,
      incoterm: 'FOB',
      containers: [{ containerNumber: 'CSQU3054383', sizeType: '45G1', sealNumbers: ['SL123456'] }],
    });
  });

  it('is saved by the owner, versioned, and logged in the same transaction', async () => {
    const first = await put(tokens.shipper, orderId, SHIPPING_INSTRUCTION_EXAMPLE);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().meta.message).toBe('Shipping instruction has been saved');
    expect(first.json().data).toMatchObject({ version: 1, hsCode: '940350', updatedByCompany: 'Maple Leaf Shipping' });
    const second = await put(tokens.shipper, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      consignee: { name: 'Société Générale de Meubles Montréal', address: '1 Rue Notre-Dame, Montréal QC' },
    });
    expect(second.json().data).toMatchObject({
      version: 2,
      consignee: { name: 'Société Générale de Meubles Montréal' },
    });
    // The same instruction sent again changes nothing: no new version, nothing logged.
    const again = await put(tokens.shipper, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      hsCode: '940350',
      consignee: { name: 'Société Générale de Meubles Montréal', address: '1 Rue Notre-Dame, Montréal QC' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.version).toBe(2);
    const rows = await ctx.database.db
      .select()
      .from(shippingInstructions)
      .where(eq(shippingInstructions.orderId, orderId));
    expect(rows).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.shipping-instruction-saved')));
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.companyId)).toEqual([shipper.companyId, shipper.companyId]);
  });

  it('exports a PDF whose text reads back the order number, container, consignee and gross weight', async () => {
    const res = await call(ctx.app, tokens.shipper, { method: 'GET', url: url(orderId, '/export-pdf') });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="shipping-instruction-${orderNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Shipping Instruction');
    expect(text).toContain(orderNumber);
    expect(text).toContain('CSQU3054383');
    expect(text).toContain('SL123456');
    expect(text).toContain('Société Générale de Meubles Montréal');
    expect(text).toContain('18,250 kg');
    expect(text).toContain('9403.50');
    expect(text).toContain('CNSHA');
  });

  it('lets the carrier read and export it but not change it; a stranger sees nothing', async () => {
    const read = await call(ctx.app, tokens.carrier, { method: 'GET', url: url(orderId) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ version: 2, canEdit: false });
    const pdf = await call(ctx.app, tokens.carrier, { method: 'GET', url: url(orderId, '/export-pdf') });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain(orderNumber);

    const change = await put(tokens.carrier, orderId, { ...SHIPPING_INSTRUCTION_EXAMPLE, remarks: 'Carrier edit' });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(
      'Only the company that booked the order, its shipper or its forwarder can change the shipping instruction',
    );

    for (const tail of ['', '/export-pdf']) {
      const seen = await call(ctx.app, tokens.stranger, { method: 'GET', url: url(orderId, tail) });
      expect(seen.statusCode).toBe(404);
      expect(seen.body).not.toContain('CSQU3054383');
    }
    expect((await put(tokens.stranger, orderId, SHIPPING_INSTRUCTION_EXAMPLE)).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(shippingInstructions)
      .where(eq(shippingInstructions.orderId, orderId));
    expect(row?.version).toBe(2);
    expect(row?.remarks).toBeNull();
  });

  it("lets the forwarder named on the order save it into the owner's record", async () => {
    const res = await put(tokens.forwarder, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      remarks: 'Stow away from heat',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 3,
      remarks: 'Stow away from heat',
      updatedByCompany: 'Pacific Forwarding',
    });
    const [row] = await ctx.database.db
      .select()
      .from(shippingInstructions)
      .where(eq(shippingInstructions.orderId, orderId));
    expect(row?.companyId).toBe(shipper.companyId);
  });

  it('refuses bad fields on their names: HS code, container check digit, UN number, Incoterm, missing consignee', async () => {
    const bad = await put(tokens.shipper, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      consignee: { name: '' },
      hsCode: '94035',
      containers: [{ containerNumber: 'CSQU3054384', sealNumbers: [] }],
      dangerousGoods: [{ unNumber: '12', properShippingName: 'Paint', hazardClass: '3' }],
      freightTerms: 'later',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fieldErrors;
    expect(fields['consignee.name']).toBe('This field is required');
    expect(fields.hsCode).toBe('An HS code is 6 digits, dots allowed (e.g. 9403.60)');
    expect(fields['containers.0.containerNumber']).toMatch(/check digit/i);
    expect(fields['dangerousGoods.0.unNumber']).toBe('A UN number is 4 digits, e.g. UN1263');
    expect(fields.freightTerms).toBeDefined();

    const unknownHs = await put(tokens.shipper, orderId, { ...SHIPPING_INSTRUCTION_EXAMPLE, hsCode: '999999' });
    expect(unknownHs.statusCode).toBe(400);
    expect(unknownHs.json().fieldErrors).toEqual({ hsCode: '999999 is not an HS 2022 subheading' });

    const incoterm = await put(tokens.shipper, orderId, { ...SHIPPING_INSTRUCTION_EXAMPLE, incoterm: 'XYZ' });
    expect(incoterm.statusCode).toBe(400);
    expect(incoterm.json().fieldErrors.incoterm).toBeDefined();

    const [row] = await ctx.database.db
      .select()
      .from(shippingInstructions)
      .where(eq(shippingInstructions.orderId, orderId));
    expect(row?.version).toBe(3);
  });

  it('prints dangerous goods lines when there are some, and logs a change of seal alone', async () => {
    const saved = await put(tokens.shipper, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      dangerousGoods: [{ unNumber: 'UN1263', properShippingName: 'PAINT', hazardClass: '3', packingGroup: 'III' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(4);
    const resealed = await put(tokens.shipper, orderId, {
      ...SHIPPING_INSTRUCTION_EXAMPLE,
      containers: [{ containerNumber: 'CSQU3054383', sizeType: '45G1', sealNumbers: ['SL999999'], packages: 120 }],
      dangerousGoods: [{ unNumber: '1263', properShippingName: 'PAINT', hazardClass: '3', packingGroup: 'III' }],
    });
    expect(resealed.json().data).toMatchObject({ version: 5, containers: [{ sealNumbers: ['SL999999'] }] });
    const pdf = await call(ctx.app, tokens.shipper, { method: 'GET', url: url(orderId, '/export-pdf') });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dangerous goods');
    expect(text).toContain('UN1263');
  });
});
