import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiSessions, locations, orders } from '../../db/schema';
import { orderSharing } from '../../kernel/order-sharing';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the AI sessions, always scoped to the caller's company; and the reads of orders the sarima
// input needs (orders per lane per period): the orders the company owns or is a party to, through the
// order's one sharing declaration (kernel/order-sharing.ts), so the feature does not import features/orders.

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type AiSessionRow = typeof aiSessions.$inferSelect;

export const listSessions = async (
  db: Db,
  tenant: Tenant,
  params: { model?: string | undefined; skip: number; limit: number },
) => {
  const where = tenantWhere(aiSessions, tenant, params.model ? eq(aiSessions.model, params.model) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiSessions)
      .where(where)
      .orderBy(desc(aiSessions.createdAt), desc(aiSessions.id))
      .offset(params.skip)
      .limit(params.limit),
    db.select({ n: count() }).from(aiSessions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export const getSession = async (db: Executor, tenant: Tenant, id: string) =>
  (
    await db
      .select()
      .from(aiSessions)
      .where(tenantWhere(aiSessions, tenant, eq(aiSessions.id, id)))
      .limit(1)
  )[0];

export const insertSession = async (
  tx: Executor,
  tenant: Tenant,
  values: Pick<AiSessionRow, 'model' | 'name' | 'params' | 'inputSummary'>,
) =>
  (
    await tx
      .insert(aiSessions)
      .values(tenantValues(tenant, { ...values, createdBy: tenant.userId || null }))
      .returning()
  )[0] as AiSessionRow;

/** The one conditional transition: moves the session to `to` only from one of `from`; null when it was not there. */
export const transition = async (
  tx: Executor,
  tenant: Tenant,
  id: string,
  from: readonly string[],
  set: Partial<AiSessionRow> & { status?: string },
) =>
  (
    await tx
      .update(aiSessions)
      .set(set)
      .where(tenantWhere(aiSessions, tenant, eq(aiSessions.id, id), inArray(aiSessions.status, [...from])))
      .returning()
  )[0] ?? null;

export const setJob = async (db: Executor, tenant: Tenant, id: string, jobId: string) =>
  db
    .update(aiSessions)
    .set({ jobId })
    .where(tenantWhere(aiSessions, tenant, eq(aiSessions.id, id)));

export const writeProgress = async (
  db: Executor,
  tenant: Tenant,
  id: string,
  progress: Pick<AiSessionRow, 'progressIteration' | 'progressObjective' | 'progressFraction' | 'elapsedMs'>,
) =>
  (
    await db
      .update(aiSessions)
      .set(progress)
      .where(tenantWhere(aiSessions, tenant, eq(aiSessions.id, id)))
      .returning({ status: aiSessions.status })
  )[0]?.status;

export const deleteSession = async (tx: Executor, tenant: Tenant, id: string, from: readonly string[]) =>
  (
    await tx
      .delete(aiSessions)
      .where(tenantWhere(aiSessions, tenant, eq(aiSessions.id, id), inArray(aiSessions.status, [...from])))
      .returning()
  )[0] ?? null;

/** The latest sarima sessions, newest first (demand planning reads them). */
export const latestOrderForecasts = async (db: Db, tenant: Tenant) =>
  db
    .select()
    .from(aiSessions)
    .where(tenantWhere(aiSessions, tenant, eq(aiSessions.model, 'sarima')))
    .orderBy(desc(aiSessions.createdAt), desc(aiSessions.id))
    .limit(200);

// ─── Orders per lane ──────────────────────────────────────────────────────────────────────────────

/** A lane end as people name it: the city, else the UN/LOCODE. */
const originName = sql<string>`coalesce(nullif(${orders.originCity}, ''), ${orders.originLocode})`;
const destinationName = sql<string>`coalesce(nullif(${orders.destinationCity}, ''), ${orders.destinationLocode})`;
/** The order's day: its order date, else the day it was entered. */
const orderDay = sql`coalesce(${orders.orderDate}, (${orders.createdAt} at time zone 'UTC')::date)`;

/** The company's lanes with their order counts, busiest first. */
export const lanes = async (db: Db, tenant: Tenant) =>
  (
    await db
      .select({ origin: originName, destination: destinationName, orders: count() })
      .from(orders)
      .where(
        and(orderSharing.visibleWhere(tenant), sql`${originName} is not null`, sql`${destinationName} is not null`),
      )
      .groupBy(originName, destinationName)
      .orderBy(desc(count()), originName, destinationName)
      .limit(200)
  ).map((row) => ({ ...row, orders: Number(row.orders) }));

/** Orders of one lane per period (the month's first day, or the ISO week's Monday), in order. */
export const laneCounts = async (
  db: Db,
  tenant: Tenant,
  lane: { origin: string; destination: string; frequency: 'month' | 'week' },
) => {
  // The unit is written into the SQL (one of two constants), so SELECT and GROUP BY are the same expression.
  const unit = sql.raw(lane.frequency === 'week' ? "'week'" : "'month'");
  const period = sql<string>`to_char(date_trunc(${unit}, ${orderDay}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ period, orders: count() })
    .from(orders)
    .where(and(orderSharing.visibleWhere(tenant), eq(originName, lane.origin), eq(destinationName, lane.destination)))
    .groupBy(period)
    .orderBy(period);
  return rows.map((row) => ({ period: row.period, orders: Number(row.orders) }));
};

// ─── Locations (routing stops) ────────────────────────────────────────────────────────────────────

/** The cap on the locations a routing reads (the input takes at most 500 stops). */
export const ROUTING_LOCATIONS_LIMIT = 1000;

/** The company's locations (its own rows only, through the tenancy scope), by name. */
export const companyLocations = async (db: Db, tenant: Tenant) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      type: locations.type,
      code: locations.code,
      city: locations.city,
      country: locations.country,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(tenantWhere(locations, tenant))
    .orderBy(sql`lower(${locations.name})`, asc(locations.name), asc(locations.id))
    .limit(ROUTING_LOCATIONS_LIMIT);
