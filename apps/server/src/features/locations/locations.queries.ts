import type { TLocationType } from '@lanehub/shared';
import { and, eq, getTableColumns, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, jobs, locationSearchText, locations } from '../../db/schema';
import {
  caseInsensitiveKeys,
  containsPattern,
  defineList,
  type ListParams,
  listPage,
  listPlan,
  searchAny,
} from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the locations feature. Every statement is tenant-scoped through platform/tenancy.

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** Rows per insert statement: 15 columns × 1000 rows stays far below PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH = 1000;

// The list's sorts: text sorts ignore case ('port of x' next to 'Port of Y'), then the text itself;
// the list helper ends every order with the id, so pages never overlap.
const LOCATION_LIST = defineList({
  id: locations.id,
  sorts: {
    name: caseInsensitiveKeys(locations.name),
    type: caseInsensitiveKeys(locations.type),
    code: caseInsensitiveKeys(locations.code),
    city: caseInsensitiveKeys(locations.city),
    state: caseInsensitiveKeys(locations.state),
    country: caseInsensitiveKeys(locations.country),
    postCode: caseInsensitiveKeys(locations.postCode),
    updatedAt: locations.updatedAt,
  },
});

export type LocationListParams = ListParams<keyof typeof LOCATION_LIST.sorts> & {
  types: readonly TLocationType[];
  search?: string | undefined;
};

const listWhere = (tenant: Tenant, params: LocationListParams) => {
  const pattern = containsPattern(params.search);
  return tenantWhere(
    locations,
    tenant,
    params.types.length > 0 ? inArray(locations.type, [...params.types]) : undefined,
    // The joined text finds the candidates through the trigram index; each column then decides.
    pattern ? ilike(locationSearchText(locations), pattern) : undefined,
    searchAny(params.search, [locations.name, locations.code, locations.city, locations.address, locations.postCode]),
  );
};

/** One page of the list (one row more, to know whether another follows); the default order reads locations_company_name_idx in order. */
export const locationPage = (
  db: Db,
  tenant: Tenant,
  params: LocationListParams,
  plan = listPlan(LOCATION_LIST, params),
) =>
  db
    .select({ ...getTableColumns(locations), ...plan.keyColumns })
    .from(locations)
    .where(and(listWhere(tenant, params), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);

/** A page of the list by offset or by cursor, its total and the next page's cursor. */
export const listLocations = async (db: Db, tenant: Tenant, params: LocationListParams) => {
  const plan = listPlan(LOCATION_LIST, params);
  const fetched = await locationPage(db, tenant, params, plan);
  const counted = db.select(countRow).from(locations).where(listWhere(tenant, params)).$dynamic();
  return listPage(db, plan, fetched, counted);
};

/** The by-id reads and writes of a location (404 with the platform's message, as before). */
export const locationRepository = tenantRepository(locations);

/** The location of the company holding this type and code, other than `exceptId`. */
export const findByCode = async (db: Db, tenant: Tenant, type: string, code: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      tenantWhere(
        locations,
        tenant,
        eq(locations.type, type),
        eq(locations.code, code),
        exceptId ? sql`${locations.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The type-and-code pairs the company already has among the given types ('port|CAMTR'). */
export const existingCodeKeys = async (db: Db, tenant: Tenant, types: readonly string[]) => {
  if (types.length === 0) {
    return new Set<string>();
  }
  const rows = await db
    .select({ type: locations.type, code: locations.code })
    .from(locations)
    .where(tenantWhere(locations, tenant, inArray(locations.type, [...types]), isNotNull(locations.code)));
  return new Set(rows.map((r) => `${r.type}|${r.code}`));
};

export const createLocation = async (db: Db, tenant: Tenant, values: LocationValues) => {
  const [row] = await db.insert(locations).values(tenantValues(tenant, values)).returning();
  return row as LocationRow;
};

/** Inserts every row in batches; the caller runs it inside its transaction. */
export const insertLocations = async (
  db: Db,
  tenant: Tenant,
  rows: readonly LocationValues[],
  afterBatch?: (done: number) => Promise<void>,
) => {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(locations).values(rows.slice(start, start + INSERT_BATCH).map((v) => tenantValues(tenant, v)));
    await afterBatch?.(Math.min(rows.length, start + INSERT_BATCH));
  }
  return rows.length;
};

/** An account of the company that names this location (accounts.location_id has no foreign key). */
export const accountUsing = async (db: Db, tenant: Tenant, id: string) => {
  const [row] = await db
    .select({ number: accounts.number })
    .from(accounts)
    .where(tenantWhere(accounts, tenant, eq(accounts.locationId, id)))
    .limit(1);
  return row ?? null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user who started an import job (null when unknown, or for a handler run without a job row). */
export const jobStartedBy = async (db: Db, tenant: Tenant, jobId: string) => {
  if (!UUID.test(jobId)) {
    return null;
  }
  const [row] = await db
    .select({ createdBy: jobs.createdBy })
    .from(jobs)
    .where(tenantWhere(jobs, tenant, eq(jobs.id, jobId)))
    .limit(1);
  return row?.createdBy ?? null;
};
