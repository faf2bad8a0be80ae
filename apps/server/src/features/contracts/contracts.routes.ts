import { envelope } from '@lanehub/shared';
import {
  CONTRACT_MSG,
  CONTRACT_PARTS,
  CONTRACT_TYPES,
  RATE_CARD_MODES,
  RATE_CARD_TYPES,
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
  ZRateCardValidation,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { refersTo } from '@lanehub/shared/validation/reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import { tenantOf } from '../../platform/tenancy';
import { createContractsService } from './contracts.service';

const TAGS = ['Contracts'];
const CORE = '/api/lanehub-core/contract';
const BASE = '/api/lanehub/contract';
// Contracts are company records: its users read them, the ones who may edit the company write them.
const read = { access: access.permission('company.view') };
const write = access.permission('company.edit');

const contractId = refersTo(z.uuid({ error: 'Not a contract id' }), 'contracts');
const ZIdParams = z.object({ id: contractId });
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

export const contractsRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createContractsService({ db: opts.db });

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
        querystring: z.object({ modeContract: z.enum(RATE_CARD_MODES, { error: 'Choose Road, Rail or Dray' }) }),
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

  // --- Rating ---

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
