import { envelope } from '@lanehub/shared';
import {
  INVOICE_ACTIONS,
  INVOICE_EXAMPLE,
  INVOICE_MSG,
  INVOICE_TRANSITIONS,
  invoiceFileName,
  type TInvoiceAction,
  type TInvoiceSummary,
  ZCreditNote,
  ZCreditNoteIdParams,
  ZCreditNoteInput,
  ZInvoice,
  ZInvoiceFields,
  ZInvoiceIdParams,
  ZInvoiceLine,
  ZInvoiceLineDetail,
  ZInvoiceLineInput,
  ZInvoiceLineParams,
  ZInvoiceListQuery,
  ZInvoiceRateInput,
  ZInvoiceRateParams,
  ZInvoiceRateQuery,
  ZInvoiceSummary,
  ZPagedQuery,
  ZPayment,
  ZPaymentIdParams,
  ZPaymentInput,
  ZUpdateRatesInput,
} from '@lanehub/shared/features/invoices/invoices.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { csvStream, sendCsv } from '../../platform/csv-export';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import type { SharingScope } from '../../platform/sharing';
import { tenantOf } from '../../platform/tenancy';
import { INVOICE_EXPORT_CSV } from './invoices.csv';
import { renderInvoicePdf } from './invoices.pdf';
import { createInvoiceService } from './invoices.service';

// Spec 02 §7.5 'Invoice': invoice, invoice/{id}, line-detail, publish, cancel, export, invoice-rate
// CRUD and update-rate, under /api/lanehub-core like the other company records. `bill` is the same
// invoices seen by the company they bill (read-only); payments and credit notes sit beside them.
const CORE = '/api/lanehub-core';
const BASE = `${CORE}/invoice`;
const TAGS = ['Invoices'];
const invoiceAccess = access.permission('order.invoice');
const read = { access: invoiceAccess, exposes: 'parties' as const };
const write = (body: unknown) => ({
  access: invoiceAccess,
  exposes: 'parties' as const,
  example: { body },
  errors: [409] as const,
});
// The examples name rows by ':id' (an order, the billed company, invoices): the route-table test fills
// each marked field with the caller's own row of its table.
const POST_EXAMPLE = {
  ...INVOICE_EXAMPLE,
  billToCompanyId: ':id',
  lines: [{ ...INVOICE_EXAMPLE.lines[0], orderId: ':id' }],
};
const LINE_EXAMPLE = { ...INVOICE_EXAMPLE.lines[0], orderId: ':id' };

const ACTION_MESSAGE: Record<TInvoiceAction, string> = {
  publish: INVOICE_MSG.published,
  cancel: INVOICE_MSG.cancelled,
};

