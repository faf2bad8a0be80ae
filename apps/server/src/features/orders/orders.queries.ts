import type { TOrderAttention, TOrderPartyRole, TOrderValues } from '@lanehub/shared/features/orders/orders.contract';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  companyPartners,
  locations,
  orderAir,
  orderDrayage,
  orderOcean,
  orderParties,
  orderRail,
  orderRoad,
  orderSearchText,
  orders,
  orderUnits,
  shipmentEvents,
} from '../../db/schema';
import { orderSharing } from '../../kernel/order-sharing';
import {
  branchedCounter,
  branchedPageWhere,
  containsPattern,
  defineList,
  type ListParams,
  listPage,
  listPlan,
} from '../../platform/list-query';
import type { SharingScope } from '../../platform/sharing';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { attentionWhere } from './orders.attention';

// SQL of shipment orders. An order is its owner's (company_id) and is seen by the companies named on
// it (order_parties): every read goes through the sharing helper, every write through the tenancy
// scope of the owner.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The one declaration, in the kernel (the AI area reads orders per lane through it too). */
export { orderSharing } from '../../kernel/order-sharing';

const owner = alias(companies, 'order_owner');
const originLocation = alias(locations, 'origin_location');
const destinationLocation = alias(locations, 'destination_location');

const rowColumns = {
  id: orders.id,
  companyId: orders.companyId,
  ownerName: owner.legalName,
  orderNumber: orders.orderNumber,
  mode: orders.mode,
  moveType: orders.moveType,
  shippingType: orders.shippingType,
  equipmentType: orders.equipmentType,
  temperatureType: orders.temperatureType,
  incoterm: orders.incoterm,
  originLocationId: orders.originLocationId,
  originLocationName: originLocation.name,
  originLocode: orders.originLocode,
  originCountry: orders.originCountry,
  originAddress: orders.originAddress,
  originCity: orders.originCity,
  originState: orders.originState,
  originPostCode: orders.originPostCode,
  destinationLocationId: orders.destinationLocationId,
  destinationLocationName: destinationLocation.name,
  destinationLocode: orders.destinationLocode,
  destinationCountry: orders.destinationCountry,
  destinationAddress: orders.destinationAddress,
  destinationCity: orders.destinationCity,
  destinationState: orders.destinationState,
  destinationPostCode: orders.destinationPostCode,
  poNumber: orders.poNumber,
  bolNumber: orders.bolNumber,
  bookingNumber: orders.bookingNumber,
  customerReference: orders.customerReference,
  shipperOwnedContainer: orders.shipperOwnedContainer,
  grossWeight: orders.grossWeight,
  weightUnit: orders.weightUnit,
  volume: orders.volume,
  volumeUnit: orders.volumeUnit,
  orderDate: orders.orderDate,
  readyDate: orders.readyDate,
  pickupAt: orders.pickupAt,
  etd: orders.etd,
  eta: orders.eta,
  deliveryAt: orders.deliveryAt,
  status: orders.status,
  stage: orders.stage,
  lastEventCode: orders.lastEventCode,
  lastEventAt: orders.lastEventAt,
  late: orders.late,
  endedAt: orders.endedAt,
  assignedUserId: orders.assignedUserId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  unitCount: sql<number>`(select count(*)::int from ${orderUnits} where ${orderUnits.companyId} = ${orders.companyId} and ${orderUnits.orderId} = ${orders.id})`,
};

const selectRows = (db: Executor) =>
  db
    .select(rowColumns)
    .from(orders)
    .innerJoin(owner, eq(owner.id, orders.companyId))
    .leftJoin(
      originLocation,
      and(eq(originLocation.companyId, orders.companyId), eq(originLocation.id, orders.originLocationId)),
    )
    .leftJoin(
      destinationLocation,
      and(
        eq(destinationLocation.companyId, orders.companyId),
        eq(destinationLocation.id, orders.destinationLocationId),
      ),
    );

/** A row of the order lists and the base of one order's detail. */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export type OrderSort = 'createdAt' | 'orderNumber' | 'eta' | 'status';

// Newest first by default; the id ends every order so pages never overlap (keyset cursors).
const ORDER_LIST = defineList<OrderSort>({
  id: orders.id,
  // Newest first to the last key: the owner's indexes are (company_id, created_at desc, id desc).
  idOrder: 'desc',
  sorts: { createdAt: orders.createdAt, orderNumber: orders.orderNumber, eta: orders.eta, status: orders.status },
});

export type OrderListParams = ListParams<OrderSort> & {
  search?: string | undefined;
  mode?: string | undefined;
  status?: string | undefined;
  stage?: number | undefined;
  attention?: TOrderAttention | undefined;
  from?: string | undefined;
  to?: string | undefined;
  partyCompanyId?: string | undefined;
  originLocode?: string | null | undefined;
  destinationLocode?: string | null | undefined;
  scope?: SharingScope | undefined;
};

