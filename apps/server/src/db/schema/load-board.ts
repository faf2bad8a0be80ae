import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  currencyCheck,
  id,
  money,
  moneyColumns,
  tenantKey,
  tenantReference,
  tenantUnique,
  updatedAt,
} from './columns';
import { companies, users } from './identity';
import { orders } from './orders';

/**
 * A road load a shipper posts for carriers to bid on (issue 16; spec 01 §2.3 `/road/load-board`,
 * spec 02 §7.7). `company_id` is the shipper (the owner). A load is offered publicly (every company
 * sees it while it is open) or to chosen partner carriers (`load_parties`). `status`: open → awarded
 * (a bid accepted, in one conditional UPDATE) or cancelled. `order_id` is the road order the load was
 * posted from, or the one made when a bid is accepted.
 */
export const loads = pgTable(
  'loads',
  {
    id: id(),
    companyId: tenantKey(),
    loadNumber: text('load_number').notNull(),
    status: text('status').notNull().default('open'),
    visibility: text('visibility').notNull().default('public'),
    orderId: uuid('order_id'),
    originCity: text('origin_city').notNull(),
    originState: text('origin_state'),
    originCountry: text('origin_country').notNull(),
    destinationCity: text('destination_city').notNull(),
    destinationState: text('destination_state'),
    destinationCountry: text('destination_country').notNull(),
    pickupFrom: timestamp('pickup_from', { withTimezone: true }).notNull(),
    pickupTo: timestamp('pickup_to', { withTimezone: true }).notNull(),
    deliveryFrom: timestamp('delivery_from', { withTimezone: true }).notNull(),
    deliveryTo: timestamp('delivery_to', { withTimezone: true }).notNull(),
    equipmentType: text('equipment_type').notNull(),
    weightKg: money('weight_kg').notNull(),
    commodity: text('commodity').notNull(),
    ...moneyColumns('targetRate'),
    notes: text('notes'),
    acceptedBidId: uuid('accepted_bid_id'),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id, { onDelete: 'set null' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('loads', t),
    tenantReference('loads_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'set null'),
    uniqueIndex('loads_company_number_key').on(t.companyId, t.loadNumber),
    check('loads_status_check', sql`${t.status} in ('open', 'awarded', 'cancelled')`),
    check('loads_visibility_check', sql`${t.visibility} in ('public', 'partners')`),
    currencyCheck('loads', t.targetRateCurrency),
    // The shipper's list (newest first) and the carriers' board (open public loads, newest first).
    index('loads_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('loads_open_public_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open' and ${t.visibility} = 'public'`),
  ],
);

/** The carriers a load is offered to (the sharing helper's parties table; role 'carrier'). */
export const loadParties = pgTable(
  'load_parties',
  {
    id: id(),
    companyId: tenantKey(),
    loadId: uuid('load_id').notNull(),
    partyCompanyId: uuid('party_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('carrier'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('load_parties', t),
    tenantReference('load_parties_load_fk', { companyId: t.companyId, column: t.loadId }, loads, 'cascade'),
    uniqueIndex('load_parties_load_party_key').on(t.companyId, t.loadId, t.partyCompanyId),
    check('load_parties_role_check', sql`${t.role} in ('carrier')`),
    index('load_parties_party_idx').on(t.partyCompanyId, t.loadId),
  ],
);

/**
 * A carrier's bid on a load. The row is the load owner's (`company_id`, the shipper), posted by the
 * carrier (`carrier_company_id`), as every party action on a shared record. `status`: pending →
 * accepted | rejected (the shipper) | cancelled (the carrier). One pending bid per carrier and load.
 */
export const loadBids = pgTable(
  'load_bids',
  {
    id: id(),
    companyId: tenantKey(),
    loadId: uuid('load_id').notNull(),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    amountCurrency: text('amount_currency').notNull(),
    note: text('note'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('load_bids', t),
    tenantReference('load_bids_load_fk', { companyId: t.companyId, column: t.loadId }, loads, 'cascade'),
    check('load_bids_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'cancelled')`),
    currencyCheck('load_bids', t.amountCurrency),
    uniqueIndex('load_bids_one_pending_key')
      .on(t.companyId, t.loadId, t.carrierCompanyId)
      .where(sql`${t.status} = 'pending'`),
    index('load_bids_load_idx').on(t.companyId, t.loadId, t.createdAt, t.id),
    index('load_bids_carrier_idx').on(t.carrierCompanyId, t.createdAt, t.id),
  ],
);
