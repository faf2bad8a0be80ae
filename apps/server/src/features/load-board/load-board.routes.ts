import { envelope } from '@lanehub/shared';
import {
  BID_EXAMPLE,
  LOAD_BOARD_MSG,
  LOAD_EXAMPLE,
  ZAcceptResult,
  ZBid,
  ZBidInput,
  ZBidListQuery,
  ZBidParams,
  ZLoad,
  ZLoadInput,
  ZLoadListQuery,
  ZLoadParams,
  ZRevenue,
} from '@lanehub/shared/features/load-board/load-board.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { createLoadBoardService } from './load-board.service';

// Spec 02 §7.7: "public, list, bids, accept, reject, cancel. GET /{product}/loadboard/revenue. Paths
// otherwise not shown." Ours are under /api/lanehub/loadboard (docs/load-board.md). The road area's
// permission (spec 01 §6 `roadMgt`) opens the board; what a company may do to one load is its role on
// it: the shipper that posted it decides bids, a carrier bids and cancels its own bid.
const TAGS = ['Load board'];
const BASE = '/api/lanehub/loadboard';
const read = { access: access.permission('roadMgt.view'), exposes: 'parties' as const };
const writeOf = (body: object) => ({
  access: access.permission('roadMgt.edit'),
  exposes: 'parties' as const,
  example: { body },
  errors: [409] as const,
});

export const loadBoardRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLoadBoardService(opts.db);

  r.post(
    BASE,
    {
      config: writeOf(LOAD_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'Post a load, publicly or to chosen partner carriers (from a road order or by hand)',
        body: ZLoadInput,
        response: { 201: envelope(ZLoad) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await service.post(tenantOf(request), request.body), { message: LOAD_BOARD_MSG.posted });
    },
  );

  r.get(
    `${BASE}/list`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's own loads, newest first, with their pending bids (keyset paging)",
        querystring: ZLoadListQuery,
        response: { 200: envelope(z.array(ZLoad)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.listOwn(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/public`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary:
          "A carrier's board: open public loads, loads offered to the company, and loads it bid on, with its own bid",
        querystring: ZLoadListQuery,
        response: { 200: envelope(z.array(ZLoad)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.listBoard(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/bids`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's own bids as a carrier, newest first",
        querystring: ZBidListQuery,
        response: { 200: envelope(z.array(ZBid)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.listOwnBids(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/revenue`,
    {
      config: { access: access.permission('roadMgt.view') },
      schema: {
        tags: TAGS,
        summary: 'Awarded loads per currency: revenue as carrier, cost as shipper',
        response: { 200: envelope(ZRevenue) },
      },
    },
    async (request) => ok(await service.revenue(tenantOf(request))),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One load the company may see',
        params: ZLoadParams,
        response: { 200: envelope(ZLoad) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.get(
    `${BASE}/:id/bids`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "A load's bids: every bid for the shipper, its own for a carrier",
        params: ZLoadParams,
        response: { 200: envelope(z.array(ZBid)) },
      },
    },
    async (request) => ok(await service.bidsOf(tenantOf(request), request.params.id)),
  );

  r.put(
    `${BASE}/:id/cancel`,
    {
      config: writeOf({}),
      schema: {
        tags: TAGS,
        summary: 'The shipper withdraws an open load; its pending bids are rejected',
        params: ZLoadParams,
        body: z.object({}).strict(),
        response: { 200: envelope(ZLoad) },
      },
    },
    async (request) =>
      ok(await service.cancelLoad(tenantOf(request), request.params.id), { message: LOAD_BOARD_MSG.cancelled }),
  );

  r.post(
    `${BASE}/:id/bids`,
    {
      config: writeOf(BID_EXAMPLE),
      schema: {
        tags: TAGS,
        summary: 'A carrier bids on an open load it may see (one pending bid per carrier and load)',
        params: ZLoadParams,
        body: ZBidInput,
        response: { 201: envelope(ZBid) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await service.bid(tenantOf(request), request.params.id, request.body), {
        message: LOAD_BOARD_MSG.bidPlaced,
      });
    },
  );

  r.put(
    `${BASE}/bids/:bidId/accept`,
    {
      config: writeOf({}),
      schema: {
        tags: TAGS,
        summary: 'The shipper accepts a bid: the load is awarded, the other bids rejected, the road order made',
        description:
          'One conditional UPDATE of the load (open → awarded) decides: of concurrent accepts exactly one wins; the others get 409 STATE_CONFLICT with the current state.',
        params: ZBidParams,
        body: z.object({}).strict(),
        response: { 200: envelope(ZAcceptResult) },
      },
    },
    async (request) =>
      ok(await service.accept(tenantOf(request), request.params.bidId), { message: LOAD_BOARD_MSG.bidAccepted }),
  );

  r.put(
    `${BASE}/bids/:bidId/reject`,
    {
      config: writeOf({}),
      schema: {
        tags: TAGS,
        summary: 'The shipper rejects a pending bid',
        params: ZBidParams,
        body: z.object({}).strict(),
        response: { 200: envelope(ZBid) },
      },
    },
    async (request) =>
      ok(await service.reject(tenantOf(request), request.params.bidId), { message: LOAD_BOARD_MSG.bidRejected }),
  );

  r.put(
    `${BASE}/bids/:bidId/cancel`,
    {
      config: writeOf({}),
      schema: {
        tags: TAGS,
        summary: 'The carrier cancels its own pending bid',
        params: ZBidParams,
        body: z.object({}).strict(),
        response: { 200: envelope(ZBid) },
      },
    },
    async (request) =>
      ok(await service.cancelBid(tenantOf(request), request.params.bidId), { message: LOAD_BOARD_MSG.bidCancelled }),
  );
};
