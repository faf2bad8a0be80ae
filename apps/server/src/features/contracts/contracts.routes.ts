import { envelope, ZJob } from '@lanehub/shared';
import {
  CONTRACT_MSG,
  CONTRACT_PARTS,
  CONTRACT_TYPES,
  RATE_CARD_MODES,
  RATE_CARD_TYPES,
  RATE_CARD_UPLOAD_JOB,
  ZContract,
  ZContractHistoryEntry,
  ZContractInput,
  ZContractListQuery,
  ZField,
  ZPriceAnswer,
  ZPriceLookup,
  ZRateCard,
  ZRateCardDetail,
  ZRateCardInput,
  ZRateCardRowInput,
  ZRateCardUpload,
  ZRateCardValidation,
  ZRoutingGuide,
  ZRoutingGuideInput,
  ZRoutingGuideListQuery,
  ZRoutingGuideSuggestQuery,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { refersTo } from '@lanehub/shared/validation/reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import {
  checkRowsPerDay,
  checkRowsPerImport,
  type ImportLimits,
  reserveRowsPerDay,
} from '../../platform/jobs/import-limits';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { tenantOf } from '../../platform/tenancy';
import { createContractsService } from './contracts.service';
import { type RateCardUploadInput, rateCardUploadJob } from './rate-card-upload';
import { createRoutingGuidesService } from './routing-guides.service';

const TAGS = ['Contracts'];
const CORE = '/api/lanehub-core/contract';
const BASE = '/api/lanehub/contract';
// Contracts are company records: its users read them, the ones who may edit the company write them.
const read = { access: access.permission('company.view') };
const write = access.permission('company.edit');

const contractId = refersTo(z.uuid({ error: 'Not a contract id' }), 'contracts');
const ZIdParams = z.object({ id: contractId });
const ZGuideParams = z.object({ guideId: refersTo(z.uuid({ error: 'Not a routing guide id' }), 'routing_guides') });
/** A rate card upload holds up to 50,000 rows as JSON: about 10 MB; the validation takes as many. */
const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024;
const ROUTING = `${BASE}/routing-guide`;
const exampleGuide = {
  originCountry: 'CA',
  destinationCountry: 'US',
  equipmentType: '53ft Dry Van',
  mode: 'Road',
  carriers: [
    {
      // A partner of the caller's network: the route table's probes fill in a company id.
      carrierCompanyId: ':id',
      rate: '1850.00',
      currency: 'CAD',
      tenderAcceptance: 92,
    },
  ],
};
const ZRateParams = z.object({
  id: contractId,
  rateId: refersTo(z.uuid({ error: 'Not a rate card id' }), 'rate_cards'),
});

const exampleContract = {
  contractNumber: 'C-EXAMPLE-1',
  description: 'Draft road contract',
  mode: 'inbound',
  contractTypeId: 'road-transportation',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'draft',
};
const exampleRow = {
  carrier: 'Ocean Road Lines',
  originCountry: 'CA',
  destinationCountry: 'US',
  equipmentType: '53ft Dry Van',
  moveType: 'Door-to-Door',
  mode: 'Road',
  baseRate: '1850.00',
  fuelSurcharge: '210.50',
};
const exampleRateCard = { rateCardTypeId: '110', name: 'Ontario outbound', rows: [exampleRow] };

const ZRateCardTypeView = z.object({
  _id: z.string(),
  code: z.number().int(),
  name: z.string(),
  modeContract: z.enum(RATE_CARD_MODES),
  feature: z.array(ZField),
  rate: z.array(ZField),
});

