import { envelope } from '@lanehub/shared';
import {
  BOL_ACTIONS,
  BOL_EXAMPLE,
  BOL_MSG,
  BOL_TRANSITIONS,
  bolFileName,
  type TBolAction,
  ZBol,
  ZBolAmendInput,
  ZBolAssignInput,
  ZBolBookInput,
  ZBolBookResult,
  ZBolCustomInput,
  ZBolExportQuery,
  ZBolFields,
  ZBolIdParams,
  ZBolInput,
  ZBolListQuery,
  ZBolReservation,
  ZBolSummary,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { access } from '../../platform/access';
import { csvStream, sendCsv } from '../../platform/csv-export';
import { ok } from '../../platform/envelope';
import { importAssistantRoutes } from '../../platform/imports/import-assistant.routes';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { sendXlsxFile, xlsxStream } from '../../platform/xlsx-export';
import { BOL_EXPORT_CSV, BOL_EXPORT_XLSX, type BolExportRow, exportRowsOf } from './bills-of-lading.csv';
import { bolImportTemplate } from './bills-of-lading.import';
import { renderBolPdf } from './bills-of-lading.pdf';
import * as q from './bills-of-lading.queries';
import { createBolService } from './bills-of-lading.service';

const TAGS = ['Bills of lading'];
// Spec 02 §7.5 names the calls `bol`, `bol/{id}`, `assign`, `book-number`, `import`, `export`,
// `custom`; under /api/lanehub-core like the other company records.
const BASE = '/api/lanehub-core/bol';
const read = { access: access.permission('forwarding.view') };
const write = (body: unknown) => ({ access: access.permission('forwarding.view'), example: { body } });

const ACTION_MESSAGE: Record<TBolAction, string> = {
  approve: BOL_MSG.approved,
  issue: BOL_MSG.issued,
  surrender: BOL_MSG.surrendered,
  void: BOL_MSG.voided,
};

export const bolRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createBolService(opts.db);
  // The CSV import is the import assistant's template `bol` (/api/imports/bol…): all BOLs or none, as a job.
  await app.register(importAssistantRoutes, {
    db: opts.db,
    jobs: opts.jobs,
    template: bolImportTemplate(opts.db),
    access: read.access,
  });

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's bills of lading; paged, sorted and searched in SQL",
        description:
          'search matches the number, shipper, consignee, vessel, voyage, ports, or a container number exactly; status and orderId filter.',
        querystring: ZBolListQuery,
        response: { 200: envelope(z.array(ZBolSummary)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { rows, ...page } = await service.list(tenantOf(request), request.query);
      return ok(rows, listMeta(page, { skip, limit }));
    },
  );

  r.post(
    BASE,
    {
      config: write(BOL_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Draft a bill of lading; its number comes from the company sequence (BOL-YYYY-NNNNNN)',
        body: ZBolInput,
        response: { 201: envelope(ZBol) },
      },
    },
    async (request, reply) => {
      const bol = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(bol, { message: BOL_MSG.created(bol.bolNumber) }));
    },
  );

  r.post(
    `${BASE}/custom`,
    {
      config: write({ ...BOL_EXAMPLE, bolNumber: 'MAEU612W0001' }),
      schema: {
        tags: TAGS,
        summary: 'Draft a bill of lading under a number the company chooses',
        description:
          "The spec names the call `custom` without its body: ours is a BOL with `bolNumber` given — one reserved by book-number, or the carrier's own number. A number of the company sequence's form that was not reserved is refused (it would collide with a later number); a number in use is 409.",
        body: ZBolCustomInput,
        response: { 201: envelope(ZBol) },
      },
    },
    async (request, reply) => {
      const { bolNumber, ...values } = request.body;
      const bol = await service.create(tenantOf(request), values, bolNumber);
      return reply.status(201).send(ok(bol, { message: BOL_MSG.created(bol.bolNumber) }));
    },
  );

  r.post(
    `${BASE}/assign`,
    {
      config: {
        ...write({ orderId: ':id', bolNumber: 'BOL-2026-000001' }),
        errors: [409],
      },
      schema: {
        tags: TAGS,
        summary: 'Link an order of the company to the bill of lading with that number',
        description: 'Not once issued (409 with the state); an order already linked is 409.',
        body: ZBolAssignInput,
        response: { 200: envelope(ZBol) },
      },
    },
    async (request) => {
      const bol = await service.assign(tenantOf(request), request.body.orderId, request.body.bolNumber);
      return ok(bol, { message: BOL_MSG.assigned(bol.bolNumber) });
    },
  );

  r.get(
    `${BASE}/book-number`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The reserved numbers no bill of lading uses yet',
        response: { 200: envelope(z.array(ZBolReservation)) },
      },
    },
    async (request) => ok(await service.reservations(tenantOf(request))),
  );

  r.post(
    `${BASE}/book-number`,
    {
      config: write({ numberOfBol: 3 }),
      schema: {
        tags: TAGS,
        summary: 'Reserve a block of numberOfBol consecutive numbers from the company sequence',
        body: ZBolBookInput,
        response: { 200: envelope(ZBolBookResult) },
      },
    },
    async (request) => {
      const result = await service.book(tenantOf(request), request.body.numberOfBol);
      return ok(result, { message: BOL_MSG.booked(result.numbers.length) });
    },
  );

  r.get(
    `${BASE}/export`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The bills of lading as CSV (formula-safe) or Excel: one row per container',
        querystring: ZBolExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { format, ...filter } = request.query;
      async function* pages(): AsyncGenerator<BolExportRow[]> {
        const size = 500;
        for (let skip = 0; skip < 100_000; skip += size) {
          const rows = await q.exportPage(opts.db, tenant, filter, skip, size);
          const containers = await q.containersOf(
            opts.db,
            tenant,
            rows.map((row) => row.id),
          );
          yield rows.flatMap((row) =>
            exportRowsOf(
              q.toBol(
                row,
                containers.filter((c) => c.bolId === row.id),
              ),
            ),
          );
          if (rows.length < size) {
            return;
          }
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      return format === 'xlsx'
        ? sendXlsxFile(reply, `bills-of-lading-${date}.xlsx`, xlsxStream('Bills of lading', BOL_EXPORT_XLSX, pages()))
        : sendCsv(reply, `bills-of-lading-${date}.csv`, csvStream(BOL_EXPORT_CSV, pages()));
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One bill of lading with its containers, orders and amendments',
        params: ZBolIdParams,
        response: { 200: envelope(ZBol) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { ...write(BOL_EXAMPLE), errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Change a draft or approved bill of lading (every field is sent)',
        description: 'Issued, surrendered or void: 409 with `params.current`; an issued BOL changes by amendment.',
        params: ZBolIdParams,
        body: ZBolFields,
        response: { 200: envelope(ZBol) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: BOL_MSG.updated }),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { ...read, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete a draft bill of lading (others are voided)',
        params: ZBolIdParams,
        response: { 200: envelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) => ok(await service.remove(tenantOf(request), request.params.id), { message: BOL_MSG.deleted }),
  );

  r.post(
    `${BASE}/:id/amend`,
    {
      config: { ...write({ ...BOL_EXAMPLE, reason: 'Consignee address corrected' }), errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Amend an issued bill of lading: the new fields and why',
        params: ZBolIdParams,
        body: ZBolAmendInput,
        response: { 200: envelope(ZBol) },
      },
    },
    async (request) =>
      ok(await service.amend(tenantOf(request), request.params.id, request.body), { message: BOL_MSG.amended }),
  );

  r.get(
    `${BASE}/:id/pdf`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The bill of lading as a PDF file',
        params: ZBolIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const bol = await service.get(tenant, request.params.id);
      const [company] = await opts.db
        .select({ legalName: companies.legalName })
        .from(companies)
        .where(eq(companies.id, tenant.companyId));
      const pdf = await renderBolPdf(bol, {
        issuedBy: bol.carrierName ?? company?.legalName ?? '',
        printedAt: new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${bolFileName(bol.bolNumber)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // One route per lifecycle step (BOL_TRANSITIONS): approve, issue, surrender, void.
  for (const action of BOL_ACTIONS) {
    const rule = BOL_TRANSITIONS[action];
    r.post(
      `${BASE}/:id/${action}`,
      {
        config: { ...write({}), errors: [409] },
        schema: {
          tags: TAGS,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a bill of lading (${rule.from.join(', ')} → ${rule.to})`,
          description:
            'One winner: of concurrent attempts one moves the BOL, the others get 409 STATE_CONFLICT with `params.current`.',
          params: ZBolIdParams,
          response: { 200: envelope(ZBol) },
        },
      },
      async (request) =>
        ok(await service.act(tenantOf(request), request.params.id, action), { message: ACTION_MESSAGE[action] }),
    );
  }
};
