import type { TLocationType } from '@lanehub/shared';
import { asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, jobs, locationSearchText, locations } from '../../db/schema';
import { escapeLike } from '../../platform/list-query';
import { countRow, listTotal } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the locations feature. Every statement is tenant-scoped through platform/tenancy.

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** Rows per insert statement: 13 columns × 1000 rows stays far below PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH = 1000;

const SORT_COLUMNS = {
  name: locations.name,
  type: locations.type,
  code: locations.code,
  city: locations.city,
  state: locations.state,
  country: locations.country,
  postCode: locations.postCode,
  updatedAt: locations.updatedAt,
} as const;

export type LocationListParams = {
  types: readonly TLocationType[];
  search?: string | undefined;
  skip: number;
  limit: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
};

const listWhere = (tenant: Tenant, params: LocationListParams) => {
  const pattern = params.search ? `%${escapeLike(params.search)}%` : null;
  return tenantWhere(
    locations,
    tenant,
    params.types.length > 0 ? inArray(locations.type, [...params.types]) : undefined,
    // The joined text finds the candidates through the trigram index; each column then decides.
    pattern ? ilike(locationSearchText(locations), pattern) : undefined,
    pattern
      ? or(
          ilike(locations.name, pattern),
          ilike(locations.code, pattern),
          ilike(locations.city, pattern),
          ilike(locations.address, pattern),
          ilike(locations.postCode, pattern),
        )
      : undefined,
  );
};

/** One page of the list; its default order (name, then id) reads locations_company_name_idx in order. */
export const locationPage = (db: Db, tenant: Tenant, params: LocationListParams) => {
  const column = SORT_COLUMNS[params.sort];
  const direction = params.order === 'desc' ? desc : asc;
  // Text sorts ignore case ('port of x' next to 'Port of Y'); the id breaks ties so pages never overlap.
  const primary: SQL = params.sort === 'updatedAt' ? direction(column) : direction(sql`lower(${column})`);
  return db
    .select()
    .from(locations)
    .where(listWhere(tenant, params))
    .orderBy(primary, direction(column), asc(locations.id))
    .limit(params.limit)
    .offset(params.skip);
};

export const listLocations = async (db: Db, tenant: Tenant, params: LocationListParams) => {
  const rows = await locationPage(db, tenant, params);
  const counted = db.select(countRow).from(locations).where(listWhere(tenant, params)).$dynamic();
  return { rows, ...(await listTotal(db, counted, params, rows.length)) };
};

/** One location; `lock` holds its row until the transaction ends (a change's "before"). */
export const getLocation = async (db: Db, tenant: Tenant, id: string, options: { lock?: boolean } = {}) => {
  const query = db
    .select()
    .from(locations)
    .where(tenantWhere(locations, tenant, eq(locations.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
};

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

export const updateLocation = async (db: Db, tenant: Tenant, id: string, values: LocationValues) => {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(locations, tenant, eq(locations.id, id)))
    .returning();
  return row ?? null;
};

export const deleteLocation = async (db: Db, tenant: Tenant, id: string) => {
  const [row] = await db
    .delete(locations)
    .where(tenantWhere(locations, tenant, eq(locations.id, id)))
    .returning({ id: locations.id });
  return row ?? null;
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