export const contractsRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; files: FileStorage; limits: ImportLimits },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createContractsService({ db: opts.db });
  const guides = createRoutingGuidesService({ db: opts.db });
  const { jobs, files, limits } = opts;
  jobs.register(RATE_CARD_UPLOAD_JOB, rateCardUploadJob({ db: opts.db, files }), { expireInSeconds: 1800 });

  // --- Reference data: the same for every company (spec 02 §9) ---

  r.get(
    `${BASE}/type`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Contract types',
        response: {
          200: envelope(
            z.array(z.object({ _id: z.string(), type: z.string(), modeContract: z.enum(RATE_CARD_MODES) })),
          ),
        },
      },
    },
    async () => ok(CONTRACT_TYPES.map((t) => ({ ...t }))),
  );
  r.get(
    `${BASE}/part`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Contract parts',
        response: { 200: envelope(z.array(z.object({ _id: z.string(), part: z.string() }))) },
      },
    },
    async () => ok(CONTRACT_PARTS.map((p) => ({ ...p }))),
  );
  r.get(
    `${BASE}/ratecardtype`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Rate card types (110 road, 120 rail, 130 dray)',
        response: { 200: envelope(z.array(ZRateCardTypeView)) },
      },
    },
    async () => ok(RATE_CARD_TYPES),
  );
  r.get(
    `${BASE}/ratecardbytype`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The rate card types of a mode',
        querystring: z.object({ modeContract: z.enum(RATE_CARD_MODES, { error: CONTRACT_MSG.rateCardModeRequired }) }),
        response: { 200: envelope(z.array(ZRateCardTypeView)) },
      },
    },
    async (request) => ok(RATE_CARD_TYPES.filter((t) => t.modeContract === request.query.modeContract)),
  );
  const fieldsQuery = z.object({ rateCardTypeId: z.string().default('110') });
  r.get(
    `${BASE}/feature`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The feature fields (lane keys) of a rate card type',
        querystring: fieldsQuery,
        response: { 200: envelope(z.array(ZField)) },
      },
    },
    async (request) => {
      const type = RATE_CARD_TYPES.find((t) => t._id === request.query.rateCardTypeId);
      if (!type) {
        throw notFound(CONTRACT_MSG.rateCardTypeUnknown);
      }
      return ok(type.feature);
    },
  );
  r.get(
    `${BASE}/rate`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The rate fields (charges) of a rate card type',
        querystring: fieldsQuery,
        response: { 200: envelope(z.array(ZField)) },
      },
    },
    async (request) => {
      const type = RATE_CARD_TYPES.find((t) => t._id === request.query.rateCardTypeId);
      if (!type) {
        throw notFound(CONTRACT_MSG.rateCardTypeUnknown);
      }
      return ok(type.rate);
    },
  );

  // --- Contracts ---

  r.get(
    CORE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's contracts, most recently changed first (default limit 100)",
        querystring: ZContractListQuery,
        response: { 200: envelope(z.array(ZContract)) },
      },
    },
    async (request) => ok(await service.list(tenantOf(request), request.query)),
  );
  r.get(
    `${CORE}/history`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The contracts' history, newest first (their domain events)",
        response: { 200: envelope(z.array(ZContractHistoryEntry)) },
      },
    },
    async (request) => ok(await service.history(tenantOf(request))),
  );
  r.get(
    `${CORE}/:id`,
    {
      config: read,
      schema: { tags: TAGS, summary: 'One contract', params: ZIdParams, response: { 200: envelope(ZContract) } },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );
  r.post(
    BASE,
    {
      config: { access: write, example: { body: exampleContract } },
      schema: {
        tags: TAGS,
        summary: 'Create a contract with a partner company',
        description: 'The party is a company of the partner network; only a draft may have none yet.',
        body: ZContractInput,
        response: { 201: envelope(ZContract) },
      },
    },
    async (request, reply) => {
      const contract = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(contract, { message: CONTRACT_MSG.created }));
    },
  );
  r.put(
    `${CORE}/:id`,
    {
      config: { access: write, example: { body: exampleContract } },
      schema: {
        tags: TAGS,
        summary: 'Update a contract',
        params: ZIdParams,
        body: ZContractInput,
        response: { 200: envelope(ZContract) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: CONTRACT_MSG.updated }),
  );
  r.delete(
    BASE,
    {
      config: { access: write },
      schema: {
        tags: TAGS,
        summary: 'Delete a contract with its rate cards',
        querystring: z.object({ contractId }),
        response: { 200: envelope(z.object({ _id: z.string(), contractNumber: z.string() })) },
      },
    },
    async (request) =>
      ok(await service.remove(tenantOf(request), request.query.contractId), { message: CONTRACT_MSG.deleted }),
  );

  // --- Rate cards ---

  r.get(
    `${BASE}/rates`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "Every rate card of the company's contracts",
        response: { 200: envelope(z.array(ZRateCard)) },
      },
    },
    async (request) => ok(await service.listRateCards(tenantOf(request))),
  );
  r.get(
    `${BASE}/:id/ratecard`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "A contract's rate cards",
        params: ZIdParams,
        response: { 200: envelope(z.array(ZRateCard)) },
      },
    },
    async (request) => ok(await service.listRateCards(tenantOf(request), request.params.id)),
  );
  r.get(
    `${BASE}/:id/ratecard/:rateId`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'A rate card with its lanes',
        params: ZRateParams,
        response: { 200: envelope(ZRateCardDetail) },
      },
    },
    async (request) => ok(await service.getRateCard(tenantOf(request), request.params.id, request.params.rateId)),
  );
  r.put(
    `${BASE}/:id/ratecard/validation`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: write, example: { body: { rateCardTypeId: '110', rows: [exampleRow] } } },
      schema: {
        tags: TAGS,
        summary: 'Check rate card rows: the errorFields of each row (a non-empty list is an error)',
        params: ZIdParams,
        body: z.object({ rateCardTypeId: z.string(), rows: z.array(ZRateCardRowInput).max(50000) }),
        response: { 200: envelope(ZRateCardValidation) },
      },
    },
    async (request) =>
      ok(
        await service.validateRows(
          tenantOf(request),
          request.params.id,
          request.body.rateCardTypeId,
          request.body.rows,
        ),
      ),
  );
  r.put(
    `${BASE}/:id/ratecard`,
    {
      config: { access: write, example: { body: exampleRateCard } },
      schema: {
        tags: TAGS,
        summary: 'Add a rate card with its rows: all of them, or none when a row has an error',
        description:
          'A row with an error saves nothing and answers 422, each error in fieldErrors as rows.<index>.<fieldName>.',
        params: ZIdParams,
        body: ZRateCardInput,
        response: { 201: envelope(ZRateCardDetail) },
      },
    },
    async (request, reply) => {
      const result = await service.saveRateCard(tenantOf(request), request.params.id, request.body);
      if (result.saved) {
        return reply.status(201).send(ok(result.saved, { message: CONTRACT_MSG.rateCardSaved }));
      }
      // Nothing saved: each error on its field as `rows.<index>.<fieldName>`.
      const fieldErrors = Object.fromEntries(
        (result.validation?.rows ?? []).flatMap((row) =>
          row.errorFields.map((e) => [`rows.${row.index}.${e.fieldName}`, e.message] as const),
        ),
      );
      throw new AppError(422, 'ROWS_INVALID', CONTRACT_MSG.rowsHaveErrors, fieldErrors);
    },
  );

  r.post(
    `${BASE}/:id/ratecard/upload`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { access: write, example: { body: exampleRateCard } },
      schema: {
        tags: TAGS,
        summary: 'Upload a rate card of up to 50,000 lanes as a job: all rows, or none when a row has an error',
        description:
          'JSON `{ rateCardTypeId, name, rows }` (the rows of the CSV, by field name; at most 32 MB). Answers 202 with ' +
          'the job; `GET /api/jobs/:id` follows its progress. Completed: `result` `{ rateCardId, imported }`. A row ' +
          'with an error saves nothing: the job fails with `errorReport` `ROWS_INVALID`, each problem with its row ' +
          '(index + 1) and field; `PUT ratecard/validation` gives every row its `errorFields`. The rows count ' +
          "towards the company's daily import rows (429 `IMPORT_DAILY_LIMIT`).",
        params: ZIdParams,
        body: ZRateCardUpload,
        response: { 202: envelope(z.object({ job: ZJob })) },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { rateCardTypeId, name, rows } = request.body;
      // The contract and the type exist before anything is stored.
      await service.validateRows(tenant, request.params.id, rateCardTypeId, []);
      checkRowsPerImport(rows.length, limits);
      await checkRowsPerDay(opts.db, tenant, rows.length, limits);
      const fileKey = await files.put(tenant.companyId, Buffer.from(JSON.stringify(rows), 'utf8'));
      try {
        const job = await jobs.enqueue(tenant, {
          kind: RATE_CARD_UPLOAD_JOB,
          input: { fileKey, contractId: request.params.id, rateCardTypeId, name } satisfies RateCardUploadInput,
          total: rows.length,
          quotaUnits: rows.length,
          admit: (tx) => reserveRowsPerDay(tx, tenant, rows.length, limits),
        });
        return reply.status(202).send(ok({ job }, { message: CONTRACT_MSG.uploadQueued }));
      } catch (error) {
        await files.delete(fileKey);
        throw error;
      }
    },
  );

  // --- Routing guides ---

  r.get(
    ROUTING,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's routing guides, most recently changed first",
        querystring: ZRoutingGuideListQuery,
        response: { 200: envelope(z.array(ZRoutingGuide)) },
      },
    },
    async (request) => ok(await guides.list(tenantOf(request), request.query)),
  );
  r.get(
    `${ROUTING}/suggest`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The routing guide of an order's lane (its first carrier is suggested); null when none",
        querystring: ZRoutingGuideSuggestQuery,
        response: { 200: envelope(ZRoutingGuide.nullable()) },
      },
    },
    async (request) => ok(await guides.forLane(tenantOf(request), request.query)),
  );
  r.get(
    `${ROUTING}/:guideId`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One routing guide with its ranked carriers',
        params: ZGuideParams,
        response: { 200: envelope(ZRoutingGuide) },
      },
    },
    async (request) => ok(await guides.get(tenantOf(request), request.params.guideId)),
  );
  r.post(
    ROUTING,
    {
      config: { access: write, example: { body: exampleGuide } },
      schema: {
        tags: TAGS,
        summary: 'Create the routing guide of a lane: its carriers in rank order',
        description: 'Carriers are companies of the partner network, each once; one guide per lane.',
        body: ZRoutingGuideInput,
        response: { 201: envelope(ZRoutingGuide) },
      },
    },
    async (request, reply) => {
      const guide = await guides.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(guide, { message: CONTRACT_MSG.routingGuideCreated }));
    },
  );
  r.put(
    `${ROUTING}/:guideId`,
    {
      config: { access: write, example: { body: exampleGuide } },
      schema: {
        tags: TAGS,
        summary: 'Change a routing guide (its lane, its carriers and their ranks)',
        params: ZGuideParams,
        body: ZRoutingGuideInput,
        response: { 200: envelope(ZRoutingGuide) },
      },
    },
    async (request) =>
      ok(await guides.update(tenantOf(request), request.params.guideId, request.body), {
        message: CONTRACT_MSG.routingGuideUpdated,
      }),
  );
  r.delete(
    `${ROUTING}/:guideId`,
    {
      config: { access: write },
      schema: {
        tags: TAGS,
        summary: 'Delete a routing guide',
        params: ZGuideParams,
        response: { 200: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request) =>
      ok(await guides.remove(tenantOf(request), request.params.guideId), { message: CONTRACT_MSG.routingGuideDeleted }),
  );

  // --- Rating ---

  r.post(
    `${BASE}/matched-rate`,
    {
      config: { access: access.permission('company.view'), example: { body: { features: { originCountry: 'CA' } } } },
      schema: {
        tags: TAGS,
        summary: "Order entry's matched rate: the best lane of any contract valid on the date; null when none applies",
        body: ZPriceLookup,
        response: { 200: envelope(ZPriceAnswer.extend({ contractNumber: z.string() }).nullable()) },
      },
    },
    async (request) => ok(await service.matchedRate(tenantOf(request), request.body)),
  );
  r.post(
    `${BASE}/:id/price`,
    {
      config: { access: access.permission('company.view'), example: { body: { features: { originCountry: 'CA' } } } },
      schema: {
        tags: TAGS,
        summary: 'Contract price lookup: the best lane for the features that have a value, on the date',
        params: ZIdParams,
        body: ZPriceLookup,
        response: { 200: envelope(ZPriceAnswer) },
      },
    },
    async (request) => {
      const answer = await service.rate(tenantOf(request), request.params.id, request.body);
      if (!answer) {
        throw notFound(CONTRACT_MSG.noRate);
      }
      return ok(answer);
    },
  );
};
