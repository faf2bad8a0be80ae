import { z } from 'zod';
import { ZOptionalPageQuery } from '../../api/list-params';
import { HR_CODE_TYPE_LABELS, HR_CODE_TYPES, type HrCodeType } from '../../constants/hr-hierarchy';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { requiredString } from '../../validation/validators';

// The HR hierarchy of a company (spec 02 §7.10): departments, the user hierarchy (who reports to whom,
// in which department and HR role) and its tree, HR user roles, and codes by code type. The catalogue
// names its fields in snake_case (`role_name`, `code_type`, `department_id`), so every payload and reply
// of the hr-hierarchy calls does.

export const HR_MSG = defineMessages('hrHierarchy.messages', {
  departmentCreated: withParams('Department {{name}} has been created', (name: string) => ({ name })),
  departmentUpdated: withParams('Department {{name}} has been updated', (name: string) => ({ name })),
  departmentDeleted: withParams('Department {{name}} has been deleted', (name: string) => ({ name })),
  userAssigned: withParams('User {{name}} has been assigned', (name: string) => ({ name })),
  userRemoved: withParams('User {{name}} has been removed from the hierarchy', (name: string) => ({ name })),
  codeCreated: withParams('Code {{code}} has been created', (code: string) => ({ code })),
  codeUpdated: withParams('Code {{code}} has been updated', (code: string) => ({ code })),
  codeDeleted: withParams('Code {{code}} has been deleted', (code: string) => ({ code })),
  roleCreated: withParams('HR role {{name}} has been created', (name: string) => ({ name })),
  roleUpdated: withParams('HR role {{name}} has been updated', (name: string) => ({ name })),
  roleDeleted: withParams('HR role {{name}} has been deleted', (name: string) => ({ name })),
  ownManager: 'A user cannot be their own manager',
  managerCycle: withParams(
    '{{manager}} already reports to {{user}}, so {{user}} cannot report to {{manager}}',
    (manager: string, user: string) => ({ manager, user }),
  ),
  ownParent: 'A department cannot be inside itself',
  parentCycle: withParams('{{parent}} is inside {{name}}, so it cannot contain it', (parent: string, name: string) => ({
    parent,
    name,
  })),
  userNotFound: 'The user was not found',
  managerNotFound: 'The manager was not found',
  departmentNotFound: 'The department was not found',
  roleNotFound: 'The HR role was not found',
  notInHierarchy: withParams('{{name}} is not in the hierarchy', (name: string) => ({ name })),
  departmentExists: withParams('A department named {{name}} already exists', (name: string) => ({ name })),
  roleExists: withParams('An HR role named {{name}} already exists', (name: string) => ({ name })),
  codeExists: withParams('A {{type}} with code {{code}} already exists', (type: HrCodeType, code: string) => ({
    type: HR_CODE_TYPE_LABELS[type].toLowerCase(),
    code,
  })),
  codeFormat: 'Use letters, digits, dots, dashes and underscores only',
  codeType: 'Choose a code type',
  level: 'Must be between 1 and 99',
});

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional reference: empty, null or absent all mean none. */
const optionalRef = () =>
  z
    .union([z.uuid(), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));

const id = z.uuid();
export const ZHrIdBody = z.object({ id });
// The same body per table, so each id says which table it names (validation/reference.ts).
const idOf = (table: string) => refersTo(z.uuid(), table);
const ZDepartmentIdBody = z.object({ id: idOf('departments') });
const ZUserRoleIdBody = z.object({ id: idOf('hr_user_roles') });
const ZHrCodeIdBody = z.object({ id: idOf('hr_codes') });
export type THrIdBody = z.infer<typeof ZHrIdBody>;

// ---- departments ----

export const ZDepartmentInput = z.object({
  name: requiredString(120),
  code: nullableText(30),
  description: nullableText(500),
  /** The department this one belongs to. */
  parent_id: refersTo(optionalRef(), 'departments'),
});
export type TDepartmentInput = z.input<typeof ZDepartmentInput>;
export type TDepartmentValues = z.output<typeof ZDepartmentInput>;
export const ZDepartmentUpdate = ZDepartmentInput.extend({ id: idOf('departments') });

export const ZDepartment = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  parent_id: z.string().nullable(),
  parent_name: z.string().nullable(),
  /** Users placed in the department. */
  member_count: z.number().int(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

/** `company_id` is optional; when sent it must be the caller's own company. */
export const ZDepartmentQuery = z.object({ company_id: z.uuid().optional(), ...ZOptionalPageQuery });

// ---- HR user roles ----

export const ZUserRoleInput = z.object({
  role_name: requiredString(80),
  description: nullableText(500),
  /** Seniority: 1 is the top of the company. */
  level: z
    .union([z.number(), z.literal(''), z.null()])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null))
    .pipe(
      z
        .number({ error: MSG.number })
        .int({ error: MSG.number })
        .min(1, { error: HR_MSG.level })
        .max(99, { error: HR_MSG.level })
        .nullable(),
    ),
});
export type TUserRoleInput = z.input<typeof ZUserRoleInput>;
export type TUserRoleValues = z.output<typeof ZUserRoleInput>;
export const ZUserRoleUpdate = ZUserRoleInput.extend({ id: idOf('hr_user_roles') });

