import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies, users } from './identity';

// The HR hierarchy of a company (spec 02 §7.10): departments, the user hierarchy (who reports to
// whom, in which department and HR role) and the codes by code type. All tenant-owned.
const tenantKey = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('departments_company_name_key').on(t.companyId, t.name)],
);

/** HR user roles (`hr-hierarchy/user-role`; the reply names them role_name). */
export const hrUserRoles = pgTable(
  'hr_user_roles',
  {
    id: id(),
    companyId: tenantKey(),
    roleName: text('role_name').notNull(),
    description: text('description'),
    level: integer('level'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hr_user_roles_company_name_key').on(t.companyId, t.roleName)],
);

/** One row per user placed in the hierarchy: their manager, department and HR role. */
export const userHierarchy = pgTable(
  'user_hierarchy',
  {
    id: id(),
    companyId: tenantKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    userRoleId: uuid('user_role_id').references(() => hrUserRoles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_hierarchy_user_key').on(t.companyId, t.userId),
    index('user_hierarchy_manager_idx').on(t.managerUserId),
  ],
);

/** Codes by code type: responsibility_center, cost_center, investment_cost_center, profit_center, revenue_center. */
export const hrCodes = pgTable(
  'hr_codes',
  {
    id: id(),
    companyId: tenantKey(),
    codeType: text('code_type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hr_codes_company_type_code_key').on(t.companyId, t.codeType, t.code)],
);
