import { boolean, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { orders, orderUnits } from './orders';

/**
 * Shipment Control's facts about one unit of an order (issue 14; spec 02 §7.3 `order/{id}/soc`,
 * container-release): whether the shipper owns the container, and the release the carrier gave for
 * it. One row per unit, made the first time a controller writes one; no row reads as not shipper
 * owned and not released. `company_id` is the order's owner.
 */
export const orderUnitControls = pgTable(
  'order_unit_controls',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    shipperOwned: boolean('shipper_owned').notNull().default(false),
    releaseNumber: text('release_number'),
    releaseDate: date('release_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('order_unit_controls', t),
    uniqueIndex('order_unit_controls_unit_key').on(t.companyId, t.unitId),
    tenantReference('order_unit_controls_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    tenantReference('order_unit_controls_unit_fk', { companyId: t.companyId, column: t.unitId }, orderUnits, 'cascade'),
  ],
);
