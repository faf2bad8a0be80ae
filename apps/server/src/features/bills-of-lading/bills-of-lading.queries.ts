import type {
  TBol,
  TBolFields,
  TBolSort,
  TBolStatus,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  billsOfLading,
  bolAmendments,
  bolContainers,
  bolNumberReservations,
  bolOrders,
  companyPartners,
  orders,
  users,
} from '../../db/schema';
import { defineList, type ListParams, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the company's bills of lading. Every statement goes through the tenancy helpers.

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type BolRow = typeof billsOfLading.$inferSelect;

const BOL_LIST = defineList<TBolSort>({
  id: billsOfLading.id,
  sorts: {
    bolNumber: billsOfLading.bolNumber,
    status: billsOfLading.status,
    updatedAt: billsOfLading.updatedAt,
    shipper: billsOfLading.shipperName,
    vessel: billsOfLading.vesselName,
  },
});

// Written with the table's name: in a select list drizzle prints a lone table's columns unqualified.
const containerCount = sql<number>`(select count(*)::int from bol_containers c where c.company_id = "bills_of_lading"."company_id" and c.bol_id = "bills_of_lading"."id")`;

const summaryColumns = {
  id: billsOfLading.id,
  bolNumber: billsOfLading.bolNumber,
  status: billsOfLading.status,
  shipperName: billsOfLading.shipperName,
  consigneeName: billsOfLading.consigneeName,
  vesselName: billsOfLading.vesselName,
  voyage: billsOfLading.voyage,
  portOfLoading: billsOfLading.portOfLoading,
  portOfDischarge: billsOfLading.portOfDischarge,
  containerCount,
  updatedAt: billsOfLading.updatedAt,
};

export type BolFilter = { search?: string | undefined; status?: TBolStatus | undefined; orderId?: string | undefined };

/** The list's condition: search in the number, parties, vessel, ports and the containers' numbers. */
export const bolWhere = (tenant: Tenant, filter: BolFilter) => {
  const text = filter.search?.trim();
  const containerMatch = text
    ? sql`exists (select 1 from ${bolContainers} where ${bolContainers.companyId} = ${billsOfLading.companyId} and ${bolContainers.bolId} = ${billsOfLading.id} and ${bolContainers.containerNumber} = ${text.toUpperCase()})`
    : undefined;
  const search = text
    ? sql`(${searchAny(text, [
        billsOfLading.bolNumber,
        billsOfLading.shipperName,
        billsOfLading.consigneeName,
        billsOfLading.vesselName,
        billsOfLading.voyage,
        billsOfLading.portOfLoading,
        billsOfLading.portOfDischarge,
      ])} or ${containerMatch})`
    : undefined;
  const linked = filter.orderId
    ? sql`exists (select 1 from ${bolOrders} where ${bolOrders.companyId} = ${billsOfLading.companyId} and ${bolOrders.bolId} = ${billsOfLading.id} and ${bolOrders.orderId} = ${filter.orderId})`
    : undefined;
  return tenantWhere(
    billsOfLading,
    tenant,
    filter.status ? eq(billsOfLading.status, filter.status) : undefined,
    search,
    linked,
  );
};

export const listBols = async (db: Db, tenant: Tenant, params: ListParams<TBolSort> & BolFilter) => {
  const where = bolWhere(tenant, params);
  const plan = listPlan(BOL_LIST, params);
  const fetched = await db
    .select({ ...summaryColumns, ...plan.keyColumns })
    .from(billsOfLading)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(billsOfLading).where(where).$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      bolNumber: row.bolNumber,
      status: row.status as TBolStatus,
      shipperName: row.shipperName,
      consigneeName: row.consigneeName,
      vesselName: row.vesselName,
      voyage: row.voyage,
      portOfLoading: row.portOfLoading,
      portOfDischarge: row.portOfDischarge,
      containerCount: Number(row.containerCount),
      updatedAt: row.updatedAt.toISOString(),
    })),
    ...page,
  };
};

/** Rows of an export page: the BOL rows in number order. */
export const exportPage = (db: Db, tenant: Tenant, filter: BolFilter, skip: number, limit: number) =>
  db
    .select()
    .from(billsOfLading)
    .where(bolWhere(tenant, filter))
    .orderBy(asc(billsOfLading.bolNumber), asc(billsOfLading.id))
    .limit(limit)
    .offset(skip);

export const containersOf = (db: Executor, tenant: Tenant, bolIds: string[]) =>
  bolIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(bolContainers)
        .where(tenantWhere(bolContainers, tenant, inArray(bolContainers.bolId, bolIds)))
        .orderBy(asc(bolContainers.bolId), asc(bolContainers.position));

