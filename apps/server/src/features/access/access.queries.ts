import type { PolicyScope } from '@lanehub/shared';
import { and, asc, eq, exists, getTableColumns, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companyPolicies, policies, roles, userPolicies, userRoles, users } from '../../db/schema';
import { defineList, type ListParams, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of access management. A company sees the global roles and policies (company_id null) and its
// own; company_policies says which global policies it uses; user_policies which user holds which
// policy for which account. Every statement goes through the tenant helpers.

export type RoleRow = typeof roles.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect & { attached: boolean; userCount: number };

// --- roles ---------------------------------------------------------------------------------------

const visibleRole = (tenant: Tenant) => or(isNull(roles.companyId), tenantWhere(roles, tenant)) as SQL;

const ROLE_LIST = defineList({ id: roles.id, sorts: { name: roles.name, createdAt: roles.createdAt } });

export const listRoles = async (
  db: Db,
  tenant: Tenant,
  params: ListParams<'name' | 'createdAt'> & { search?: string | undefined },
) => {
  const where = and(visibleRole(tenant), searchAny(params.search?.trim(), [roles.name, roles.description]));
  const plan = listPlan(ROLE_LIST, params);
  const fetched = await db
    .select({ ...getTableColumns(roles), ...plan.keyColumns })
    .from(roles)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(roles).where(where).$dynamic());
};

/** A role of the same name in the same scope (global, or the company's). */
export const roleNameTaken = async (db: Db, tenant: Tenant, name: string, global: boolean) => {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(global ? isNull(roles.companyId) : tenantWhere(roles, tenant), sql`lower(${roles.name}) = lower(${name})`),
    )
    .limit(1);
  return Boolean(row);
};

export const insertRole = async (
  db: Db,
  tenant: Tenant,
  values: { name: string; description: string | null; features: string[] },
  global: boolean,
) => {
  const [row] = await db
    .insert(roles)
    .values(global ? { ...values, companyId: null } : tenantValues(tenant, values))
    .returning();
  return row as RoleRow;
};

// --- policies ------------------------------------------------------------------------------------

const ownPolicy = (tenant: Tenant) => tenantWhere(policies, tenant);
const attachedToCompany = (db: Db, tenant: Tenant) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(companyPolicies)
      .where(tenantWhere(companyPolicies, tenant, eq(companyPolicies.policyId, policies.id))),
  );
const visiblePolicy = (tenant: Tenant) => or(isNull(policies.companyId), ownPolicy(tenant)) as SQL;

const scopeCondition = (db: Db, tenant: Tenant, scope: PolicyScope): SQL => {
  if (scope === 'company') {
    return or(ownPolicy(tenant), and(isNull(policies.companyId), attachedToCompany(db, tenant))) as SQL;
  }
  if (scope === 'unattached') {
    return and(isNull(policies.companyId), not(attachedToCompany(db, tenant))) as SQL;
  }
  return visiblePolicy(tenant);
};

const policyColumns = (db: Db, tenant: Tenant) => ({
  id: policies.id,
  companyId: policies.companyId,
  name: policies.name,
  description: policies.description,
  permissions: policies.permissions,
  createdAt: policies.createdAt,
  updatedAt: policies.updatedAt,
  attached: sql<boolean>`(${or(ownPolicy(tenant), attachedToCompany(db, tenant))})`,
  userCount: sql<number>`(select count(distinct ${userPolicies.userId})::int from ${userPolicies} where ${tenantWhere(
    userPolicies,
    tenant,
    eq(userPolicies.policyId, policies.id),
  )})`,
});

const POLICY_LIST = defineList({ id: policies.id, sorts: { name: policies.name, createdAt: policies.createdAt } });

export const listPolicies = async (
  db: Db,
  tenant: Tenant,
  params: ListParams<'name' | 'createdAt'> & { scope: PolicyScope; search?: string | undefined },
) => {
  const where = and(
    scopeCondition(db, tenant, params.scope),
    searchAny(params.search?.trim(), [policies.name, policies.description]),
  );
  const plan = listPlan(POLICY_LIST, params);
  const fetched = await db
    .select({ ...policyColumns(db, tenant), ...plan.keyColumns })
    .from(policies)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, ...page } = await listPage(
    db,
    plan,
    fetched,
    db.select(countRow).from(policies).where(where).$dynamic(),
  );
  return { rows: rows as PolicyRow[], ...page };
};

/** A policy the company can see (global or its own); null for another company's or an unknown id. */
export const findVisiblePolicy = async (db: Db, tenant: Tenant, id: string): Promise<PolicyRow | null> => {
  const [row] = await db
    .select(policyColumns(db, tenant))
    .from(policies)
    .where(and(visiblePolicy(tenant), eq(policies.id, id)))
    .limit(1);
  return (row as PolicyRow | undefined) ?? null;
};