/** The list's filters, without who may see the rows nor the search (both are branches, below). */
const filtersOf = (params: OrderListParams): SQL | undefined => {
  const conditions: Array<SQL | undefined> = [
    params.mode ? eq(orders.mode, params.mode) : undefined,
    params.status ? eq(orders.status, params.status) : undefined,
    params.stage !== undefined ? eq(orders.stage, params.stage) : undefined,
    params.attention ? attentionWhere(params.attention, new Date()) : undefined,
    params.from ? gte(orders.createdAt, new Date(`${params.from}T00:00:00Z`)) : undefined,
    params.to ? lt(orders.createdAt, sql`(${params.to}::date + 1)::timestamptz`) : undefined,
    params.originLocode ? eq(orders.originLocode, params.originLocode) : undefined,
    params.destinationLocode ? eq(orders.destinationLocode, params.destinationLocode) : undefined,
    params.partyCompanyId
      ? sql`(${orders.companyId} = ${params.partyCompanyId} or exists (select 1 from ${orderParties} where ${orderParties.companyId} = ${orders.companyId} and ${orderParties.orderId} = ${orders.id} and ${orderParties.partyCompanyId} = ${params.partyCompanyId}))`
      : undefined,
  ];
  return and(...conditions);
};

// The list reads the orders the company owns and those shared with it as two branches, each in the
// owner's index order up to the page's end, then merges them (docs/performance.md, "Orders"): one
// `owned OR party` condition would read every company's orders for each page.
// A search (order, PO, BOL or booking number, or a container number of its units, contains, any
// case) splits each branch again: the orders whose numbers match (the trigram index on
// `orderSearchText`), and the others whose units' container numbers match (the trigram index on
// `order_units`), so that neither side is an `OR` the indexes cannot serve.
const searchBranchesOf = (search: string | undefined): Array<SQL | undefined> => {
  const pattern = containsPattern(search);
  if (!pattern) {
    return [undefined];
  }
  const numbers = sql`(${orderSearchText(orders)}) ilike ${pattern}`;
  const containers = sql`(${orders.companyId}, ${orders.id}) in (select ${orderUnits.companyId}, ${orderUnits.orderId} from ${orderUnits} where ${orderUnits.equipmentNumber} ilike ${containsPattern(search?.toUpperCase())})`;
  return [numbers, and(sql`not ${numbers}`, containers)];
};

export const listOrders = async (db: Db, tenant: Tenant, params: OrderListParams) => {
  const filters = filtersOf(params);
  const searches = searchBranchesOf(params.search?.trim());
  const branches = orderSharing
    .visibleBranches(tenant, params.scope ?? 'all')
    .flatMap((visible) => searches.map((search) => and(visible, filters, search) as SQL));
  const plan = listPlan(ORDER_LIST, params);
  const fetched = await db
    .select({ ...rowColumns, ...plan.keyColumns })
    .from(orders)
    .innerJoin(owner, eq(owner.id, orders.companyId))
    .leftJoin(
      originLocation,
      and(eq(originLocation.companyId, orders.companyId), eq(originLocation.id, orders.originLocationId)),
    )
    .leftJoin(
      destinationLocation,
      and(
        eq(destinationLocation.companyId, orders.companyId),
        eq(destinationLocation.id, orders.destinationLocationId),
      ),
    )
    .where(branchedPageWhere(db, orders, branches, plan))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, ...page } = await listPage(db, plan, fetched, branchedCounter(db, orders, branches));
  return { rows: rows as unknown as OrderRow[], ...page };
};

/** One order the caller may see (owner or party), or null. */
export const getOrderRow = async (db: Executor, tenant: Tenant, id: string): Promise<OrderRow | null> => {
  const [row] = await selectRows(db)
    .where(and(eq(orders.id, id), orderSharing.visibleWhere(tenant)))
    .limit(1);
  return (row as OrderRow | undefined) ?? null;
};

/** The parties of orders the caller may see, with their names (public profiles). */
export const partiesOf = async (db: Executor, ownerCompanyId: string, orderIds: string[]) => {
  if (orderIds.length === 0) {
    return [];
  }
  return db
    .select({
      orderId: orderParties.orderId,
      role: orderParties.role,
      companyId: orderParties.partyCompanyId,
      legalName: companies.legalName,
    })
    .from(orderParties)
    .innerJoin(companies, eq(companies.id, orderParties.partyCompanyId))
    .where(and(eq(orderParties.companyId, ownerCompanyId), inArray(orderParties.orderId, orderIds)))
    .orderBy(asc(orderParties.role));
};

