import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { defineList, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

const mine = (tenant: Tenant) => eq(notifications.userId, tenant.userId);

// Newest first, the id (descending) breaking ties, as the feed always was.
const NOTIFICATION_LIST = defineList({
  id: notifications.id,
  sorts: { createdAt: notifications.createdAt },
  idOrder: 'desc',
});

export const listNotifications = async (
  db: Db,
  tenant: Tenant,
  params: { skip: number; limit: number; unreadOnly: boolean; cursor?: string | undefined },
) => {
  const plan = listPlan(NOTIFICATION_LIST, { ...params, sort: 'createdAt', order: 'desc' });
  const where = tenantWhere(
    notifications,
    tenant,
    mine(tenant),
    params.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [fetched, [unread]] = await Promise.all([
    db
      .select({ ...getTableColumns(notifications), ...plan.keyColumns })
      .from(notifications)
      .where(and(where, plan.after))
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ n: count() })
      .from(notifications)
      .where(tenantWhere(notifications, tenant, mine(tenant), isNull(notifications.readAt))),
  ]);
  const page = await listPage(db, plan, fetched, db.select(countRow).from(notifications).where(where).$dynamic());
  return { ...page, unread: Number(unread?.n ?? 0) };
};

/** A user of the caller's company (one they may notify). */
export const colleagues = tenantRepository(users);

export const createNotification = async (
  db: Db,
  tenant: Tenant,
  values: { userId: string; msg: string; link: string | null },
) => {
  const [row] = await db.insert(notifications).values(tenantValues(tenant, values)).returning();
  return row as typeof notifications.$inferSelect;
};

/** Marks one notification read (idempotent), or all unread ones when no id is given. */
export const markRead = async (db: Db, tenant: Tenant, id?: string) =>
  db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      tenantWhere(notifications, tenant, mine(tenant), id ? eq(notifications.id, id) : isNull(notifications.readAt)),
    )
    .returning({ id: notifications.id });
