import { ACCOUNT_LIST_LIMIT, type AccountSort, LOCATION_LIST_LIMIT } from '@lanehub/shared';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, companies, companyPartners, locations } from '../../db/schema';
import { escapeLike } from '../../platform/list-query';
import { countRow, listTotal } from '../../platform/list-total';
import { ownCompanyWhere, type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the company accounts. Every statement is scoped to the caller's company through
// platform/tenancy; the location join is scoped too, so an account never shows another company's location.

export type AccountValues = {
  number: string;
  accountType: string | null;
  mode: string;
  locationId: string | null;
  manageBy: string | null;
  enable: boolean;
};

const manager = alias(companies, 'manager');
const owner = alias(companies, 'owner');

const locationOfAccount = (tenant: Tenant) => tenantWhere(locations, tenant, eq(locations.id, accounts.locationId));

const columns = {
  id: accounts.id,
  companyId: accounts.companyId,
  number: accounts.number,
  accountType: accounts.accountType,
  mode: accounts.mode,
  locationId: accounts.locationId,
  manageBy: accounts.manageBy,
  enable: accounts.enable,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
  locationName: locations.name,
  locationCode: locations.code,
  manageByName: manager.legalName,
  companyTypes: owner.companyTypes,
};

export type AccountRow = {
  id: string;
  companyId: string;
  number: string;
  accountType: string | null;
  mode: string | null;
  locationId: string | null;
  manageBy: string | null;
  enable: boolean;
  createdAt: Date;
  updatedAt: Date;
  locationName: string | null;
  locationCode: string | null;
  manageByName: string | null;
  companyTypes: string[] | null;
};

const SORT_COLUMNS: Record<AccountSort, AnyPgColumn | SQL> = {
  number: accounts.number,
  accountType: accounts.accountType,
  mode: accounts.mode,
  location: locations.name,
  manageBy: manager.legalName,
  enable: accounts.enable,
  updatedAt: accounts.updatedAt,
};

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(accounts.number, pattern),
    ilike(accounts.accountType, pattern),
    ilike(accounts.mode, pattern),
    ilike(locations.name, pattern),
    ilike(manager.legalName, pattern),
  );
};

const baseSelect = (db: Db, tenant: Tenant, extra: Record<string, unknown> = {}) =>
  db
    .select({ ...columns, ...extra })
    .from(accounts)
    .leftJoin(locations, locationOfAccount(tenant))
    // manage_by holds a company id as text (the column predates typed references).
    .leftJoin(manager, sql`${manager.id}::text = ${accounts.manageBy}`)
    .leftJoin(owner, eq(owner.id, accounts.companyId));

export type ListParams = {
  search?: string | undefined;
  skip: number;
  limit: number;
  sort: AccountSort;
  order: 'asc' | 'desc';
};

export const listAccounts = async (db: Db, tenant: Tenant, params: ListParams) => {
  const where = tenantWhere(accounts, tenant, searchCondition(params.search));
  const direction = params.order === 'desc' ? desc : asc;
  const page = { skip: params.skip, limit: Math.min(params.limit, ACCOUNT_LIST_LIMIT) };
  const rows = await baseSelect(db, tenant)
    .where(where)
    // The id breaks ties so that pages never overlap or skip rows.
    .orderBy(direction(SORT_COLUMNS[params.sort]), asc(accounts.id))
    .limit(page.limit)
    .offset(page.skip);
  const counted = db
    .select(countRow)
    .from(accounts)
    .leftJoin(locations, locationOfAccount(tenant))
    .leftJoin(manager, sql`${manager.id}::text = ${accounts.manageBy}`)
    .where(where)
    .$dynamic();
  const total = await listTotal(db, counted, page, rows.length);
  return { rows: rows as AccountRow[], ...total };
};

export const getAccount = async (db: Db, tenant: Tenant, id: string): Promise<AccountRow | null> => {
  const [row] = await baseSelect(db, tenant)
    .where(tenantWhere(accounts, tenant, eq(accounts.id, id)))
    .limit(1);
  return (row as AccountRow | undefined) ?? null;
};

/** The account's own columns, its row locked until the transaction ends (the change log's "before"). */
export const getAccountForUpdate = async (db: Db, tenant: Tenant, id: string): Promise<AccountValues | null> => {
  const [row] = await db
    .select({
      number: accounts.number,
      accountType: accounts.accountType,
      mode: accounts.mode,
      locationId: accounts.locationId,
      manageBy: accounts.manageBy,
      enable: accounts.enable,
    })
    .from(accounts)
    .where(tenantWhere(accounts, tenant, eq(accounts.id, id)))
    .for('update');
  return (row as AccountValues | undefined) ?? null;
};

export const insertAccount = async (db: Db, tenant: Tenant, values: AccountValues) => {
  const [row] = await db.insert(accounts).values(tenantValues(tenant, values)).returning({ id: accounts.id });
  return row?.id as string;
};

export const updateAccount = async (db: Db, tenant: Tenant, id: string, values: Partial<AccountValues>) => {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(accounts, tenant, eq(accounts.id, id)))
    .returning({ id: accounts.id });
  return row?.id ?? null;
};

/** Whether another account of the company already has this number, in any case (the unique index's rule). */
export const isNumberTaken = async (db: Db, tenant: Tenant, number: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      tenantWhere(
        accounts,
        tenant,
        sql`lower(${accounts.number}) = lower(${number})`,
        exceptId ? ne(accounts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const isOwnLocation = async (db: Db, tenant: Tenant, id: string) => {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(tenantWhere(locations, tenant, eq(locations.id, id)))
    .limit(1);
  return Boolean(row);
};

/** The company itself or a company of its partner network. */
export const isOwnOrPartner = async (db: Db, tenant: Tenant, companyId: string) => {
  if (companyId === tenant.companyId) {
    return true;
  }
  const [row] = await db
    .select({ id: companyPartners.id })
    .from(companyPartners)
    .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, companyId)))
    .limit(1);
  return Boolean(row);
};

export const locationOptions = async (db: Db, tenant: Tenant) =>
  db
    .select({ id: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .where(tenantWhere(locations, tenant))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(LOCATION_LIST_LIMIT);

export const ownCompany = async (db: Db, tenant: Tenant) => {
  const [row] = await db
    .select({ id: companies.id, legalName: companies.legalName })
    .from(companies)
    .where(and(ownCompanyWhere(tenant)))
    .limit(1);
  return row ?? null;
};
