import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { importAssistantRoutes } from '../../platform/imports/import-assistant.routes';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { orderEventsImportTemplate } from './orders.events-import';

// The tracking events CSV on the import assistant: /api/imports/order-events (mapping, dry run, commit
// as a job, report). Any company that sees orders may import; each row's order must be one it owns,
// carries or forwards (the template's lookup), as POST /api/orders/{id}/events allows.
export const orderEventsImportRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  await app.register(importAssistantRoutes, {
    db: opts.db,
    jobs: opts.jobs,
    template: orderEventsImportTemplate,
    access: access.permission('order.view'),
  });
};
