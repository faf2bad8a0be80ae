import { envelope } from '@lanehub/shared';
import {
  DND_DISPUTE_ACTIONS,
  DND_MSG,
  DND_TERMS_EXAMPLE,
  dndDisputeFileName,
  type TDndDisputeAction,
  ZDndClockQuery,
  ZDndClockRow,
  ZDndDispute,
  ZDndDisputeInput,
  ZDndDisputeParams,
  ZDndPagedQuery,
  ZDndTerms,
  ZDndTermsInput,
  ZDndTermsParams,
} from '@lanehub/shared/features/demurrage/demurrage.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { renderDisputePack } from './demurrage.pdf';
import { createDemurrageService, runDndWarnings } from './demurrage.service';

// Demurrage and detention (issue 17; docs/demurrage.md), under /api/lanehub-core like the other
// company records. Reading the clocks and terms needs order.view; changing terms and disputing a
// billed charge needs order.bill (D&D is what carriers bill the company: its payables).
const CORE = '/api/lanehub-core';
const TAGS = ['Demurrage and detention'];
const read = { access: access.permission('order.view') };
const write = (body?: unknown) => ({
  access: access.permission('order.bill'),
  ...(body ? { example: { body } } : {}),
  errors: [409] as const,
});
const DISPUTE_EXAMPLE = {
  orderId: ':id',
  container: 'NACU1000370',
  clock: 'demurrage',
  billedAmount: '1200.00',
  billedCurrency: 'CAD',
  invoiceReference: 'NACL-DD-1',
  note: null,
};
const DECIDED: Record<TDndDisputeAction, string> = {
  accept: DND_MSG.disputeAccepted,
  deny: DND_MSG.disputeDenied,
};

export const DND_WARNING_JOB = 'dnd-warnings';

export const demurrageRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner; appUrl: string }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createDemurrageService(opts.db);

  // The early warning runs hourly on the job runner (every process declares it; pg-boss sends it once).
  opts.jobs.periodic(DND_WARNING_JOB, { cron: '7 * * * *' }, async () => {
    await runDndWarnings(opts.db, new Date(), opts.appUrl);
  });

  // Free-time terms ------------------------------------------------------------------------------

  r.get(
    `${CORE}/dnd-terms`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's free-time terms (per clock, carrier and port), newest change first",
        querystring: ZDndPagedQuery,
        response: { 200: envelope(z.array(ZDndTerms)) },
      },
    },
    async (request) => {
      const page = await service.listTerms(tenantOf(request), request.query);
      return ok(page.rows, listMeta({ ...page, totalExact: true }, request.query));
    },
  );

  r.post(
    `${CORE}/dnd-terms`,
    {
      config: write(DND_TERMS_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Add free-time terms',
        body: ZDndTermsInput,
        response: { 201: envelope(ZDndTerms) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.createTerms(tenantOf(request), request.body), { message: DND_MSG.termsCreated })),
  );

  r.get(
    `${CORE}/dnd-terms/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One set of free-time terms',
        params: ZDndTermsParams,
        response: { 200: envelope(ZDndTerms) },
      },
    },
    async (request) => ok(await service.getTerms(tenantOf(request), request.params.id)),
  );

  r.put(
    `${CORE}/dnd-terms/:id`,
    {
      config: write({ ...DND_TERMS_EXAMPLE, portLocode: 'CAMTR' }),
      schema: {
        tags: TAGS,
        summary: 'Change free-time terms (every field is sent)',
        params: ZDndTermsParams,
        body: ZDndTermsInput,
        response: { 200: envelope(ZDndTerms) },
      },
    },
    async (request) =>
      ok(await service.updateTerms(tenantOf(request), request.params.id, request.body), {
        message: DND_MSG.termsUpdated,
      }),
  );

  r.delete(
    `${CORE}/dnd-terms/:id`,
    {
      config: write(),
      schema: {
        tags: TAGS,
        summary: 'Delete free-time terms',
        params: ZDndTermsParams,
        response: { 200: envelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) =>
      ok(await service.deleteTerms(tenantOf(request), request.params.id), { message: DND_MSG.termsDeleted }),
  );

  // Clocks ---------------------------------------------------------------------------------------

  r.get(
    `${CORE}/dnd-clock`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary:
          "D&D clocks of the company's containers; view=warning (default): what will be charged if nothing moves",
        description:
          'Running clocks whose free time ends within 48 hours or has ended, free time ending first; paged in SQL. view=all lists every clock.',
        querystring: ZDndClockQuery,
        response: { 200: envelope(z.array(ZDndClockRow)) },
      },
    },
    async (request) => {
      const page = await service.clocks(tenantOf(request), request.query);
      return ok(page.rows, listMeta({ ...page, totalExact: true }, request.query));
    },
  );

  // Disputes -------------------------------------------------------------------------------------

  r.get(
    `${CORE}/dnd-dispute`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Disputes of billed D&D charges, newest first',
        querystring: ZDndPagedQuery,
        response: { 200: envelope(z.array(ZDndDispute)) },
      },
    },
    async (request) => {
      const page = await service.listDisputes(tenantOf(request), request.query);
      return ok(page.rows, listMeta({ ...page, totalExact: true }, request.query));
    },
  );

  r.post(
    `${CORE}/dnd-dispute`,
    {
      config: write(DISPUTE_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Dispute a billed D&D charge: the computed charge is stored beside the billed one',
        description: "The dispute opens 'Under Review for 24 Hrs'.",
        body: ZDndDisputeInput,
        response: { 201: envelope(ZDndDispute) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.openDispute(tenantOf(request), request.body), { message: DND_MSG.disputeCreated })),
  );

  r.get(
    `${CORE}/dnd-dispute/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One dispute',
        params: ZDndDisputeParams,
        response: { 200: envelope(ZDndDispute) },
      },
    },
    async (request) => ok(await service.getDispute(tenantOf(request), request.params.id)),
  );

  for (const action of DND_DISPUTE_ACTIONS) {
    r.post(
      `${CORE}/dnd-dispute/:id/${action}`,
      {
        config: write({}),
        schema: {
          tags: TAGS,
          summary:
            action === 'accept'
              ? "Mark a dispute under review 'Accepted and Charged'"
              : "Mark a dispute under review 'Denied Due to Timing'",
          params: ZDndDisputeParams,
          body: z.object({}).optional(),
          response: { 200: envelope(ZDndDispute) },
        },
      },
      async (request) =>
        ok(await service.decide(tenantOf(request), request.params.id, action), { message: DECIDED[action] }),
    );
  }

  r.get(
    `${CORE}/dnd-dispute/:id/pdf`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The dispute pack: events with times and sources, the free-time terms and the computation',
        params: ZDndDisputeParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pack = await service.pack(tenantOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${dndDisputeFileName(pack.dispute.container, pack.dispute.clock)}"`,
        )
        .header('cache-control', 'no-store')
        .send(await renderDisputePack(pack));
    },
  );
};