export const ZHrUserRole = z.object({
  id: z.string(),
  role_name: z.string(),
  description: z.string().nullable(),
  level: z.number().int().nullable(),
});
export type THrUserRole = z.infer<typeof ZHrUserRole>;

// ---- the user hierarchy ----

export const ZAssignUser = z.object({
  user_id: refersTo(z.uuid({ error: MSG.required }), 'users'),
  manager_user_id: refersTo(optionalRef(), 'users'),
  department_id: refersTo(optionalRef(), 'departments'),
  user_role_id: refersTo(optionalRef(), 'hr_user_roles'),
});
export type TAssignUserInput = z.input<typeof ZAssignUser>;
export type TAssignUserValues = z.output<typeof ZAssignUser>;

export const ZRemoveUser = z.object({ user_id: refersTo(z.uuid({ error: MSG.required }), 'users') });

export const ZHierarchyQuery = z.object({ department_id: z.uuid().optional(), ...ZOptionalPageQuery });

export const ZHierarchyRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  email: z.string(),
  manager_user_id: z.string().nullable(),
  manager_name: z.string().nullable(),
  department_id: z.string().nullable(),
  department_name: z.string().nullable(),
  user_role_id: z.string().nullable(),
  role_name: z.string().nullable(),
});
export type THierarchyRow = z.infer<typeof ZHierarchyRow>;

export type THierarchyNode = Omit<THierarchyRow, 'id'> & { reports: THierarchyNode[] };
// Recursive: registered under an id, so the API document names it as a component (docs/api.md).
export const ZHierarchyNode: z.ZodType<THierarchyNode> = ZHierarchyRow.omit({ id: true })
  .extend({
    get reports() {
      return z.array(ZHierarchyNode);
    },
  })
  .meta({ id: 'HierarchyNode' });

/** A user of the company, for the pickers. */
export const ZCompanyUserOption = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  in_hierarchy: z.boolean(),
});
export type TCompanyUserOption = z.infer<typeof ZCompanyUserOption>;

// ---- codes ----

export const ZHrCodeInput = z.object({
  code_type: z.enum(HR_CODE_TYPES, { error: HR_MSG.codeType }),
  code: requiredString(30).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: HR_MSG.codeFormat }),
  name: requiredString(120),
  description: nullableText(500),
  department_id: refersTo(optionalRef(), 'departments'),
});
export type THrCodeInput = z.input<typeof ZHrCodeInput>;
export type THrCodeValues = z.output<typeof ZHrCodeInput>;
export const ZHrCodeUpdate = ZHrCodeInput.extend({ id: idOf('hr_codes') });

export const ZHrCode = z.object({
  id: z.string(),
  code_type: z.enum(HR_CODE_TYPES),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  department_id: z.string().nullable(),
  department_name: z.string().nullable(),
});
export type THrCode = z.infer<typeof ZHrCode>;

export const ZHrCodesQuery = z.object({ code_type: z.enum(HR_CODE_TYPES).optional(), ...ZOptionalPageQuery });

export const ZHrRolesQuery = z.object(ZOptionalPageQuery);

// ---- reference lists ----

export const ZReferenceItem = z.object({ id: z.string(), name: z.string() });
export type TReferenceItem = z.infer<typeof ZReferenceItem>;

// ---- POST hr-hierarchy/{action} ----

/** Each action's payload, parsed by its own schema; an action not listed here does not exist (404). */
export const HR_ACTION_PAYLOADS = {
  'create-department': ZDepartmentInput,
  'update-department': ZDepartmentUpdate,
  'delete-department': ZDepartmentIdBody,
  'assign-user': ZAssignUser,
  'remove-user': ZRemoveUser,
  'create-role': ZUserRoleInput,
  'update-role': ZUserRoleUpdate,
  'delete-role': ZUserRoleIdBody,
  'create-code': ZHrCodeInput,
  'update-code': ZHrCodeUpdate,
  'delete-code': ZHrCodeIdBody,
} as const;
export type HrAction = keyof typeof HR_ACTION_PAYLOADS;
export const HR_ACTIONS = Object.keys(HR_ACTION_PAYLOADS) as HrAction[];
export type THrActionPayload<A extends HrAction> = z.input<(typeof HR_ACTION_PAYLOADS)[A]>;
export type THrActionValues<A extends HrAction> = z.output<(typeof HR_ACTION_PAYLOADS)[A]>;

/** What each action answers in `data` (with `meta.message`). */
export const HR_ACTION_REPLIES = {
  'create-department': ZDepartment,
  'update-department': ZDepartment,
  'delete-department': ZHrIdBody,
  'assign-user': ZHierarchyRow,
  'remove-user': z.object({ user_id: z.string() }),
  'create-role': ZHrUserRole,
  'update-role': ZHrUserRole,
  'delete-role': ZHrIdBody,
  'create-code': ZHrCode,
  'update-code': ZHrCode,
  'delete-code': ZHrIdBody,
} as const satisfies Record<HrAction, z.ZodType>;
export type THrActionReply<A extends HrAction> = z.infer<(typeof HR_ACTION_REPLIES)[A]>;