export const policyNameTaken = async (db: Db, tenant: Tenant, name: string, global: boolean, exceptId?: string) => {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        global ? isNull(policies.companyId) : ownPolicy(tenant),
        sql`lower(${policies.name}) = lower(${name})`,
        exceptId ? not(eq(policies.id, exceptId)) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

type PolicyValues = { name: string; description: string | null; permissions: string[] };

export const insertPolicy = async (db: Db, tenant: Tenant, values: PolicyValues, global: boolean) => {
  const [row] = await db
    .insert(policies)
    .values(global ? { ...values, companyId: null } : tenantValues(tenant, values))
    .returning({ id: policies.id });
  return row?.id as string;
};

/** Updates a policy the company owns, or a global one when `global` (system administrators). */
export const updatePolicy = async (db: Db, tenant: Tenant, id: string, values: PolicyValues, global: boolean) => {
  const [row] = await db
    .update(policies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(global ? isNull(policies.companyId) : ownPolicy(tenant), eq(policies.id, id)))
    .returning({ id: policies.id });
  return row?.id ?? null;
};

export const deletePolicy = async (db: Db, tenant: Tenant, id: string, global: boolean) => {
  const [row] = await db
    .delete(policies)
    .where(and(global ? isNull(policies.companyId) : ownPolicy(tenant), eq(policies.id, id)))
    .returning({ id: policies.id, name: policies.name });
  return row ?? null;
};

export const attachPolicyToCompany = async (db: Db, tenant: Tenant, policyId: string) => {
  await db.insert(companyPolicies).values(tenantValues(tenant, { policyId })).onConflictDoNothing();
};

/** Detaches a global policy from the company; the company's users stop holding it. */
export const detachPolicyFromCompany = (db: Db, tenant: Tenant, policyId: string) =>
  db.transaction(async (tx) => {
    await tx.delete(userPolicies).where(tenantWhere(userPolicies, tenant, eq(userPolicies.policyId, policyId)));
    const removed = await tx
      .delete(companyPolicies)
      .where(tenantWhere(companyPolicies, tenant, eq(companyPolicies.policyId, policyId)))
      .returning({ id: companyPolicies.id });
    return removed.length > 0;
  });

// --- user permissions ----------------------------------------------------------------------------

export const findCompanyUser = async (db: Db, tenant: Tenant, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(tenantWhere(users, tenant, eq(users.id, userId)))
    .limit(1);
  return row ?? null;
};

/**
 * The company of a user of any company, for the admin area's grant (a system administrator acting
 * across companies, behind `access.admin`); null for an unknown id or a user without a company.
 */
export const findUserCompanyId = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.companyId ?? null;
};

export const findCompanyAccounts = async (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: accounts.id })
        .from(accounts)
        .where(tenantWhere(accounts, tenant, inArray(accounts.id, ids)));

/** Of the given policies, those the company may hand out: its own and the global ones attached to it. */
export const usablePolicies = async (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: policies.id, name: policies.name })
        .from(policies)
        .where(
          and(
            inArray(policies.id, ids),
            or(ownPolicy(tenant), and(isNull(policies.companyId), attachedToCompany(db, tenant))),
          ),
        );

export const userPermissionRows = async (db: Db, tenant: Tenant, userId: string) =>
  db
    .select({
      policyId: userPolicies.policyId,
      accountId: userPolicies.accountId,
      policyName: policies.name,
      grants: policies.permissions,
      accountNumber: accounts.number,
    })
    .from(userPolicies)
    .innerJoin(policies, eq(policies.id, userPolicies.policyId))
    .leftJoin(accounts, tenantWhere(accounts, tenant, eq(accounts.id, userPolicies.accountId)))
    .where(tenantWhere(userPolicies, tenant, eq(userPolicies.userId, userId)))
    .orderBy(asc(policies.name), asc(accounts.number));

/** Of the given roles, those the company sees (global or its own). */
export const visibleRoles = async (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: roles.id, name: roles.name, features: roles.features })
        .from(roles)
        .where(and(inArray(roles.id, ids), visibleRole(tenant)));

export const userRoleRows = async (db: Db, tenant: Tenant, userId: string) =>
  db
    .select({ roleId: roles.id, name: roles.name, features: roles.features })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(tenantWhere(userRoles, tenant, eq(userRoles.userId, userId)))
    .orderBy(asc(roles.name));

/** Replaces the user's whole list (and, when given, their roles) in one transaction. */
export const replaceUserPermissions = (
  db: Db,
  tenant: Tenant,
  userId: string,
  items: Array<{ policyId: string; accountId: string | null }>,
  roleIds?: string[],
) =>
  db.transaction(async (tx) => {
    await tx.delete(userPolicies).where(tenantWhere(userPolicies, tenant, eq(userPolicies.userId, userId)));
    if (items.length > 0) {
      await tx.insert(userPolicies).values(items.map((item) => tenantValues(tenant, { userId, ...item })));
    }
    if (roleIds) {
      await tx.delete(userRoles).where(tenantWhere(userRoles, tenant, eq(userRoles.userId, userId)));
      if (roleIds.length > 0) {
        await tx.insert(userRoles).values(roleIds.map((roleId) => tenantValues(tenant, { userId, roleId })));
      }
    }
  });

export const userHolds = async (db: Db, tenant: Tenant, userId: string, policyId: string, accountId: string | null) => {
  const [row] = await db
    .select({ id: userPolicies.id })
    .from(userPolicies)
    .where(
      tenantWhere(
        userPolicies,
        tenant,
        eq(userPolicies.userId, userId),
        eq(userPolicies.policyId, policyId),
        accountId ? eq(userPolicies.accountId, accountId) : isNull(userPolicies.accountId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const insertUserPolicy = async (
  db: Db,
  tenant: Tenant,
  values: { userId: string; policyId: string; accountId: string | null },
) => {
  await db.insert(userPolicies).values(tenantValues(tenant, values));
};

export const deleteUserPolicy = async (
  db: Db,
  tenant: Tenant,
  values: { userId: string; policyId: string; accountId: string | null },
) => {
  const removed = await db
    .delete(userPolicies)
    .where(
      tenantWhere(
        userPolicies,
        tenant,
        eq(userPolicies.userId, values.userId),
        eq(userPolicies.policyId, values.policyId),
        values.accountId ? eq(userPolicies.accountId, values.accountId) : isNull(userPolicies.accountId),
      ),
    )
    .returning({ id: userPolicies.id });
  return removed.length;
};
