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

/**
 * Something waiting for the user (issue 13, the dashboard as a place to work): how many, and the
 * screen where it is dealt with. Only items with something waiting are sent.
 */
export const ZDashboardAttention = z.object({
  key: z.string(),
  count: z.number().int(),
  link: z.string().nullable(),
});
export type TDashboardAttention = z.infer<typeof ZDashboardAttention>;

/** One week of the company's activity: the records it created or changed (its change log). */
export const ZDashboardWeek = z.object({
  /** The Monday that starts the week, YYYY-MM-DD. */
  week: z.string(),
  created: z.number().int(),
  changed: z.number().int(),
});
export type TDashboardWeek = z.infer<typeof ZDashboardWeek>;

/** How many weeks of activity the main dashboard shows, this one included. */
export const DASHBOARD_ACTIVITY_WEEKS = 8;

export const ZDashboard = z.object({
  view: z.enum(DASHBOARD_VIEWS),
  /** What needs attention first (the main dashboard only; empty elsewhere). */
  attention: z.array(ZDashboardAttention),
  figures: z.array(ZDashboardFigure),
  /** The company's records created and changed per week, oldest first (main dashboard only). */
  activity: z.array(ZDashboardWeek),
});
export type TDashboard = z.infer<typeof ZDashboard>;
