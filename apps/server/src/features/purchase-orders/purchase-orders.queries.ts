import { inBothSystems } from '@lanehub/shared/features/purchase-orders/po-units';
import type { TPoItemValues, TPoValues } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { and, asc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, orders, poItems, poOrderLines, poParties, purchaseOrders } from '../../db/schema';
import { defineList, type ListParams, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { defineSharing, type SharingScope } from '../../platform/sharing';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of purchase orders. A PO is its buyer's (company_id) and seen by its vendor (po_parties, role
// 'vendor'): every read goes through `poSharing`, every write through the buyer's tenancy scope.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type TPoPartyRole = 'vendor';
export const poSharing = defineSharing<TPoPartyRole>(purchaseOrders, poParties, poParties.poId);

const buyer = alias(companies, 'po_buyer');
const vendor = alias(companies, 'po_vendor');

// Qualified by hand: drizzle leaves a column of a one-table select unqualified, which inside this
// subquery would name po_order_lines' own columns.
const shippedOfItem = sql<string>`(select coalesce(sum(l.quantity), 0)::text from po_order_lines l where l.company_id = "po_items"."company_id" and l.po_item_id = "po_items"."id")`;

const headerColumns = {
  id: purchaseOrders.id,
  companyId: purchaseOrders.companyId,
  buyerName: buyer.legalName,
  poNumber: purchaseOrders.poNumber,
  customerLoadNumber: purchaseOrders.customerLoadNumber,
  customer: purchaseOrders.customer,
  country: purchaseOrders.country,
  state: purchaseOrders.state,
  supplierName: purchaseOrders.supplierName,
  supplierNumber: purchaseOrders.supplierNumber,
  shipFrom: purchaseOrders.shipFrom,
  shipTo: purchaseOrders.shipTo,
  plannedReadyDate: purchaseOrders.plannedReadyDate,
  plannedPickupDate: purchaseOrders.plannedPickupDate,
  plannedReceiptDate: purchaseOrders.plannedReceiptDate,
  actualReadyDate: purchaseOrders.actualReadyDate,
  actualPickupDate: purchaseOrders.actualPickupDate,
  actualReceiptDate: purchaseOrders.actualReceiptDate,
  orderDate: purchaseOrders.orderDate,
  incoterm: purchaseOrders.incoterm,
  orderStatus: purchaseOrders.orderStatus,
  customerReferenceNumber: purchaseOrders.customerReferenceNumber,
  forwarder: purchaseOrders.forwarder,
  containerETD: purchaseOrders.containerEtd,
  vendorAddress: purchaseOrders.vendorAddress,
  vendorPhone: purchaseOrders.vendorPhone,
  urgency: purchaseOrders.urgency,
  equipmentType: purchaseOrders.equipmentType,
  temperatureType: purchaseOrders.temperatureType,
  vendorCompanyId: purchaseOrders.vendorCompanyId,
  vendorName: vendor.legalName,
  status: purchaseOrders.status,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
};

const rowColumns = {
  ...headerColumns,
  itemCount: sql<number>`(select count(*)::int from ${poItems} where ${poItems.companyId} = ${purchaseOrders.companyId} and ${poItems.poId} = ${purchaseOrders.id})`,
  totalQuantity: sql<string>`(select coalesce(sum(${poItems.quantity}), 0)::text from ${poItems} where ${poItems.companyId} = ${purchaseOrders.companyId} and ${poItems.poId} = ${purchaseOrders.id})`,
  shippedQuantity: sql<string>`(select coalesce(sum(${poOrderLines.quantity}), 0)::text from ${poOrderLines} where ${poOrderLines.companyId} = ${purchaseOrders.companyId} and ${poOrderLines.poId} = ${purchaseOrders.id})`,
};

export type PoSort = 'createdAt' | 'poNumber' | 'orderDate' | 'status';
const PO_LIST = defineList<PoSort>({
  id: purchaseOrders.id,
  sorts: {
    createdAt: purchaseOrders.createdAt,
    poNumber: purchaseOrders.poNumber,
    orderDate: purchaseOrders.orderDate,
    status: purchaseOrders.status,
  },
});

export type PoListParams = ListParams<PoSort> & {
  search?: string | undefined;
  status?: string | undefined;
  vendorCompanyId?: string | undefined;
  urgency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  scope?: SharingScope | undefined;
};

const filtersOf = (tenant: Tenant, params: PoListParams): SQL => {
  const search = params.search?.trim();
  return and(
    poSharing.visibleWhere(tenant, params.scope ?? 'all'),
    params.status ? eq(purchaseOrders.status, params.status) : undefined,
    params.vendorCompanyId ? eq(purchaseOrders.vendorCompanyId, params.vendorCompanyId) : undefined,
    params.urgency ? eq(purchaseOrders.urgency, params.urgency) : undefined,
    params.from ? gte(purchaseOrders.orderDate, params.from) : undefined,
    params.to ? lte(purchaseOrders.orderDate, params.to) : undefined,
    search
      ? sql`(${searchAny(search, [
          purchaseOrders.poNumber,
          purchaseOrders.customerLoadNumber,
          purchaseOrders.supplierName,
          purchaseOrders.customer,
          purchaseOrders.customerReferenceNumber,
        ])} or exists (select 1 from ${poItems} where ${poItems.companyId} = ${purchaseOrders.companyId} and ${poItems.poId} = ${purchaseOrders.id} and ${searchAny(search, [poItems.item, poItems.description])}))`
      : undefined,
  ) as SQL;
};

/** A select of the given columns over the PO, its buyer and (when named) its vendor company. */
const selectJoined = (db: Executor, fields: SelectedFields) =>
  db
    .select(fields)
    .from(purchaseOrders)
    .innerJoin(buyer, eq(buyer.id, purchaseOrders.companyId))
    .leftJoin(vendor, eq(vendor.id, purchaseOrders.vendorCompanyId));

export type PoRow = {
  [K in keyof typeof rowColumns]: K extends 'itemCount'
    ? number
    : K extends 'totalQuantity' | 'shippedQuantity'
      ? string
      : unknown;
};

export const listPos = async (db: Db, tenant: Tenant, params: PoListParams) => {
  const where = filtersOf(tenant, params);
  const plan = listPlan(PO_LIST, params);
  const fetched = await selectJoined(db, { ...rowColumns, ...plan.keyColumns })
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(purchaseOrders).where(where).$dynamic();
  return listPage(db, plan, fetched as Array<Record<string, unknown> & { listCursorKey: string }>, counted);
};

/** The PO of a line item the caller may see through the PO's sharing (the vendor's view), or null. */
export const visiblePoOfItem = async (db: Executor, tenant: Tenant, itemId: string) => {
  const [row] = await db
    .select({ poId: poItems.poId })
    .from(poItems)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.companyId, poItems.companyId), eq(purchaseOrders.id, poItems.poId)),
    )
    .where(and(eq(poItems.id, itemId), poSharing.visibleWhere(tenant)))
    .limit(1);
  return row?.poId ?? null;
};

