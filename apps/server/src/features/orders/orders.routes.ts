import { envelope } from '@lanehub/shared';
import { ZJob } from '@lanehub/shared/features/jobs/jobs.contract';
import {
  ORDER_EXAMPLE,
  ORDER_MSG,
  ZOrder,
  ZOrderIdParams,
  ZOrderInput,
  ZOrderListQuery,
  ZOrderRow,
  ZOrderUpdate,
} from '@lanehub/shared/features/orders/orders.contract';
import {
  TRACKING_EXAMPLE,
  TRACKING_MSG,
  ZPostEvents,
  ZShipmentEvent,
  ZTrackingResult,
} from '@lanehub/shared/features/orders/tracking.contract';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { createOrderService } from './orders.service';
import { createTrackingService, ORDER_REPLAY_JOB, replayJob } from './orders.tracking';

const TAGS = ['Orders'];
const BASE = '/api/lanehub-core/order';
// The spec grants the orders area one permission (order.view): it opens the orders screens, where a
// company books and works its orders. What a company may do to one order is its role on it: the owner
// changes it, the parties named on it see it (platform/sharing.ts).
const read = { access: access.permission('order.view'), exposes: 'parties' as const };
const write = { access: access.permission('order.view'), example: { body: ORDER_EXAMPLE } };

export const orderRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrderService(opts.db);
  const tracking = createTrackingService(opts.db);
  opts.jobs.register(ORDER_REPLAY_JOB, replayJob(opts.db) as never, { expireInSeconds: 3600 });

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Orders the company owns or is a party to; filtered, searched and paged (keyset)',
        description:
          'Search matches order, PO, BOL and booking numbers and container numbers. `scope` owned or shared narrows to the orders the company booked or those it is named on.',
        querystring: ZOrderListQuery,
        response: { 200: envelope(z.array(ZOrderRow)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One order with its parties, units and mode details',
        params: ZOrderIdParams,
        response: { 200: envelope(ZOrder) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.post(
    BASE,
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Book an order',
        description:
          'The order number comes from the company sequence (ORD-<year>-<counter>). Parties are the company itself or its partners; without a shipper the company is the shipper.',
        body: ZOrderInput,
        response: { 201: envelope(ZOrder) },
      },
    },
    async (request, reply) => {
      const created = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(created, { message: ORDER_MSG.created }));
    },
  );

  r.put(
    BASE,
    {
      config: {
        access: write.access,
        example: { body: { id: '00000000-0000-4000-8000-000000000000', ...ORDER_EXAMPLE } },
      },
      schema: {
        tags: TAGS,
        summary: 'Replace an order (every field is sent; `id` names it)',
        description: 'Only the company that booked the order changes it: a party gets 403, any other company 404.',
        body: ZOrderUpdate,
        response: { 200: envelope(ZOrder) },
      },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return ok(await service.update(tenantOf(request), id, values as never), { message: ORDER_MSG.updated });
    },
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { access: write.access, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete an order that has no tracking events',
        params: ZOrderIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.remove(tenantOf(request), request.params.id);
      return ok(null, { message: ORDER_MSG.deleted });
    },
  );

  r.post(
    '/api/orders/:id/events',
    {
      config: { access: access.permission('order.view'), exposes: 'parties', example: { body: TRACKING_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: 'Report tracking events of an order (one or a batch of up to 1000)',
        description:
          "The owner, the carrier and the forwarder named on the order report events; each has an idempotency key, so a batch sent twice stores each event once (`duplicates`). The order's status and stage are projected again in the same transaction.",
        params: ZOrderIdParams,
        body: ZPostEvents,
        response: { 200: envelope(ZTrackingResult) },
      },
    },
    async (request) => {
      const events = Array.isArray(request.body) ? request.body : [request.body];
      const result = await tracking.post(tenantOf(request), request.params.id, events as TTrackingEvent[]);
      return ok(result, { message: TRACKING_MSG.posted });
    },
  );

  r.get(
    '/api/orders/:id/events',
    {
      config: { access: access.permission('order.view'), exposes: 'parties' },
      schema: {
        tags: TAGS,
        summary: "An order's tracking events, by event time",
        params: ZOrderIdParams,
        response: { 200: envelope(z.array(ZShipmentEvent)) },
      },
    },
    async (request) => ok(await tracking.list(tenantOf(request), request.params.id)),
  );

  r.post(
    '/api/orders/replay',
    {
      config: { access: access.companyAdmin, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Project every order of the company again from its tracking events (a job with progress)',
        body: z.object({}).strict(),
        response: { 202: envelope(z.object({ job: ZJob })) },
      },
    },
    async (request, reply) => {
      const job = await opts.jobs.enqueue(tenantOf(request), {
        kind: ORDER_REPLAY_JOB,
        input: {},
        total: 0,
        lockKey: ORDER_REPLAY_JOB,
      });
      return reply.status(202).send(ok({ job }, { message: TRACKING_MSG.replayed }));
    },
  );
};
