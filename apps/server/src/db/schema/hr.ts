import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { users } from './identity';

// The HR hierarchy of a company (spec 02 §7.10): departments, the user hierarchy (who reports to
// whom, in which department and HR role) and the codes by code type. All tenant-owned; every reference
// between them is a composite key, so a department, role or user of another company cannot be named.

export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('departments', t),
    tenantReference('departments_parent_fk', { companyId: t.companyId, column: t.parentId }, t, 'set null'),
    uniqueIndex('departments_company_name_key').on(t.companyId, t.name),
  ],
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
  (t) => [tenantUnique('hr_user_roles', t), uniqueIndex('hr_user_roles_company_name_key').on(t.companyId, t.roleName)],
);

/** One row per user placed in the hierarchy: their manager, department and HR role. */
export const userHierarchy = pgTable(
  'user_hierarchy',
  {
    id: id(),
    companyId: tenantKey(),
    userId: uuid('user_id').notNull(),
    managerUserId: uuid('manager_user_id'),
    departmentId: uuid('department_id'),
    userRoleId: uuid('user_role_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('user_hierarchy', t),
    tenantReference('user_hierarchy_user_fk', { companyId: t.companyId, column: t.userId }, users, 'cascade'),
    tenantReference(
      'user_hierarchy_manager_fk',
      { companyId: t.companyId, column: t.managerUserId },
      users,
      'set null',
    ),
    tenantReference(
      'user_hierarchy_department_fk',
      { companyId: t.companyId, column: t.departmentId },
      departments,
      'set null',
    ),
    tenantReference(
      'user_hierarchy_role_fk',
      { companyId: t.companyId, column: t.userRoleId },
      hrUserRoles,
      'set null',
    ),
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
    departmentId: uuid('department_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('hr_codes', t),
    tenantReference(
      'hr_codes_department_fk',
      { companyId: t.companyId, column: t.departmentId },
      departments,
      'set null',
    ),
    uniqueIndex('hr_codes_company_type_code_key').on(t.companyId, t.codeType, t.code),
  ],
);
