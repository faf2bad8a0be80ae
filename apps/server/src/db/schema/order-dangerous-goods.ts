import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { users } from './identity';
import { orders } from './orders';

/**
 * Dangerous goods lines of an order (DOMAIN.md §5, §8): UN number, class or division and packing group
 * checked against the list the server ships (features/order-carbon-dg/datasets), the proper shipping
 * name from that list, a gross weight with its unit. `company_id` is the order's owner; the line refers
 * to its order by (company_id, order_id).
 */
export const orderDangerousGoods = pgTable(
  'order_dangerous_goods',
  {
    id: id(),
    companyId: tenantKey(),
    orderId: uuid('order_id').notNull(),
    unNumber: text('un_number').notNull(),
    hazardClass: text('hazard_class').notNull(),
    packingGroup: text('packing_group'),
    properShippingName: text('proper_shipping_name').notNull(),
    grossWeight: numeric('gross_weight', { precision: 14, scale: 3 }),
    weightUnit: text('weight_unit').notNull().default('kg'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantUnique('order_dangerous_goods', t),
    tenantReference('order_dangerous_goods_order_fk', { companyId: t.companyId, column: t.orderId }, orders, 'cascade'),
    check('order_dangerous_goods_un_number_check', sql`${t.unNumber} ~ '^UN[0-9]{4}$'`),
    check(
      'order_dangerous_goods_packing_group_check',
      sql`${t.packingGroup} is null or ${t.packingGroup} in ('I', 'II', 'III')`,
    ),
    check('order_dangerous_goods_weight_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    index('order_dangerous_goods_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);
