import { calculateOrderCarbon } from '@lanehub/shared/features/order-carbon-dg/carbon-legs';
import { checkDangerousGoodsLine } from '@lanehub/shared/features/order-carbon-dg/dangerous-goods-check';
import {
  CARBON_METHOD,
  ORDER_CARBON_DG_MSG,
  type TDgLine,
  type TDgLineInput,
  type TOrderCarbon,
  ZOrderCarbon,
} from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import { convertWeight, normalizeUnNumber, normalizeWeightUnit } from '@lanehub/shared/orders/order-rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainEvents, orderDangerousGoods, orderOcean, orders } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import { orderSharing } from '../orders/orders.queries';
import { dangerousGoodsEntries, locodeCoordinates } from './order-carbon-dg.data';

// Emissions and dangerous goods lines of an order. Every party of the order reads both and may calculate
// the emissions (calculate-carbon reads the order, it changes nothing of it); only the owner adds,
// changes and removes dangerous goods lines. The calculation is kept as the order's domain event
// `order.carbon-calculated` (the change log), the latest of which is the order's current figure.

const PARTIES = ['owner', 'shipper', 'consignee', 'carrier', 'forwarder', 'customer'] as const;
const ORDER_NOT_FOUND = 'Order not found';
export const CARBON_EVENT = 'order.carbon-calculated';

type LineRow = typeof orderDangerousGoods.$inferSelect;

const toLine = (row: LineRow): TDgLine => ({
  id: row.id,
  orderId: row.orderId,
  unNumber: row.unNumber,
  hazardClass: row.hazardClass,
  packingGroup: row.packingGroup,
  properShippingName: row.properShippingName,
  grossWeight: row.grossWeight,
  weightUnit: row.weightUnit as TDgLine['weightUnit'],
  createdAt: row.createdAt.toISOString(),
});

const logged = (line: TDgLine) => ({
  unNumber: line.unNumber,
  hazardClass: line.hazardClass,
  packingGroup: line.packingGroup,
  properShippingName: line.properShippingName,
  grossWeight: line.grossWeight,
  weightUnit: line.weightUnit,
});

