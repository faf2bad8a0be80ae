import type { TOrderAttention } from '@lanehub/shared/features/orders/orders.contract';
import type { TOrderStatus } from '@lanehub/shared/orders/order-model';
import { type SQL, sql } from 'drizzle-orm';
import { orders, shipmentEvents } from '../../db/schema';

// The orders that need attention, one definition for the orders dashboard's figures and the orders
// list's `attention` filter (a figure links to the list of exactly what it counts;
// docs/orders-dashboard.md):
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
const customsHold = sql`exists (select 1 from ${shipmentEvents} hold where hold.company_id = ${orders.companyId} and hold.order_id = ${orders.id} and hold.classifier = 'ACT' and hold.event_code in ('CUSS', 'CUSI') and not exists (select 1 from ${shipmentEvents} released where released.company_id = hold.company_id and released.order_id = hold.order_id and released.classifier = 'ACT' and released.event_code = 'CUSR' and released.event_at >= hold.event_at))`;

/** Next Monday 00:00 UTC after `now` (a Monday gives the Monday after). */
export const weekEndAfter = (now: Date): Date => {
  const day = now.getUTCDay();
  const days = (8 - day) % 7 || 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
};

/** The condition of one kind of attention, at `now`. */
export const attentionWhere = (kind: TOrderAttention, now: Date): SQL => {
  switch (kind) {
    case 'inTransit':
      return sql`(${open} and ${notArrived} and (${orders.status} in (${inList(MOVING_STATUSES)}) or (${orders.status} = 'tracking' and ${orders.stage} > 0)))`;
    case 'late':
      return sql`(${open} and ${notArrived} and ${orders.eta} < ${now})`;
    case 'arrivingThisWeek':
      return sql`(${open} and ${notArrived} and ${orders.eta} >= ${now} and ${orders.eta} < ${weekEndAfter(now)})`;
    case 'exceptions':
      return sql`(${open} and (${orders.late} or ${customsHold}))`;
  }
};
