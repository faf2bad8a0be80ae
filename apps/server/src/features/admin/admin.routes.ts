import {
  ADMIN_MESSAGES,
  envelope,
  fillMessage,
  ZAdminAccount,
  ZAdminAccountListQuery,
  ZAdminCompany,
  ZAdminCompanyDetail,
  ZAdminCompanyListQuery,
  ZAdminCompanyStatus,
  ZAdminCreateCompany,
  ZAdminCreateUser,
  ZAdminPartner,
  ZAdminUpdateAccount,
  ZAdminUpdateUser,
  ZAdminUser,
  ZAdminUserDetail,
  ZAdminUserListQuery,
  ZCompanyAppServices,
  ZCompanySubscriptions,
  ZSubscription,
  ZSubscriptionInput,
  ZSubscriptionListQuery,
  ZSubscriptionUpdate,
} from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { forbidden, notFound } from '../../platform/errors';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import * as q from './admin.queries';
import { createAdminService } from './admin.service';

const TAGS = ['Admin'];
const BASE = '/api/admin';

const ZUserParams = z.object({ userId: z.uuid() });
const ZCompanyParams = z.object({ companyId: z.uuid() });
const ZAccountParams = z.object({ accountId: z.uuid() });
const ZCompanyAccountParams = z.object({ companyId: z.uuid(), accountId: z.uuid() });
const ZSubscriptionParams = z.object({ subscriptionId: z.uuid() });
const ZNone = z.object({}).strict();

// Example bodies for the generated cross-tenant test (every admin route must answer it with a 403).
const EXAMPLE_USER = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@example.test',
  password: 'a long enough password',
  role: 'user',
  companyId: '00000000-0000-4000-8000-000000000000',
};
const EXAMPLE_PERIOD = { plan: 'Professional', startDate: '2030-01-01', endDate: '2030-12-31', notes: null };

