import { MSG, type UserSort } from '@lanehub/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { defineList, type ListParams, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
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

/** Sets the avatar (a storage key) and returns the previous one; run it in the write's transaction. */
export const replaceAvatar = async (tx: Db, userId: string, avatar: string | null) => {
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
};

// --- the company's users -------------------------------------------------------------------------

// The list's sorts; the list helper ends each with the id, so pages never overlap or skip rows.
const USER_LIST = defineList<UserSort>({
  id: users.id,
  sorts: {
    lastName: users.lastName,
    firstName: users.firstName,
    email: users.email,
    role: users.role,
    enabled: users.enabled,
    createdAt: users.createdAt,
  },
});

export type UserListParams = ListParams<UserSort> & {
  search?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
};

export const listCompanyUsers = async (db: Db, tenant: Tenant, params: UserListParams) => {
  const where = tenantWhere(
    users,
    tenant,
    searchAny(params.search?.trim(), [
      users.email,
      users.firstName,
      users.lastName,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
      users.title,
    ]),
    params.enabled ? eq(users.enabled, params.enabled === 'true') : undefined,
  );
  const plan = listPlan(USER_LIST, params);
  const fetched = await db
    .select({ ...getTableColumns(users), ...plan.keyColumns })
    .from(users)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(users).where(where).$dynamic());
};

/** The company's users by id: 404 'The user is not found' for anyone else's. */
export const companyUserRepository = tenantRepository(users, { notFound: MSG.userNotFound });

/** A user of the company, or null. */
export const findCompanyUser = (db: Db, tenant: Tenant, id: string): Promise<UserRow | null> =>
  companyUserRepository.find(db, tenant, id);

// --- the company's accounts ----------------------------------------------------------------------
