import { HR_MSG } from '@lanehub/shared';
import { and, asc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, departments, hrCodes, hrUserRoles, userHierarchy, users } from '../../db/schema';
import { columnKey, defineList, type ListDefinition, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
import { ownCompanyWhere, type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the HR hierarchy. Every statement, joins included, is scoped to the caller's company through
// platform/tenancy: a row only ever names a user, manager, department or role of its own company.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Q = Db | Tx;

// Both drivers answer db.execute with `{ rows }`.
const rowsOf = <T>(result: unknown): Partial<T>[] => (result as { rows?: Partial<T>[] }).rows ?? [];

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

// ---- departments ----

const parent = alias(departments, 'parent_department');

// The lists page in SQL (the list helper): their order, ended by the id so that pages never overlap.
const DEPARTMENT_LIST = defineList({ id: departments.id, sorts: { default: departments.name } });
const ROLE_LIST = defineList({
  id: hrUserRoles.id,
  sorts: { default: [columnKey(hrUserRoles.level), columnKey(hrUserRoles.roleName)] },
});
const CODE_LIST = defineList({
  id: hrCodes.id,
  sorts: { default: [columnKey(hrCodes.codeType), columnKey(hrCodes.code)] },
});

/** A page of an HR list; without a limit, every row (up to ALL_ROWS), as these lists answered before paging. */
export type HrPage = { skip: number; limit?: number | undefined; cursor?: string | undefined };
const ALL_ROWS = 100_000;
const planOf = (list: ListDefinition<'default'>, page: HrPage = { skip: 0 }) =>
  listPlan(list, {
    skip: page.skip,
    limit: page.limit ?? ALL_ROWS,
    cursor: page.cursor,
    sort: 'default',
    order: 'asc',
  });

export const listDepartments = async (db: Q, tenant: Tenant, condition?: SQL, page?: HrPage) => {
  const plan = planOf(DEPARTMENT_LIST, page);
  const fetched = await db
    .select({
      ...getTableColumns(departments),
      parentName: parent.name,
      memberCount: sql<number>`(select count(*)::int from ${userHierarchy} where ${tenantWhere(
        userHierarchy,
        tenant,
        eq(userHierarchy.departmentId, departments.id),
      )})`,
      ...plan.keyColumns,
    })
    .from(departments)
    .leftJoin(parent, tenantWhere(parent, tenant, eq(parent.id, departments.parentId)))
    .where(and(tenantWhere(departments, tenant, condition), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(departments)
    .where(tenantWhere(departments, tenant, condition))
    .$dynamic();
  return listPage(db, plan, fetched, counted);
};

export type DepartmentRow = Awaited<ReturnType<typeof listDepartments>>['rows'][number];

export const getDepartment = async (db: Q, tenant: Tenant, id: string) => {
  const { rows } = await listDepartments(db, tenant, eq(departments.id, id), { skip: 0, limit: 1 });
  return rows[0] ?? null;
};

export const findDepartmentByName = async (db: Q, tenant: Tenant, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      tenantWhere(
        departments,
        tenant,
        sql`lower(${departments.name}) = lower(${name})`,
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
};

export type DepartmentValues = {
  name: string;
  code: string | null;
  description: string | null;
  parentId: string | null;
};

export const insertDepartment = async (db: Q, tenant: Tenant, values: DepartmentValues) => {
  const [row] = await db.insert(departments).values(tenantValues(tenant, values)).returning({ id: departments.id });
  return row?.id as string;
};

/** The by-id writes of a department (404 with the department's message). */
export const departmentRepository = tenantRepository(departments, { notFound: HR_MSG.departmentNotFound });

const d = alias(departments, 'd');

/** True when `id` is `candidate` itself or a department above it (at any height). */
export const isDepartmentWithin = async (db: Q, tenant: Tenant, candidate: string, id: string) => {
  const result = await db.execute(sql`
    with recursive chain(id, parent_id) as (
      select ${departments.id}, ${departments.parentId} from ${departments}
        where ${tenantWhere(departments, tenant, eq(departments.id, candidate))}
      union
      select ${d.id}, ${d.parentId} from ${departments} d join chain on ${d.id} = chain.parent_id
        where ${tenantWhere(d, tenant)}
    )
    select exists (select 1 from chain where id = ${id}) as found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
};

// ---- HR roles ----

/** The roles by level (those without one last), then name. */
export const listRoles = async (db: Q, tenant: Tenant, page?: HrPage) => {
  const plan = planOf(ROLE_LIST, page);
  const fetched = await db
    .select({ ...getTableColumns(hrUserRoles), ...plan.keyColumns })
    .from(hrUserRoles)
    .where(and(tenantWhere(hrUserRoles, tenant), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(hrUserRoles).where(tenantWhere(hrUserRoles, tenant)).$dynamic();
  return listPage(db, plan, fetched, counted);
};

/** A role by id, and its by-id writes (404 with the role's message). */
export const roleRepository = tenantRepository(hrUserRoles, { notFound: HR_MSG.roleNotFound });

export const findRoleByName = async (db: Q, tenant: Tenant, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: hrUserRoles.id })
    .from(hrUserRoles)
    .where(
      tenantWhere(
        hrUserRoles,
        tenant,
        sql`lower(${hrUserRoles.roleName}) = lower(${name})`,
        exceptId ? ne(hrUserRoles.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
};

export type RoleValues = { roleName: string; description: string | null; level: number | null };

export const insertRole = async (db: Q, tenant: Tenant, values: RoleValues) => {
  const [row] = await db.insert(hrUserRoles).values(tenantValues(tenant, values)).returning();
  return row as typeof hrUserRoles.$inferSelect;
};

// ---- users and the hierarchy ----

export const listCompanyUsers = (db: Q, tenant: Tenant) =>
  db
    .select({
      id: users.id,
      name: fullName(users),
      email: users.email,
      inHierarchy: sql<boolean>`exists (select 1 from ${userHierarchy} where ${tenantWhere(
        userHierarchy,
        tenant,
        eq(userHierarchy.userId, users.id),
      )})`,
    })
    .from(users)
    .where(tenantWhere(users, tenant, eq(users.enabled, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));

/** A user of the caller's company (enabled or not: a disabled user may still be placed or removed). */
export const getCompanyUser = async (db: Q, tenant: Tenant, id: string) => {
  const [row] = await db
    .select({ id: users.id, name: fullName(users), enabled: users.enabled })
    .from(users)
    .where(tenantWhere(users, tenant, eq(users.id, id)));
  return row ?? null;
};

const member = alias(users, 'member');
const manager = alias(users, 'manager');

const HIERARCHY_LIST = defineList({
  id: userHierarchy.id,
  sorts: { default: [columnKey(member.firstName), columnKey(member.lastName), columnKey(member.email)] },
});

/** The users placed in the hierarchy, by first name, last name and e-mail. */
export const listHierarchy = async (db: Q, tenant: Tenant, condition?: SQL, page?: HrPage) => {
  const plan = planOf(HIERARCHY_LIST, page);
  const fetched = await db
    .select({
      id: userHierarchy.id,
      userId: userHierarchy.userId,
      userName: fullName(member),
      email: member.email,
      managerUserId: userHierarchy.managerUserId,
      managerName: sql<string | null>`case when ${manager.id} is null then null else ${fullName(manager)} end`,
      departmentId: userHierarchy.departmentId,
      departmentName: departments.name,
      userRoleId: userHierarchy.userRoleId,
      roleName: hrUserRoles.roleName,
      ...plan.keyColumns,
    })
    .from(userHierarchy)
    .innerJoin(member, tenantWhere(member, tenant, eq(member.id, userHierarchy.userId)))
    .leftJoin(manager, tenantWhere(manager, tenant, eq(manager.id, userHierarchy.managerUserId)))
    .leftJoin(departments, tenantWhere(departments, tenant, eq(departments.id, userHierarchy.departmentId)))
    .leftJoin(hrUserRoles, tenantWhere(hrUserRoles, tenant, eq(hrUserRoles.id, userHierarchy.userRoleId)))
    .where(and(tenantWhere(userHierarchy, tenant, condition), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(userHierarchy)
    .innerJoin(member, tenantWhere(member, tenant, eq(member.id, userHierarchy.userId)))
    .where(tenantWhere(userHierarchy, tenant, condition))
    .$dynamic();
  return listPage(db, plan, fetched, counted);
};

export type HierarchyRow = Awaited<ReturnType<typeof listHierarchy>>['rows'][number];

export const getHierarchyRow = async (db: Q, tenant: Tenant, userId: string) => {
  const { rows } = await listHierarchy(db, tenant, eq(userHierarchy.userId, userId), { skip: 0, limit: 1 });
  return rows[0] ?? null;
};

export type PlacementValues = {
  userId: string;
  managerUserId: string | null;
  departmentId: string | null;
  userRoleId: string | null;
};

export const upsertPlacement = (db: Q, tenant: Tenant, values: PlacementValues) =>
  db
    .insert(userHierarchy)
    .values(tenantValues(tenant, values))
    .onConflictDoUpdate({
      target: [userHierarchy.companyId, userHierarchy.userId],
      set: {
        managerUserId: values.managerUserId,
        departmentId: values.departmentId,
        userRoleId: values.userRoleId,
        updatedAt: new Date(),
      },
    });

/** Places a user at the top of the hierarchy unless they are already in it. */
export const ensurePlaced = (db: Q, tenant: Tenant, userId: string) =>
  db
    .insert(userHierarchy)
    .values(tenantValues(tenant, { userId }))
    .onConflictDoNothing({ target: [userHierarchy.companyId, userHierarchy.userId] });

/** The removed user's reports move up to the removed user's own manager. */
export const removePlacement = async (db: Q, tenant: Tenant, userId: string, managerUserId: string | null) => {
  await db
    .update(userHierarchy)
    .set({ managerUserId, updatedAt: new Date() })
    .where(tenantWhere(userHierarchy, tenant, eq(userHierarchy.managerUserId, userId)));
  await db.delete(userHierarchy).where(tenantWhere(userHierarchy, tenant, eq(userHierarchy.userId, userId)));
};

const h = alias(userHierarchy, 'h');

/** True when `userId` is `managerId` or one of the managers above `managerId` (at any height). */
export const isAboveOrSelf = async (db: Q, tenant: Tenant, userId: string, managerId: string) => {
  const result = await db.execute(sql`
    with recursive chain(user_id, manager_user_id) as (
      select ${userHierarchy.userId}, ${userHierarchy.managerUserId} from ${userHierarchy}
        where ${tenantWhere(userHierarchy, tenant, eq(userHierarchy.userId, managerId))}
      union
      select ${h.userId}, ${h.managerUserId} from ${userHierarchy} h join chain on ${h.userId} = chain.manager_user_id
        where ${tenantWhere(h, tenant)}
    )
    select exists (select 1 from chain where user_id = ${userId} or manager_user_id = ${userId}) as found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
};

/**
 * Serialises the hierarchy changes of one company: the cycle check and the write happen under a lock
 * on the company's row, so two concurrent assignments cannot each pass the check and close a loop.
 */
export const lockCompanyHierarchy = (tx: Tx, tenant: Tenant) =>
  tx.select({ id: companies.id }).from(companies).where(ownCompanyWhere(tenant)).for('update');

// ---- codes ----

export const listCodes = async (db: Q, tenant: Tenant, condition?: SQL, page?: HrPage) => {
  const plan = planOf(CODE_LIST, page);
  const fetched = await db
    .select({ ...getTableColumns(hrCodes), departmentName: departments.name, ...plan.keyColumns })
    .from(hrCodes)
    .leftJoin(departments, tenantWhere(departments, tenant, eq(departments.id, hrCodes.departmentId)))
    .where(and(tenantWhere(hrCodes, tenant, condition), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(hrCodes)
    .where(tenantWhere(hrCodes, tenant, condition))
    .$dynamic();
  return listPage(db, plan, fetched, counted);
};

export type CodeRow = Awaited<ReturnType<typeof listCodes>>['rows'][number];

export const getCode = async (db: Q, tenant: Tenant, id: string) => {
  const { rows } = await listCodes(db, tenant, eq(hrCodes.id, id), { skip: 0, limit: 1 });
  return rows[0] ?? null;
};

export const findCode = async (db: Q, tenant: Tenant, codeType: string, code: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: hrCodes.id })
    .from(hrCodes)
    .where(
      tenantWhere(
        hrCodes,
        tenant,
        eq(hrCodes.codeType, codeType),
        sql`lower(${hrCodes.code}) = lower(${code})`,
        exceptId ? ne(hrCodes.id, exceptId) : undefined,
      ),
    );
  return row ?? null;
};

export type CodeValues = {
  codeType: string;
  code: string;
  name: string;
  description: string | null;
  departmentId: string | null;
};

export const insertCode = async (db: Q, tenant: Tenant, values: CodeValues) => {
  const [row] = await db.insert(hrCodes).values(tenantValues(tenant, values)).returning({ id: hrCodes.id });
  return row?.id as string;
};

/** The by-id writes of a code (404 with the platform's message, as before). */
export const codeRepository = tenantRepository(hrCodes);
