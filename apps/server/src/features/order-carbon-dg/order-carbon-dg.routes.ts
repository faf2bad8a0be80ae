import { envelope } from '@lanehub/shared';
import type { TDgLineInput } from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import {
  DG_LINE_EXAMPLE,
  ORDER_CARBON_DG_MSG,
  ZDgLine,
  ZDgLineInput,
  ZDgLineParams,
  ZOrderCarbon,
} from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import { ZOrderIdParams } from '@lanehub/shared/features/orders/orders.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { createOrderCarbonDgService } from './order-carbon-dg.service';

const TAGS = ['Orders'];
const BASE = '/api/lanehub-core/order/:id';
// The orders area's one permission (order.view) opens these calls; what a company may do to one order
// is its role on it (platform/sharing.ts): every party reads and calculates, the owner changes lines.
const shared = { access: access.permission('order.view'), exposes: 'parties' as const };

export const orderCarbonDgRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrderCarbonDgService(opts.db);

  r.post(
    `${BASE}/calculate-carbon`,
    {
      config: { ...shared, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Calculate the well-to-wheel CO2e of an order (ISO 14083 / GLEC default intensities)',
        description:
          "Legs from the order's stops (ocean: port of loading, transhipment ports, port of discharge), each leg's distance the great-circle distance between the UN/LOCODE coordinates × the mode's routing factor, the order's gross weight. The result is kept in the order's change log; any party may calculate.",
        params: ZOrderIdParams,
        body: z.object({}).strict().optional(),
        response: { 200: envelope(ZOrderCarbon) },
      },
    },
    async (request) =>
      ok(await service.calculate(tenantOf(request), request.params.id), { message: ORDER_CARBON_DG_MSG.calculated }),
  );

  r.get(
    `${BASE}/carbon`,
    {
      config: shared,
      schema: {
        tags: TAGS,
        summary: "The order's latest emissions calculation (null before the first)",
        params: ZOrderIdParams,
        response: { 200: envelope(ZOrderCarbon.nullable()) },
      },
    },
    async (request) => ok(await service.latest(tenantOf(request), request.params.id)),
  );

  r.get(
    `${BASE}/dangerous-goods`,
    {
      config: shared,
      schema: {
        tags: TAGS,
        summary: "The order's dangerous goods lines",
        params: ZOrderIdParams,
        response: { 200: envelope(z.array(ZDgLine)) },
      },
    },
    async (request) => ok(await service.lines(tenantOf(request), request.params.id)),
  );

  r.post(
    `${BASE}/dangerous-goods`,
    {
      config: { ...shared, example: { body: DG_LINE_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Add a dangerous goods line (the owner)',
        description:
          'The UN number must be in the shipped list, the class or division one the list gives it, the packing group one of its packing groups; an air order refuses what the list forbids on passenger and cargo aircraft.',
        params: ZOrderIdParams,
        body: ZDgLineInput,
        response: { 201: envelope(ZDgLine) },
      },
    },
    async (request, reply) => {
      const line = await service.add(tenantOf(request), request.params.id, request.body as TDgLineInput);
      return reply.status(201).send(ok(line, { message: ORDER_CARBON_DG_MSG.lineAdded }));
    },
  );

  r.put(
    `${BASE}/dangerous-goods/:lineId`,
    {
      config: { ...shared, example: { body: DG_LINE_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Change a dangerous goods line (the owner)',
        params: ZDgLineParams,
        body: ZDgLineInput,
        response: { 200: envelope(ZDgLine) },
      },
    },
    async (request) =>
      ok(
        await service.update(tenantOf(request), request.params.id, request.params.lineId, request.body as TDgLineInput),
        { message: ORDER_CARBON_DG_MSG.lineUpdated },
      ),
  );

  r.delete(
    `${BASE}/dangerous-goods/:lineId`,
    {
      config: shared,
      schema: {
        tags: TAGS,
        summary: 'Remove a dangerous goods line (the owner)',
        params: ZDgLineParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.remove(tenantOf(request), request.params.id, request.params.lineId);
      return ok(null, { message: ORDER_CARBON_DG_MSG.lineDeleted });
    },
  );
};
