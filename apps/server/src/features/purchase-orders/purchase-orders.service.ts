import {
  PO_EDITABLE,
  PO_MSG,
  PO_SHIPPABLE,
  PO_TRANSITIONS,
  type TPo,
  type TPoAction,
  type TPoStatus,
  type TPoValues,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyPartners, orders, poItems, poOrderLines, purchaseOrders } from '../../db/schema';
import { AppError, badRequest, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { SharingScope } from '../../platform/sharing';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import { transition } from '../../platform/transition';
import { orderSharing } from '../orders/orders.queries';
import * as q from './purchase-orders.queries';
import { listErrors } from './purchase-orders.rules';

// Purchase orders: the buyer creates and changes its POs, approves or cancels them; the vendor (a
// partner named on the PO) accepts or rejects an approved one. Each action is one conditional update
// (platform/transition.ts): of concurrent attempts exactly one wins, the others get 409 with the state.

const duplicateNumber = () =>
  new AppError(409, 'CONFLICT', PO_MSG.duplicateNumber, { poNumber: PO_MSG.duplicateNumber });

const checkLists = (values: TPoValues) => {
  const errors = listErrors(values.items);
  const first = Object.values(errors)[0];
  if (first) {
    throw badRequest(first, errors);
  }
};

const checkVendor = async (db: Db | q.Tx, tenant: Tenant, vendorCompanyId: string | null) => {
  if (!vendorCompanyId || vendorCompanyId === tenant.companyId) {
    return;
  }
  const [row] = await db
    .select({ id: companyPartners.id })
    .from(companyPartners)
    .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, vendorCompanyId)))
    .limit(1);
  if (!row) {
    throw badRequest(PO_MSG.vendorNotPartner, { vendorCompanyId: PO_MSG.vendorNotPartner });
  }
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const detail = async (db: Db | q.Tx, tenant: Tenant, id: string): Promise<TPo> => {
  const header = await q.getPoHeader(db, tenant, id);
  if (!header) {
    throw notFound(PO_MSG.notFound);
  }
  const ownerCompanyId = String(header.companyId);
  const role = ownerCompanyId === tenant.companyId ? 'buyer' : 'vendor';
  const items = await q.itemsOf(db, ownerCompanyId, id);
  const linked = await q.ordersOf(db, ownerCompanyId, id);
  const status = header.status as TPoStatus;
  const actions = (Object.entries(PO_TRANSITIONS) as Array<[TPoAction, (typeof PO_TRANSITIONS)[TPoAction]]>)
    .filter(([, t]) => t.by === role && t.from.includes(status))
    .map(([action]) => action);
  return {
    ...(header as unknown as TPo),
    createdAt: iso(header.createdAt) as string,
    updatedAt: iso(header.updatedAt) as string,
    palletGroup: (header.palletGroup ?? null) as TPo['palletGroup'],
    role,
    actions,
    items: items.map((item) => ({
      ...(item as unknown as TPo['items'][number]),
      quantity: String(item.quantity),
      shippedQuantity: String(Number(item.shippedQuantity)),
      openQuantity: String(Math.max(0, Number(item.quantity) - Number(item.shippedQuantity))),
      consumerUnit: (item.consumerUnit ?? null) as TPo['items'][number]['consumerUnit'],
      innerPack: (item.innerPack ?? null) as TPo['items'][number]['innerPack'],
      masterPack: (item.masterPack ?? null) as TPo['items'][number]['masterPack'],
    })),
    orders: linked.map((row) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      quantity: String(Number(row.quantity)),
    })),
  };
};

const loggedFields = (values: TPoValues) => ({
  ...values,
  items: values.items.map((item) => item.item),
});