export const findBolRow = async (db: Executor, tenant: Tenant, id: string, lock = false) => {
  const query = db
    .select()
    .from(billsOfLading)
    .where(tenantWhere(billsOfLading, tenant, eq(billsOfLading.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findBolByNumber = async (db: Executor, tenant: Tenant, bolNumber: string) => {
  const [row] = await db
    .select()
    .from(billsOfLading)
    .where(tenantWhere(billsOfLading, tenant, eq(billsOfLading.bolNumber, bolNumber)));
  return row ?? null;
};

const num = (value: string | null) => (value === null ? null : Number(value));

/** The whole BOL as the API answers it: fields, containers, linked orders and amendments. */
export const loadBol = async (db: Executor, tenant: Tenant, row: BolRow): Promise<TBol> => {
  const [containers, linked, amendments] = await Promise.all([
    containersOf(db, tenant, [row.id]),
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(bolOrders)
      .innerJoin(orders, and(eq(orders.companyId, bolOrders.companyId), eq(orders.id, bolOrders.orderId)))
      .where(tenantWhere(bolOrders, tenant, eq(bolOrders.bolId, row.id)))
      .orderBy(asc(orders.orderNumber)),
    db
      .select({
        id: bolAmendments.id,
        reason: bolAmendments.reason,
        before: bolAmendments.before,
        after: bolAmendments.after,
        createdAt: bolAmendments.createdAt,
        amendedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      })
      .from(bolAmendments)
      .leftJoin(users, eq(users.id, bolAmendments.amendedBy))
      .where(tenantWhere(bolAmendments, tenant, eq(bolAmendments.bolId, row.id)))
      .orderBy(desc(bolAmendments.createdAt), desc(bolAmendments.id)),
  ]);
  return toBol(row, containers, linked, amendments);
};

type ContainerRow = typeof bolContainers.$inferSelect;
type AmendmentRow = {
  id: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: Date;
  amendedByName: string | null;
};

/** A BOL row with its lines as the API answers it. */
export const toBol = (
  row: BolRow,
  containers: ContainerRow[],
  linked: Array<{ id: string; orderNumber: string }> = [],
  amendments: AmendmentRow[] = [],
): TBol => {
  return {
    id: row.id,
    bolNumber: row.bolNumber,
    status: row.status as TBolStatus,
    shipper: { companyId: row.shipperCompanyId, name: row.shipperName, address: row.shipperAddress },
    consignee: { companyId: row.consigneeCompanyId, name: row.consigneeName, address: row.consigneeAddress },
    notifyParty: { companyId: row.notifyCompanyId, name: row.notifyName, address: row.notifyAddress },
    carrierName: row.carrierName,
    carrierScac: row.carrierScac,
    vesselName: row.vesselName,
    voyage: row.voyage,
    portOfLoading: row.portOfLoading,
    portOfDischarge: row.portOfDischarge,
    placeOfReceipt: row.placeOfReceipt,
    placeOfDelivery: row.placeOfDelivery,
    containers: containers.map((c) => ({
      containerNumber: c.containerNumber,
      sizeType: c.sizeType,
      sealNumbers: c.sealNumbers,
      packages: c.packages,
      grossWeightKg: num(c.grossWeightKg),
    })),
    packageCount: row.packageCount,
    packageKind: row.packageKind,
    grossWeightKg: num(row.grossWeightKg),
    volumeM3: num(row.volumeM3),
    marks: row.marks,
    goodsDescription: row.goodsDescription,
    freightTerms: row.freightTerms as TBol['freightTerms'],
    numberOfOriginals: row.numberOfOriginals,
    orders: linked,
    amendments: amendments.map((a) => ({
      id: a.id,
      reason: a.reason,
      amendedByName: a.amendedByName,
      before: a.before,
      after: a.after,
      createdAt: a.createdAt.toISOString(),
    })),
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** The columns of the BOL row that its fields set. */
export const columnsOf = (fields: TBolFields) => ({
  shipperCompanyId: fields.shipper.companyId,
  shipperName: fields.shipper.name,
  shipperAddress: fields.shipper.address,
  consigneeCompanyId: fields.consignee.companyId,
  consigneeName: fields.consignee.name,
  consigneeAddress: fields.consignee.address,
  notifyCompanyId: fields.notifyParty.companyId,
  notifyName: fields.notifyParty.name,
  notifyAddress: fields.notifyParty.address,
  carrierName: fields.carrierName,
  carrierScac: fields.carrierScac,
  vesselName: fields.vesselName,
  voyage: fields.voyage,
  portOfLoading: fields.portOfLoading,
  portOfDischarge: fields.portOfDischarge,
  placeOfReceipt: fields.placeOfReceipt,
  placeOfDelivery: fields.placeOfDelivery,
  packageCount: fields.packageCount,
  packageKind: fields.packageKind,
  grossWeightKg: fields.grossWeightKg === null ? null : String(fields.grossWeightKg),
  volumeM3: fields.volumeM3 === null ? null : String(fields.volumeM3),
  marks: fields.marks,
  goodsDescription: fields.goodsDescription,
  freightTerms: fields.freightTerms,
  numberOfOriginals: fields.numberOfOriginals,
});

export const insertBol = async (
  db: Executor,
  tenant: Tenant,
  bolNumber: string,
  fields: TBolFields,
): Promise<BolRow> => {
  const [row] = await db
    .insert(billsOfLading)
    .values(tenantValues(tenant, { bolNumber, ...columnsOf(fields), createdBy: tenant.userId || null }))
    .returning();
  return row as BolRow;
};

/** Writes the fields only while the BOL is in one of `states` (one statement); null when it is not. */
export const updateBolIn = async (
  db: Executor,
  tenant: Tenant,
  id: string,
  states: readonly string[],
  fields: TBolFields,
) => {
  const [row] = await db
    .update(billsOfLading)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(tenantWhere(billsOfLading, tenant, eq(billsOfLading.id, id), inArray(billsOfLading.status, [...states])))
    .returning();
  return row ?? null;
};

export const replaceContainers = async (db: Executor, tenant: Tenant, bolId: string, fields: TBolFields) => {
  await db.delete(bolContainers).where(tenantWhere(bolContainers, tenant, eq(bolContainers.bolId, bolId)));
  if (fields.containers.length > 0) {
    await db.insert(bolContainers).values(
      fields.containers.map((c, position) =>
        tenantValues(tenant, {
          bolId,
          position,
          containerNumber: c.containerNumber,
          sizeType: c.sizeType,
          sealNumbers: c.sealNumbers,
          packages: c.packages,
          grossWeightKg: c.grossWeightKg === null ? null : String(c.grossWeightKg),
        }),
      ),
    );
  }
};

export const linkOrders = async (db: Executor, tenant: Tenant, bolId: string, orderIds: string[]) => {
  if (orderIds.length > 0) {
    await db
      .insert(bolOrders)
      .values(orderIds.map((orderId) => tenantValues(tenant, { bolId, orderId })))
      .onConflictDoNothing();
  }
};

export const isLinked = async (db: Executor, tenant: Tenant, bolId: string, orderId: string) => {
  const [row] = await db
    .select({ id: bolOrders.id })
    .from(bolOrders)
    .where(tenantWhere(bolOrders, tenant, eq(bolOrders.bolId, bolId), eq(bolOrders.orderId, orderId)));
  return Boolean(row);
};

/** The ids among `ids` that are orders of the company. */
export const ownOrderIds = async (db: Executor, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(tenantWhere(orders, tenant, inArray(orders.id, ids)))
      ).map((r) => r.id);

/** The ids among `ids` that are partners of the company. */
export const partnerIds = async (db: Executor, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: companyPartners.partnerCompanyId })
          .from(companyPartners)
          .where(tenantWhere(companyPartners, tenant, inArray(companyPartners.partnerCompanyId, ids)))
      ).map((r) => r.id);

export const deleteDraft = async (db: Executor, tenant: Tenant, id: string) => {
  const [row] = await db
    .delete(billsOfLading)
    .where(tenantWhere(billsOfLading, tenant, eq(billsOfLading.id, id), eq(billsOfLading.status, 'draft')))
    .returning();
  return row ?? null;
};

export const insertAmendment = (
  db: Executor,
  tenant: Tenant,
  values: { bolId: string; reason: string; before: Record<string, unknown>; after: Record<string, unknown> },
) => db.insert(bolAmendments).values(tenantValues(tenant, { ...values, amendedBy: tenant.userId || null }));

export const insertReservations = (db: Executor, tenant: Tenant, numbers: string[]) =>
  db
    .insert(bolNumberReservations)
    .values(numbers.map((bolNumber) => tenantValues(tenant, { bolNumber, reservedBy: tenant.userId || null })));

/** The reserved numbers no BOL uses yet, oldest first. */
export const openReservations = (db: Executor, tenant: Tenant) =>
  db
    .select({ bolNumber: bolNumberReservations.bolNumber, createdAt: bolNumberReservations.createdAt })
    .from(bolNumberReservations)
    .where(tenantWhere(bolNumberReservations, tenant, isNull(bolNumberReservations.bolId)))
    .orderBy(asc(bolNumberReservations.bolNumber))
    .limit(500);

/** Marks a reservation used by a BOL, once: false when the number is not an open reservation. */
export const useReservation = async (db: Executor, tenant: Tenant, bolNumber: string, bolId: string) => {
  const rows = await db
    .update(bolNumberReservations)
    .set({ bolId })
    .where(
      tenantWhere(
        bolNumberReservations,
        tenant,
        eq(bolNumberReservations.bolNumber, bolNumber),
        isNull(bolNumberReservations.bolId),
      ),
    )
    .returning({ id: bolNumberReservations.id });
  return rows.length > 0;
};
