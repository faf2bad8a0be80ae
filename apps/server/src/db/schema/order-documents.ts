import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique } from './columns';
import { companies, users } from './identity';
import { orders } from './orders';

/**
 * The documents of a shipment order (issue 14): rows of the order's owner (its tenant key), whoever
 * uploaded them; `uploaded_by_company_id` is the owner or a party of the order. The bytes live in the
 * file store under `storage_key`. Deleting the order deletes its document rows; the service removes
 * the bytes.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    documentType: text('document_type').notNull(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByCompanyId: uuid('uploaded_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantUnique('order_documents', t),
    tenantReference('order_documents_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    index('order_documents_order_idx').on(t.companyId, t.orderId, t.createdAt, t.id),
    uniqueIndex('order_documents_storage_key').on(t.storageKey),
    check(
      'order_documents_type_check',
      sql`${t.documentType} in ('booking_confirmation', 'shipping_instruction', 'bill_of_lading', 'sea_waybill', 'air_waybill', 'cmr_consignment_note', 'rail_consignment_note', 'commercial_invoice', 'packing_list', 'certificate_of_origin', 'dangerous_goods_declaration', 'customs_declaration', 'delivery_order', 'proof_of_delivery', 'other')`,
    ),
  ],
);