export const createPoService = (db: Db) => ({
  list: async (tenant: Tenant, params: q.PoListParams & { scope?: SharingScope | undefined }) => {
    const page = await q.listPos(db, tenant, params);
    return {
      ...page,
      items: page.rows.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        shippedQuantity: String(Number(row.shippedQuantity)),
        totalQuantity: String(Number(row.totalQuantity)),
      })),
    };
  },

  get: (tenant: Tenant, id: string) => detail(db, tenant, id),

  create: async (tenant: Tenant, values: TPoValues) => {
    checkLists(values);
    await checkVendor(db, tenant, values.vendorCompanyId);
    try {
      const id = await db.transaction(async (tx) => {
        const [created] = await q.insertPos(tx, tenant, [values]);
        await recordEvent(tx, tenant, {
          aggregateType: 'purchase-order',
          aggregateId: created as string,
          type: 'purchase-order.created',
          after: loggedFields(values),
        });
        return created as string;
      });
      return detail(db, tenant, id);
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateNumber() : error;
    }
  },

  update: async (tenant: Tenant, id: string, values: TPoValues) => {
    try {
      await db.transaction(async (tx) => {
        const current = await q.lockOwnPo(tx, tenant, id);
        if (!current) {
          // The vendor sees the PO but may not change it; anyone else does not see it.
          throw (await q.poSharing.roleOn(tx, tenant, id)) ? forbidden(PO_MSG.buyerOnly) : notFound(PO_MSG.notFound);
        }
        if (!PO_EDITABLE.includes(current.status as TPoStatus)) {
          throw new AppError(409, 'STATE_CONFLICT', PO_MSG.notEditable(current.status), undefined, {
            current: current.status,
          });
        }
        checkLists(values);
        await checkVendor(tx, tenant, values.vendorCompanyId);
        const itemIds = values.items.flatMap((item) => (item.id ? [item.id] : []));
        if (itemIds.length > 0) {
          const own = await tx
            .select({ id: poItems.id })
            .from(poItems)
            .where(tenantWhere(poItems, tenant, eq(poItems.poId, id), inArray(poItems.id, itemIds)));
          const index = values.items.findIndex((item) => item.id && !own.some((o) => o.id === item.id));
          if (index >= 0) {
            throw badRequest(PO_MSG.itemNotFound, { [`items.${index}.id`]: PO_MSG.itemNotFound });
          }
        }
        const before = await detail(tx, tenant, id);
        await q.replacePo(tx, tenant, id, values);
        await recordEvent(tx, tenant, {
          aggregateType: 'purchase-order',
          aggregateId: id,
          type: 'purchase-order.updated',
          before: { ...before, items: before.items.map((item) => item.item) },
          after: loggedFields(values),
        });
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateNumber() : error;
    }
    return detail(db, tenant, id);
  },

  act: async (tenant: Tenant, id: string, action: TPoAction) => {
    const rule = PO_TRANSITIONS[action];
    await db.transaction(async (tx) => {
      const { ownerCompanyId } = await q.poSharing.require(tx, tenant, id, [rule.by === 'buyer' ? 'owner' : 'vendor'], {
        notFound: PO_MSG.notFound,
        forbidden: rule.by === 'buyer' ? PO_MSG.buyerOnly : PO_MSG.vendorOnly,
      });
      // The write is the buyer's row (its tenancy scope); the vendor's action is logged there, naming it.
      const owner: Tenant = { companyId: ownerCompanyId, userId: tenant.userId };
      const moved = await transition(tx as unknown as Db, {
        table: purchaseOrders,
        id,
        tenant: owner,
        from: rule.from,
        to: rule.to,
        set: { decidedBy: tenant.userId, decidedAt: new Date() },
        what: 'purchase order',
        conflictMessage: (current) => PO_MSG.conflict(current),
        notFoundMessage: PO_MSG.notFound,
      });
      await recordEvent(tx, owner, {
        aggregateType: 'purchase-order',
        aggregateId: id,
        type: `purchase-order.${rule.to}`,
        before: { status: rule.from.join(' or ') },
        after: { status: moved.status, byCompanyId: tenant.companyId },
      });
    });
    return detail(db, tenant, id);
  },

  deleteItem: async (tenant: Tenant, itemId: string) =>
    db.transaction(async (tx) => {
      const [item] = await tx
        .select({ id: poItems.id, poId: poItems.poId, item: poItems.item })
        .from(poItems)
        .where(tenantWhere(poItems, tenant, eq(poItems.id, itemId)))
        .limit(1);
      if (!item) {
        // A vendor sees the buyer's lines through the PO's sharing but may not change them.
        throw (await q.visiblePoOfItem(tx, tenant, itemId))
          ? forbidden(PO_MSG.buyerOnly)
          : notFound(PO_MSG.itemNotFound);
      }
      const po = await q.lockOwnPo(tx, tenant, item.poId);
      if (!po) {
        throw notFound(PO_MSG.itemNotFound);
      }
      if (!PO_EDITABLE.includes(po.status as TPoStatus)) {
        throw new AppError(409, 'STATE_CONFLICT', PO_MSG.notEditable(po.status), undefined, { current: po.status });
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(poItems)
        .where(tenantWhere(poItems, tenant, eq(poItems.poId, item.poId)));
      if (n <= 1) {
        throw new AppError(409, 'CONFLICT', PO_MSG.lastItem);
      }
      await tx.delete(poItems).where(tenantWhere(poItems, tenant, eq(poItems.id, itemId)));
      await recordEvent(tx, tenant, {
        aggregateType: 'purchase-order',
        aggregateId: item.poId,
        type: 'purchase-order.item-deleted',
        before: { item: item.item },
        after: null,
      });
      return { poId: item.poId };
    }),

  /** The POs an order carries (its owner and its parties see them). */
  ofOrder: async (tenant: Tenant, orderId: string) => {
    const { ownerCompanyId } = await orderSharing.require(
      db,
      tenant,
      orderId,
      ['owner', 'shipper', 'consignee', 'carrier', 'forwarder', 'customer'],
      {
        notFound: PO_MSG.orderNotFound,
      },
    );
    const rows = await q.linesOfOrder(db, ownerCompanyId, orderId);
    const byPo = new Map<
      string,
      {
        poId: string;
        poNumber: string;
        status: TPoStatus;
        lines: Array<{ itemPoId: string; item: string; quantity: string }>;
      }
    >();
    for (const row of rows) {
      const entry = byPo.get(row.poId) ?? {
        poId: row.poId,
        poNumber: row.poNumber,
        status: row.status as TPoStatus,
        lines: [],
      };
      entry.lines.push({ itemPoId: row.itemPoId, item: row.item, quantity: String(Number(row.quantity)) });
      byPo.set(entry.poId, entry);
    }
    return [...byPo.values()];
  },

  /** The buyer puts (part of) a PO on one of its orders: what it carries of each line, at most what is open. */
  link: async (
    tenant: Tenant,
    orderId: string,
    body: { poId: string; lines?: Array<{ itemPoId: string; quantity: number | null }> | undefined },
  ) => {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(tenantWhere(orders, tenant, eq(orders.id, orderId)))
        .limit(1);
      if (!order) {
        throw notFound(PO_MSG.orderNotFound);
      }
      const po = await q.lockOwnPo(tx, tenant, body.poId);
      if (!po) {
        throw badRequest(PO_MSG.notFound, { poId: PO_MSG.notFound });
      }
      if (!PO_SHIPPABLE.includes(po.status as TPoStatus)) {
        throw new AppError(409, 'STATE_CONFLICT', PO_MSG.notShippable(po.status), undefined, { current: po.status });
      }
      const items = await q.itemsOf(tx, tenant.companyId, body.poId);
      // What this order already carries is replaced by the new quantities.
      const onThisOrder = await tx
        .select({ poItemId: poOrderLines.poItemId, quantity: poOrderLines.quantity })
        .from(poOrderLines)
        .where(tenantWhere(poOrderLines, tenant, eq(poOrderLines.orderId, orderId), eq(poOrderLines.poId, body.poId)));
      const openOf = (itemId: string) => {
        const item = items.find((i) => i.id === itemId);
        const here = Number(onThisOrder.find((l) => l.poItemId === itemId)?.quantity ?? 0);
        return item ? Number(item.quantity) - Number(item.shippedQuantity) + here : 0;
      };
      const wanted = body.lines
        ? body.lines.map((line) => ({ itemPoId: line.itemPoId, quantity: Number(line.quantity) }))
        : items.map((item) => ({ itemPoId: item.id, quantity: openOf(item.id) })).filter((l) => l.quantity > 0);
      for (const [index, line] of wanted.entries()) {
        const item = items.find((i) => i.id === line.itemPoId);
        if (!item) {
          throw badRequest(PO_MSG.itemNotFound, { [`lines.${index}.itemPoId`]: PO_MSG.itemNotFound });
        }
        if (line.quantity > openOf(line.itemPoId)) {
          const message = PO_MSG.overShipped(String(openOf(line.itemPoId)), item.item);
          throw badRequest(message, { [`lines.${index}.quantity`]: message });
        }
      }
      await tx
        .delete(poOrderLines)
        .where(tenantWhere(poOrderLines, tenant, eq(poOrderLines.orderId, orderId), eq(poOrderLines.poId, body.poId)));
      if (wanted.length > 0) {
        await tx.insert(poOrderLines).values(
          wanted.map((line) => ({
            companyId: tenant.companyId,
            orderId,
            poId: body.poId,
            poItemId: line.itemPoId,
            quantity: String(line.quantity),
          })),
        );
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'purchase-order',
        aggregateId: body.poId,
        type: 'purchase-order.linked',
        before: null,
        after: { orderId, lines: wanted.map((l) => `${l.itemPoId}:${l.quantity}`) },
      });
    });
  },

  unlink: async (tenant: Tenant, orderId: string, poId: string) =>
    db.transaction(async (tx) => {
      const removed = await tx
        .delete(poOrderLines)
        .where(tenantWhere(poOrderLines, tenant, eq(poOrderLines.orderId, orderId), eq(poOrderLines.poId, poId)))
        .returning({ id: poOrderLines.id });
      if (removed.length === 0) {
        throw notFound(PO_MSG.notFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'purchase-order',
        aggregateId: poId,
        type: 'purchase-order.unlinked',
        before: { orderId },
        after: null,
      });
    }),
});

export type PoService = ReturnType<typeof createPoService>;
