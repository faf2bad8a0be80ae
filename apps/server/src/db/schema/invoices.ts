import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';
import { orders } from './orders';

// Freight accounting (features/invoices, docs/invoices.md). An invoice is a row of the company that
// bills; the company it bills is its party (invoice_parties, read through the sharing helper). Its
// figures are numeric(18,4) and its balance moves only by one conditional UPDATE per payment or
// credit note, so concurrent payments can never take it below zero.

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: tenantKey(),
    invoiceNumber: text('invoice_number').notNull(),
    status: text('status').notNull().default('draft'),
    billToCompanyId: uuid('bill_to_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull().default('CAD'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    notes: text('notes').notNull().default(''),
    /** The tax lines as issued: code, rate (percent) and amount, each a decimal string. */
    taxes: jsonb('taxes').$type<Array<{ code: string; rate: string; amount: string }>>().notNull().default([]),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    amountPaid: money('amount_paid').notNull().default('0'),
    amountCredited: money('amount_credited').notNull().default('0'),
    balance: money('balance').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('invoices', t),
    unique('invoices_number_key').on(t.companyId, t.invoiceNumber),
    index('invoices_updated_idx').on(t.companyId, t.updatedAt, t.id),
    check('invoices_status_check', sql`${t.status} in ('draft', 'unpaid', 'paid', 'cancelled')`),
    check('invoices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'invoices_balance_check',
      sql`${t.balance} >= 0 and ${t.balance} = ${t.total} - ${t.amountPaid} - ${t.amountCredited}`,
    ),
    // Paid exactly when a published invoice's balance is zero.
    check(
      'invoices_paid_check',
      sql`(${t.status} <> 'paid' or ${t.balance} = 0) and (${t.status} <> 'unpaid' or ${t.balance} > 0)`,
    ),
  ],
);

/** The company an invoice bills: it sees the invoice as a bill, read-only (platform/sharing.ts). */
export const invoiceParties = pgTable(
  'invoice_parties',
  {
    id: id(),
    companyId: tenantKey(),
    invoiceId: uuid('invoice_id').notNull(),
    partyCompanyId: uuid('party_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('invoice_parties', t),
    tenantReference('invoice_parties_invoice_fk', { companyId: t.companyId, column: t.invoiceId }, invoices, 'cascade'),
    unique('invoice_parties_invoice_role_key').on(t.companyId, t.invoiceId, t.role),
    check('invoice_parties_role_check', sql`${t.role} in ('bill-to')`),
    index('invoice_parties_party_idx').on(t.partyCompanyId, t.invoiceId),
  ],
);

/**
 * The invoice's rates: one charge of the charge-code list for one order. The order is usually another
 * company's (the shipper's order a carrier carries), so it is referenced with its owner in the key.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: tenantKey(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    orderCompanyId: uuid('order_company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    chargeCode: text('charge_code').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitRate: money('unit_rate').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    tenantUnique('invoice_lines', t),
    tenantReference('invoice_lines_invoice_fk', { companyId: t.companyId, column: t.invoiceId }, invoices, 'cascade'),
    tenantReference('invoice_lines_order_fk', { companyId: t.orderCompanyId, column: t.orderId }, orders),
    index('invoice_lines_invoice_idx').on(t.companyId, t.invoiceId, t.position),
    index('invoice_lines_order_idx').on(t.orderCompanyId, t.orderId),
    check('invoice_lines_charge_code_check', sql`${t.chargeCode} in ('BAS', 'FSC', 'ACC', 'DEM', 'DET')`),
    check('invoice_lines_positive_check', sql`${t.quantity} > 0 and ${t.unitRate} > 0`),
  ],
);

/** A payment received from the billed company, applied to one or several of its invoices. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: tenantKey(),
    paymentNumber: text('payment_number').notNull(),
    payerCompanyId: uuid('payer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('payments', t),
    unique('payments_number_key').on(t.companyId, t.paymentNumber),
    index('payments_created_idx').on(t.companyId, t.createdAt, t.id),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', sql`${t.method} in ('eft', 'wire', 'cheque', 'card', 'cash')`),
  ],
);

export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: id(),
    companyId: tenantKey(),
    paymentId: uuid('payment_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    tenantUnique('payment_applications', t),
    tenantReference(
      'payment_applications_payment_fk',
      { companyId: t.companyId, column: t.paymentId },
      payments,
      'cascade',
    ),
    tenantReference('payment_applications_invoice_fk', { companyId: t.companyId, column: t.invoiceId }, invoices),
    unique('payment_applications_key').on(t.companyId, t.paymentId, t.invoiceId),
    index('payment_applications_invoice_idx').on(t.companyId, t.invoiceId),
    check('payment_applications_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A credit given on one published invoice: it lowers the invoice's balance. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    companyId: tenantKey(),
    creditNoteNumber: text('credit_note_number').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    issueDate: date('issue_date').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('credit_notes', t),
    unique('credit_notes_number_key').on(t.companyId, t.creditNoteNumber),
    tenantReference('credit_notes_invoice_fk', { companyId: t.companyId, column: t.invoiceId }, invoices),
    index('credit_notes_created_idx').on(t.companyId, t.createdAt, t.id),
    check('credit_notes_amount_check', sql`${t.amount} > 0`),
  ],
);
