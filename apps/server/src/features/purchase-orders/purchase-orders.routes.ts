import { envelope } from '@lanehub/shared';
import { ZJob } from '@lanehub/shared/features/jobs/jobs.contract';
import {
  PO_ACTIONS,
  PO_CSV_COLUMNS,
  PO_EXAMPLE,
  PO_IMPORT_MAX_BYTES,
  PO_MSG,
  type TPoAction,
  ZOrderPo,
  ZOrderPoLink,
  ZOrderPoParams,
  ZOrderPoUnlinkParams,
  ZPo,
  ZPoIdParams,
  ZPoImportRequest,
  ZPoInput,
  ZPoItemIdParams,
  ZPoListQuery,
  ZPoRow,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { enqueueImport, importAssistantRoutes } from '../../platform/imports/import-assistant.routes';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { poImportTemplate } from './purchase-orders.import-job';
import { createPoService } from './purchase-orders.service';

const TAGS = ['Purchase orders'];
const BASE = '/api/lanehub-core/po';
// The spec's permission for POs is order.po; what a company may do to one PO is its role on it: the
// buyer (owner) changes, approves and cancels it, its vendor (a party) accepts or rejects it.
const permission = access.permission('order.po');
const read = { access: permission, exposes: 'parties' as const };
const ID_EXAMPLE = '00000000-0000-4000-8000-000000000000';
export const PO_TEMPLATE_FILE = 'PoTemplate.csv';

const TEMPLATE_ROWS = [
  PO_CSV_COLUMNS.join(','),
  '# One row per line item; rows of one poNumber with several customerLoadNumbers become poNumber-00, -01 …',
];

export const poRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPoService(opts.db);
  // The import assistant's routes for PoTemplate.csv (/api/imports/purchase-orders…).
  await app.register(importAssistantRoutes, {
    db: opts.db,
    jobs: opts.jobs,
    template: poImportTemplate,
    access: permission,
  });

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Purchase orders the company placed or is the vendor of; searched, filtered and paged in SQL',
        description:
          'Search matches the PO number, load number, supplier, customer, reference, and the items and their descriptions. Filters: status, vendor, urgency, order dates (from/to, inclusive). `scope` owned (as buyer) or shared (as vendor).',
        querystring: ZPoListQuery,
        response: { 200: envelope(z.array(ZPoRow)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items as never, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/template`,
    {
      config: { access: permission },
      schema: { tags: TAGS, summary: `The import template, ${PO_TEMPLATE_FILE}` },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${PO_TEMPLATE_FILE}"`)
        .send(`${TEMPLATE_ROWS.join('\n')}\n`),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary:
          'One purchase order with its line items (shipped and open quantities), the orders carrying it, and the actions the caller may take',
        params: ZPoIdParams,
        response: { 200: envelope(ZPo) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.post(
    BASE,
    {
      config: { access: permission, example: { body: PO_EXAMPLE }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Create a purchase order (open)',
        description:
          'PO numbers are unique per company (409 on poNumber). HS codes must be HS 2022 subheadings, UN numbers on the dangerous goods list, incoterms Incoterms 2020. Defaults: rateCurrency CAD, uov CBM, uom EA. Packaging and pallet measures are stored in both unit systems.',
        body: ZPoInput,
        response: { 201: envelope(ZPo) },
      },
    },
    async (request, reply) => {
      const created = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(created, { message: PO_MSG.created }));
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { access: permission, exposes: 'parties', example: { body: PO_EXAMPLE }, errors: [409] },
      schema: {
        tags: TAGS,
        summary:
          'Change an open (or rejected) purchase order: header and lines (a line with its id is changed, without one added, a line left out deleted)',
        description:
          'Only the buyer changes a PO: its vendor gets 403, any other company 404; an approved, accepted or cancelled PO is 409.',
        params: ZPoIdParams,
        body: ZPoInput,
        response: { 200: envelope(ZPo) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: PO_MSG.updated }),
  );

  const messages: Record<TPoAction, string> = {
    approve: PO_MSG.approved,
    cancel: PO_MSG.cancelled,
    accept: PO_MSG.accepted,
    reject: PO_MSG.rejected,
  };
  for (const action of PO_ACTIONS) {
    r.post(
      `${BASE}/:id/${action}`,
      {
        config: { access: permission, exposes: 'parties', example: { body: {} }, errors: [409] },
        schema: {
          tags: TAGS,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a purchase order`,
          description:
            'The buyer approves or cancels an open PO (cancel also after the vendor rejected it); the vendor accepts or rejects an approved one. Of concurrent actions exactly one wins; the others get 409 STATE_CONFLICT with the current state.',
          params: ZPoIdParams,
          body: z.object({}).strict().optional(),
          response: { 200: envelope(ZPo) },
        },
      },
      async (request) =>
        ok(await service.act(tenantOf(request), request.params.id, action), { message: messages[action] }),
    );
  }

  r.delete(
    `${BASE}/item-po/:id`,
    {
      config: { access: permission, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete a line item of an open purchase order (a PO keeps at least one)',
        params: ZPoItemIdParams,
        response: { 200: envelope(z.object({ poId: z.string() })) },
      },
    },
    async (request) =>
      ok(await service.deleteItem(tenantOf(request), request.params.id), { message: PO_MSG.itemDeleted }),
  );

  r.get(
    '/api/lanehub-core/order/:id/po',
    {
      config: { access: permission, exposes: 'parties' },
      schema: {
        tags: TAGS,
        summary: 'The purchase orders an order carries, with the quantity of each line',
        params: ZOrderPoParams,
        response: { 200: envelope(z.array(ZOrderPo)) },
      },
    },
    async (request) => ok(await service.ofOrder(tenantOf(request), request.params.id)),
  );

  r.post(
    '/api/lanehub-core/order/:id/po',
    {
      config: { access: permission, example: { body: { poId: ID_EXAMPLE } }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Put an approved or accepted PO of the company on one of its orders',
        description:
          "Without `lines`, the order carries every line's open quantity; with them, those quantities (each at most what is open). Sending the same PO again replaces what the order carries of it.",
        params: ZOrderPoParams,
        body: ZOrderPoLink,
        response: { 200: envelope(z.array(ZOrderPo)) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await service.link(tenant, request.params.id, request.body);
      return ok(await service.ofOrder(tenant, request.params.id), { message: PO_MSG.linked });
    },
  );

  r.delete(
    '/api/lanehub-core/order/:id/po/:poId',
    {
      config: { access: permission },
      schema: {
        tags: TAGS,
        summary: 'Take a PO off an order',
        params: ZOrderPoUnlinkParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.unlink(tenantOf(request), request.params.id, request.params.poId);
      return ok(null, { message: PO_MSG.unlinked });
    },
  );

  r.post(
    `${BASE}/import`,
    {
      bodyLimit: PO_IMPORT_MAX_BYTES * 2,
      config: {
        access: permission,
        example: { body: { fileName: PO_TEMPLATE_FILE, content: `poNumber,item,quantity\nPO-1,SKU-1,10\n` } },
      },
      schema: {
        tags: TAGS,
        summary: 'Import purchase orders from PoTemplate.csv, all or none, as a job',
        description:
          "JSON `{ fileName, content }` (a .csv of up to 10 MB), on the import assistant (`/api/imports/purchase-orders`) with the suggested column mapping. Answers 202 with the job (`GET /api/jobs/:id`): the file is parsed and checked in a worker thread with progress; then every PO is written in one transaction, or none. Success: result `{ imported, poNumbers }` and 'File imported succesfully'; a bad row: the job's `errorReport` lists each row's errors.",
        body: ZPoImportRequest,
        response: { 202: envelope(z.object({ job: ZJob })) },
      },
    },
    async (request, reply) => {
      const job = await enqueueImport(opts.db, opts.jobs, poImportTemplate, tenantOf(request), {
        ...request.body,
        edits: [],
      });
      return reply.status(202).send(ok({ job }, { message: PO_MSG.importQueued }));
    },
  );
};
