import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalCompanyKey, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { locations } from './company';

// The company is the tenant (DESIGN.md §5).
export type CompanyContact = {
  firstName: string;
  lastName: string;
  email?: string | undefined;
  phone?: string | undefined;
  title?: string | undefined;
};

// The public profile (legal name, logo, types, segments, industry categories, address, contacts) is
// what partners see; everything else of a company is private to it. A manual trading partner (spec
// 01 §3) is a company without users, created by and visible to `created_by_company_id` only.
export const companies = pgTable(
  'companies',
  {
    id: id(),
    legalName: text('legal_name').notNull(),
    companyTypes: text('company_types').array().notNull().default(sql`'{}'::text[]`),
    pendingStatus: boolean('pending_status').notNull().default(false),
    completedSurvey: boolean('completed_survey').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    logoFileId: uuid('logo_file_id'),
    contacts: jsonb('contacts').$type<CompanyContact[]>().notNull().default([]),
    productSegments: text('product_segments').array().notNull().default(sql`'{}'::text[]`),
    industryCategories: text('industry_categories').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    website: text('website'),
    // One of the company's own locations: (id, headquarters_location_id) → locations (company_id, id).
    headquartersLocationId: uuid('headquarters_location_id'),
    // Self-sign-up requests (spec 01 §6): 'requested' until an administrator approves or declines;
    // companies created by an administrator, the seed or a trading-partner form are 'approved'.
    approvalStatus: text('approval_status').notNull().default('approved'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    declineReason: text('decline_reason'),
    // Vendor sign-up (spec 01 §2.8): 'direct' or 'indirect'.
    vendorType: text('vendor_type'),
    appServices: text('app_services').array().notNull().default(sql`'{}'::text[]`),
    createdByCompanyId: uuid('created_by_company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantReference(
      'companies_headquarters_location_fk',
      { companyId: t.id, column: t.headquartersLocationId },
      locations,
      'set null',
    ),
    index('companies_legal_name_idx').on(t.legalName),
    index('companies_created_by_idx').on(t.createdByCompanyId),
    index('companies_approval_idx').on(t.approvalStatus, t.requestedAt),
    // The admin company list's default order (issue 11 §4).
    index('companies_legal_name_lower_idx').on(sql`lower(${t.legalName})`, t.id),
  ],
);

// A user may exist without a company (spec 01 §4: 'No company profile was found'), so company_id is
// nullable here; every tenant-owned record below carries a non-null company_id. `unique (company_id,
// id)` still holds (a user without a company is simply not a target): the rows that name a user of
// the company (policies and roles held, the hierarchy, notifications) point at it with a composite key.
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: optionalCompanyKey('restrict'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('user'),
    userType: text('user_type').array().notNull().default(sql`'{}'::text[]`),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    avatar: text('avatar'),
    phone: text('phone'),
    title: text('title'),
    // Set when the e-mailed verification link is followed (company self-sign-up, sourcing sign-up).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('users', t),
    uniqueIndex('users_email_key').on(t.email),
    index('users_company_idx').on(t.companyId),
    // Default orders of the company's user lists (last name) and of the admin user list (full name).
    index('users_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.email, t.id),
    index('users_full_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    companyId: tenantKey(),
    number: text('number').notNull(),
    accountType: text('account_type'),
    mode: text('mode'),
    // The company that manages the account: the company itself or a partner. Companies are not rows of
    // a tenant, so no composite key; the service checks the partner network.
    manageBy: text('manage_by'),
    locationId: uuid('location_id'),
    enable: boolean('enable').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('accounts', t),
    tenantReference('accounts_location_fk', { companyId: t.companyId, column: t.locationId }, locations, 'set null'),
    // Numbers are unique per company whatever their case: 'MLH-1001' and 'mlh-1001' are one account.
    uniqueIndex('accounts_company_number_key').on(t.companyId, sql`lower(${t.number})`),
    // The admin account list's default order, across companies.
    index('accounts_number_idx').on(t.number, t.id),
  ],
);

// Roles: company_id null is a global role, shown as companyId '0' (spec 01 §6).
export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: optionalCompanyKey('cascade'),
    name: text('name').notNull(),
    description: text('description'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('roles', t), index('roles_company_name_idx').on(t.companyId, t.name, t.id)],
);

// A policy grants permission strings (`area.action`, `area.*`). company_id null: a global policy.
export const policies = pgTable(
  'policies',
  {
    id: id(),
    companyId: optionalCompanyKey('cascade'),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('policies', t), index('policies_company_name_idx').on(t.companyId, t.name, t.id)],
);

// A user holds a policy for one account, or for every account of the company when account_id is null.
// The policy may be a global one (company_id null), so policy_id keeps a plain key and the service
// checks it is global or the company's own.
export const userPolicies = pgTable(
  'user_policies',
  {
    id: id(),
    companyId: tenantKey(),
    userId: uuid('user_id').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('user_policies', t),
    tenantReference('user_policies_user_fk', { companyId: t.companyId, column: t.userId }, users, 'cascade'),
    tenantReference('user_policies_account_fk', { companyId: t.companyId, column: t.accountId }, accounts, 'cascade'),
    index('user_policies_user_idx').on(t.userId),
  ],
);

// A user holds a role of Access management (global or the company's own). The role's features are
// permission areas, each granted as `area.*` on every account of the company (docs/access-management.md).
// The role may be a global one (company_id null): role_id keeps a plain key, as policy_id above.
export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    companyId: tenantKey(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('user_roles', t),
    tenantReference('user_roles_user_fk', { companyId: t.companyId, column: t.userId }, users, 'cascade'),
    uniqueIndex('user_roles_user_role_uq').on(t.userId, t.roleId),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

// One row per signed-in device: the refresh-token family. Access tokens name it in `sid`.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    mode: text('mode'),
    type: text('type'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Refresh tokens are opaque; only their SHA-256 is stored. A used token has used_at set.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

// The notification bell: one row per recipient.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: tenantKey(),
    userId: uuid('user_id').notNull(),
    msg: text('msg').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('notifications', t),
    tenantReference('notifications_user_fk', { companyId: t.companyId, column: t.userId }, users, 'cascade'),
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);
