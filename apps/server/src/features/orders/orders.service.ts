import {
  ORDER_MSG,
  type TOrder,
  type TOrderPartyRole,
  type TOrderRow,
  type TOrderValues,
} from '@lanehub/shared/features/orders/orders.contract';
import type { TOrderMode, TOrderStatus } from '@lanehub/shared/orders/order-model';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { assertOwned } from '../../platform/repository';
import { nextNumber } from '../../platform/sequences';
import type { Tenant } from '../../platform/tenancy';
import * as q from './orders.queries';

// The rules of shipment orders: the owner books and changes its order; the companies it names
// (its own company or its partners, DOMAIN.md §3) see it; every change is logged in the same
// transaction; numbers come from the company's sequence.

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : value;

const endOf = (row: q.OrderRow, side: 'origin' | 'destination') => ({
  locationId: (row[`${side}LocationId`] as string | null) ?? null,
  locationName: (row[`${side}LocationName`] as string | null) ?? null,
  locode: (row[`${side}Locode`] as string | null) ?? null,
  country: (row[`${side}Country`] as string | null) ?? null,
  address: (row[`${side}Address`] as string | null) ?? null,
  city: (row[`${side}City`] as string | null) ?? null,
  state: (row[`${side}State`] as string | null) ?? null,
  postCode: (row[`${side}PostCode`] as string | null) ?? null,
});

type Party = { role: string; companyId: string; legalName: string };

const viewerRoleOf = (tenant: Tenant, row: q.OrderRow, parties: Party[]): TOrder['viewerRole'] => {
  if (row.companyId === tenant.companyId) {
    return 'owner';
  }
  const mine = parties.filter((p) => p.companyId === tenant.companyId).map((p) => p.role);
  return (mine.sort()[0] ?? 'customer') as TOrderPartyRole;
};

export const toOrderRow = (tenant: Tenant, row: q.OrderRow, parties: Party[]): TOrderRow => ({
  id: row.id,
  orderNumber: row.orderNumber,
  mode: row.mode as TOrderMode,
  moveType: row.moveType ?? null,
  shippingType: row.shippingType ?? null,
  equipmentType: row.equipmentType ?? null,
  temperatureType: row.temperatureType ?? null,
  incoterm: row.incoterm ?? null,
  origin: endOf(row, 'origin'),
  destination: endOf(row, 'destination'),
  ownerCompanyId: row.companyId,
  ownerName: row.ownerName ?? '',
  viewerRole: viewerRoleOf(tenant, row, parties),
  parties: parties.map((p) => ({ role: p.role as TOrderPartyRole, companyId: p.companyId, legalName: p.legalName })),
  poNumber: row.poNumber ?? null,
  bolNumber: row.bolNumber ?? null,
  bookingNumber: row.bookingNumber ?? null,
  customerReference: row.customerReference ?? null,
  shipperOwnedContainer: Boolean(row.shipperOwnedContainer),
  grossWeight: row.grossWeight ?? null,
  weightUnit: row.weightUnit ?? null,
  volume: row.volume ?? null,
  volumeUnit: row.volumeUnit ?? null,
  orderDate: row.orderDate ?? null,
  readyDate: row.readyDate ?? null,
  pickupAt: iso(row.pickupAt),
  etd: iso(row.etd),
  eta: iso(row.eta),
  deliveryAt: iso(row.deliveryAt),
  status: (row.status ?? 'pending') as TOrderStatus,
  stage: row.stage ?? 0,
  lastEventCode: row.lastEventCode ?? null,
  lastEventAt: iso(row.lastEventAt),
  late: Boolean(row.late),
  endedAt: iso(row.endedAt),
  assignedUserId: row.assignedUserId ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  unitCount: row.unitCount ?? 0,
});

