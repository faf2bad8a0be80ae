import { type HrCodeType, ZDepartmentInput, ZHrCodeInput, ZUserRoleInput } from '@lanehub/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import * as q from './hr-hierarchy.queries';

// The demo companies' HR hierarchy (seeded once with the rest of the demo set): departments, HR roles,
// codes, and who is placed where. Some users are left out on purpose, so that a demo administrator
// has someone to assign.

type DemoHierarchy = {
  departments: Array<{ name: string; code: string; description?: string; parent?: string }>;
  roles: Array<{ role_name: string; level: number; description?: string }>;
  codes: Array<{ code_type: HrCodeType; code: string; name: string; department?: string }>;
  placements: Array<{ email: string; manager?: string; department?: string; role?: string }>;
};

export const DEMO_HR_HIERARCHY: Record<string, DemoHierarchy> = {
  'Maple Leaf Home Goods Ltd.': {
    departments: [
      { name: 'Operations', code: 'OPS', description: 'Import and export operations' },
      { name: 'Logistics', code: 'LOG', description: 'Carriers, drayage and warehousing', parent: 'Operations' },
      { name: 'Finance', code: 'FIN', description: 'Freight audit and payment' },
    ],
    roles: [
      { role_name: 'Director', level: 1, description: 'Leads a department' },
      { role_name: 'Manager', level: 2 },
      { role_name: 'Coordinator', level: 4, description: 'Books and follows shipments' },
    ],
    codes: [
      { code_type: 'cost_center', code: 'CC-OPS', name: 'Operations overhead', department: 'Operations' },
      { code_type: 'cost_center', code: 'CC-LOG', name: 'Inbound freight', department: 'Logistics' },
      { code_type: 'profit_center', code: 'PC-RETAIL', name: 'Retail stores' },
      { code_type: 'responsibility_center', code: 'RC-FIN', name: 'Freight audit', department: 'Finance' },
    ],
    // Omar Haddad is not placed: the demo administrator assigns him.
    placements: [{ email: 'shipper.admin@lanehub.demo', department: 'Operations', role: 'Director' }],
  },
  'Harbourfront Forwarding NVOCC': {
    departments: [
      { name: 'Ocean Export', code: 'OEX' },
      { name: 'Customs Brokerage', code: 'CUS' },
    ],
    roles: [{ role_name: 'General Manager', level: 1 }],
    codes: [
      { code_type: 'revenue_center', code: 'RV-OCEAN', name: 'Ocean freight revenue', department: 'Ocean Export' },
    ],
    placements: [{ email: 'nvocc@lanehub.demo', department: 'Ocean Export', role: 'General Manager' }],
  },
};

const required = (map: Map<string, string>, key: string | undefined, what: string) => {
  if (!key) {
    return null;
  }
  const value = map.get(key);
  if (!value) {
    throw new Error(`Demo HR hierarchy: unknown ${what} ${key}`);
  }
  return value;
};

export const seedDemoHrHierarchy = async (db: Db, companyId: string, legalName: string) => {
  const demo = DEMO_HR_HIERARCHY[legalName];
  if (!demo) {
    return;
  }
  const tenant: Tenant = { companyId, userId: '' };
  const departmentIds = new Map<string, string>();
  for (const input of demo.departments) {
    const values = ZDepartmentInput.parse(input);
    const id = await q.insertDepartment(db, tenant, {
      name: values.name,
      code: values.code,
      description: values.description,
      parentId: required(departmentIds, input.parent, 'department'),
    });
    departmentIds.set(values.name, id);
  }
  const roleIds = new Map<string, string>();
  for (const input of demo.roles) {
    const values = ZUserRoleInput.parse(input);
    const row = await q.insertRole(db, tenant, {
      roleName: values.role_name,
      description: values.description,
      level: values.level,
    });
    roleIds.set(values.role_name, row.id);
  }
  for (const input of demo.codes) {
    const values = ZHrCodeInput.parse(input);
    await q.insertCode(db, tenant, {
      codeType: values.code_type,
      code: values.code,
      name: values.name,
      description: values.description,
      departmentId: required(departmentIds, input.department, 'department'),
    });
  }
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(tenantWhere(users, tenant));
  const userIds = new Map(people.map((p) => [p.email, p.id]));
  for (const placement of demo.placements) {
    await q.upsertPlacement(db, tenant, {
      userId: required(userIds, placement.email, 'user') as string,
      managerUserId: required(userIds, placement.manager, 'user'),
      departmentId: required(departmentIds, placement.department, 'department'),
      userRoleId: required(roleIds, placement.role, 'role'),
    });
  }
};

/** The HR hierarchy feature's part of the demo set (collected in `demo-seeds.ts`). */
export const hrHierarchyDemoSeed: DemoSeed = {
  name: 'hr-hierarchy',
  company: (tx, company) => seedDemoHrHierarchy(tx, company.id, company.legalName),
};
