import { z } from 'zod';
import { type AccessSubject, can } from '../../access/matcher';
import { isCataloguePermission, PERMISSION_AREAS, PERMISSIONS } from '../../access/permissions';
import { ZListQuery } from '../../api/envelope';
import type { TListParams } from '../../api/list-params';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { optionalString, requiredString } from '../../validation/validators';

// Access management (issue 4; spec 01 §6, spec 02 §4, §6, §7.1): roles, policies, and which policies a
// user holds for which account.

/** Global roles and policies carry companyId '0' (spec 01 §6). */
export const GLOBAL_COMPANY_ID = '0';

export const ACCESS_MSG = defineMessages('access.messages', {
  // The spec's words (spec 02 §8).
  roleCreated: withParams('Role {{name}} is created', (name: string) => ({ name })),
  roleCreateFailed: 'Failed to create new role.',
  // Ours, in the same style.
  roleExists: 'A role with this name already exists',
  policyCreated: withParams('Policy {{name}} is created', (name: string) => ({ name })),
  policyUpdated: withParams('Policy {{name}} is updated', (name: string) => ({ name })),
  policyDeleted: withParams('Policy {{name}} is deleted', (name: string) => ({ name })),
  policyExists: 'A policy with this name already exists',
  policyAttached: withParams('Policy {{name}} is attached', (name: string) => ({ name })),
  policyDetached: withParams('Policy {{name}} is detached', (name: string) => ({ name })),
  permissionsUpdated: 'The user permissions have been updated',
  globalOnlyBySystemAdmin: 'Only system administrators create global roles and policies',
  notGrantable: withParams('You cannot grant {{permission}}', (permission: string) => ({ permission })),
  cannotGrantSelf: 'You cannot change your own permissions',
  policyNotUsable: 'Attach this policy to the company first',
  notGlobal: 'Only global policies are attached to a company; company policies belong to it already',
  globalPolicyReadOnly: 'Global policies are changed by system administrators only',
  unknownPermission: withParams('Unknown permission {{permission}}', (permission: string) => ({ permission })),
  unknownFeature: withParams('Unknown feature {{feature}}', (feature: string) => ({ feature })),
  accountNotFound: 'The account was not found',
  policyNotFound: 'The policy was not found',
  roleNotFound: 'The role was not found',
});

/** Every known permission plus each area's wildcard, for the policy form. */
export const PERMISSION_CHOICES: readonly string[] = [
  ...PERMISSION_AREAS.map((area) => `${area}.*`),
  ...PERMISSIONS,
].sort((a, b) => a.localeCompare(b));

/** Role features are the product's feature areas (spec 02 §3 Role: features). */
export const ROLE_FEATURES = PERMISSION_AREAS;

/** The platform area: its permissions reach every company, so only their holders hand them out. */
export const PLATFORM_PERMISSION_AREA = 'adminMgt';

/**
 * No escalation: a system administrator grants anything; anybody else grants a platform permission
 * (`adminMgt.…`, or the whole area) only when they hold it. Module permissions are the company
 * administrator's to give. The server refuses the rest; the forms do not offer it.
 */
export const isGrantable = (subject: AccessSubject, permission: string): boolean =>
  subject.isSystemAdmin || permission.split('.')[0] !== PLATFORM_PERMISSION_AREA || can(subject, permission);

/** What a role's feature grants: the whole area (`area.*`) on every account. */
export const roleFeatureGrant = (feature: string): string => `${feature}.*`;

const companyIdField = z.literal(GLOBAL_COMPANY_ID).optional();

// --- roles ---------------------------------------------------------------------------------------

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  /** '0' for a global role, else the company's id. */
  companyId: z.string(),
  createdAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleInput = z.object({
  name: requiredString(100),
  description: optionalString(500)
    .nullable()
    .transform((v) => v ?? null),
  features: z
    .array(z.string().trim().max(100))
    .max(100)
    .superRefine((list, ctx) => {
      const unknown = list.find((feature) => !ROLE_FEATURES.includes(feature));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: ACCESS_MSG.unknownFeature(unknown), input: list });
      }
    })
    .default([]),
  /** '0' creates a global role (system administrators); absent: a role of the caller's company. */
  companyId: companyIdField,
});
export type TRoleInput = z.input<typeof ZRoleInput>;

