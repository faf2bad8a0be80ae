import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@lanehub/shared';
import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orderDocuments } from '../../db/schema';
import { createLocalFileStorage } from '../../platform/files';
import { purgeOrphanFiles } from '../../platform/housekeeping';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { SAMPLE_BILL_OF_LADING as SAMPLE_PDF, orderDocumentForm as uploadForm } from './order-documents.examples';

const ORDERS = '/api/lanehub-core/order';
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0)]);

let ctx: TestContext;
let filesDir: string;
let shipper: TestUser;
let carrier: TestUser;
let consignee: TestUser;
let stranger: TestUser;
const tokens: Record<'shipper' | 'carrier' | 'consignee' | 'stranger', string> = {
  shipper: '',
  carrier: '',
  consignee: '',
  stranger: '',
};
let orderId: string;

const documentsOf = (id: string) => `${ORDERS}/${id}/documents`;
const pdf = (name: string, data: Buffer = SAMPLE_PDF) => ({ name, type: 'application/pdf', data });
const upload = (token: string, fields: Record<string, string>, file: ReturnType<typeof pdf> | null, id = orderId) =>
  call(ctx.app, token, { method: 'PUT', url: documentsOf(id), payload: uploadForm(fields, file) });
const list = (token: string, id = orderId) => call(ctx.app, token, { method: 'GET', url: documentsOf(id) });

