import { envelope } from '@lanehub/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';

const VERSION = '0.1.0';

// Liveness answers without touching the database (so load balancers can poll it cheaply);
// readiness runs a query.
export const healthRoutes = async (app: FastifyInstance, opts: { db: Db; databaseKind: string }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['Platform'],
        summary: 'Liveness',
        response: { 200: envelope(z.object({ status: z.literal('ok'), version: z.string() })) },
      },
    },
    async () => ok({ status: 'ok' as const, version: VERSION }),
  );
  r.get(
    '/api/health/ready',
    {
      config: { access: access.public },
      schema: {
        tags: ['Platform'],
        summary: 'Readiness: the database answers',
        response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.string() })) },
      },
    },
    async () => {
      await opts.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: opts.databaseKind });
    },
  );
};