/** One PO's header the caller may see (buyer or vendor), or null. */
export const getPoHeader = async (db: Executor, tenant: Tenant, id: string) => {
  const [row] = (await selectJoined(db, { ...headerColumns, palletGroup: purchaseOrders.palletGroup })
    .where(and(eq(purchaseOrders.id, id), poSharing.visibleWhere(tenant)))
    .limit(1)) as Array<Record<string, unknown>>;
  return row ?? null;
};

const { companyId: _c, poId: _p, createdAt: _ca, updatedAt: _ua, ...itemColumns } = getTableColumns(poItems);

export const itemsOf = async (db: Executor, ownerCompanyId: string, poId: string) =>
  db
    .select({ ...itemColumns, shippedQuantity: shippedOfItem })
    .from(poItems)
    .where(and(eq(poItems.companyId, ownerCompanyId), eq(poItems.poId, poId)))
    .orderBy(asc(poItems.lineNo), asc(poItems.id));

export const ordersOf = async (db: Executor, ownerCompanyId: string, poId: string) =>
  db
    .select({
      orderId: poOrderLines.orderId,
      orderNumber: orders.orderNumber,
      quantity: sql<string>`sum(${poOrderLines.quantity})::text`,
    })
    .from(poOrderLines)
    .innerJoin(orders, and(eq(orders.companyId, poOrderLines.companyId), eq(orders.id, poOrderLines.orderId)))
    .where(and(eq(poOrderLines.companyId, ownerCompanyId), eq(poOrderLines.poId, poId)))
    .groupBy(poOrderLines.orderId, orders.orderNumber)
    .orderBy(asc(orders.orderNumber));