export const invoiceRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createInvoiceService(opts.db);

  const sendPdf = async (reply: FastifyReply, invoice: Awaited<ReturnType<typeof service.get>>) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`)
      .header('cache-control', 'no-store')
      .send(await renderInvoicePdf(invoice));

  const exportCsv =
    (scope: SharingScope) =>
    async (
      request: { query: z.output<typeof ZInvoiceListQuery> } & Parameters<typeof tenantOf>[0],
      reply: FastifyReply,
    ) => {
      const tenant = tenantOf(request);
      async function* pages(): AsyncGenerator<TInvoiceSummary[]> {
        const size = 500;
        for (let skip = 0; skip < 100_000; skip += size) {
          const { rows } = await service.list(tenant, scope, { ...request.query, skip, limit: size });
          yield rows;
          if (rows.length < size) {
            return;
          }
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `${scope === 'shared' ? 'bills' : 'invoices'}-${date}.csv`,
        csvStream(INVOICE_EXPORT_CSV, pages()),
      );
    };

  // Invoices (receivables) ---------------------------------------------------------------------------

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The invoices the company issued; paged, sorted and searched in SQL',
        querystring: ZInvoiceListQuery,
        response: { 200: envelope(z.array(ZInvoiceSummary)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await service.list(tenantOf(request), 'owned', request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );

  r.post(
    BASE,
    {
      config: write(POST_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Draft an invoice; its number comes from the company sequence (INV-YYYY-NNNNNN)',
        description:
          'Each line bills one charge code for an order the company owns or is a party to; the bill-to is a partner or the owner of an invoiced order. Totals and taxes are computed by the server.',
        body: ZInvoiceFields,
        response: { 201: envelope(ZInvoice) },
      },
    },
    async (request, reply) => {
      const invoice = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(invoice, { message: INVOICE_MSG.created(invoice.invoiceNumber) }));
    },
  );

  r.get(
    `${BASE}/export`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The invoices the company issued as CSV (formula-safe)',
        querystring: ZInvoiceListQuery,
        produces: ['text/csv'],
      },
    },
    exportCsv('owned'),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One invoice with its lines, taxes and balance (its issuer or the company it bills)',
        params: ZInvoiceIdParams,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: write(POST_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Change a draft invoice (every field is sent)',
        description: 'A published invoice answers 409: it changes only by a credit note.',
        params: ZInvoiceIdParams,
        body: ZInvoiceFields,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: INVOICE_MSG.updated }),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { ...read, errors: [409] as const },
      schema: {
        tags: TAGS,
        summary: 'Delete a draft invoice (a published one is cancelled)',
        params: ZInvoiceIdParams,
        response: { 200: envelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) => ok(await service.remove(tenantOf(request), request.params.id), { message: INVOICE_MSG.deleted }),
  );

  r.get(
    `${BASE}/:id/line-detail/:lineId`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One line of an invoice with its order (fetched when the line is opened)',
        params: ZInvoiceLineParams,
        response: { 200: envelope(ZInvoiceLineDetail) },
      },
    },
    async (request) => ok(await service.lineDetail(tenantOf(request), request.params.id, request.params.lineId)),
  );

  r.get(
    `${BASE}/:id/pdf`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The invoice as a PDF file',
        params: ZInvoiceIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await service.get(tenantOf(request), request.params.id)),
  );

  r.put(
    `${BASE}/:id/update-rate`,
    {
      config: write({ lines: POST_EXAMPLE.lines }),
      schema: {
        tags: TAGS,
        summary: 'Replace every rate (line) of a draft invoice at once; totals are recomputed',
        params: ZInvoiceIdParams,
        body: ZUpdateRatesInput,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) =>
      ok(await service.replaceRates(tenantOf(request), request.params.id, request.body.lines), {
        message: INVOICE_MSG.ratesUpdated,
      }),
  );

  for (const action of INVOICE_ACTIONS) {
    const rule = INVOICE_TRANSITIONS[action];
    r.post(
      `${BASE}/:id/${action}`,
      {
        config: write({}),
        schema: {
          tags: TAGS,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} an invoice (${rule.from.join(', ')} → ${rule.to})`,
          description:
            'One winner: of concurrent attempts one moves the invoice, the others get 409 STATE_CONFLICT with `params.current`.',
          params: ZInvoiceIdParams,
          response: { 200: envelope(ZInvoice) },
        },
      },
      async (request) =>
        ok(await service.act(tenantOf(request), request.params.id, action), { message: ACTION_MESSAGE[action] }),
    );
  }

  // invoice-rate CRUD: the lines of a draft invoice ------------------------------------------------------

  r.get(
    `${CORE}/invoice-rate`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The rates (lines) of an invoice',
        querystring: ZInvoiceRateQuery,
        response: { 200: envelope(z.array(ZInvoiceLine)) },
      },
    },
    async (request) => ok(await service.rates(tenantOf(request), request.query.invoiceId)),
  );

  r.post(
    `${CORE}/invoice-rate`,
    {
      config: write({ ...LINE_EXAMPLE, invoiceId: ':id' }),
      schema: {
        tags: TAGS,
        summary: 'Add a rate (line) to a draft invoice',
        body: ZInvoiceRateInput,
        response: { 201: envelope(ZInvoice) },
      },
    },
    async (request, reply) => {
      const { invoiceId, ...line } = request.body;
      const invoice = await service.addRate(tenantOf(request), invoiceId, line);
      return reply.status(201).send(ok(invoice, { message: INVOICE_MSG.rateAdded }));
    },
  );

  r.put(
    `${CORE}/invoice-rate/:id`,
    {
      config: write(LINE_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Change a rate (line) of a draft invoice',
        params: ZInvoiceRateParams,
        body: ZInvoiceLineInput,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) =>
      ok(await service.updateRate(tenantOf(request), request.params.id, request.body), {
        message: INVOICE_MSG.rateUpdated,
      }),
  );

  r.delete(
    `${CORE}/invoice-rate/:id`,
    {
      config: { ...read, errors: [409] as const },
      schema: {
        tags: TAGS,
        summary: 'Remove a rate (line) from a draft invoice; the last line stays',
        params: ZInvoiceRateParams,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) =>
      ok(await service.deleteRate(tenantOf(request), request.params.id), { message: INVOICE_MSG.rateDeleted }),
  );

  // Bills: the invoices other companies issued to the caller, read-only -----------------------------------

  const billRead = { access: access.permission('order.bill'), exposes: 'parties' as const };
  r.get(
    `${CORE}/bill`,
    {
      config: billRead,
      schema: {
        tags: TAGS,
        summary: 'The bills: published invoices other companies issued to this company',
        querystring: ZInvoiceListQuery,
        response: { 200: envelope(z.array(ZInvoiceSummary)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await service.list(tenantOf(request), 'shared', request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );
  r.get(
    `${CORE}/bill/export`,
    {
      config: billRead,
      schema: {
        tags: TAGS,
        summary: 'The bills as CSV (formula-safe)',
        querystring: ZInvoiceListQuery,
        produces: ['text/csv'],
      },
    },
    exportCsv('shared'),
  );
  r.get(
    `${CORE}/bill/:id`,
    {
      config: billRead,
      schema: {
        tags: TAGS,
        summary: 'One bill with its lines, taxes and balance (any invoice the caller issued or is billed by)',
        params: ZInvoiceIdParams,
        response: { 200: envelope(ZInvoice) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );
  r.get(
    `${CORE}/bill/:id/pdf`,
    {
      config: billRead,
      schema: {
        tags: TAGS,
        summary: 'The bill as a PDF file',
        params: ZInvoiceIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await service.get(tenantOf(request), request.params.id)),
  );

  // Payments ---------------------------------------------------------------------------------------------

  const paymentAccess = access.permission('order.invoice-payment');
  r.get(
    `${CORE}/invoice-payment`,
    {
      config: { access: paymentAccess },
      schema: {
        tags: TAGS,
        summary: 'Payments received, newest first, with the invoices each was applied to',
        querystring: ZPagedQuery,
        response: { 200: envelope(z.array(ZPayment)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await service.listPayments(tenantOf(request), request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );
  r.post(
    `${CORE}/invoice-payment`,
    {
      config: {
        access: paymentAccess,
        errors: [409] as const,
        example: {
          body: {
            receivedOn: '2026-11-20',
            method: 'eft',
            reference: 'EFT 1182',
            applications: [{ invoiceId: ':id', amount: '100.00' }],
          },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Record a payment applied to one or several unpaid invoices (partial payments allowed)',
        description:
          'All applications or none. An application more than the balance answers 409 EXCEEDS_BALANCE on its field; an invoice that is not unpaid answers 409 STATE_CONFLICT. An invoice whose balance reaches zero is paid.',
        body: ZPaymentInput,
        response: { 201: envelope(ZPayment) },
      },
    },
    async (request, reply) => {
      const payment = await service.recordPayment(tenantOf(request), request.body);
      return reply.status(201).send(ok(payment, { message: INVOICE_MSG.paymentRecorded(payment.paymentNumber) }));
    },
  );
  r.get(
    `${CORE}/invoice-payment/:id`,
    {
      config: { access: paymentAccess },
      schema: { tags: TAGS, summary: 'One payment', params: ZPaymentIdParams, response: { 200: envelope(ZPayment) } },
    },
    async (request) => ok(await service.getPayment(tenantOf(request), request.params.id)),
  );

  // Credit notes -----------------------------------------------------------------------------------------

  const creditAccess = access.permission('order.creditNote');
  r.get(
    `${CORE}/credit-note`,
    {
      config: { access: creditAccess },
      schema: {
        tags: TAGS,
        summary: 'Credit notes issued, newest first',
        querystring: ZPagedQuery,
        response: { 200: envelope(z.array(ZCreditNote)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await service.listCreditNotes(tenantOf(request), request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );
  r.post(
    `${CORE}/credit-note`,
    {
      config: {
        access: creditAccess,
        errors: [409] as const,
        example: { body: { invoiceId: ':id', issueDate: '2026-11-20', amount: '50.00', reason: 'Damaged pallet' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Credit an unpaid invoice: lowers its balance, never below zero',
        body: ZCreditNoteInput,
        response: { 201: envelope(ZCreditNote) },
      },
    },
    async (request, reply) => {
      const note = await service.recordCreditNote(tenantOf(request), request.body);
      return reply.status(201).send(ok(note, { message: INVOICE_MSG.creditNoteRecorded(note.creditNoteNumber) }));
    },
  );
  r.get(
    `${CORE}/credit-note/:id`,
    {
      config: { access: creditAccess },
      schema: {
        tags: TAGS,
        summary: 'One credit note',
        params: ZCreditNoteIdParams,
        response: { 200: envelope(ZCreditNote) },
      },
    },
    async (request) => ok(await service.getCreditNote(tenantOf(request), request.params.id)),
  );
};
