import { envelope, ZEmployee, ZEmployeeListQuery } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { listEmployees } from './employees.queries';

// Employee search (spec 02 §7.14; /company/employee): read only, the caller's company only.
export const employeeRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lanehub-core/employees',
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: ['Company and partner network'],
        summary: "Search the company's employees by name or e-mail",
        querystring: ZEmployeeListQuery,
        response: { 200: envelope(z.array(ZEmployee)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { rows, ...page } = await listEmployees(opts.db, tenantOf(request), request.query);
      return ok(rows, listMeta(page, { skip, limit }));
    },
  );
};
