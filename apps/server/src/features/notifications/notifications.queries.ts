import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { countRow, listTotal } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

const mine = (tenant: Tenant) => eq(notifications.userId, tenant.userId);

export const listNotifications = async (
  db: Db,
  tenant: Tenant,
  params: { skip: number; limit: number; unreadOnly: boolean },
) => {
  const where = tenantWhere(
    notifications,
    tenant,
    mine(tenant),
    params.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(params.limit)
      .offset(params.skip),
    db
      .select({ n: count() })
      .from(notifications)
      .where(tenantWhere(notifications, tenant, mine(tenant), isNull(notifications.readAt))),
  ]);
  const total = await listTotal(
    db,
    db.select(countRow).from(notifications).where(where).$dynamic(),
    params,
    rows.length,
  );
  return { rows, ...total, unread: Number(unread?.n ?? 0) };
};

export const isColleague = async (db: Db, tenant: Tenant, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(tenantWhere(users, tenant, eq(users.id, userId)))
    .limit(1);
  return Boolean(row);
};

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