export const ZRoleListQuery = ZListQuery.extend({ sort: z.enum(['name', 'createdAt']).default('name') });
export type TRoleListQuery = TListParams<'name' | 'createdAt'>;

// --- policies ------------------------------------------------------------------------------------

export const POLICY_SCOPES = ['all', 'company', 'unattached'] as const;
export type PolicyScope = (typeof POLICY_SCOPES)[number];

export const ZPolicy = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  /** '0' for a global policy, else the owning company's id. */
  companyId: z.string(),
  /** Usable by the caller's company: its own policy, or a global one attached to it. */
  attached: z.boolean(),
  /** How many of the company's users hold it. */
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TPolicy = z.infer<typeof ZPolicy>;

export const ZPolicyListQuery = ZListQuery.extend({
  scope: z.enum(POLICY_SCOPES).default('all'),
  sort: z.enum(['name', 'createdAt']).default('name'),
});
export type TPolicyListQuery = TListParams<'name' | 'createdAt'> & { scope?: PolicyScope };

// Only the catalogue's strings (an existing area.action, or area.* of an existing area) are stored; the
// first other one is named in a field error on `permissions` itself (the form has one field for them).
const permissionList = z
  .array(z.string().trim().max(100), { error: MSG.notEmptyArray })
  .min(1, { error: MSG.notEmptyArray })
  .max(200)
  .superRefine((list, ctx) => {
    const unknown = list.find((permission) => !isCataloguePermission(permission));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: ACCESS_MSG.unknownPermission(unknown), input: list });
    }
  });

export const ZPolicyInput = z.object({
  name: requiredString(100),
  description: optionalString(500)
    .nullable()
    .transform((v) => v ?? null),
  permissions: permissionList.transform((list) => [...new Set(list)].sort()),
  /** '0' creates a global policy (system administrators); absent: a policy of the caller's company. */
  companyId: companyIdField,
});
export type TPolicyInput = z.input<typeof ZPolicyInput>;

// --- user permissions (spec 02 §3: userId and a list of policy id plus account) --------------------

export const ZUserPermissionItem = z.object({
  policyId: refersTo(z.uuid(), 'policies'),
  /** The account the policy applies to; null for every account of the company. */
  accountId: refersTo(z.uuid().nullable(), 'accounts'),
});
export type TUserPermissionItem = z.infer<typeof ZUserPermissionItem>;

export const ZUserPermissions = z.object({
  userId: refersTo(z.uuid(), 'users'),
  permissions: z.array(ZUserPermissionItem).max(500),
  /** The user's roles (global or the company's); each feature grants `area.*` on every account. Absent: unchanged. */
  roles: z.array(refersTo(z.uuid(), 'roles')).max(100).optional(),
});
export type TUserPermissions = z.infer<typeof ZUserPermissions>;

export const ZUserPermissionView = z.object({
  userId: z.string(),
  permissions: z.array(
    ZUserPermissionItem.extend({
      policyName: z.string(),
      accountNumber: z.string().nullable(),
      grants: z.array(z.string()),
    }),
  ),
  roles: z.array(z.object({ roleId: z.string(), name: z.string(), features: z.array(z.string()) })),
});
export type TUserPermissionView = z.infer<typeof ZUserPermissionView>;

export const ZUserIdParams = z.object({ userId: refersTo(z.uuid(), 'users') });

export const ZAttachUser = z.object({
  userId: refersTo(z.uuid(), 'users'),
  accountId: refersTo(z.uuid().nullable().default(null), 'accounts'),
});
export type TAttachUser = z.input<typeof ZAttachUser>;