// Admin area (issue 4, spec 01 §2.3, §6): every company's users, companies, accounts and
// subscriptions. Each route is `access.admin('adminMgt.…')`: system administrators only.
export const adminRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const admin = createAdminService(db);

  // ---- User Management ----
  r.get(
    `${BASE}/users`,
    {
      config: { access: access.admin('adminMgt.user') },
      schema: {
        tags: TAGS,
        summary: 'Every user, searched by name, e-mail or company, paged in SQL',
        querystring: ZAdminUserListQuery,
        response: { 200: envelope(z.array(ZAdminUser)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await q.listUsers(db, request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );

  r.post(
    `${BASE}/users`,
    {
      config: { access: access.admin('adminMgt.user'), example: { body: EXAMPLE_USER }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Create a user in a chosen company',
        body: ZAdminCreateUser,
        response: { 201: envelope(ZAdminUserDetail) },
      },
    },
    async (request, reply) => {
      const userId = await admin.createUser(request.body);
      reply.status(201);
      return ok(await admin.userDetail(userId), {
        message: fillMessage(ADMIN_MESSAGES.userCreated, { email: request.body.email }),
      });
    },
  );

  r.get(
    `${BASE}/users/:userId`,
    {
      config: { access: access.admin('adminMgt.user') },
      schema: {
        tags: TAGS,
        summary: 'A user with their company and sessions',
        params: ZUserParams,
        response: { 200: envelope(ZAdminUserDetail) },
      },
    },
    async (request) => ok(await admin.userDetail(request.params.userId)),
  );

  r.put(
    `${BASE}/users/:userId`,
    {
      config: {
        access: access.admin('adminMgt.user'),
        example: {
          body: { firstName: 'Jordan', lastName: 'Reyes', role: 'user', enabled: false, isSystemAdmin: true },
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Edit a user: names, role, enabled, isSystemAdmin (never on oneself); disabling ends their sessions',
        params: ZUserParams,
        body: ZAdminUpdateUser,
        response: { 200: envelope(ZAdminUserDetail) },
      },
    },
    async (request) =>
      ok(await admin.updateUser(authOf(request), request.params.userId, request.body), {
        message: ADMIN_MESSAGES.userUpdated,
      }),
  );

  // ---- Company Management ----
  r.get(
    `${BASE}/companies`,
    {
      config: { access: access.admin('adminMgt.company') },
      schema: {
        tags: TAGS,
        summary: 'Every company, searched by name or type, filtered by approval status and enabled',
        querystring: ZAdminCompanyListQuery,
        response: { 200: envelope(z.array(ZAdminCompany)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await q.listCompanies(db, request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );

  r.post(
    `${BASE}/companies`,
    {
      config: {
        access: access.admin('adminMgt.company'),
        example: {
          body: {
            legalName: 'Fjord Reefer Logistics AS',
            companyTypes: ['Shipper'],
            country: 'NO',
            accountNumber: 'FRL-1',
            mode: 'ocean',
            firstName: 'Ingrid',
            lastName: 'Solberg',
            email: 'ingrid@fjord.example.test',
            password: 'a long enough password',
          },
        },
        errors: [409],
      },
      schema: {
        tags: TAGS,
        summary: 'Create an approved company with its first account and administrator',
        body: ZAdminCreateCompany,
        response: { 201: envelope(ZAdminCompanyDetail) },
      },
    },
    async (request, reply) => {
      const companyId = await admin.createCompany(authOf(request), request.body);
      reply.status(201);
      return ok(await admin.companyDetail(companyId), {
        message: fillMessage(ADMIN_MESSAGES.companyCreated, { legalName: request.body.legalName }),
      });
    },
  );

  r.get(
    `${BASE}/companies/:companyId`,
    {
      config: { access: access.admin('adminMgt.company') },
      schema: {
        tags: TAGS,
        summary: 'A company: profile, users, accounts and subscriptions',
        params: ZCompanyParams,
        response: { 200: envelope(ZAdminCompanyDetail) },
      },
    },
    async (request) => ok(await admin.companyDetail(request.params.companyId)),
  );

  r.put(
    `${BASE}/companies/:companyId/status`,
    {
      config: { access: access.admin('adminMgt.company'), example: { body: { enabled: false } } },
      schema: {
        tags: TAGS,
        summary: "Enable or disable a company; disabling ends its users' sessions at once",
        params: ZCompanyParams,
        body: ZAdminCompanyStatus,
        response: { 200: envelope(ZAdminCompanyDetail) },
      },
    },
    async (request) => {
      const message = await admin.setCompanyEnabled(authOf(request), request.params.companyId, request.body.enabled);
      return ok(await admin.companyDetail(request.params.companyId), { message });
    },
  );

  r.get(
    `${BASE}/companies/:companyId/partners`,
    {
      config: { access: access.admin('adminMgt.company') },
      schema: {
        tags: TAGS,
        summary: "A company's partner network",
        params: ZCompanyParams,
        response: { 200: envelope(z.array(ZAdminPartner)) },
      },
    },
    async (request) => {
      if (!(await q.getCompany(db, request.params.companyId))) {
        throw notFound(ADMIN_MESSAGES.companyNotFound);
      }
      const rows = await q.partnersOf(db, request.params.companyId);
      return ok(rows, { total: rows.length });
    },
  );

  r.get(
    `${BASE}/companies/:companyId/accounts/:accountId`,
    {
      config: { access: access.admin('adminMgt.company') },
      schema: {
        tags: TAGS,
        summary: 'An account of a company',
        params: ZCompanyAccountParams,
        response: { 200: envelope(ZAdminAccount) },
      },
    },
    async (request) => {
      const account = await q.getAccount(db, request.params.accountId, request.params.companyId);
      if (!account) {
        throw notFound(ADMIN_MESSAGES.accountNotFound);
      }
      return ok(account);
    },
  );

  // ---- Account Management ----
  r.get(
    `${BASE}/accounts`,
    {
      config: { access: access.admin('adminMgt.account') },
      schema: {
        tags: TAGS,
        summary: 'Every account of every company, searched by number, type, mode or company',
        querystring: ZAdminAccountListQuery,
        response: { 200: envelope(z.array(ZAdminAccount)) },
      },
    },
    async (request) => {
      const { rows, ...page } = await q.listAccounts(db, request.query);
      return ok(rows, listMeta(page, request.query));
    },
  );

  r.get(
    `${BASE}/accounts/:accountId`,
    {
      config: { access: access.admin('adminMgt.account') },
      schema: {
        tags: TAGS,
        summary: 'An account',
        params: ZAccountParams,
        response: { 200: envelope(ZAdminAccount) },
      },
    },
    async (request) => {
      const account = await q.getAccount(db, request.params.accountId);
      if (!account) {
        throw notFound(ADMIN_MESSAGES.accountNotFound);
      }
      return ok(account);
    },
  );

  r.put(
    `${BASE}/accounts/:accountId`,
    {
      config: {
        access: access.admin('adminMgt.account'),
        example: { body: { enable: false, mode: 'road', accountType: 'carrier' } },
      },
      schema: {
        tags: TAGS,
        summary: "Edit an account's enable flag, mode and type",
        params: ZAccountParams,
        body: ZAdminUpdateAccount,
        response: { 200: envelope(ZAdminAccount) },
      },
    },
    async (request) => {
      const account = await admin.updateAccount(request.params.accountId, request.body);
      if (!account) {
        throw notFound(ADMIN_MESSAGES.accountNotFound);
      }
      return ok(account, { message: ADMIN_MESSAGES.accountUpdated });
    },
  );

  // ---- Subscriptions ----
  r.get(
    `${BASE}/subscriptions`,
    {
      config: { access: access.admin('adminMgt.subscription') },
      schema: {
        tags: TAGS,
        summary: 'Subscriptions of every company, with their status today',
        querystring: ZSubscriptionListQuery,
        response: { 200: envelope(z.array(ZSubscription)) },
      },
    },
    async (request) => {
      const today = await q.todayOf(db);
      const { rows, ...page } = await q.listSubscriptions(db, request.query, today);
      return ok(rows, { ...listMeta(page, request.query), today });
    },
  );

  const subscriptionReply = async (subscriptionId: string) => {
    const row = await q.getSubscription(db, subscriptionId);
    if (!row) {
      throw notFound(ADMIN_MESSAGES.subscriptionNotFound);
    }
    return q.toSubscription(row, await q.todayOf(db));
  };

  r.post(
    `${BASE}/subscriptions`,
    {
      config: {
        access: access.admin('adminMgt.subscription'),
        example: { body: { ...EXAMPLE_PERIOD, companyId: '00000000-0000-4000-8000-000000000000' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Create a subscription for a company (periods of one company may not overlap)',
        body: ZSubscriptionInput,
        response: { 201: envelope(ZSubscription) },
      },
    },
    async (request, reply) => {
      const id = await admin.createSubscription(authOf(request), request.body);
      reply.status(201);
      return ok(await subscriptionReply(id), { message: ADMIN_MESSAGES.subscriptionCreated });
    },
  );

  r.put(
    `${BASE}/subscriptions/:subscriptionId`,
    {
      config: { access: access.admin('adminMgt.subscription'), example: { body: EXAMPLE_PERIOD } },
      schema: {
        tags: TAGS,
        summary: "Edit a subscription's plan, period and notes",
        params: ZSubscriptionParams,
        body: ZSubscriptionUpdate,
        response: { 200: envelope(ZSubscription) },
      },
    },
    async (request) => {
      await admin.updateSubscription(authOf(request), request.params.subscriptionId, request.body);
      return ok(await subscriptionReply(request.params.subscriptionId), {
        message: ADMIN_MESSAGES.subscriptionUpdated,
      });
    },
  );

  r.post(
    `${BASE}/subscriptions/:subscriptionId/end`,
    {
      config: { access: access.admin('adminMgt.subscription'), example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'End a running subscription today',
        params: ZSubscriptionParams,
        body: ZNone.optional(),
        response: { 200: envelope(ZSubscription) },
      },
    },
    async (request) => {
      await admin.endSubscription(authOf(request), request.params.subscriptionId);
      return ok(await subscriptionReply(request.params.subscriptionId), { message: ADMIN_MESSAGES.subscriptionEnded });
    },
  );

  r.delete(
    `${BASE}/subscriptions/:subscriptionId`,
    {
      config: { access: access.admin('adminMgt.subscription'), errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete a subscription that has not started',
        params: ZSubscriptionParams,
        response: { 200: envelope(z.object({ id: z.uuid() })) },
      },
    },
    async (request) => {
      await admin.deleteSubscription(authOf(request), request.params.subscriptionId);
      return ok({ id: request.params.subscriptionId }, { message: ADMIN_MESSAGES.subscriptionDeleted });
    },
  );

  // ---- Settings → Subscription and App Services: the company's own, read only ----
  // Spec 01 §2.4 shows both items for the company's administrators only; the server keeps the same rule.
  const companyAdminTenant = (request: FastifyRequest) => {
    const tenant = tenantOf(request);
    const auth = authOf(request);
    if (auth.role !== 'admin' && !auth.isSystemAdmin) {
      throw forbidden();
    }
    return tenant;
  };

  r.get(
    '/api/settings/subscriptions',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['Settings'],
        summary: "The company's current plan, its period and its history (company administrators)",
        response: { 200: envelope(ZCompanySubscriptions) },
      },
    },
    async (request) => ok(await admin.companySubscriptions(companyAdminTenant(request))),
  );

  r.get(
    '/api/settings/app-services',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['Settings'],
        summary: 'The app services of the subscription active today (company administrators)',
        response: { 200: envelope(ZCompanyAppServices) },
      },
    },
    async (request) => {
      const { today, current } = await admin.companySubscriptions(companyAdminTenant(request));
      return ok({ today, subscription: current, appServices: current?.appServices ?? [] });
    },
  );
};
