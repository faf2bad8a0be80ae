import { sql } from 'drizzle-orm';
import {
  boolean,
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

// Purchase orders (issue 15; spec 02 §3; docs/purchase-orders.md). A PO is its buyer's row
// (company_id); the vendor is a partner company named in po_parties, which sees the PO through the
// sharing helper and accepts or rejects it. Line items are rows; the packaging groups of a line and
// the pallet group of the PO are read and written whole with their record, never queried, so they
// are jsonb (each measure in both unit systems).

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    companyId: tenantKey(),
    poNumber: text('po_number').notNull(),
    customerLoadNumber: text('customer_load_number'),
    customer: text('customer'),
    country: text('country'),
    state: text('state'),
    supplierName: text('supplier_name'),
    supplierNumber: text('supplier_number'),
    shipFrom: text('ship_from'),
    shipTo: text('ship_to'),
    plannedReadyDate: date('planned_ready_date'),
    plannedPickupDate: date('planned_pickup_date'),
    plannedReceiptDate: date('planned_receipt_date'),
    actualReadyDate: date('actual_ready_date'),
    actualPickupDate: date('actual_pickup_date'),
    actualReceiptDate: date('actual_receipt_date'),
    orderDate: date('order_date'),
    incoterm: text('incoterm'),
    orderStatus: text('order_status'),
    customerReferenceNumber: text('customer_reference_number'),
    forwarder: text('forwarder'),
    containerEtd: date('container_etd'),
    vendorAddress: text('vendor_address'),
    vendorPhone: text('vendor_phone'),
    urgency: text('urgency'),
    equipmentType: text('equipment_type'),
    temperatureType: text('temperature_type'),
    vendorCompanyId: uuid('vendor_company_id').references(() => companies.id, { onDelete: 'set null' }),
    palletGroup: jsonb('pallet_group'),
    status: text('status').notNull().default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('purchase_orders', t),
    unique('purchase_orders_number_key').on(t.companyId, t.poNumber),
    check(
      'purchase_orders_status_check',
      sql`${t.status} in ('open', 'approved', 'cancelled', 'accepted', 'rejected')`,
    ),
    // The list's default order (newest first) and its other sorts begin with the company.
    index('purchase_orders_created_idx').on(t.companyId, t.createdAt, t.id),
    index('purchase_orders_order_date_idx').on(t.companyId, t.orderDate, t.id),
    index('purchase_orders_vendor_idx').on(t.vendorCompanyId),
  ],
);

export const poParties = pgTable(
  'po_parties',
  {
    id: id(),
    companyId: tenantKey(),
    poId: uuid('po_id').notNull(),
    partyCompanyId: uuid('party_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('po_parties', t),
    tenantReference('po_parties_po_fk', { companyId: t.companyId, column: t.poId }, purchaseOrders, 'cascade'),
    unique('po_parties_po_role_key').on(t.companyId, t.poId, t.role),
    check('po_parties_role_check', sql`${t.role} in ('vendor')`),
    index('po_parties_party_idx').on(t.partyCompanyId, t.poId),
  ],
);

export const poItems = pgTable(
  'po_items',
  {
    id: id(),
    companyId: tenantKey(),
    poId: uuid('po_id').notNull(),
    lineNo: integer('line_no').notNull(),
    item: text('item').notNull(),
    description: text('description'),
    category: text('category'),
    uom: text('uom').notNull().default('EA'),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    weightUnit: text('weight_unit').notNull().default('kg'),
    weight: numeric('weight', { precision: 18, scale: 4 }),
    rate: money('rate'),
    rateCurrency: text('rate_currency').notNull().default('CAD'),
    uov: text('uov').notNull().default('CBM'),
    volume: numeric('volume', { precision: 18, scale: 4 }),
    hsCode: text('hs_code'),
    unCode: text('un_code'),
    hazardous: boolean('hazardous').notNull().default(false),
    temperature: text('temperature'),
    originCountry: text('origin_country'),
    containerNo: text('container_no'),
    sealNo: text('seal_no'),
    collect: boolean('collect').notNull().default(false),
    prepaidToDestination: boolean('prepaid_to_destination').notNull().default(false),
    prepaidToStore: boolean('prepaid_to_store').notNull().default(false),
    prepaidToCustomer: boolean('prepaid_to_customer').notNull().default(false),
    freezable: boolean('freezable').notNull().default(false),
    dangerousGoods: boolean('dangerous_goods').notNull().default(false),
    productSegment: text('product_segment'),
    fragile: boolean('fragile').notNull().default(false),
    palletStackability: boolean('pallet_stackability').notNull().default(false),
    articleNestNeeded: boolean('article_nest_needed').notNull().default(false),
    currentShippableLayer: integer('current_shippable_layer'),
    consumerUnit: jsonb('consumer_unit'),
    innerPack: jsonb('inner_pack'),
    masterPack: jsonb('master_pack'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('po_items', t),
    tenantReference('po_items_po_fk', { companyId: t.companyId, column: t.poId }, purchaseOrders, 'cascade'),
    index('po_items_po_idx').on(t.companyId, t.poId, t.lineNo),
    check('po_items_quantity_check', sql`${t.quantity} > 0`),
    check('po_items_currency_check', sql`${t.rateCurrency} ~ '^[A-Z]{3}$'`),
  ],
);

/** What an order carries of a PO line (the PO's shipped quantity is their sum). */
export const poOrderLines = pgTable(
  'po_order_lines',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    poId: uuid('po_id').notNull(),
    poItemId: uuid('po_item_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('po_order_lines', t),
    tenantReference('po_order_lines_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    tenantReference('po_order_lines_po_fk', { companyId: t.companyId, column: t.poId }, purchaseOrders, 'cascade'),
    tenantReference('po_order_lines_item_fk', { companyId: t.companyId, column: t.poItemId }, poItems, 'cascade'),
    unique('po_order_lines_order_item_key').on(t.companyId, t.orderId, t.poItemId),
    index('po_order_lines_item_idx').on(t.companyId, t.poItemId),
    check('po_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
