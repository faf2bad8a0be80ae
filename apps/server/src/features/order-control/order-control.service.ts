import {
  ORDER_CONTROL_MSG,
  type TAssignee,
  type TAssignInput,
  type TContainerReleaseInput,
  type TControlLookupQuery,
  type TControlRow,
  type TControlUnit,
  type TOrderControl,
  type TSocInput,
  type TUpdateContainerInput,
  type TUpdateUnitInput,
} from '@lanehub/shared/features/order-control/order-control.contract';
import { ORDER_MSG } from '@lanehub/shared/features/orders/orders.contract';
import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderUnitControls, orderUnits, shipmentEvents, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { defineList, type ListParams, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { orderSharing } from '../orders/orders.queries';
import { reprojectOrder } from '../orders/orders.tracking';

// Shipment Control (docs/orders-control.md). Every write is the owner's: a party of the order gets
// 403, any other company 404 (platform/sharing.ts). Each write locks the order, changes it and logs
// its domain event in one transaction.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const requireOwner = async (db: Executor, tenant: Tenant, orderId: string) => {
  await orderSharing.require(db, tenant, orderId, ['owner'], {
    notFound: ORDER_MSG.notFound,
    forbidden: ORDER_CONTROL_MSG.ownerOnly,
  });
};

type ControlSort = 'createdAt' | 'orderNumber' | 'eta';
const CONTROL_LIST = defineList<ControlSort>({
  id: orders.id,
  sorts: { createdAt: orders.createdAt, orderNumber: orders.orderNumber, eta: orders.eta },
});

export type ControlListParams = ListParams<ControlSort> & {
  view: 'mine' | 'unassigned' | 'all';
  mode?: string | undefined;
  includeEnded: boolean;
  search?: string | undefined;
};

const assigneeName = sql<
  string | null
>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  mode: orders.mode,
  status: orders.status,
  stage: orders.stage,
  originLocode: orders.originLocode,
  destinationLocode: orders.destinationLocode,
  bookingNumber: orders.bookingNumber,
  eta: orders.eta,
  endedAt: orders.endedAt,
  assignedUserId: orders.assignedUserId,
  assignedUserName: assigneeName,
  createdAt: orders.createdAt,
  poNumber: orders.poNumber,
  bolNumber: orders.bolNumber,
  customerReference: orders.customerReference,
  shipperOwnedContainer: orders.shipperOwnedContainer,
};

type RawRow = {
  [K in keyof typeof rowColumns]: unknown;
};

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : (value as string | null));

const toRow = (raw: RawRow): TControlRow => ({
  id: String(raw.id),
  orderNumber: String(raw.orderNumber),
  mode: raw.mode as TControlRow['mode'],
  status: raw.status as TControlRow['status'],
  stage: Number(raw.stage),
  originLocode: (raw.originLocode as string | null) ?? null,
  destinationLocode: (raw.destinationLocode as string | null) ?? null,
  bookingNumber: (raw.bookingNumber as string | null) ?? null,
  eta: iso(raw.eta),
  endedAt: iso(raw.endedAt),
  assignedUserId: (raw.assignedUserId as string | null) ?? null,
  assignedUserName: (raw.assignedUserName as string | null) ?? null,
  createdAt: iso(raw.createdAt) as string,
});

const baseSelect = (db: Executor) =>
  db
    .select(rowColumns)
    .from(orders)
    .leftJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.assignedUserId)));

const unitsOf = async (db: Executor, tenant: Tenant, orderId: string): Promise<TControlUnit[]> => {
  const rows = await db
    .select({
      id: orderUnits.id,
      kind: orderUnits.kind,
      equipmentNumber: orderUnits.equipmentNumber,
      sizeType: orderUnits.sizeType,
      sealNumbers: orderUnits.sealNumbers,
      grossWeightKg: orderUnits.grossWeightKg,
      vgmKg: orderUnits.vgmKg,
      temperatureSetting: orderUnits.temperatureSetting,
      shipperOwned: sql<boolean>`coalesce(${orderUnitControls.shipperOwned}, false)`,
      releaseNumber: orderUnitControls.releaseNumber,
      releaseDate: orderUnitControls.releaseDate,
    })
    .from(orderUnits)
    .leftJoin(
      orderUnitControls,
      and(eq(orderUnitControls.companyId, orderUnits.companyId), eq(orderUnitControls.unitId, orderUnits.id)),
    )
    .where(tenantWhere(orderUnits, tenant, eq(orderUnits.orderId, orderId)))
    .orderBy(asc(orderUnits.equipmentNumber), asc(orderUnits.id));
  return rows.map((r) => ({ ...r, shipperOwned: Boolean(r.shipperOwned) }));
};

