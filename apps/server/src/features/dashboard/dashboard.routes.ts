import { can, envelope, ZDashboard, ZDashboardParams } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { FigureDefinition } from '../../kernel/dashboard-figure';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { activityOf, attentionOf } from './dashboard.attention';
import { FIGURES } from './dashboard.figures';

// GET /api/dashboard/:view: the figures of one dashboard that the caller may see.
export const dashboardRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; figures?: readonly FigureDefinition[] },
) => {
  // Every feature's figures, collected from the manifests by app composition (the platform's own when
  // none are given).
  const declared = opts.figures ?? FIGURES;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/dashboard/:view',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['Dashboard'],
        summary:
          "A dashboard for the signed-in company ('main', 'shipintuit' or 'anwork'): its figures, and on 'main' what needs attention and the activity per week",
        params: ZDashboardParams,
        response: { 200: envelope(ZDashboard) },
      },
    },
    async (request) => {
      const { view } = request.params;
      const auth = authOf(request);
      const tenant = tenantOf(request);
      const visible = declared.filter(
        (figure) =>
          figure.views.includes(view) && (figure.systemAdminOnly ? auth.isSystemAdmin : can(auth, figure.permission)),
      );
      const figures = await Promise.all(
        visible.map(async (figure) => {
          const result = await figure.compute(db, tenant, auth);
          return { key: figure.key, value: result.value, link: figure.link, breakdown: result.breakdown ?? [] };
        }),
      );
      // The main dashboard opens with what needs attention and the company's activity by week.
      const main = view === 'main';
      const [attention, activity] = main
        ? await Promise.all([attentionOf(db, tenant, auth), activityOf(db, tenant)])
        : [[], []];
      return ok({ view, attention, figures, activity });
    },
  );
};
