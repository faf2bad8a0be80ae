import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { companies } from './identity';
import { orders } from './orders';

// The shipping instruction of an order (features/order-documents, docs/orders-shipping-instruction.md):
// one row per order, owned by the order's owner (company_id), updated in place; `version` counts the
// saves and the change log keeps each one. The containers and dangerous-goods lines are the document's
// own lines (what the carrier prints on the bill of lading), never queried: JSON arrays of the row.

export type SiContainerLine = {
  containerNumber: string;
  sizeType: string | null;
  sealNumbers: string[];
  packages: number | null;
  grossWeightKg: number | null;
};
export type SiDangerousGoodLine = {
  unNumber: string;
  properShippingName: string;
  hazardClass: string;
  packingGroup: 'I' | 'II' | 'III' | null;
};

export const shippingInstructions = pgTable(
  'shipping_instructions',
  {
    id: id(),
    /** The order's owner: a forwarder that writes it writes into the owner's row. */
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    version: integer('version').notNull().default(1),
    shipperName: text('shipper_name').notNull(),
    shipperAddress: text('shipper_address'),
    consigneeName: text('consignee_name').notNull(),
    consigneeAddress: text('consignee_address'),
    notifyName: text('notify_name'),
    notifyAddress: text('notify_address'),
    bookingNumber: text('booking_number'),
    bolNumber: text('bol_number'),
    vesselName: text('vessel_name'),
    voyage: text('voyage'),
    portOfLoading: text('port_of_loading'),
    portOfDischarge: text('port_of_discharge'),
    placeOfReceipt: text('place_of_receipt'),
    placeOfDelivery: text('place_of_delivery'),
    containers: jsonb('containers').$type<SiContainerLine[]>().notNull().default(sql`'[]'::jsonb`),
    packageCount: integer('package_count'),
    packageKind: text('package_kind'),
    goodsDescription: text('goods_description').notNull(),
    hsCode: text('hs_code'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 3 }),
    dangerousGoods: jsonb('dangerous_goods').$type<SiDangerousGoodLine[]>().notNull().default(sql`'[]'::jsonb`),
    freightTerms: text('freight_terms'),
    incoterm: text('incoterm'),
    remarks: text('remarks'),
    /** Who saved it last: the owner or a party (the forwarder); the user is the actor, not a key. */
    updatedByCompanyId: uuid('updated_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('shipping_instructions', t),
    tenantReference('shipping_instructions_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    uniqueIndex('shipping_instructions_order_key').on(t.companyId, t.orderId),
    check('shipping_instructions_freight_terms_check', sql`${t.freightTerms} in ('prepaid', 'collect')`),
    check('shipping_instructions_hs_code_check', sql`${t.hsCode} ~ '^[0-9]{6}$'`),
  ],
);
