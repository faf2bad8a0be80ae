import {
  EQUIPMENT_EXAMPLE,
  EQUIPMENT_MSG,
  envelope,
  ZEquipment,
  ZEquipmentFormOptions,
  ZEquipmentFormOptionsQuery,
  ZEquipmentInput,
  ZEquipmentListQuery,
  ZEquipmentSummary,
  ZIdParams,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { createEquipmentService } from './equipment.service';

const TAGS = ['Equipment'];
const BASE = '/api/lanehub-core/equipment';
const read = { access: access.permission('asset.view') };
const write = { access: access.permission('asset.edit'), example: { body: EQUIPMENT_EXAMPLE } };

// The company's equipment units (/company/assets): containers, chassis, trailers, tractors, railcars.
export const equipmentRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createEquipmentService(opts.db);

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List equipment units, optionally of one kind; paged, sorted and searched',
        querystring: ZEquipmentListQuery,
        response: { 200: envelope(z.array(ZEquipment)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/summary`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The number of units of each kind',
        response: { 200: envelope(ZEquipmentSummary) },
      },
    },
    async (request) => ok(await service.summary(tenantOf(request))),
  );

  r.get(
    `${BASE}/form-options`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The equipment form's choices: the company's active types of the kind, and its locations",
        querystring: ZEquipmentFormOptionsQuery,
        response: { 200: envelope(ZEquipmentFormOptions) },
      },
    },
    async (request) => ok(await service.formOptions(tenantOf(request), request.query.kind)),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Get one equipment unit',
        params: ZIdParams,
        response: { 200: envelope(ZEquipment) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.post(
    BASE,
    {
      config: { ...write, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Create an equipment unit (container numbers are checked as ISO 6346)',
        body: ZEquipmentInput,
        response: { 201: envelope(ZEquipment) },
      },
    },
    async (request, reply) => {
      const created = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(created, { message: EQUIPMENT_MSG.created }));
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { ...write, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Replace an equipment unit (the whole record)',
        params: ZIdParams,
        body: ZEquipmentInput,
        response: { 200: envelope(ZEquipment) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), {
        message: EQUIPMENT_MSG.updated,
      }),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { access: access.permission('asset.edit') },
      schema: {
        tags: TAGS,
        summary: 'Delete an equipment unit',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        { id: await service.remove(tenantOf(request), request.params.id) },
        {
          message: EQUIPMENT_MSG.deleted,
        },
      ),
  );
};
