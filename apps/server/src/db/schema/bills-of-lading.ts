import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies, users } from './identity';
import { orders } from './orders';

// Bills of lading (features/bills-of-lading, docs/bills-of-lading.md). A BOL is a row of the company
// that prepares it; its containers are rows of their own (a BOL is looked up by container number), the
// orders it covers are links, and the amendments of an issued BOL an append-only history.

export const billsOfLading = pgTable(
  'bills_of_lading',
  {
    id: id(),
    companyId: tenantKey(),
    bolNumber: text('bol_number').notNull(),
    status: text('status').notNull().default('draft'),
    /** Parties: a company of the network (not a tenant row: the service checks the partner network) and the printed name. */
    shipperCompanyId: uuid('shipper_company_id').references(() => companies.id, { onDelete: 'set null' }),
    shipperName: text('shipper_name').notNull(),
    shipperAddress: text('shipper_address'),
    consigneeCompanyId: uuid('consignee_company_id').references(() => companies.id, { onDelete: 'set null' }),
    consigneeName: text('consignee_name').notNull(),
    consigneeAddress: text('consignee_address'),
    notifyCompanyId: uuid('notify_company_id').references(() => companies.id, { onDelete: 'set null' }),
    notifyName: text('notify_name'),
    notifyAddress: text('notify_address'),
    carrierName: text('carrier_name'),
    carrierScac: text('carrier_scac'),
    vesselName: text('vessel_name'),
    voyage: text('voyage'),
    portOfLoading: text('port_of_loading'),
    portOfDischarge: text('port_of_discharge'),
    placeOfReceipt: text('place_of_receipt'),
    placeOfDelivery: text('place_of_delivery'),
    packageCount: integer('package_count'),
    packageKind: text('package_kind'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 3 }),
    marks: text('marks'),
    goodsDescription: text('goods_description').notNull(),
    freightTerms: text('freight_terms').notNull().default('prepaid'),
    numberOfOriginals: integer('number_of_originals').notNull().default(3),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('bills_of_lading', t),
    unique('bills_of_lading_number_key').on(t.companyId, t.bolNumber),
    index('bills_of_lading_updated_idx').on(t.companyId, t.updatedAt, t.id),
    check('bills_of_lading_status_check', sql`${t.status} in ('draft', 'approved', 'issued', 'surrendered', 'void')`),
    check('bills_of_lading_freight_terms_check', sql`${t.freightTerms} in ('prepaid', 'collect')`),
    check('bills_of_lading_originals_check', sql`${t.numberOfOriginals} between 1 and 5`),
  ],
);

export const bolContainers = pgTable(
  'bol_containers',
  {
    id: id(),
    companyId: tenantKey(),
    bolId: uuid('bol_id').notNull(),
    position: integer('position').notNull(),
    containerNumber: text('container_number').notNull(),
    sizeType: text('size_type'),
    sealNumbers: text('seal_numbers').array().notNull().default(sql`'{}'::text[]`),
    packages: integer('packages'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
  },
  (t) => [
    tenantUnique('bol_containers', t),
    tenantReference('bol_containers_bol_fk', { companyId: t.companyId, column: t.bolId }, billsOfLading, 'cascade'),
    unique('bol_containers_number_key').on(t.companyId, t.bolId, t.containerNumber),
    index('bol_containers_container_idx').on(t.companyId, t.containerNumber),
  ],
);

export const bolOrders = pgTable(
  'bol_orders',
  {
    id: id(),
    companyId: tenantKey(),
    bolId: uuid('bol_id').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('bol_orders', t),
    tenantReference('bol_orders_bol_fk', { companyId: t.companyId, column: t.bolId }, billsOfLading, 'cascade'),
    tenantReference('bol_orders_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    unique('bol_orders_key').on(t.companyId, t.bolId, t.orderId),
    index('bol_orders_order_idx').on(t.companyId, t.orderId),
  ],
);

/** The amendments of an issued BOL: who, why, and the fields before and after. Never updated. */
export const bolAmendments = pgTable(
  'bol_amendments',
  {
    id: id(),
    companyId: tenantKey(),
    bolId: uuid('bol_id').notNull(),
    reason: text('reason').notNull(),
    /** Who amended it (the actor). */
    amendedBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('bol_amendments', t),
    tenantReference('bol_amendments_bol_fk', { companyId: t.companyId, column: t.bolId }, billsOfLading, 'cascade'),
    index('bol_amendments_bol_idx').on(t.companyId, t.bolId, t.createdAt),
  ],
);

/** Numbers reserved by book-number; a BOL created under one of them (custom) marks it used. */
export const bolNumberReservations = pgTable(
  'bol_number_reservations',
  {
    id: id(),
    companyId: tenantKey(),
    bolNumber: text('bol_number').notNull(),
    bolId: uuid('bol_id'),
    reservedBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('bol_number_reservations', t),
    unique('bol_number_reservations_key').on(t.companyId, t.bolNumber),
    tenantReference(
      'bol_number_reservations_bol_fk',
      { companyId: t.companyId, column: t.bolId },
      billsOfLading,
      'set null',
    ),
    index('bol_number_reservations_idx').on(t.companyId, t.createdAt, t.id),
  ],
);
