import { z } from 'zod';
import { ZListQuery } from '../../api/envelope';
import type { TListParams } from '../../api/list-params';
import { USER_ROLES } from '../../constants/companies';
import { defineMessages, MSG } from '../../constants/messages';
import { emailField, optionalString, requiredString } from '../../validation/validators';

// Settings (issue 4; spec 01 §2.3 Settings, §2.4 Settings menu, §8): the signed-in user's profile and
// avatar, and, for company administrators, the company's users and accounts.

export const SETTINGS_MSG = defineMessages('settings.messages', {
  // The spec's words (spec 01 §8).
  profileUpdated: MSG.profileUpdated,
  updateUserFailed: MSG.updateUserFailed,
  // Ours, in the same style.
  avatarUpdated: 'Your avatar has been updated',
  avatarRemoved: 'Your avatar has been removed',
  userUpdated: 'The user has been updated',
  userDisabled: 'The user has been disabled',
  userEnabled: 'The user has been enabled',
  cannotDisableSelf: 'You cannot disable your own user',
  cannotChangeOwnRole: 'You cannot change your own role',
  companyAdminOnly: 'Only company administrators can do this',
});

const nullableText = (max: number) =>
  optionalString(max)
    .nullable()
    .transform((value) => value ?? null);

// Phone numbers as people type them: digits, spaces, +, -, (, ), dots and an extension.
const PHONE = /^[0-9+().\-\s]*(?:(?:ext|x)\.?\s*\d+)?$/i;
export const PHONE_MESSAGE = 'Use digits, spaces and + - ( ) only';

// PUT /api/lanehub-core/profile. Only these fields: role, isSystemAdmin, company and email are not
// changed through this call (unknown fields are stripped).
export const ZProfileUpdate = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  phone: nullableText(40).refine((value) => value === null || PHONE.test(value), { error: PHONE_MESSAGE }),
  title: nullableText(100),
});
export type TProfileUpdateInput = z.input<typeof ZProfileUpdate>;
export type TProfileUpdate = z.output<typeof ZProfileUpdate>;

export const ZProfileDetails = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  role: z.string(),
  isSystemAdmin: z.boolean(),
  companyId: z.string().nullable(),
  /** The avatar's address (an authenticated call), or null when the user has none. */
  avatarUrl: z.string().nullable(),
});
export type TProfileDetails = z.infer<typeof ZProfileDetails>;

/** Spec 01 §5: images are image/jpeg or image/png; an avatar is at most 2 MB. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarPath = (userId: string) => `/lanehub-core/users/${userId}/avatar`;
/** The address that serves a user's avatar, or null when they have none; never the storage key. */
export const avatarUrlOf = (user: { id: string; avatar: string | null }): string | null =>
  user.avatar ? `/api${avatarPath(user.id)}` : null;

// The company's users (Settings → Users; company administrators).
export const ZCompanyUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  role: z.string(),
  enabled: z.boolean(),
  isSystemAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const USER_SORTS = ['lastName', 'firstName', 'email', 'role', 'enabled', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const ZUserListQuery = ZListQuery.extend({
  sort: z.enum(USER_SORTS).default('lastName'),
  enabled: z.enum(['true', 'false']).optional(),
});
export type TUserListQuery = TListParams<UserSort> & { enabled?: 'true' | 'false' };

// PUT /api/lanehub-core/users/:id. isSystemAdmin, email, company are not fields (stripped).
export const ZCompanyUserUpdate = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  role: z.enum(USER_ROLES, { error: MSG.required }),
  enabled: z.boolean(),
});
export type TCompanyUserUpdate = z.infer<typeof ZCompanyUserUpdate>;

// The invitation call belongs to sign-up (POST /api/lanehub-core/users/invite): email and contact name.
export const INVITE_USER_PATH = '/lanehub-core/users/invite';
export const ZInviteUserForm = z.object({
  email: emailField(),
  contactName: requiredString(200),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  /** Policies per account ('' account: every account), the inviter's least-privileged one by default. */
  grants: z.array(z.object({ policyId: z.string().min(1, { error: MSG.required }), accountId: z.string() })).max(50),
});
export type TInviteUserForm = z.infer<typeof ZInviteUserForm>;
