import {
  envelope,
  PRODUCT_EXAMPLE,
  PRODUCT_MSG,
  ZIdParams,
  ZProduct,
  ZProductInput,
  ZProductListQuery,
  ZProductPartnerParams,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { createProductService } from './products.service';

const TAGS = ['Products'];
const BASE = '/api/lanehub-core/products';
// A product names its supplying partner (id and legal name: that company's public profile).
const read = { access: access.permission('company.view'), exposes: 'public-profile' as const };
const write = { access: access.permission('company.edit'), example: { body: PRODUCT_EXAMPLE } };

// The company's products (/company/product) and those a partner supplies (/company/product/partner/:id).
export const productRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createProductService(opts.db);

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's products; paged, sorted and searched",
        querystring: ZProductListQuery,
        response: { 200: envelope(z.array(ZProduct)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/partner/:partnerCompanyId`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's own products supplied by one of its partners",
        description: '404 when the company is not a partner. `meta.partner` gives its `_id` and legalName.',
        params: ZProductPartnerParams,
        querystring: ZProductListQuery,
        response: { 200: envelope(z.array(ZProduct)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { partner, items, ...page } = await service.listOfPartner(
        tenantOf(request),
        request.params.partnerCompanyId,
        request.query,
      );
      return ok(items, { ...listMeta(page, { skip, limit }), partner });
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One product',
        params: ZIdParams,
        response: { 200: envelope(ZProduct) },
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
        summary: 'Create a product',
        description: 'productId is unique within the company (409 on `productId`); partnerCompanyId must be a partner.',
        body: ZProductInput,
        response: { 201: envelope(ZProduct) },
      },
    },
    async (request, reply) => {
      const created = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(created, { message: PRODUCT_MSG.created }));
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { ...write, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Replace a product (every field is sent)',
        params: ZIdParams,
        body: ZProductInput,
        response: { 200: envelope(ZProduct) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: PRODUCT_MSG.updated }),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: { access: access.permission('company.edit') },
      schema: {
        tags: TAGS,
        summary: 'Delete a product',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok({ id: await service.remove(tenantOf(request), request.params.id) }, { message: PRODUCT_MSG.deleted }),
  );
};