const controlOf = async (db: Executor, tenant: Tenant, where: SQL): Promise<TOrderControl | null> => {
  const [raw] = await baseSelect(db)
    .where(tenantWhere(orders, tenant, where))
    .limit(1);
  if (!raw) {
    return null;
  }
  return {
    ...toRow(raw),
    poNumber: raw.poNumber,
    bolNumber: raw.bolNumber,
    customerReference: raw.customerReference,
    shipperOwnedContainer: raw.shipperOwnedContainer,
    units: await unitsOf(db, tenant, raw.id),
  };
};

/** Locks the caller's order for the write (after the owner check) and answers its current row. */
const lockOrder = async (tx: Tx, tenant: Tenant, orderId: string) => {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, assignedUserId: orders.assignedUserId, mode: orders.mode })
    .from(orders)
    .where(tenantWhere(orders, tenant, eq(orders.id, orderId)))
    .for('update');
  if (!row) {
    throw notFound(ORDER_MSG.notFound);
  }
  return row;
};

/** The unit, on this order of the caller's company (locked), or 400 on the field. */
const unitOn = async (tx: Tx, tenant: Tenant, orderId: string, unitId: string) => {
  const [unit] = await tx
    .select()
    .from(orderUnits)
    .where(tenantWhere(orderUnits, tenant, eq(orderUnits.orderId, orderId), eq(orderUnits.id, unitId)))
    .for('update');
  if (!unit) {
    throw badRequest(ORDER_CONTROL_MSG.unitNotFound, { unitId: ORDER_CONTROL_MSG.unitNotFound });
  }
  return unit;
};

const upsertUnitControl = (
  tx: Tx,
  tenant: Tenant,
  orderId: string,
  unitId: string,
  values: Partial<Pick<typeof orderUnitControls.$inferInsert, 'shipperOwned' | 'releaseNumber' | 'releaseDate'>>,
) =>
  tx
    .insert(orderUnitControls)
    .values(tenantValues(tenant, { orderId, unitId, ...values }))
    .onConflictDoUpdate({
      target: [orderUnitControls.companyId, orderUnitControls.unitId],
      set: { ...values, updatedAt: new Date() },
    });

