import { asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../../platform/list-query';
import { countRow, listTotal } from '../../platform/list-total';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// Employee search: the users of the caller's company, by name or e-mail. Never the password hash.

export type EmployeeListParams = {
  search?: string | undefined;
  skip: number;
  limit: number;
  sort: 'name' | 'email' | 'role' | 'enabled';
  order: 'asc' | 'desc';
};

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
  const direction = params.order === 'desc' ? desc : asc;
  const order =
    params.sort === 'name'
      ? [direction(users.lastName), direction(users.firstName)]
      : [direction(params.sort === 'email' ? users.email : params.sort === 'role' ? users.role : users.enabled)];
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(...order, asc(users.email), asc(users.id))
    .limit(params.limit)
    .offset(params.skip);
  const total = await listTotal(db, db.select(countRow).from(users).where(where).$dynamic(), params, rows.length);
  return { rows, ...total };
};
