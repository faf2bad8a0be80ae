import { z } from 'zod';
import { ORDER_MODES, ORDER_STATUSES } from '../../orders/order-model';

// The orders dashboard (issue 14: `/orders/dashboard`): figures over the orders a company owns or is
// named on as a party, counted in the database. The definitions of each figure are in
// docs/orders-dashboard.md and beside the SQL (apps/server/src/features/order-dashboard).

export const ORDER_DASHBOARD_API = '/api/orders/dashboard';

export const ZOrderDashboardQuery = z.object({
  /** Only the orders of this mode; every mode when absent. */
  mode: z.enum(ORDER_MODES).optional(),
});
export type TOrderDashboardQuery = z.infer<typeof ZOrderDashboardQuery>;

export const ZOrderStatusCount = z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() });
export type TOrderStatusCount = z.infer<typeof ZOrderStatusCount>;

/** Stages are counted per mode: drayage has its own stage names (docs/orders-domain.md). */
export const ZOrderStageCount = z.object({
  mode: z.enum(ORDER_MODES),
  stage: z.number().int(),
  count: z.number().int(),
});
export type TOrderStageCount = z.infer<typeof ZOrderStageCount>;

export const ZOrderDashboard = z.object({
  /** The mode the figures were narrowed to, or null for every mode. */
  mode: z.enum(ORDER_MODES).nullable(),
  /** Every order counted (owned or shared with the company). */
  total: z.number().int(),
  /** Not ended and between origin and destination: on a vessel, waiting for or on a train, or moving. */
  inTransit: z.number().int(),
  /** Not arrived and not ended, with an ETA that has passed. */
  late: z.number().int(),
  /** Not arrived and not ended, with an ETA between now and the end of this week (Sunday, UTC). */
  arrivingThisWeek: z.number().int(),
  /** Not ended and needing someone: late by the tracking projection, or held by customs. */
  exceptions: z.number().int(),
  /** Every status, in the spec's order, zeros included. */
  byStatus: z.array(ZOrderStatusCount),
  /** The stages that have orders, by mode then stage number. */
  byStage: z.array(ZOrderStageCount),
  /** The end of the week the 'arriving this week' figure looks to (next Monday 00:00 UTC). */
  weekEnd: z.iso.datetime(),
});
export type TOrderDashboard = z.infer<typeof ZOrderDashboard>;
