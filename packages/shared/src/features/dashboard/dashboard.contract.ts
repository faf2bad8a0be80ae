import { z } from 'zod';

// The dashboards' figures (issue 3): counted in the database for the signed-in company. Each
// feature adds its own figures on the server; the web shows whatever comes back.
export const DASHBOARD_VIEWS = ['main', 'shipintuit', 'anwork'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export const ZDashboardParams = z.object({ view: z.enum(DASHBOARD_VIEWS) });

export const ZDashboardBreakdown = z.object({ key: z.string(), value: z.number().int() });

export const ZDashboardFigure = z.object({
  key: z.string(),
  value: z.number().int(),
  /** A screen that lists what was counted, when there is one. */
  link: z.string().nullable(),
  breakdown: z.array(ZDashboardBreakdown),
});
export type TDashboardFigure = z.infer<typeof ZDashboardFigure>;

export const ZDashboard = z.object({
  view: z.enum(DASHBOARD_VIEWS),
  figures: z.array(ZDashboardFigure),
});
export type TDashboard = z.infer<typeof ZDashboard>;
