import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalCompanyKey, tenantKey, tenantUnique, updatedAt } from './columns';
import { policies, users } from './identity';

// Onboarding, identity and administration (issue 4).

/**
 * Every e-mail the platform sends is written here first, in the transaction of the change that
 * causes it (so a rolled-back sign-up sends nothing). With SMTP_URL set, the mail dispatch job sends
 * pending rows and stamps sent_at; without it the rows stay as the development mailbox (/dev/mailbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    companyId: optionalCompanyKey('set null'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A dispatch claimed the row until then (two processes never send one e-mail twice), or a refused row waits until then. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt), index('mail_outbox_to_idx').on(t.toAddress)],
);

/**
 * Single-use secrets sent by e-mail: sign-up verification links, invitations, password-reset codes,
 * sourcing verification. Only the SHA-256 of the secret is stored. A token is spent by a conditional
 * update of used_at, so two concurrent uses have exactly one winner.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: optionalCompanyKey('cascade'),
    email: text('email'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.purpose, t.tokenHash),
    index('one_time_tokens_user_idx').on(t.purpose, t.userId),
    index('one_time_tokens_company_idx').on(t.companyId),
  ],
);

/** Subscription plans per company, with their period (admin → Subscriptions). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: tenantKey(),
    plan: text('plan').notNull(),
    appServices: text('app_services').array().notNull().default(sql`'{}'::text[]`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('subscriptions', t),
    index('subscriptions_company_idx').on(t.companyId, t.startDate),
    // The admin subscription list's default order, across companies (issue 11 §4).
    index('subscriptions_start_idx').on(t.startDate, t.id),
  ],
);

/**
 * Policies attached to a company (spec 01 §6: policies are listed as all, company and unattached,
 * and attach or detach per company). A global policy (policies.company_id null) is usable by a
 * company's users once attached here; a company's own policies are always usable by it.
 */
export const companyPolicies = pgTable(
  'company_policies',
  {
    id: id(),
    companyId: tenantKey(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [tenantUnique('company_policies', t), uniqueIndex('company_policies_pair_key').on(t.companyId, t.policyId)],
);
