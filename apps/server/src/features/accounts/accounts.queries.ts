import { ACCOUNT_LIST_LIMIT, type AccountSort, LOCATION_LIST_LIMIT } from '@lanehub/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, companies, companyPartners, locations } from '../../db/schema';
import { defineList, type ListParams as ListParams_, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
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

// The list's sorts; the list helper ends each with the id, so pages never overlap or skip rows.
const ACCOUNT_LIST = defineList<AccountSort>({
  id: accounts.id,
  sorts: {
    number: accounts.number,
    accountType: accounts.accountType,
    mode: accounts.mode,
    location: locations.name,
    manageBy: manager.legalName,
    enable: accounts.enable,
    updatedAt: accounts.updatedAt,
  },
});

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  return searchAny(text, [accounts.number, accounts.accountType, accounts.mode, locations.name, manager.legalName]);
};

const baseSelect = (db: Db, tenant: Tenant, extra: Record<string, unknown> = {}) =>
  db
    .select({ ...columns, ...extra })
    .from(accounts)
    .leftJoin(locations, locationOfAccount(tenant))
    // manage_by holds a company id as text (the column predates typed references).
    .leftJoin(manager, sql`${manager.id}::text = ${accounts.manageBy}`)
    .leftJoin(owner, eq(owner.id, accounts.companyId));

export type ListParams = ListParams_<AccountSort> & { search?: string | undefined };

export const listAccounts = async (db: Db, tenant: Tenant, params: ListParams) => {
  const where = tenantWhere(accounts, tenant, searchCondition(params.search));
  const plan = listPlan(ACCOUNT_LIST, { ...params, limit: Math.min(params.limit, ACCOUNT_LIST_LIMIT) });
  const fetched = await baseSelect(db, tenant, plan.keyColumns)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(accounts)
    .leftJoin(locations, locationOfAccount(tenant))
    .leftJoin(manager, sql`${manager.id}::text = ${accounts.manageBy}`)
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched as Array<AccountRow & { listCursorKey: string }>, counted);
  return { rows: rows as AccountRow[], ...page };
};

export const getAccount = async (db: Db, tenant: Tenant, id: string): Promise<AccountRow | null> => {
  const [row] = await baseSelect(db, tenant)
    .where(tenantWhere(accounts, tenant, eq(accounts.id, id)))
    .limit(1);
  return (row as AccountRow | undefined) ?? null;
};

/** The by-id writes of an account (404 with the platform's message, as before). */
export const accountRepository = tenantRepository(accounts);

export const insertAccount = async (db: Db, tenant: Tenant, values: AccountValues) => {
  const [row] = await db.insert(accounts).values(tenantValues(tenant, values)).returning({ id: accounts.id });
  return row?.id as string;
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
