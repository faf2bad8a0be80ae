import { envelope } from '@lanehub/shared';
import {
  ORDER_DASHBOARD_API,
  ZOrderDashboard,
  ZOrderDashboardQuery,
} from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { orderDashboard } from './order-dashboard.queries';

// GET /api/orders/dashboard: the orders dashboard's figures (issue 14), with the orders list's
// permission and visibility: the orders the company owns or is named on as a party.
export const orderDashboardRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ORDER_DASHBOARD_API,
    {
      config: { access: access.permission('order.view'), exposes: 'parties' },
      schema: {
        tags: ['Orders'],
        summary:
          'Counts of the orders the company owns or is a party to: by status and stage, in transit, late, arriving this week, exceptions',
        description:
          'Every figure is counted in the database. In transit: not ended, not arrived, on a vessel, waiting for or on a train, or moving (road, air). Late: not arrived nor ended, ETA passed. Arriving this week: not arrived nor ended, ETA from now to next Monday 00:00 UTC. Exceptions: not ended, and late by the tracking projection or held by customs (CUSS/CUSI without a later CUSR). `mode` narrows every figure to one mode.',
        querystring: ZOrderDashboardQuery,
        response: { 200: envelope(ZOrderDashboard) },
      },
    },
    async (request) => ok(await orderDashboard(opts.db, tenantOf(request), { mode: request.query.mode })),
  );
};