/** Parties of several orders of different owners (a list page): one query, each owner's own rows. */
export const partiesOfRows = async (db: Executor, rows: Array<{ id: string; companyId: string }>) => {
  if (rows.length === 0) {
    return [];
  }
  const pairs = sql.join(
    rows.map((r) => sql`(${r.companyId}::uuid, ${r.id}::uuid)`),
    sql`, `,
  );
  return db
    .select({
      orderId: orderParties.orderId,
      role: orderParties.role,
      companyId: orderParties.partyCompanyId,
      legalName: companies.legalName,
    })
    .from(orderParties)
    .innerJoin(companies, eq(companies.id, orderParties.partyCompanyId))
    .where(sql`(${orderParties.companyId}, ${orderParties.orderId}) in (${pairs})`)
    .orderBy(asc(orderParties.role));
};

export const unitsOf = async (db: Executor, ownerCompanyId: string, orderId: string) =>
  db
    .select({
      id: orderUnits.id,
      kind: orderUnits.kind,
      equipmentNumber: orderUnits.equipmentNumber,
      sizeType: orderUnits.sizeType,
      sealNumbers: orderUnits.sealNumbers,
      grossWeightKg: orderUnits.grossWeightKg,
      vgmKg: orderUnits.vgmKg,
      temperatureSetting: orderUnits.temperatureSetting,
    })
    .from(orderUnits)
    .where(and(eq(orderUnits.companyId, ownerCompanyId), eq(orderUnits.orderId, orderId)))
    .orderBy(asc(orderUnits.createdAt), asc(orderUnits.id));

const DETAIL_TABLES = {
  ocean: orderOcean,
  road: orderRoad,
  rail: orderRail,
  drayage: orderDrayage,
  air: orderAir,
} as const;
export type DetailMode = keyof typeof DETAIL_TABLES;
export const hasDetails = (mode: string): mode is DetailMode => mode in DETAIL_TABLES;

/** The mode's detail row of an order (its owner's), without keys. */
export const detailsOf = async (db: Executor, ownerCompanyId: string, orderId: string, mode: DetailMode) => {
  const table = DETAIL_TABLES[mode];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.companyId, ownerCompanyId), eq(table.orderId, orderId)))
    .limit(1);
  if (!row) {
    return null;
  }
  const { id: _id, companyId: _companyId, orderId: _orderId, ...details } = row as Record<string, unknown>;
  return details;
};

/** Which of `companyIds` are the caller's own company or its partners. */
export const partnerOrSelf = async (db: Executor, tenant: Tenant, companyIds: string[]) => {
  const wanted = [...new Set(companyIds)].filter((id) => id !== tenant.companyId);
  if (wanted.length === 0) {
    return new Set([tenant.companyId]);
  }
  const rows = await db
    .select({ id: companyPartners.partnerCompanyId })
    .from(companyPartners)
    .where(tenantWhere(companyPartners, tenant, inArray(companyPartners.partnerCompanyId, wanted)));
  return new Set([tenant.companyId, ...rows.map((r) => r.id)]);
};

const orderColumnsOf = (values: TOrderValues) => ({
  mode: values.mode,
  moveType: values.moveType,
  shippingType: values.shippingType,
  equipmentType: values.equipmentType,
  temperatureType: values.temperatureType,
  incoterm: values.incoterm,
  originLocationId: values.origin.locationId,
  originLocode: values.origin.locode,
  originCountry: values.origin.country,
  originAddress: values.origin.address,
  originCity: values.origin.city,
  originState: values.origin.state,
  originPostCode: values.origin.postCode,
  destinationLocationId: values.destination.locationId,
  destinationLocode: values.destination.locode,
  destinationCountry: values.destination.country,
  destinationAddress: values.destination.address,
  destinationCity: values.destination.city,
  destinationState: values.destination.state,
  destinationPostCode: values.destination.postCode,
  poNumber: values.poNumber,
  bolNumber: values.bolNumber,
  bookingNumber: values.bookingNumber,
  customerReference: values.customerReference,
  shipperOwnedContainer: values.shipperOwnedContainer,
  grossWeight: values.grossWeight === null ? null : String(values.grossWeight),
  weightUnit: values.weightUnit,
  volume: values.volume === null ? null : String(values.volume),
  volumeUnit: values.volumeUnit,
  orderDate: values.orderDate,
  readyDate: values.readyDate,
  pickupAt: values.pickupAt ? new Date(values.pickupAt) : null,
  etd: values.etd ? new Date(values.etd) : null,
  eta: values.eta ? new Date(values.eta) : null,
  deliveryAt: values.deliveryAt ? new Date(values.deliveryAt) : null,
});

