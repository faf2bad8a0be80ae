import {
  ACCOUNT_EXAMPLE,
  ACCOUNT_MSG,
  envelope,
  ZAccount,
  ZAccountEnable,
  ZAccountFormOptions,
  ZAccountInput,
  ZAccountListQuery,
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
import { createAccountService } from './accounts.service';

const TAGS = ['Company accounts'];
const BASE = '/api/lanehub-core/accounts';
// An account names its managing company (the caller or a partner): its id and legal name, which are
// part of that company's public profile.
const read = { access: access.permission('company.view'), exposes: 'public-profile' as const };
const write = { access: access.permission('company.edit'), example: { body: ACCOUNT_EXAMPLE } };

// The company's accounts (/company/company-accounts, /company/accounts, /company/account-detail/:id).
// Reads need company.view, writes company.edit, like the company profile; the company comes from the session.
export const accountRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccountService(opts.db);

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's accounts, by number (up to 1000 per page)",
        querystring: ZAccountListQuery,
        response: { 200: envelope(z.array(ZAccount)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/form-options`,
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: TAGS,
        summary: "The account form's choices: the company's locations and the company itself",
        response: { 200: envelope(ZAccountFormOptions) },
      },
    },
    async (request) => ok(await service.formOptions(tenantOf(request))),
  );

  r.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One account',
        params: ZIdParams,
        response: { 200: envelope(ZAccount) },
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
        summary: 'Create an account',
        description:
          'The number is unique within the company (409 on `number`). `location` is one of the company’s ' +
          'locations and `manageBy` the company itself or one of its partners (400 on the field otherwise).',
        body: ZAccountInput,
        response: { 201: envelope(ZAccount) },
      },
    },
    async (request, reply) => {
      const created = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(created, { message: ACCOUNT_MSG.created }));
    },
  );

  r.put(
    `${BASE}/:id`,
    {
      config: { ...write, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Replace an account (every field is sent)',
        params: ZIdParams,
        body: ZAccountInput,
        response: { 200: envelope(ZAccount) },
      },
    },
    async (request) =>
      ok(await service.update(tenantOf(request), request.params.id, request.body), { message: ACCOUNT_MSG.updated }),
  );

  r.put(
    `${BASE}/:id/enable`,
    {
      config: { access: access.permission('company.edit'), example: { body: { enable: false } } },
      schema: {
        tags: TAGS,
        summary: 'Enable or disable an account (a disabled account cannot be chosen at account selection)',
        params: ZIdParams,
        body: ZAccountEnable,
        response: { 200: envelope(ZAccount) },
      },
    },
    async (request) => {
      const { enable } = request.body;
      const account = await service.setEnabled(tenantOf(request), request.params.id, enable);
      return ok(account, { message: enable ? ACCOUNT_MSG.enabled : ACCOUNT_MSG.disabled });
    },
  );
};