/** What the change log keeps of an order: its own fields, the parties by role and the unit numbers. */
const logged = (id: string, orderNumber: string, values: TOrderValues, partyNames: Map<string, string>) => ({
  id,
  orderNumber,
  mode: values.mode,
  moveType: values.moveType,
  shippingType: values.shippingType,
  equipmentType: values.equipmentType,
  incoterm: values.incoterm,
  origin: values.origin.locode ?? values.origin.city,
  destination: values.destination.locode ?? values.destination.city,
  poNumber: values.poNumber,
  bolNumber: values.bolNumber,
  bookingNumber: values.bookingNumber,
  etd: iso(values.etd && new Date(values.etd)),
  eta: iso(values.eta && new Date(values.eta)),
  shipper: partyNames.get('shipper') ?? null,
  consignee: partyNames.get('consignee') ?? null,
  carrier: partyNames.get('carrier') ?? null,
  forwarder: partyNames.get('forwarder') ?? null,
  customer: partyNames.get('customer') ?? null,
  units: values.units.map((u) => u.equipmentNumber),
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export const createOrderService = (db: Db) => {
  /** Every party is the caller's own company or one of its partners; the locations are its own. */
  const checkReferences = async (tenant: Tenant, values: TOrderValues) => {
    const parties = q.partiesIn(tenant, values);
    const allowed = await q.partnerOrSelf(
      db,
      tenant,
      parties.map((p) => p.companyId),
    );
    const stranger = parties.find((p) => !allowed.has(p.companyId));
    if (stranger) {
      throw badRequest(ORDER_MSG.partyNotPartner, { [stranger.field]: ORDER_MSG.partyNotPartner });
    }
    await assertOwned(
      db,
      tenant,
      { originLocationId: locations, destinationLocationId: locations },
      { originLocationId: values.origin.locationId, destinationLocationId: values.destination.locationId },
    );
  };

  const partyNamesOf = async (tx: Executor, tenant: Tenant, id: string) =>
    new Map((await q.partiesOf(tx, tenant.companyId, [id])).map((p) => [p.role, p.legalName]));

  const read = async (tenant: Tenant, id: string, executor: Executor = db): Promise<TOrder> => {
    const row = await q.getOrderRow(executor, tenant, id);
    if (!row) {
      throw notFound(ORDER_MSG.notFound);
    }
    const [parties, units, details] = await Promise.all([
      q.partiesOf(executor, row.companyId, [row.id]),
      q.unitsOf(executor, row.companyId, row.id),
      q.hasDetails(row.mode) ? q.detailsOf(executor, row.companyId, row.id, row.mode) : Promise.resolve(null),
    ]);
    const { unitCount: _count, ...base } = toOrderRow(tenant, row, parties);
    const detail = (mode: string) => {
      if (mode !== row.mode || !details) {
        return null;
      }
      return Object.fromEntries(
        Object.entries(details).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
      ) as never;
    };
    return {
      ...base,
      units: units.map((u) => ({
        ...u,
        kind: u.kind as TOrder['units'][number]['kind'],
        grossWeightKg: u.grossWeightKg ?? null,
        vgmKg: u.vgmKg ?? null,
        temperatureSetting: u.temperatureSetting ?? null,
      })),
      ocean: detail('ocean'),
      road: detail('road'),
      rail: detail('rail'),
      drayage: detail('drayage'),
      air: detail('air'),
    };
  };

  /** The owner's order, locked; 404 for a stranger, 403 for a party (it sees the order, may not change it). */
  const lockForChange = async (tx: Tx, tenant: Tenant, id: string) => {
    const own = await q.lockOwnOrder(tx, tenant, id);
    if (own) {
      return own;
    }
    const role = await q.orderSharing.roleOn(tx, tenant, id);
    throw role ? forbidden(ORDER_MSG.partyReadOnly) : notFound(ORDER_MSG.notFound);
  };

  return {
    list: async (tenant: Tenant, params: q.OrderListParams) => {
      const { rows, ...page } = await q.listOrders(db, tenant, params);
      const parties = await q.partiesOfRows(db, rows);
      const byOrder = new Map<string, Party[]>();
      for (const p of parties) {
        byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), p]);
      }
      return { items: rows.map((row) => toOrderRow(tenant, row, byOrder.get(row.id) ?? [])), ...page };
    },

    get: read,

    create: async (tenant: Tenant, values: TOrderValues) => {
      await checkReferences(tenant, values);
      const id = await db.transaction(async (tx) => {
        const orderNumber = await nextNumber(tx, tenant, 'order');
        const created = await q.insertOrder(tx, tenant, orderNumber, values);
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: created,
          type: 'order.created',
          after: logged(created, orderNumber, values, await partyNamesOf(tx, tenant, created)),
        });
        return created;
      });
      return read(tenant, id);
    },

    update: async (tenant: Tenant, id: string, values: TOrderValues) => {
      await checkReferences(tenant, values);
      await db.transaction(async (tx) => {
        const own = await lockForChange(tx, tenant, id);
        const before = await read(tenant, id, tx);
        const beforeNames = new Map(before.parties.map((p) => [p.role, p.legalName]));
        const beforeValues = {
          ...before,
          origin: { ...before.origin },
          destination: { ...before.destination },
          units: before.units,
        } as unknown as TOrderValues;
        await q.replaceOrder(tx, tenant, id, values);
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: id,
          type: 'order.updated',
          before: logged(id, own.orderNumber, beforeValues, beforeNames),
          after: logged(id, own.orderNumber, values, await partyNamesOf(tx, tenant, id)),
        });
      });
      return read(tenant, id);
    },

    remove: async (tenant: Tenant, id: string) => {
      await db.transaction(async (tx) => {
        const own = await lockForChange(tx, tenant, id);
        if (await q.hasShipmentEvents(tx, tenant, id)) {
          throw conflict(ORDER_MSG.hasEvents);
        }
        await q.deleteOrder(tx, tenant, id);
        await recordEvent(tx, tenant, {
          aggregateType: 'order',
          aggregateId: id,
          type: 'order.deleted',
          before: { id, orderNumber: own.orderNumber, status: own.status },
        });
      });
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