/** Every stored file under the files directory. */
const filesOnDisk = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'lanehub-order-documents-'));
  ctx = await createTestApp({ filesDir });
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Maple Leaf Papers', permissions });
  carrier = await createTenant(db, { name: 'Harbour Line', permissions });
  consignee = await createTenant(db, { name: 'Prairie Stores', permissions });
  stranger = await createTenant(db, { name: 'Stranger Freight', permissions });
  for (const [name, user] of Object.entries({ shipper, carrier, consignee, stranger })) {
    tokens[name as keyof typeof tokens] = (await login(ctx.app, user.email)).accessToken;
  }
  for (const partner of [carrier, consignee]) {
    const res = await call(ctx.app, tokens.shipper, {
      method: 'POST',
      url: '/api/lanehub-core/partners',
      payload: { partnerCompanyId: partner.companyId },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const created = await call(ctx.app, tokens.shipper, {
    method: 'POST',
    url: ORDERS,
    payload: { ...ORDER_EXAMPLE, carrierCompanyId: carrier.companyId, consigneeCompanyId: consignee.companyId },
  });
  expect(created.statusCode, created.body).toBe(201);
  orderId = created.json().data.id;
});
afterAll(async () => {
  await ctx?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('order documents', () => {
  let billId: string;
  let invoiceId: string;

  it('the carrier adds the bill of lading: 201 with the spec message, a row of the owner and an event on the order', async () => {
    const res = await upload(
      tokens.carrier,
      { documentType: 'bill_of_lading', name: 'Original B/L' },
      pdf('MAEU123456789.pdf'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('File Original B/L has been uploaded!');
    const document = res.json().data;
    expect(document).toMatchObject({
      orderId,
      documentType: 'bill_of_lading',
      name: 'Original B/L',
      originalName: 'MAEU123456789.pdf',
      mimeType: 'application/pdf',
      uploadedByCompany: 'Harbour Line',
      canDelete: true,
    });
    billId = document.id;
    const [row] = await ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.id, billId));
    expect(row).toMatchObject({ companyId: shipper.companyId, uploadedByCompanyId: carrier.companyId });
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.document-added')));
    expect(events).toHaveLength(1);
    expect(events[0]?.companyId).toBe(shipper.companyId);
    expect(events[0]?.after).toMatchObject({ document: 'Original B/L', uploadedByCompany: 'Harbour Line' });
    expect(JSON.stringify(events[0])).not.toContain(row?.storageKey);
  });

  it('the owner and every party list and download it; a stranger is told the order does not exist', async () => {
    await upload(tokens.shipper, { documentType: 'commercial_invoice' }, pdf('invoice-4471.pdf')).then((res) => {
      expect(res.statusCode, res.body).toBe(201);
      invoiceId = res.json().data.id;
      expect(res.json().data.name).toBe('invoice-4471.pdf');
    });
    for (const who of ['shipper', 'carrier', 'consignee'] as const) {
      const res = await list(tokens[who]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['invoice-4471.pdf', 'Original B/L']);
      const download = await call(ctx.app, tokens[who], {
        method: 'GET',
        url: `${documentsOf(orderId)}/${billId}/download`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('MAEU123456789.pdf');
      expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    }
    const asStranger = await list(tokens.stranger);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().message).toBe('Order not found');
    const strangerDownload = await call(ctx.app, tokens.stranger, {
      method: 'GET',
      url: `${documentsOf(orderId)}/${billId}/download`,
    });
    expect(strangerDownload.statusCode).toBe(404);
  });

  it('says who may delete each: the uploader and the owner', async () => {
    const asCarrier = (await list(tokens.carrier)).json().data as Array<{ id: string; canDelete: boolean }>;
    expect(asCarrier.find((d) => d.id === billId)?.canDelete).toBe(true);
    expect(asCarrier.find((d) => d.id === invoiceId)?.canDelete).toBe(false);
    const asConsignee = (await list(tokens.consignee)).json().data as Array<{ canDelete: boolean }>;
    expect(asConsignee.every((d) => !d.canDelete)).toBe(true);
    const asOwner = (await list(tokens.shipper)).json().data as Array<{ canDelete: boolean }>;
    expect(asOwner.every((d) => d.canDelete)).toBe(true);
  });

  it('refuses the consignee an upload (403), a stranger (404), a wrong type and a missing kind on the field', async () => {
    const consigneeUpload = await upload(tokens.consignee, { documentType: 'proof_of_delivery' }, pdf('pod.pdf'));
    expect(consigneeUpload.statusCode).toBe(403);
    expect(consigneeUpload.json().message).toBe('Your role on this order does not allow adding documents');
    expect((await upload(tokens.stranger, { documentType: 'other' }, pdf('x.pdf'))).statusCode).toBe(404);
    const exe = await upload(
      tokens.shipper,
      { documentType: 'other' },
      { name: 'setup.pdf', type: 'application/pdf', data: EXE },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('setup.pdf is not supported file types');
    const kindless = await upload(tokens.shipper, {}, pdf('x.pdf'));
    expect(kindless.statusCode).toBe(400);
    expect(kindless.json().fieldErrors).toEqual({ documentType: 'Choose the kind of document' });
    const tooLarge = await upload(
      tokens.shipper,
      { documentType: 'other' },
      pdf('huge.pdf', Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)])),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect((await list(tokens.shipper)).json().data).toHaveLength(2);
  });

  it('lets a party delete only its own document, the owner any; the bytes go with the row', async () => {
    const filesBefore = await filesOnDisk();
    const carrierOnInvoice = await call(ctx.app, tokens.carrier, {
      method: 'DELETE',
      url: `${documentsOf(orderId)}/${invoiceId}`,
    });
    expect(carrierOnInvoice.statusCode).toBe(403);
    expect(carrierOnInvoice.json().message).toBe(
      'Only the company that uploaded a document, or the order’s owner, can delete it',
    );
    const consigneeOnBill = await call(ctx.app, tokens.consignee, {
      method: 'DELETE',
      url: `${documentsOf(orderId)}/${billId}`,
    });
    expect(consigneeOnBill.statusCode).toBe(403);
    const carrierOnBill = await call(ctx.app, tokens.carrier, {
      method: 'DELETE',
      url: `${documentsOf(orderId)}/${billId}`,
    });
    expect(carrierOnBill.statusCode, carrierOnBill.body).toBe(200);
    expect(carrierOnBill.json().meta.message).toBe('Document Original B/L has been deleted');
    const ownerOnInvoice = await call(ctx.app, tokens.shipper, {
      method: 'DELETE',
      url: `${documentsOf(orderId)}/${invoiceId}`,
    });
    expect(ownerOnInvoice.statusCode).toBe(200);
    expect((await list(tokens.shipper)).json().data).toEqual([]);
    expect(await filesOnDisk()).toBe(filesBefore - 2);
    const deleted = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, 'order.document-deleted')));
    expect(deleted).toHaveLength(2);
  });

  it("keeps a document's bytes from the orphan sweep while its row exists", async () => {
    const res = await upload(tokens.carrier, { documentType: 'sea_waybill' }, pdf('waybill.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    const before = await filesOnDisk();
    await purgeOrphanFiles(ctx.database.db, createLocalFileStorage(filesDir), { orphanFileGraceHours: -1 });
    expect(await filesOnDisk()).toBe(before);
    const download = await call(ctx.app, tokens.shipper, {
      method: 'GET',
      url: `${documentsOf(orderId)}/${res.json().data.id}/download`,
    });
    expect(download.statusCode).toBe(200);
  });
});
