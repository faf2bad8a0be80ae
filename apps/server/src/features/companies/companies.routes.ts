import {
  envelope,
  MSG,
  PARTNER_MESSAGES,
  ZAddPartner,
  ZCompanyProfile,
  ZCompanyPublicProfile,
  ZCompanySearchQuery,
  ZPartnerListQuery,
  ZPartnerParams,
  ZTradingPartner,
  ZTradingPartnerReply,
  ZUpdateCompany,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/errors';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import * as q from './companies.queries';

const ZCompanyParams = z.object({ companyId: z.uuid() });

const TAGS = ['Company and partner network'];
const BASE = '/api/lanehub-core';

// The company profile and the partner network (issue 5). Routes that show other companies declare
// `exposes: 'public-profile'`: they name those companies and show their public profile, nothing else.
export const companyRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    `${BASE}/company`,
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: TAGS,
        summary: "The signed-in user's company profile",
        response: { 200: envelope(ZCompanyProfile) },
      },
    },
    async (request) => {
      const profile = await q.getOwnCompany(db, tenantOf(request));
      if (!profile) {
        throw notFound(MSG.noCompany);
      }
      return ok(profile);
    },
  );

  r.put(
    `${BASE}/company`,
    {
      config: {
        access: access.permission('company.edit'),
        example: {
          body: {
            legalName: 'Maple Leaf Home Goods Ltd.',
            industryCategory: ['Home furnishings'],
            productSegments: ['Furniture'],
            country: 'CA',
            state: 'QC',
            city: 'Montréal',
            contacts: [{ firstName: 'Claire', lastName: 'Tremblay', email: 'claire@example.test' }],
          },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Update the company profile (industryCategory and location included)',
        body: ZUpdateCompany,
        response: { 200: envelope(ZCompanyProfile) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const result = await q.updateOwnCompany(db, tenant, request.body);
      if (!result.ok) {
        throw badRequest(MSG.notFound, { location: MSG.notFound });
      }
      const profile = await q.getOwnCompany(db, tenant);
      if (!profile) {
        throw notFound(MSG.noCompany);
      }
      return ok(profile, { message: PARTNER_MESSAGES.updated });
    },
  );

  r.get(
    `${BASE}/companies/search`,
    {
      config: { access: access.permission('mynetwork.view'), exposes: 'public-profile' },
      schema: {
        tags: TAGS,
        summary:
          'Search companies by name and type (public profiles); without a name, browse them by legal name (skip, limit)',
        querystring: ZCompanySearchQuery,
        response: { 200: envelope(z.array(ZCompanyPublicProfile)) },
      },
    },
    async (request) => {
      const page = await q.searchCompanies(db, tenantOf(request), request.query);
      return ok(page.rows, listMeta(page, { skip: 0, limit: request.query.limit }));
    },
  );

  r.get(
    `${BASE}/companies/:companyId`,
    {
      config: { access: access.permission('mynetwork.view'), exposes: 'public-profile' },
      schema: {
        tags: TAGS,
        summary: "A company's public profile",
        params: ZCompanyParams,
        response: { 200: envelope(ZCompanyPublicProfile) },
      },
    },
    async (request) => {
      const profile = await q.getPublicProfile(db, tenantOf(request), request.params.companyId);
      if (!profile) {
        throw notFound();
      }
      return ok(profile);
    },
  );

  r.get(
    `${BASE}/partners`,
    {
      config: { access: access.permission('mynetwork.view'), exposes: 'public-profile' },
      schema: {
        tags: TAGS,
        summary: 'The partner network, by type, sorted by legal name',
        querystring: ZPartnerListQuery,
        response: { 200: envelope(z.array(ZCompanyPublicProfile)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await q.listPartners(db, tenantOf(request), request.query);
      return ok(rows, listMeta(page, { skip: 0, limit: q.PARTNER_PAGE }));
    },
  );

  r.post(
    `${BASE}/partners`,
    {
      config: {
        access: access.permission('mynetwork.edit'),
        exposes: 'public-profile',
        example: { body: { partnerCompanyId: ':id' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Add a company to the partner network',
        body: ZAddPartner,
        response: { 201: envelope(ZCompanyPublicProfile) },
      },
    },
    async (request, reply) => {
      const partner = await q.addPartner(db, tenantOf(request), request.body.partnerCompanyId);
      if (!partner) {
        throw badRequest(PARTNER_MESSAGES.cannotAdd, { partnerCompanyId: PARTNER_MESSAGES.cannotAdd });
      }
      return reply.code(201).send(ok(partner, { message: PARTNER_MESSAGES.added(partner.legalName) }));
    },
  );

  r.delete(
    `${BASE}/partners/:partnerCompanyId`,
    {
      config: { access: access.permission('mynetwork.edit') },
      schema: {
        tags: TAGS,
        summary: 'Remove a company from the partner network',
        params: ZPartnerParams,
        response: { 200: envelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      const removed = await q.removePartner(db, tenantOf(request), request.params.partnerCompanyId);
      if (!removed) {
        throw notFound();
      }
      return ok({ removed: true as const }, { message: PARTNER_MESSAGES.removed(removed.legalName) });
    },
  );

  r.post(
    `${BASE}/trading-partners`,
    {
      config: {
        access: access.permission('mynetwork.edit'),
        example: {
          body: {
            legalName: 'Laurentian Cartage Inc.',
            companyType: 'Road Carrier',
            country: 'CA',
            state: 'QC',
            city: 'Laval',
            address: '2300 Boulevard Industriel',
            primaryContact: {
              firstName: 'Luc',
              lastName: 'Gagnon',
              email: 'luc@example.test',
              phone: '+1 450 555 0100',
            },
          },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Add a trading partner by hand (a company without users, visible to you only)',
        body: ZTradingPartner,
        response: { 201: envelope(ZTradingPartnerReply) },
      },
    },
    async (request, reply) => {
      const created = await q.createTradingPartner(db, tenantOf(request), request.body);
      return reply.code(201).send(ok(created, { message: PARTNER_MESSAGES.added(created.legalName) }));
    },
  );

  r.put(
    `${BASE}/trading-partners/:partnerCompanyId`,
    {
      config: {
        access: access.permission('mynetwork.edit'),
        example: {
          body: {
            legalName: 'Laurentian Cartage Inc.',
            companyType: 'Road Carrier',
            country: 'CA',
            state: 'QC',
            city: 'Laval',
            address: '2300 Boulevard Industriel',
            primaryContact: { firstName: 'Luc', lastName: 'Gagnon', email: 'luc@example.test', phone: '' },
          },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Edit a trading partner you added by hand (404 for any other company)',
        params: ZPartnerParams,
        body: ZTradingPartner,
        response: { 200: envelope(ZTradingPartnerReply) },
      },
    },
    async (request) => {
      const updated = await q.updateTradingPartner(
        db,
        tenantOf(request),
        request.params.partnerCompanyId,
        request.body,
      );
      if (!updated) {
        throw notFound();
      }
      return ok(updated, { message: PARTNER_MESSAGES.tradingPartnerUpdated(updated.legalName) });
    },
  );
};
