import type { UserSort } from '@lanehub/shared';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../../platform/list-query';
import { countRow, listTotal } from '../../platform/list-total';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// SQL of the settings feature: the signed-in user's own row, and the company's users and accounts,
// always through the tenant helpers.

export type UserRow = typeof users.$inferSelect;

/** The user's row; `lock` holds it until the transaction ends (a change's "before"). */
export const findUser = async (db: Db, userId: string, options: { lock?: boolean } = {}): Promise<UserRow | null> => {
  const query = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
};

/** The signed-in user's own row: only the fields of the profile call change. */
export const updateOwnProfile = async (
  db: Db,
  userId: string,
  values: { firstName: string; lastName: string; phone: string | null; title: string | null },
) => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
};

/** Sets the avatar (a storage key) and returns the previous one. */
export const replaceAvatar = (db: Db, userId: string, avatar: string | null) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!before) {
      return null;
    }
    await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
    return { previous: before.avatar };
  });

// --- the company's users -------------------------------------------------------------------------

const USER_SORT: Record<UserSort, AnyPgColumn> = {
  lastName: users.lastName,
  firstName: users.firstName,
  email: users.email,
  role: users.role,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

export type UserListParams = {
  search?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
  skip: number;
  limit: number;
  sort: UserSort;
  order: 'asc' | 'desc';
};

export const listCompanyUsers = async (db: Db, tenant: Tenant, params: UserListParams) => {
  const text = params.search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  const where = tenantWhere(
    users,
    tenant,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.title, pattern),
        )
      : undefined,
    params.enabled ? eq(users.enabled, params.enabled === 'true') : undefined,
  );
  const direction = params.order === 'desc' ? desc : asc;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(USER_SORT[params.sort]), asc(users.id))
    .limit(params.limit)
    .offset(params.skip);
  const total = await listTotal(db, db.select(countRow).from(users).where(where).$dynamic(), params, rows.length);
  return { rows, ...total };
};

export const findCompanyUser = async (db: Db, tenant: Tenant, id: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(tenantWhere(users, tenant, eq(users.id, id)))
    .limit(1);
  return row ?? null;
};

export const updateCompanyUser = async (
  db: Db,
  tenant: Tenant,
  id: string,
  values: { firstName: string; lastName: string; role: string; enabled: boolean },
) => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(users, tenant, eq(users.id, id)))
    .returning();
  return row ?? null;
};

// --- the company's accounts ----------------------------------------------------------------------