export const createOrderControlService = (db: Db) => ({
  /** The company's own open shipments: mine, unassigned or all; paged in SQL (offset or keyset). */
  list: async (tenant: Tenant, params: ControlListParams) => {
    const search = params.search?.trim();
    const where = tenantWhere(
      orders,
      tenant,
      params.view === 'mine' ? eq(orders.assignedUserId, tenant.userId) : undefined,
      params.view === 'unassigned' ? isNull(orders.assignedUserId) : undefined,
      params.includeEnded ? undefined : ne(orders.status, 'ended'),
      params.mode ? eq(orders.mode, params.mode) : undefined,
      search ? searchAny(search, [orders.orderNumber, orders.poNumber, orders.bookingNumber]) : undefined,
    );
    const plan = listPlan(CONTROL_LIST, params);
    const fetched = await db
      .select({ ...rowColumns, ...plan.keyColumns })
      .from(orders)
      .leftJoin(users, and(eq(users.companyId, orders.companyId), eq(users.id, orders.assignedUserId)))
      .where(and(where, plan.after))
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const counted = db.select(countRow).from(orders).where(where).$dynamic();
    const { rows, ...page } = await listPage(db, plan, fetched, counted);
    return { items: (rows as unknown as RawRow[]).map(toRow), ...page };
  },

  /** The order of this mode and number, prefilled for the create form (owner only). */
  lookup: async (tenant: Tenant, query: TControlLookupQuery): Promise<TOrderControl> => {
    const found = await controlOf(
      db,
      tenant,
      and(eq(orders.mode, query.mode), eq(orders.orderNumber, query.orderNumber.trim().toUpperCase())) as SQL,
    );
    if (!found) {
      throw new AppError(404, 'NOT_FOUND', ORDER_CONTROL_MSG.lookupNotFound);
    }
    return found;
  },

  get: async (tenant: Tenant, orderId: string): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    const found = await controlOf(db, tenant, eq(orders.id, orderId));
    if (!found) {
      throw notFound(ORDER_MSG.notFound);
    }
    return found;
  },

  /** Enabled users of the caller's company, by name: who a shipment may be assigned to. */
  assignees: async (tenant: Tenant, params: { search?: string | undefined; limit: number }): Promise<TAssignee[]> => {
    const search = params.search?.trim();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, tenant.companyId),
          eq(users.enabled, true),
          search ? searchAny(search, [users.firstName, users.lastName, users.email]) : undefined,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email), asc(users.id))
      .limit(params.limit);
    return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
  },

  /**
   * Assigns (or unassigns, userId null) the shipment. One conditional UPDATE: it only matches while
   * the assignee is still the one the caller saw, so of two concurrent assignments one wins and the
   * other gets 409 and records nothing. The assignee must be a user of the company (the composite key
   * `(company_id, assigned_user_id) → users` holds it in the database too).
   */
  assign: async (tenant: Tenant, orderId: string, input: TAssignInput): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    if (input.userId) {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, tenant.companyId), eq(users.id, input.userId), eq(users.enabled, true)))
        .limit(1);
      if (!member) {
        throw badRequest(ORDER_CONTROL_MSG.assigneeNotInCompany, { userId: ORDER_CONTROL_MSG.assigneeNotInCompany });
      }
    }
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(orders)
        .set({ assignedUserId: input.userId, updatedAt: new Date() })
        .where(
          tenantWhere(
            orders,
            tenant,
            eq(orders.id, orderId),
            input.expectedUserId === null
              ? isNull(orders.assignedUserId)
              : and(isNotNull(orders.assignedUserId), eq(orders.assignedUserId, input.expectedUserId)),
          ),
        )
        .returning({ id: orders.id });
      if (!changed) {
        throw new AppError(409, 'STATE_CONFLICT', ORDER_CONTROL_MSG.assignConflict);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: input.userId ? 'order.assigned' : 'order.unassigned',
        before: { assignedUserId: input.expectedUserId },
        after: { assignedUserId: input.userId },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },

  /**
   * Marks the shipment ended: a SHIPMENT CMPL event (DCSA "completed"), then the order projected
   * again from all its events with the shared projection, so `status` stays the projection's.
   */
  end: async (tenant: Tenant, orderId: string): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, tenant, orderId);
      if (order.status === 'ended') {
        throw new AppError(409, 'STATE_CONFLICT', ORDER_CONTROL_MSG.alreadyEnded);
      }
      const now = new Date();
      await tx.insert(shipmentEvents).values(
        tenantValues(tenant, {
          orderId,
          eventType: 'SHIPMENT',
          classifier: 'ACT',
          eventCode: 'CMPL',
          eventAt: now,
          eventOffset: '+00:00',
          source: 'screen',
          idempotencyKey: `control-ended-${now.getTime()}`,
          postedByCompanyId: tenant.companyId,
          createdBy: tenant.userId,
        }),
      );
      const after = await reprojectOrder(tx, tenant, orderId, now);
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.ended',
        before: { status: order.status },
        after: { status: after.status, events: ['CMPL'] },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },

  /** PUT order/{id}/soc: each named container's shipper-owned flag; the order's flag is "any unit". */
  soc: async (tenant: Tenant, orderId: string, input: TSocInput): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, tenant, orderId);
      const before: Record<string, boolean> = {};
      const after: Record<string, boolean> = {};
      const current = new Map((await unitsOf(tx, tenant, orderId)).map((u) => [u.id, u]));
      for (const { unitId, shipperOwned } of input.containers) {
        const unit = await unitOn(tx, tenant, orderId, unitId);
        if (unit.kind !== 'container') {
          throw badRequest(ORDER_CONTROL_MSG.notAContainer, { unitId: ORDER_CONTROL_MSG.notAContainer });
        }
        before[unit.equipmentNumber] = current.get(unitId)?.shipperOwned ?? false;
        after[unit.equipmentNumber] = shipperOwned;
        await upsertUnitControl(tx, tenant, orderId, unitId, { shipperOwned });
      }
      const [any] = await tx
        .select({ value: sql<boolean>`coalesce(bool_or(${orderUnitControls.shipperOwned}), false)` })
        .from(orderUnitControls)
        .where(tenantWhere(orderUnitControls, tenant, eq(orderUnitControls.orderId, orderId)));
      await tx
        .update(orders)
        .set({ shipperOwnedContainer: Boolean(any?.value), updatedAt: new Date() })
        .where(tenantWhere(orders, tenant, eq(orders.id, order.id)));
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.soc-updated',
        before: { shipperOwned: before },
        after: { shipperOwned: after },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },

  /** PUT order/{id}/update-container: number (ISO 6346, checked by the contract), seals, size/type. */
  updateContainer: async (tenant: Tenant, orderId: string, input: TUpdateContainerInput): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    await db.transaction(async (tx) => {
      await lockOrder(tx, tenant, orderId);
      const unit = await unitOn(tx, tenant, orderId, input.unitId);
      if (unit.kind !== 'container') {
        throw badRequest(ORDER_CONTROL_MSG.notAContainer, { unitId: ORDER_CONTROL_MSG.notAContainer });
      }
      const [clash] = await tx
        .select({ id: orderUnits.id })
        .from(orderUnits)
        .where(
          tenantWhere(
            orderUnits,
            tenant,
            eq(orderUnits.orderId, orderId),
            eq(orderUnits.equipmentNumber, input.equipmentNumber),
            ne(orderUnits.id, unit.id),
          ),
        )
        .limit(1);
      if (clash) {
        throw badRequest(ORDER_MSG.unitTaken, { equipmentNumber: ORDER_MSG.unitTaken });
      }
      await tx
        .update(orderUnits)
        .set({
          equipmentNumber: input.equipmentNumber,
          sealNumbers: input.sealNumbers,
          sizeType: input.sizeType,
          updatedAt: new Date(),
        })
        .where(tenantWhere(orderUnits, tenant, eq(orderUnits.id, unit.id)));
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.container-updated',
        before: { equipmentNumber: unit.equipmentNumber, sealNumbers: unit.sealNumbers, sizeType: unit.sizeType },
        after: { equipmentNumber: input.equipmentNumber, sealNumbers: input.sealNumbers, sizeType: input.sizeType },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },

  /** PUT order/{id}/update-unit: gross weight, VGM and reefer setting of any unit. */
  updateUnit: async (tenant: Tenant, orderId: string, input: TUpdateUnitInput): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    await db.transaction(async (tx) => {
      await lockOrder(tx, tenant, orderId);
      const unit = await unitOn(tx, tenant, orderId, input.unitId);
      const values = {
        grossWeightKg: input.grossWeightKg,
        vgmKg: input.vgmKg,
        temperatureSetting: input.temperatureSetting === null ? null : String(input.temperatureSetting),
      };
      await tx
        .update(orderUnits)
        .set({ ...values, updatedAt: new Date() })
        .where(tenantWhere(orderUnits, tenant, eq(orderUnits.id, unit.id)));
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.unit-updated',
        before: {
          equipmentNumber: unit.equipmentNumber,
          grossWeightKg: unit.grossWeightKg,
          vgmKg: unit.vgmKg,
          temperatureSetting: unit.temperatureSetting,
        },
        after: { equipmentNumber: unit.equipmentNumber, ...values },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },

  /** PUT order/{id}/container-release: the release number and date of a container. */
  release: async (tenant: Tenant, orderId: string, input: TContainerReleaseInput): Promise<TOrderControl> => {
    await requireOwner(db, tenant, orderId);
    await db.transaction(async (tx) => {
      await lockOrder(tx, tenant, orderId);
      const unit = await unitOn(tx, tenant, orderId, input.unitId);
      if (unit.kind !== 'container') {
        throw badRequest(ORDER_CONTROL_MSG.notAContainer, { unitId: ORDER_CONTROL_MSG.notAContainer });
      }
      const [previous] = await tx
        .select({ releaseNumber: orderUnitControls.releaseNumber, releaseDate: orderUnitControls.releaseDate })
        .from(orderUnitControls)
        .where(tenantWhere(orderUnitControls, tenant, eq(orderUnitControls.unitId, unit.id)));
      await upsertUnitControl(tx, tenant, orderId, unit.id, {
        releaseNumber: input.releaseNumber,
        releaseDate: input.releaseDate,
      });
      await recordEvent(tx, tenant, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.container-released',
        before: {
          equipmentNumber: unit.equipmentNumber,
          releaseNumber: previous?.releaseNumber ?? null,
          releaseDate: previous?.releaseDate ?? null,
        },
        after: {
          equipmentNumber: unit.equipmentNumber,
          releaseNumber: input.releaseNumber,
          releaseDate: input.releaseDate,
        },
      });
    });
    return (await controlOf(db, tenant, eq(orders.id, orderId))) as TOrderControl;
  },
});