/** The PO lines an order carries (its owner's rows). */
export const linesOfOrder = async (db: Executor, ownerCompanyId: string, orderId: string) =>
  db
    .select({
      poId: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      status: purchaseOrders.status,
      itemPoId: poItems.id,
      item: poItems.item,
      quantity: poOrderLines.quantity,
    })
    .from(poOrderLines)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.companyId, poOrderLines.companyId), eq(purchaseOrders.id, poOrderLines.poId)),
    )
    .innerJoin(poItems, and(eq(poItems.companyId, poOrderLines.companyId), eq(poItems.id, poOrderLines.poItemId)))
    .where(and(eq(poOrderLines.companyId, ownerCompanyId), eq(poOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrders.poNumber), asc(poItems.lineNo));

const headerValues = (values: TPoValues) => ({
  poNumber: values.poNumber,
  customerLoadNumber: values.customerLoadNumber,
  customer: values.customer,
  country: values.country,
  state: values.state,
  supplierName: values.supplierName,
  supplierNumber: values.supplierNumber,
  shipFrom: values.shipFrom,
  shipTo: values.shipTo,
  plannedReadyDate: values.plannedReadyDate,
  plannedPickupDate: values.plannedPickupDate,
  plannedReceiptDate: values.plannedReceiptDate,
  actualReadyDate: values.actualReadyDate,
  actualPickupDate: values.actualPickupDate,
  actualReceiptDate: values.actualReceiptDate,
  orderDate: values.orderDate,
  incoterm: values.incoterm,
  orderStatus: values.orderStatus,
  customerReferenceNumber: values.customerReferenceNumber,
  forwarder: values.forwarder,
  containerEtd: values.containerETD,
  vendorAddress: values.vendorAddress,
  vendorPhone: values.vendorPhone,
  urgency: values.urgency,
  equipmentType: values.equipmentType,
  temperatureType: values.temperatureType,
  vendorCompanyId: values.vendorCompanyId,
  palletGroup: values.palletGroup ? inBothSystems(values.palletGroup) : null,
});

const decimal = (n: number | null) => (n === null ? null : String(n));

export const itemValues = (item: TPoItemValues, lineNo: number) => ({
  lineNo,
  item: item.item,
  description: item.description,
  category: item.category,
  uom: item.uom,
  quantity: String(item.quantity),
  weightUnit: item.weightUnit,
  weight: decimal(item.weight),
  rate: decimal(item.rate),
  rateCurrency: item.rateCurrency,
  uov: item.uov,
  volume: decimal(item.volume),
  hsCode: item.hsCode,
  unCode: item.unCode,
  hazardous: item.hazardous,
  temperature: item.temperature,
  originCountry: item.originCountry,
  containerNo: item.containerNo,
  sealNo: item.sealNo,
  collect: item.collect,
  prepaidToDestination: item.prepaidToDestination,
  prepaidToStore: item.prepaidToStore,
  prepaidToCustomer: item.prepaidToCustomer,
  freezable: item.freezable,
  dangerousGoods: item.dangerousGoods,
  productSegment: item.productSegment,
  fragile: item.fragile,
  palletStackability: item.palletStackability,
  articleNestNeeded: item.articleNestNeeded,
  currentShippableLayer: item.currentShippableLayer,
  consumerUnit: item.consumerUnit ? inBothSystems(item.consumerUnit) : null,
  innerPack: item.innerPack ? inBothSystems(item.innerPack) : null,
  masterPack: item.masterPack ? inBothSystems(item.masterPack) : null,
});

const writeVendor = async (tx: Tx, tenant: Tenant, poId: string, vendorCompanyId: string | null) => {
  await tx.delete(poParties).where(tenantWhere(poParties, tenant, eq(poParties.poId, poId)));
  if (vendorCompanyId && vendorCompanyId !== tenant.companyId) {
    await tx.insert(poParties).values(tenantValues(tenant, { poId, partyCompanyId: vendorCompanyId, role: 'vendor' }));
  }
};

/** Inserts POs with their lines and vendors in batches (one PO by hand, thousands from a file). */
export const insertPos = async (tx: Tx, tenant: Tenant, list: TPoValues[], status = 'open') => {
  const ids: string[] = [];
  for (let start = 0; start < list.length; start += 500) {
    const batch = list.slice(start, start + 500);
    const rows = await tx
      .insert(purchaseOrders)
      .values(
        batch.map((values) =>
          tenantValues(tenant, { ...headerValues(values), status, createdBy: tenant.userId || null }),
        ),
      )
      .returning({ id: purchaseOrders.id });
    const items = batch.flatMap((values, i) =>
      values.items.map((item, line) =>
        tenantValues(tenant, { poId: rows[i]?.id as string, ...itemValues(item, line + 1) }),
      ),
    );
    for (let at = 0; at < items.length; at += 1000) {
      await tx.insert(poItems).values(items.slice(at, at + 1000));
    }
    const parties = batch.flatMap((values, i) =>
      values.vendorCompanyId && values.vendorCompanyId !== tenant.companyId
        ? [
            tenantValues(tenant, {
              poId: rows[i]?.id as string,
              partyCompanyId: values.vendorCompanyId,
              role: 'vendor',
            }),
          ]
        : [],
    );
    if (parties.length > 0) {
      await tx.insert(poParties).values(parties);
    }
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
};

/** Replaces the header; lines with an id are updated, new lines inserted, missing lines deleted. */
export const replacePo = async (tx: Tx, tenant: Tenant, id: string, values: TPoValues) => {
  await tx
    .update(purchaseOrders)
    .set(headerValues(values))
    .where(tenantWhere(purchaseOrders, tenant, eq(purchaseOrders.id, id)));
  await writeVendor(tx, tenant, id, values.vendorCompanyId);
  const existing = await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(tenantWhere(poItems, tenant, eq(poItems.poId, id)));
  const kept = new Set(values.items.flatMap((item) => (item.id ? [item.id] : [])));
  const gone = existing.map((e) => e.id).filter((itemId) => !kept.has(itemId));
  if (gone.length > 0) {
    await tx.delete(poItems).where(tenantWhere(poItems, tenant, inArray(poItems.id, gone)));
  }
  for (const [index, item] of values.items.entries()) {
    const row = itemValues(item, index + 1);
    if (item.id) {
      await tx
        .update(poItems)
        .set(row)
        .where(tenantWhere(poItems, tenant, eq(poItems.poId, id), eq(poItems.id, item.id)));
    } else {
      await tx.insert(poItems).values(tenantValues(tenant, { poId: id, ...row }));
    }
  }
};

/** Locks the buyer's PO row for a change; null when the caller is not its buyer. */
export const lockOwnPo = async (tx: Tx, tenant: Tenant, id: string) => {
  const [row] = await tx
    .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(tenantWhere(purchaseOrders, tenant, eq(purchaseOrders.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
};

/** Which PO numbers of `numbers` the company already uses. */
export const takenNumbers = async (db: Executor, tenant: Tenant, numbers: string[]) => {
  if (numbers.length === 0) {
    return new Set<string>();
  }
  const found = new Set<string>();
  for (let at = 0; at < numbers.length; at += 1000) {
    const rows = await db
      .select({ n: purchaseOrders.poNumber })
      .from(purchaseOrders)
      .where(tenantWhere(purchaseOrders, tenant, inArray(purchaseOrders.poNumber, numbers.slice(at, at + 1000))));
    for (const r of rows) {
      found.add(r.n);
    }
  }
  return found;
};
