import type { TOrderDashboard } from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import { ORDER_STATUSES, type TOrderMode, type TOrderStatus } from '@lanehub/shared/orders/order-model';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shipmentEvents } from '../../db/schema';
import type { Tenant } from '../../platform/tenancy';
import { orderSharing } from '../orders/orders.queries';

// The orders dashboard's figures, each one an aggregate in SQL over the orders the caller may see
// (the orders list's visibility: owned, or named as a party; platform/sharing.ts). Nothing is loaded
// into memory but the counts. The definitions (docs/orders-dashboard.md):
//
// - open: not ended (no CMPL or CANC folded into the projection);
// - arrived: the projection has an actual arrival at the destination, or the status is one the
//   projection only reaches after arrival (waiting_pickup, waiting_empty_return, d_d_invoice);
// - in transit: open, not arrived, and between origin and destination: on a vessel (on_vessel),
//   waiting for or on a train (waiting_rail, LTR), or moving on a mode whose main carriage reports
//   `tracking` with a stage past Booked (road, air);
// - late: open, not arrived, and the order's ETA has passed;
// - arriving this week: open, not arrived, ETA from now until next Monday 00:00 UTC;
// - exceptions: open, and either late by the tracking projection (`orders.late`: the ATA came after
//   the promise, or the carrier's estimate moved past it) or held by customs (an actual CUSS or CUSI
//   with no actual CUSR at or after it).

const ARRIVED_STATUSES = ['waiting_pickup', 'waiting_empty_return', 'd_d_invoice'] satisfies TOrderStatus[];
const MOVING_STATUSES = ['on_vessel', 'waiting_rail', 'LTR'] satisfies TOrderStatus[];

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const open = sql`(${orders.endedAt} is null and ${orders.status} <> 'ended')`;
const notArrived = sql`(${orders.actualArrivalAt} is null and ${orders.status} not in (${inList(ARRIVED_STATUSES)}))`;
const inTransit = sql`(${open} and ${notArrived} and (${orders.status} in (${inList(MOVING_STATUSES)}) or (${orders.status} = 'tracking' and ${orders.stage} > 0)))`;
const lateAt = (now: Date) => sql`(${open} and ${notArrived} and ${orders.eta} < ${now})`;
const arrivingBy = (now: Date, weekEnd: Date) =>
  sql`(${open} and ${notArrived} and ${orders.eta} >= ${now} and ${orders.eta} < ${weekEnd})`;
const customsHold = sql`exists (select 1 from ${shipmentEvents} hold where hold.company_id = ${orders.companyId} and hold.order_id = ${orders.id} and hold.classifier = 'ACT' and hold.event_code in ('CUSS', 'CUSI') and not exists (select 1 from ${shipmentEvents} released where released.company_id = hold.company_id and released.order_id = hold.order_id and released.classifier = 'ACT' and released.event_code = 'CUSR' and released.event_at >= hold.event_at))`;
const exception = sql`(${open} and (${orders.late} or ${customsHold}))`;

/** Next Monday 00:00 UTC after `now` (a Monday gives the Monday after). */
export const weekEndAfter = (now: Date): Date => {
  const day = now.getUTCDay();
  const days = (8 - day) % 7 || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
};

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

export const orderDashboard = async (
  db: Db,
  tenant: Tenant,
  params: { mode?: TOrderMode | undefined; now?: Date },
): Promise<TOrderDashboard> => {
  const now = params.now ?? new Date();
  const weekEnd = weekEndAfter(now);
  const where = and(orderSharing.visibleWhere(tenant), params.mode ? eq(orders.mode, params.mode) : undefined) as SQL;

  const [figures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inTransit: countIf(inTransit),
      late: countIf(lateAt(now)),
      arrivingThisWeek: countIf(arrivingBy(now, weekEnd)),
      exceptions: countIf(exception),
    })
    .from(orders)
    .where(where);
  const statuses = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  const stages = await db
    .select({ mode: orders.mode, stage: orders.stage, count: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.mode, orders.stage)
    .orderBy(asc(orders.mode), asc(orders.stage));

  const byStatus = new Map(statuses.map((row) => [row.status, Number(row.count)]));
  return {
    mode: params.mode ?? null,
    total: Number(figures?.total ?? 0),
    inTransit: Number(figures?.inTransit ?? 0),
    late: Number(figures?.late ?? 0),
    arrivingThisWeek: Number(figures?.arrivingThisWeek ?? 0),
    exceptions: Number(figures?.exceptions ?? 0),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byStage: stages.map((row) => ({ mode: row.mode as TOrderMode, stage: row.stage, count: Number(row.count) })),
    weekEnd: weekEnd.toISOString(),
  };
};
