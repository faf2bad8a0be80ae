import {
  COMPANY_TYPES,
  HR_MSG,
  type HrAction,
  type HrCodeType,
  INDUSTRY_CATEGORIES,
  MSG,
  type TDepartment,
  type TDepartmentValues,
  type THierarchyNode,
  type THierarchyRow,
  type THrActionReply,
  type THrActionValues,
  type THrCode,
  type THrCodeValues,
  type THrUserRole,
  type TReferenceItem,
  type TUserRoleValues,
} from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hrCodes, type hrUserRoles, userHierarchy } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { loggedWrite } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import * as q from './hr-hierarchy.queries';

// The rules of the HR hierarchy: every reference (user, manager, department, role, parent) is the
// company's own; nobody becomes their own manager, directly or through others; a department is never
// inside itself; names and codes are unique per company (and code type) with the message on the field.

const toDepartment = (row: q.DepartmentRow): TDepartment => ({
  id: row.id,
  name: row.name,
  code: row.code,
  description: row.description,
  parent_id: row.parentId,
  parent_name: row.parentName,
  member_count: Number(row.memberCount),
});

const toRole = (row: typeof hrUserRoles.$inferSelect): THrUserRole => ({
  id: row.id,
  role_name: row.roleName,
  description: row.description,
  level: row.level,
});

const toHierarchyRow = (row: q.HierarchyRow): THierarchyRow => ({
  id: row.id,
  user_id: row.userId,
  user_name: row.userName,
  email: row.email,
  manager_user_id: row.managerUserId,
  manager_name: row.managerName,
  department_id: row.departmentId,
  department_name: row.departmentName,
  user_role_id: row.userRoleId,
  role_name: row.roleName,
});

const toCode = (row: q.CodeRow): THrCode => ({
  id: row.id,
  code_type: row.codeType as HrCodeType,
  code: row.code,
  name: row.name,
  description: row.description,
  department_id: row.departmentId,
  department_name: row.departmentName,
});

const fieldError = (status: 400 | 409, field: string, message: string) =>
  new AppError(status, status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message, { [field]: message });

/**
 * Nests the rows: each user under their manager. Within a department filter, a member whose manager is
 * outside the department is a root of that department's tree (their manager's name stays on the node).
 */
export const buildTree = (rows: readonly THierarchyRow[]): THierarchyNode[] => {
  const nodes = new Map<string, THierarchyNode>();
  for (const { id: _id, ...row } of rows) {
    nodes.set(row.user_id, { ...row, reports: [] });
  }
  const roots: THierarchyNode[] = [];
  for (const node of nodes.values()) {
    const manager = node.manager_user_id ? nodes.get(node.manager_user_id) : undefined;
    if (manager && manager !== node) {
      manager.reports.push(node);
    } else {
      roots.push(node);
    }
  }
  // The rules keep the hierarchy free of loops; should one exist anyway (data written by hand), its
  // members would be unreachable from any root, so they are shown as roots rather than lost.
  const reachable = new Set<string>();
  const walk = (node: THierarchyNode) => {
    reachable.add(node.user_id);
    for (const child of node.reports) {
      if (!reachable.has(child.user_id)) {
        walk(child);
      }
    }
  };
  roots.forEach(walk);
  for (const node of nodes.values()) {
    if (!reachable.has(node.user_id)) {
      const manager = node.manager_user_id ? nodes.get(node.manager_user_id) : undefined;
      if (manager) {
        manager.reports = manager.reports.filter((child) => child !== node);
      }
      roots.push(node);
      walk(node);
    }
  }
  return roots;
};

