import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';
import { orders } from './orders';

// Demurrage and detention (features/demurrage, docs/demurrage.md). Terms are the company's free time
// per clock, carrier and port; the clocks themselves are computed from shipment_events, never stored.
// A warning row makes the early warning idempotent (one per container and clock); a dispute compares
// the charge a carrier billed with the one computed, and ends with one of the spec's outcomes.

export const dndTerms = pgTable(
  'dnd_terms',
  {
    id: id(),
    companyId: tenantKey(),
    name: text('name').notNull(),
    clock: text('clock').notNull(),
    /** The carrier the terms are agreed with (a partner); null: every carrier. */
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    contractReference: text('contract_reference'),
    /** UN/LOCODE of the port; null: every port. */
    portLocode: text('port_locode'),
    freeDays: integer('free_days').notNull(),
    currency: text('currency').notNull().default('CAD'),
    /** Per-day tiers after free time, read with the terms only (never queried into). */
    tiers: jsonb('tiers').$type<Array<{ fromDay: number; toDay: number | null; rate: string }>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('dnd_terms', t),
    // One set of terms per clock, carrier and port ("every" counts as one value).
    unique('dnd_terms_scope_key').on(t.companyId, t.clock, t.carrierCompanyId, t.portLocode).nullsNotDistinct(),
    index('dnd_terms_list_idx').on(t.companyId, t.updatedAt, t.id),
    check('dnd_terms_clock_check', sql`${t.clock} in ('demurrage', 'detention')`),
    check('dnd_terms_free_days_check', sql`${t.freeDays} between 0 and 365`),
    check('dnd_terms_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The early warning sent for one container's clock: at most one per container and clock. */
export const dndWarnings = pgTable(
  'dnd_warnings',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    container: text('container').notNull(),
    clock: text('clock').notNull(),
    /** The clock's start it was sent for (a new discharge restarts the clock and warns again). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    freeTimeEndsAt: timestamp('free_time_ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('dnd_warnings', t),
    tenantReference('dnd_warnings_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    unique('dnd_warnings_once_key').on(t.companyId, t.orderId, t.container, t.clock, t.startedAt),
  ],
);

export const dndDisputes = pgTable(
  'dnd_disputes',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    container: text('container').notNull(),
    clock: text('clock').notNull(),
    status: text('status').notNull().default('review'),
    billedAmount: money('billed_amount').notNull(),
    billedCurrency: text('billed_currency').notNull(),
    computedAmount: money('computed_amount').notNull(),
    computedCurrency: text('computed_currency').notNull(),
    daysOver: integer('days_over').notNull(),
    /** The computation as it stood when the dispute was opened (the pack prints it). */
    computation: jsonb('computation').$type<Record<string, unknown>>().notNull(),
    invoiceReference: text('invoice_reference'),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('dnd_disputes', t),
    tenantReference('dnd_disputes_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    index('dnd_disputes_list_idx').on(t.companyId, t.createdAt, t.id),
    check('dnd_disputes_status_check', sql`${t.status} in ('review', 'accepted', 'denied')`),
    check('dnd_disputes_clock_check', sql`${t.clock} in ('demurrage', 'detention')`),
  ],
);