export const createOrderCarbonDgService = (db: Db) => {
  const readOrder = async (tenant: Tenant, orderId: string) => {
    const { ownerCompanyId } = await orderSharing.require(db, tenant, orderId, PARTIES, { notFound: ORDER_NOT_FOUND });
    const owner: Tenant = { companyId: ownerCompanyId, userId: tenant.userId };
    const [order] = await db
      .select({
        mode: orders.mode,
        originLocode: orders.originLocode,
        destinationLocode: orders.destinationLocode,
        grossWeight: orders.grossWeight,
        weightUnit: orders.weightUnit,
        portOfLoading: orderOcean.portOfLoading,
        portOfDischarge: orderOcean.portOfDischarge,
        transhipmentPorts: orderOcean.transhipmentPorts,
      })
      .from(orders)
      .leftJoin(orderOcean, and(eq(orderOcean.companyId, orders.companyId), eq(orderOcean.orderId, orders.id)))
      .where(tenantWhere(orders, owner, eq(orders.id, orderId)))
      .limit(1);
    if (!order) {
      throw notFound(ORDER_NOT_FOUND);
    }
    return { owner, order };
  };

  const requireOwner = async (tenant: Tenant, orderId: string) => {
    await orderSharing.require(db, tenant, orderId, ['owner'], {
      notFound: ORDER_NOT_FOUND,
      forbidden: ORDER_CARBON_DG_MSG.ownerOnly,
    });
    const [order] = await db
      .select({ mode: orders.mode })
      .from(orders)
      .where(tenantWhere(orders, tenant, eq(orders.id, orderId)));
    return order?.mode ?? '';
  };

  /** Checks a line against the shipped list: 400 with the field's message, else the proper shipping name. */
  const checked = (input: TDgLineInput, mode: string) => {
    const unNumber = normalizeUnNumber(input.unNumber);
    const result = checkDangerousGoodsLine({ ...input, unNumber }, dangerousGoodsEntries(unNumber), { mode });
    if (!result.ok) {
      const [first] = Object.values(result.fieldErrors);
      throw badRequest(first as string, result.fieldErrors as Record<string, string>);
    }
    return {
      unNumber,
      hazardClass: input.hazardClass.trim().toUpperCase(),
      packingGroup: input.packingGroup ? input.packingGroup.trim().toUpperCase() : null,
      properShippingName: result.properShippingName,
      grossWeight: input.grossWeight === null || input.grossWeight === undefined ? null : String(input.grossWeight),
      weightUnit: input.weightUnit ?? 'kg',
    };
  };

  return {
    /** calculate-carbon: the order's legs, each leg's figures and the total; logged on the order. */
    calculate: async (tenant: Tenant, orderId: string): Promise<TOrderCarbon> => {
      const { owner, order } = await readOrder(tenant, orderId);
      const unit = normalizeWeightUnit(order.weightUnit) ?? 'kg';
      const weight = order.grossWeight === null ? null : Number(order.grossWeight);
      const weightKg = weight === null ? null : convertWeight(weight, unit, 'kg');
      const outcome = calculateOrderCarbon(
        orderId,
        { ...order, transhipmentPorts: order.transhipmentPorts ?? [] },
        weightKg,
        locodeCoordinates,
      );
      if (!outcome.ok) {
        throw badRequest(outcome.message);
      }
      await db.transaction(async (tx) => {
        await recordEvent(
          tx,
          { companyId: owner.companyId, userId: tenant.userId },
          {
            aggregateType: 'order',
            aggregateId: orderId,
            type: CARBON_EVENT,
            before: null,
            after: { ...outcome.carbon, calculatedByCompanyId: tenant.companyId },
          },
        );
      });
      return outcome.carbon;
    },

    /** The latest calculation of the order, or null. */
    latest: async (tenant: Tenant, orderId: string): Promise<TOrderCarbon | null> => {
      const { owner } = await readOrder(tenant, orderId);
      const [event] = await db
        .select({ after: domainEvents.after })
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.companyId, owner.companyId),
            eq(domainEvents.aggregateType, 'order'),
            eq(domainEvents.aggregateId, orderId),
            eq(domainEvents.type, CARBON_EVENT),
          ),
        )
        .orderBy(desc(domainEvents.sequence))
        .limit(1);
      const parsed = ZOrderCarbon.safeParse({ method: CARBON_METHOD, ...(event?.after as object | undefined) });
      return event && parsed.success ? parsed.data : null;
    },

    lines: async (tenant: Tenant, orderId: string): Promise<TDgLine[]> => {
      const { owner } = await readOrder(tenant, orderId);
      const rows = await db
        .select()
        .from(orderDangerousGoods)
        .where(tenantWhere(orderDangerousGoods, owner, eq(orderDangerousGoods.orderId, orderId)))
        .orderBy(asc(orderDangerousGoods.createdAt), asc(orderDangerousGoods.id));
      return rows.map(toLine);
    },

    add: async (tenant: Tenant, orderId: string, input: TDgLineInput): Promise<TDgLine> => {
      const mode = await requireOwner(tenant, orderId);
      const values = checked(input, mode);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orderDangerousGoods)
          .values({ ...values, companyId: tenant.companyId, orderId, createdBy: tenant.userId })
          .returning();
        const line = toLine(row as LineRow);
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: orderId,
          type: 'order.dangerous-goods-added',
          before: null,
          after: { lineId: line.id, ...logged(line) },
        });
        return line;
      });
    },

    update: async (tenant: Tenant, orderId: string, lineId: string, input: TDgLineInput): Promise<TDgLine> => {
      const mode = await requireOwner(tenant, orderId);
      const values = checked(input, mode);
      return db.transaction(async (tx) => {
        const where = tenantWhere(
          orderDangerousGoods,
          tenant,
          eq(orderDangerousGoods.orderId, orderId),
          eq(orderDangerousGoods.id, lineId),
        );
        const [before] = await tx.select().from(orderDangerousGoods).where(where).for('update');
        if (!before) {
          throw notFound(ORDER_CARBON_DG_MSG.lineNotFound);
        }
        const [row] = await tx
          .update(orderDangerousGoods)
          .set({ ...values, updatedAt: new Date() })
          .where(where)
          .returning();
        const line = toLine(row as LineRow);
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: orderId,
          type: 'order.dangerous-goods-updated',
          before: { lineId, ...logged(toLine(before)) },
          after: { lineId, ...logged(line) },
        });
        return line;
      });
    },

    remove: async (tenant: Tenant, orderId: string, lineId: string): Promise<void> => {
      await requireOwner(tenant, orderId);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(orderDangerousGoods)
          .where(
            tenantWhere(
              orderDangerousGoods,
              tenant,
              eq(orderDangerousGoods.orderId, orderId),
              eq(orderDangerousGoods.id, lineId),
            ),
          )
          .returning();
        if (!row) {
          throw notFound(ORDER_CARBON_DG_MSG.lineNotFound);
        }
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: orderId,
          type: 'order.dangerous-goods-removed',
          before: { lineId, ...logged(toLine(row)) },
          after: null,
        });
      });
    },
  };
};
