import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { columnKey, defineList, escapeLike, type ListParams, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// Employee search: the users of the caller's company, by name or e-mail. Never the password hash.

type EmployeeSort = 'name' | 'email' | 'role' | 'enabled';

export type EmployeeListParams = ListParams<EmployeeSort> & { search?: string | undefined };

// The e-mail breaks ties of the other sorts (it did before cursors; it now follows the list's order),
// then the id ends every order, so that pages never overlap or skip rows.
const EMPLOYEE_LIST = defineList<EmployeeSort>({
  id: users.id,
  sorts: {
    name: [columnKey(users.lastName), columnKey(users.firstName), columnKey(users.email)],
    email: users.email,
    role: [columnKey(users.role), columnKey(users.email)],
    enabled: [columnKey(users.enabled), columnKey(users.email)],
  },
});

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
  );
};

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  enabled: users.enabled,
};

export const listEmployees = async (db: Db, tenant: Tenant, params: EmployeeListParams) => {
  const where = tenantWhere(users, tenant, searchCondition(params.search));
  const plan = listPlan(EMPLOYEE_LIST, params);
  const fetched = await db
    .select({ ...columns, ...plan.keyColumns })
    .from(users)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(users).where(where).$dynamic());
};
