import type { TOrderDashboard } from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import { ORDER_STATUSES, type TOrderMode } from '@lanehub/shared/orders/order-model';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Tenant } from '../../platform/tenancy';
import { attentionWhere, weekEndAfter } from '../orders/orders.attention';
import { orderSharing } from '../orders/orders.queries';

// The orders dashboard's figures, each one an aggregate in SQL over the orders the caller may see
// (the orders list's visibility: owned, or named as a party; platform/sharing.ts). Nothing is loaded
// into memory but the counts. What each figure counts is defined once, in the orders feature
// (features/orders/orders.attention.ts), so that each figure links to the list of what it counts.

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
      inTransit: countIf(attentionWhere('inTransit', now)),
      late: countIf(attentionWhere('late', now)),
      arrivingThisWeek: countIf(attentionWhere('arrivingThisWeek', now)),
      exceptions: countIf(attentionWhere('exceptions', now)),
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
