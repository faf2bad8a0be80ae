import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';
import { invoiceLines, invoices } from './invoices';

// Audit & Pay (features/audit-pay, docs/audit-pay.md).

/** A company's audit tolerances: a line is within tolerance when |billed − contract| ≤ max(amount, percent). */
export const auditSettings = pgTable(
  'audit_settings',
  {
    id: id(),
    companyId: tenantKey(),
    toleranceAmount: numeric('tolerance_amount', { precision: 18, scale: 4 }).notNull(),
    tolerancePercent: numeric('tolerance_percent', { precision: 7, scale: 4 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('audit_settings', t),
    unique('audit_settings_company_key').on(t.companyId),
    check(
      'audit_settings_range_check',
      sql`${t.toleranceAmount} >= 0 and ${t.tolerancePercent} >= 0 and ${t.tolerancePercent} <= 100`,
    ),
  ],
);

/**
 * The billed company's decision on one line of a bill: approved or disputed (reason and note to the
 * carrier). The invoice is the carrier's record shared with the company it bills (platform/sharing.ts),
 * so, as for every party's action on a shared record, the row is the owner's (`company_id` is the
 * issuer), posted by the party (`reviewer_company_id`): the carrier reads it with its invoice. One
 * decision per line (`unique (company_id, line_id)`): of concurrent approvals one wins.
 */
export const invoiceLineReviews = pgTable(
  'invoice_line_reviews',
  {
    id: id(),
    companyId: tenantKey(),
    invoiceId: uuid('invoice_id').notNull(),
    lineId: uuid('line_id').notNull(),
    reviewerCompanyId: uuid('reviewer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    result: text('result').notNull(),
    billed: money('billed').notNull(),
    expected: money('expected'),
    difference: money('difference'),
    rateText: text('rate_text'),
    reason: text('reason'),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('invoice_line_reviews', t),
    tenantReference(
      'invoice_line_reviews_invoice_fk',
      { companyId: t.companyId, column: t.invoiceId },
      invoices,
      'cascade',
    ),
    tenantReference(
      'invoice_line_reviews_line_fk',
      { companyId: t.companyId, column: t.lineId },
      invoiceLines,
      'cascade',
    ),
    unique('invoice_line_reviews_line_key').on(t.companyId, t.lineId),
    index('invoice_line_reviews_invoice_idx').on(t.companyId, t.invoiceId),
    check('invoice_line_reviews_decision_check', sql`${t.decision} in ('approved', 'disputed')`),
    check('invoice_line_reviews_result_check', sql`${t.result} in ('match', 'over', 'under', 'no_rate')`),
    check(
      'invoice_line_reviews_dispute_check',
      sql`${t.decision} <> 'disputed' or (${t.reason} is not null and length(${t.note}) > 0)`,
    ),
  ],
);