const PARTY_FIELDS: Record<TOrderPartyRole, keyof TOrderValues> = {
  shipper: 'shipperCompanyId',
  consignee: 'consigneeCompanyId',
  carrier: 'carrierCompanyId',
  forwarder: 'forwarderCompanyId',
  customer: 'customerCompanyId',
};

/** The parties a body names, by role; the owner is the shipper when the body names none. */
export const partiesIn = (tenant: Tenant, values: TOrderValues) =>
  (Object.entries(PARTY_FIELDS) as Array<[TOrderPartyRole, keyof TOrderValues]>)
    .map(([role, field]) => ({
      role,
      companyId: (values[field] as string | null) ?? (role === 'shipper' ? tenant.companyId : null),
      field,
    }))
    .filter((p): p is { role: TOrderPartyRole; companyId: string; field: keyof TOrderValues } => p.companyId !== null);

const detailValues = (values: TOrderValues, mode: DetailMode) => {
  const details = values[mode] as Record<string, unknown> | null | undefined;
  if (!details) {
    return null;
  }
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    converted[key] = typeof value === 'string' && /Window(Start|End)$/.test(key) ? new Date(value) : (value ?? null);
  }
  return converted;
};

/** Writes the order's units, parties and mode details (after an insert, or replacing them on an update). */
const writeChildren = async (tx: Tx, tenant: Tenant, orderId: string, values: TOrderValues) => {
  const parties = partiesIn(tenant, values);
  if (parties.length > 0) {
    await tx
      .insert(orderParties)
      .values(parties.map((p) => tenantValues(tenant, { orderId, partyCompanyId: p.companyId, role: p.role })));
  }
  if (values.units.length > 0) {
    await tx.insert(orderUnits).values(
      values.units.map((unit) =>
        tenantValues(tenant, {
          orderId,
          kind: unit.kind,
          equipmentNumber: unit.equipmentNumber,
          sizeType: unit.sizeType,
          sealNumbers: unit.sealNumbers,
          grossWeightKg: unit.grossWeightKg === null ? null : String(unit.grossWeightKg),
          vgmKg: unit.vgmKg === null ? null : String(unit.vgmKg),
          temperatureSetting: unit.temperatureSetting === null ? null : String(unit.temperatureSetting),
        }),
      ),
    );
  }
  if (hasDetails(values.mode)) {
    const details = detailValues(values, values.mode);
    if (details) {
      const table = DETAIL_TABLES[values.mode];
      await tx.insert(table).values(tenantValues(tenant, { orderId, ...details }) as never);
    }
  }
};

export const insertOrder = async (tx: Tx, tenant: Tenant, orderNumber: string, values: TOrderValues) => {
  const [row] = await tx
    .insert(orders)
    .values(tenantValues(tenant, { orderNumber, createdBy: tenant.userId, ...orderColumnsOf(values) }))
    .returning({ id: orders.id });
  const id = row?.id as string;
  await writeChildren(tx, tenant, id, values);
  return id;
};

/** Replaces an order's fields, parties, units and details (the owner's row, locked by the caller). */
export const replaceOrder = async (tx: Tx, tenant: Tenant, id: string, values: TOrderValues) => {
  await tx
    .update(orders)
    .set(orderColumnsOf(values))
    .where(tenantWhere(orders, tenant, eq(orders.id, id)));
  await tx.delete(orderParties).where(tenantWhere(orderParties, tenant, eq(orderParties.orderId, id)));
  await tx.delete(orderUnits).where(tenantWhere(orderUnits, tenant, eq(orderUnits.orderId, id)));
  for (const table of Object.values(DETAIL_TABLES)) {
    await tx.delete(table).where(tenantWhere(table, tenant, eq(table.orderId, id)));
  }
  await writeChildren(tx, tenant, id, values);
};

/** Locks the owner's order row for a change; null when the caller does not own it. */
export const lockOwnOrder = async (tx: Tx, tenant: Tenant, id: string) => {
  const [row] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(tenantWhere(orders, tenant, eq(orders.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const deleteOrder = async (tx: Tx, tenant: Tenant, id: string) =>
  tx.delete(orders).where(tenantWhere(orders, tenant, eq(orders.id, id)));

/** Whether the owner's order has tracking events (then it is ended, never deleted). */
export const hasShipmentEvents = async (tx: Executor, tenant: Tenant, orderId: string) => {
  const [row] = await tx
    .select({ id: shipmentEvents.id })
    .from(shipmentEvents)
    .where(tenantWhere(shipmentEvents, tenant, eq(shipmentEvents.orderId, orderId)))
    .limit(1);
  return Boolean(row);
};
