import type { TBidListQuery, TLoadListQuery } from '@lanehub/shared/features/load-board/load-board.contract';
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, loadBids, loadParties, loads, orders } from '../../db/schema';
import { defineList, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { defineSharing } from '../../platform/sharing';
import type { Tenant } from '../../platform/tenancy';

// SQL of the load board. A load is its shipper's (company_id) and is seen by the carriers it is offered
// to (load_parties, through the sharing helper), by every company while it is open and public, and by
// the carriers that bid on it (they follow their bid). Bids are rows of the load's owner, posted by the
// carrier (carrier_company_id).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export const loadSharing = defineSharing<'carrier'>(loads, loadParties, loadParties.loadId);

/** The loads the caller may see: its own, offered to it, open public ones, and those it bid on. */
export const visibleLoads = (tenant: Tenant): SQL =>
  sql`(${loadSharing.visibleWhere(tenant)} or (${loads.status} = 'open' and ${loads.visibility} = 'public') or exists (select 1 from ${loadBids} where ${loadBids.companyId} = ${loads.companyId} and ${loadBids.loadId} = ${loads.id} and ${loadBids.carrierCompanyId} = ${tenant.companyId}))`;

/** What a carrier's board shows: loads of other companies it may bid on or has bid on. */
const boardOf = (tenant: Tenant): SQL =>
  and(sql`${loads.companyId} <> ${tenant.companyId}`, visibleLoads(tenant)) as SQL;

const shipper = alias(companies, 'load_shipper');
const awarded = alias(companies, 'load_awarded_carrier');

const loadColumns = (tenant: Tenant) => ({
  ...getTableColumns(loads),
  shipperName: shipper.legalName,
  orderNumber: orders.orderNumber,
  awardedCarrierName: awarded.legalName,
  carrierCompanyIds: sql<
    string[]
  >`coalesce((select array_agg(${loadParties.partyCompanyId}::text order by ${loadParties.partyCompanyId}) from ${loadParties} where ${loadParties.companyId} = ${loads.companyId} and ${loadParties.loadId} = ${loads.id}), '{}')`,
  pendingBids: sql<number>`(select count(*)::int from ${loadBids} where ${loadBids.companyId} = ${loads.companyId} and ${loadBids.loadId} = ${loads.id} and ${loadBids.status} = 'pending' and (${loads.companyId} = ${tenant.companyId} or ${loadBids.carrierCompanyId} = ${tenant.companyId}))`,
});

const selectLoads = (db: Executor, tenant: Tenant) =>
  db
    .select(loadColumns(tenant))
    .from(loads)
    .innerJoin(shipper, eq(shipper.id, loads.companyId))
    .leftJoin(orders, and(eq(orders.companyId, loads.companyId), eq(orders.id, loads.orderId)))
    .leftJoin(awarded, eq(awarded.id, loads.carrierCompanyId));

export type LoadRow = Awaited<ReturnType<ReturnType<typeof selectLoads>['execute']>>[number];

// Newest first, the id breaking ties; the shipper's list reads loads_company_created_idx.
const LOAD_LIST = defineList({ id: loads.id, sorts: { createdAt: loads.createdAt }, idOrder: 'desc' });

const listLoads = async (db: Db, tenant: Tenant, where: SQL, params: TLoadListQuery) => {
  const plan = listPlan(LOAD_LIST, {
    skip: params.skip ?? 0,
    limit: params.limit ?? 50,
    cursor: params.cursor,
    sort: 'createdAt',
    order: 'desc',
  });
  const filtered = and(where, params.status ? eq(loads.status, params.status) : undefined) as SQL;
  const fetched = await db
    .select({ ...loadColumns(tenant), ...plan.keyColumns })
    .from(loads)
    .innerJoin(shipper, eq(shipper.id, loads.companyId))
    .leftJoin(orders, and(eq(orders.companyId, loads.companyId), eq(orders.id, loads.orderId)))
    .leftJoin(awarded, eq(awarded.id, loads.carrierCompanyId))
    .where(and(filtered, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(loads).where(filtered).$dynamic());
};

/** The shipper's own loads. */
export const listOwnLoads = (db: Db, tenant: Tenant, params: TLoadListQuery) =>
  listLoads(db, tenant, eq(loads.companyId, tenant.companyId), params);

/** The carrier's board: open public loads, loads offered to it, loads it bid on (never its own). */
export const listBoard = (db: Db, tenant: Tenant, params: TLoadListQuery) =>
  listLoads(db, tenant, boardOf(tenant), params);

export const getLoad = async (db: Executor, tenant: Tenant, id: string): Promise<LoadRow | null> => {
  const [row] = await selectLoads(db, tenant)
    .where(and(eq(loads.id, id), visibleLoads(tenant)))
    .limit(1);
  return row ?? null;
};

const carrier = alias(companies, 'bid_carrier');
const bidColumns = {
  ...getTableColumns(loadBids),
  loadNumber: loads.loadNumber,
  carrierName: carrier.legalName,
};
const selectBids = (db: Executor) =>
  db
    .select(bidColumns)
    .from(loadBids)
    .innerJoin(loads, and(eq(loads.companyId, loadBids.companyId), eq(loads.id, loadBids.loadId)))
    .innerJoin(carrier, eq(carrier.id, loadBids.carrierCompanyId));
export type BidRow = Awaited<ReturnType<ReturnType<typeof selectBids>['execute']>>[number];

/** The bids on a load the caller sees: every bid for the owner, its own for a carrier. */
export const bidsOfLoad = (db: Executor, tenant: Tenant, load: { id: string; companyId: string }) =>
  selectBids(db)
    .where(
      and(
        eq(loadBids.companyId, load.companyId),
        eq(loadBids.loadId, load.id),
        load.companyId === tenant.companyId ? undefined : eq(loadBids.carrierCompanyId, tenant.companyId),
      ),
    )
    .orderBy(desc(loadBids.createdAt), desc(loadBids.id));

/** The caller's latest bid on each of `loadIds` (a carrier's view of the board). */
export const latestBidsOf = async (db: Executor, tenant: Tenant, loadIds: string[]) => {
  if (loadIds.length === 0) {
    return new Map<string, BidRow>();
  }
  const rows = await selectBids(db)
    .where(and(eq(loadBids.carrierCompanyId, tenant.companyId), inArray(loadBids.loadId, loadIds)))
    .orderBy(desc(loadBids.createdAt), desc(loadBids.id));
  const latest = new Map<string, BidRow>();
  for (const row of rows) {
    if (!latest.has(row.loadId)) {
      latest.set(row.loadId, row);
    }
  }
  return latest;
};

const BID_LIST = defineList({ id: loadBids.id, sorts: { createdAt: loadBids.createdAt }, idOrder: 'desc' });

/** The carrier's own bids, on every shipper's loads (load_bids_carrier_idx). */
export const listOwnBids = async (db: Db, tenant: Tenant, params: TBidListQuery) => {
  const plan = listPlan(BID_LIST, {
    skip: params.skip ?? 0,
    limit: params.limit ?? 50,
    cursor: params.cursor,
    sort: 'createdAt',
    order: 'desc',
  });
  const where = and(
    eq(loadBids.carrierCompanyId, tenant.companyId),
    params.status ? eq(loadBids.status, params.status) : undefined,
  ) as SQL;
  const fetched = await db
    .select({ ...bidColumns, ...plan.keyColumns })
    .from(loadBids)
    .innerJoin(loads, and(eq(loads.companyId, loadBids.companyId), eq(loads.id, loadBids.loadId)))
    .innerJoin(carrier, eq(carrier.id, loadBids.carrierCompanyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(loadBids).where(where).$dynamic());
};

/** A bid with its load, as the caller may see it (the owner or the bidding carrier); null otherwise. */
export const getBid = async (db: Executor, tenant: Tenant, bidId: string) => {
  const [row] = await selectBids(db)
    .where(
      and(
        eq(loadBids.id, bidId),
        sql`(${loadBids.companyId} = ${tenant.companyId} or ${loadBids.carrierCompanyId} = ${tenant.companyId})`,
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Awarded loads' accepted amounts per currency: as carrier (revenue) or as shipper (cost). */
export const awardedTotals = async (db: Db, tenant: Tenant, side: 'revenue' | 'cost') => {
  const who =
    side === 'revenue' ? eq(loadBids.carrierCompanyId, tenant.companyId) : eq(loadBids.companyId, tenant.companyId);
  return db
    .select({
      currency: loadBids.amountCurrency,
      total: sql<string>`sum(${loadBids.amount})::numeric(18,2)::text`,
      loads: sql<number>`count(*)::int`,
    })
    .from(loadBids)
    .where(and(who, eq(loadBids.status, 'accepted')))
    .groupBy(loadBids.amountCurrency)
    .orderBy(loadBids.amountCurrency);
};