export const createHrHierarchyService = (db: Db) => {
  const department = async (tenant: Tenant, id: string) => {
    const row = await q.getDepartment(db, tenant, id);
    if (!row) {
      throw notFound(HR_MSG.departmentNotFound);
    }
    return row;
  };

  const checkDepartmentRef = async (tx: q.Tx | Db, tenant: Tenant, field: string, id: string | null) => {
    if (id && !(await q.getDepartment(tx, tenant, id))) {
      throw fieldError(400, field, HR_MSG.departmentNotFound);
    }
  };

  const checkDepartment = async (tenant: Tenant, values: TDepartmentValues, id?: string) => {
    if (await q.findDepartmentByName(db, tenant, values.name, id)) {
      throw fieldError(409, 'name', HR_MSG.departmentExists(values.name));
    }
    await checkDepartmentRef(db, tenant, 'parent_id', values.parent_id);
    if (id && values.parent_id) {
      if (values.parent_id === id) {
        throw fieldError(400, 'parent_id', HR_MSG.ownParent);
      }
      if (await q.isDepartmentWithin(db, tenant, values.parent_id, id)) {
        const parent = await department(tenant, values.parent_id);
        throw fieldError(400, 'parent_id', HR_MSG.parentCycle(parent.name, values.name));
      }
    }
  };

  const departmentValues = (values: TDepartmentValues): q.DepartmentValues => ({
    name: values.name,
    code: values.code,
    description: values.description,
    parentId: values.parent_id,
  });

  const checkRoleName = async (tenant: Tenant, values: TUserRoleValues, id?: string) => {
    if (await q.findRoleByName(db, tenant, values.role_name, id)) {
      throw fieldError(409, 'role_name', HR_MSG.roleExists(values.role_name));
    }
  };

  const roleValues = (values: TUserRoleValues): q.RoleValues => ({
    roleName: values.role_name,
    description: values.description,
    level: values.level,
  });

  const checkCode = async (tenant: Tenant, values: THrCodeValues, id?: string) => {
    if (await q.findCode(db, tenant, values.code_type, values.code, id)) {
      throw fieldError(409, 'code', HR_MSG.codeExists(values.code_type, values.code));
    }
    await checkDepartmentRef(db, tenant, 'department_id', values.department_id);
  };

  const codeValues = (values: THrCodeValues): q.CodeValues => ({
    codeType: values.code_type,
    code: values.code,
    name: values.name,
    description: values.description,
    departmentId: values.department_id,
  });

  const code = async (tenant: Tenant, id: string) => {
    const row = await q.getCode(db, tenant, id);
    if (!row) {
      throw notFound();
    }
    return row;
  };

  const role = async (tenant: Tenant, id: string) => {
    return q.roleRepository.get(db, tenant, id);
  };

  const createRole = async (tenant: Tenant, values: TUserRoleValues) => {
    await checkRoleName(tenant, values);
    const row = await loggedWrite(db, tenant, { aggregateType: 'hr-role', type: 'hr-role.created' }, async (tx) => {
      const created = await q.insertRole(tx, tenant, roleValues(values));
      return { result: created, aggregateId: created.id, after: created };
    });
    return toRole(row);
  };

  // Where a member sits in the hierarchy: what the change log keeps of an assignment.
  const placementOf = (
    row: { managerUserId: string | null; departmentId: string | null; userRoleId: string | null } | null,
  ) => ({
    managerUserId: row?.managerUserId ?? null,
    departmentId: row?.departmentId ?? null,
    userRoleId: row?.userRoleId ?? null,
  });

  type Result<A extends HrAction> = { data: THrActionReply<A>; message: string };
  type Handlers = { [A in HrAction]: (tenant: Tenant, values: THrActionValues<A>) => Promise<Result<A>> };

  const actions: Handlers = {
    'create-department': async (tenant, values) => {
      await checkDepartment(tenant, values);
      const id = await loggedWrite(
        db,
        tenant,
        { aggregateType: 'department', type: 'department.created' },
        async (tx) => {
          const created = await q.insertDepartment(tx, tenant, departmentValues(values));
          return { result: created, aggregateId: created, after: { id: created, ...departmentValues(values) } };
        },
      );
      return { data: toDepartment(await department(tenant, id)), message: HR_MSG.departmentCreated(values.name) };
    },
    'update-department': async (tenant, { id, ...values }) => {
      await department(tenant, id);
      await checkDepartment(tenant, values, id);
      await q.departmentRepository.loggedUpdate(db, tenant, id, departmentValues(values), {
        aggregateType: 'department',
        type: 'department.updated',
      });
      return { data: toDepartment(await department(tenant, id)), message: HR_MSG.departmentUpdated(values.name) };
    },
    'delete-department': async (tenant, { id }) => {
      const row = await department(tenant, id);
      // Members, codes and sub-departments stay; they lose the department (foreign keys set null).
      await q.departmentRepository.loggedDelete(db, tenant, id, {
        aggregateType: 'department',
        type: 'department.deleted',
      });
      return { data: { id }, message: HR_MSG.departmentDeleted(row.name) };
    },
    'assign-user': async (tenant, values) => {
      const userId = values.user_id;
      const managerId = values.manager_user_id;
      const assigned = { aggregateType: 'user', type: 'user.hierarchy-assigned' } as const;
      await loggedWrite(db, tenant, assigned, async (tx) => {
        await q.lockCompanyHierarchy(tx, tenant);
        const user = await q.getCompanyUser(tx, tenant, userId);
        if (!user) {
          throw fieldError(400, 'user_id', HR_MSG.userNotFound);
        }
        if (managerId) {
          if (managerId === userId) {
            throw fieldError(400, 'manager_user_id', HR_MSG.ownManager);
          }
          const manager = await q.getCompanyUser(tx, tenant, managerId);
          if (!manager) {
            throw fieldError(400, 'manager_user_id', HR_MSG.managerNotFound);
          }
          if (await q.isAboveOrSelf(tx, tenant, userId, managerId)) {
            throw fieldError(400, 'manager_user_id', HR_MSG.managerCycle(manager.name, user.name));
          }
        }
        await checkDepartmentRef(tx, tenant, 'department_id', values.department_id);
        if (values.user_role_id && !(await q.roleRepository.exists(tx, tenant, values.user_role_id))) {
          throw fieldError(400, 'user_role_id', HR_MSG.roleNotFound);
        }
        const before = await q.getHierarchyRow(tx, tenant, userId);
        await q.upsertPlacement(tx, tenant, {
          userId,
          managerUserId: managerId,
          departmentId: values.department_id,
          userRoleId: values.user_role_id,
        });
        // A manager who was not in the hierarchy yet joins it at the top, so the tree shows them.
        if (managerId) {
          await q.ensurePlaced(tx, tenant, managerId);
        }
        return {
          result: undefined,
          aggregateId: userId,
          before: placementOf(before),
          after: placementOf({
            managerUserId: managerId,
            departmentId: values.department_id,
            userRoleId: values.user_role_id,
          }),
        };
      });
      const row = await q.getHierarchyRow(db, tenant, userId);
      if (!row) {
        throw notFound();
      }
      return { data: toHierarchyRow(row), message: HR_MSG.userAssigned(row.userName) };
    },
    'remove-user': async (tenant, { user_id }) => {
      const removed = { aggregateType: 'user', type: 'user.hierarchy-removed' } as const;
      const name = await loggedWrite(db, tenant, removed, async (tx) => {
        await q.lockCompanyHierarchy(tx, tenant);
        const row = await q.getHierarchyRow(tx, tenant, user_id);
        if (!row) {
          const user = await q.getCompanyUser(tx, tenant, user_id);
          throw user ? fieldError(400, 'user_id', HR_MSG.notInHierarchy(user.name)) : notFound(HR_MSG.userNotFound);
        }
        await q.removePlacement(tx, tenant, user_id, row.managerUserId);
        return { result: row.userName, aggregateId: user_id, before: placementOf(row), after: placementOf(null) };
      });
      return { data: { user_id }, message: HR_MSG.userRemoved(name) };
    },
    'create-role': async (tenant, values) => {
      const data = await createRole(tenant, values);
      return { data, message: HR_MSG.roleCreated(data.role_name) };
    },
    'update-role': async (tenant, { id, ...values }) => {
      await role(tenant, id);
      await checkRoleName(tenant, values, id);
      const row = await q.roleRepository.loggedUpdate(db, tenant, id, roleValues(values), {
        aggregateType: 'hr-role',
        type: 'hr-role.updated',
      });
      return { data: toRole(row), message: HR_MSG.roleUpdated(row.roleName) };
    },
    'delete-role': async (tenant, { id }) => {
      const row = await role(tenant, id);
      await q.roleRepository.loggedDelete(db, tenant, id, { aggregateType: 'hr-role', type: 'hr-role.deleted' });
      return { data: { id }, message: HR_MSG.roleDeleted(row.roleName) };
    },
    'create-code': async (tenant, values) => {
      await checkCode(tenant, values);
      const id = await loggedWrite(db, tenant, { aggregateType: 'hr-code', type: 'hr-code.created' }, async (tx) => {
        const created = await q.insertCode(tx, tenant, codeValues(values));
        return { result: created, aggregateId: created, after: { id: created, ...codeValues(values) } };
      });
      return { data: toCode(await code(tenant, id)), message: HR_MSG.codeCreated(values.code) };
    },
    'update-code': async (tenant, { id, ...values }) => {
      await code(tenant, id);
      await checkCode(tenant, values, id);
      await q.codeRepository.loggedUpdate(db, tenant, id, codeValues(values), {
        aggregateType: 'hr-code',
        type: 'hr-code.updated',
      });
      return { data: toCode(await code(tenant, id)), message: HR_MSG.codeUpdated(values.code) };
    },
    'delete-code': async (tenant, { id }) => {
      const row = await code(tenant, id);
      await q.codeRepository.loggedDelete(db, tenant, id, { aggregateType: 'hr-code', type: 'hr-code.deleted' });
      return { data: { id }, message: HR_MSG.codeDeleted(row.code) };
    },
  };

  return {
    actions,
    /** `company_id` may only name the caller's own company: this is not a cross-company call. */
    departments: async (tenant: Tenant, companyId: string | undefined, page?: q.HrPage) => {
      if (companyId && companyId !== tenant.companyId) {
        throw forbidden(MSG.forbidden);
      }
      const { rows, ...total } = await q.listDepartments(db, tenant, undefined, page);
      return { rows: rows.map(toDepartment), ...total };
    },
    users: (tenant: Tenant) =>
      q
        .listCompanyUsers(db, tenant)
        .then((rows) =>
          rows.map((row) => ({ id: row.id, name: row.name, email: row.email, in_hierarchy: Boolean(row.inHierarchy) })),
        ),
    /** A page of the hierarchy; without `page`, all of it (the tree needs every member). */
    hierarchy: async (tenant: Tenant, departmentId: string | undefined, page?: q.HrPage) => {
      if (departmentId) {
        await department(tenant, departmentId);
      }
      const condition = departmentId ? eq(userHierarchy.departmentId, departmentId) : undefined;
      const { rows, ...total } = await q.listHierarchy(db, tenant, condition, page);
      return { rows: rows.map(toHierarchyRow), ...total };
    },
    roles: async (tenant: Tenant, page?: q.HrPage) => {
      const { rows, ...total } = await q.listRoles(db, tenant, page);
      return { rows: rows.map(toRole), ...total };
    },
    createRole,
    codes: async (tenant: Tenant, codeType: HrCodeType | undefined, page?: q.HrPage) => {
      const { rows, ...total } = await q.listCodes(
        db,
        tenant,
        codeType ? eq(hrCodes.codeType, codeType) : undefined,
        page,
      );
      return { rows: rows.map(toCode), ...total };
    },
  };
};

export const industryCategories = (): TReferenceItem[] => INDUSTRY_CATEGORIES.map(({ id, name }) => ({ id, name }));

// Company types are names (spec 01 §1); the id is the name, as a company stores it.
export const companyTypes = (): TReferenceItem[] => COMPANY_TYPES.map((name) => ({ id: name, name }));
