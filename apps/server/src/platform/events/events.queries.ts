import { EVENT_MSG, type TDomainEvent, type TEventFilters } from '@lanehub/shared';
import { and, desc, eq, gte, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, domainEvents, users } from '../../db/schema';
import { badRequest } from '../errors';
import { defineList, escapeLike, listPage, listPlan, searchAny } from '../list-query';
import { countRow } from '../list-total';
import { type Tenant, tenantWhere } from '../tenancy';

// Reading the change log: newest first, paged with a keyset cursor on (occurred_at, id) so that a
// page costs the same on the millionth row as on the first (the indexes of db/schema/events.ts).

/** Whose log: one company (the tenant helper adds it) or, for the admin screen, every company. */
export type EventScope = { tenant: Tenant } | { allCompanies: true; companyId?: string | undefined };

export type EventCursor = { occurredAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (cursor: EventCursor) =>
  Buffer.from(JSON.stringify([cursor.occurredAt.toISOString(), cursor.id])).toString('base64url');

/** The cursor of a `nextCursor`; anything else is a 400 (never a 500, never another page). */
export const decodeCursor = (text: string): EventCursor => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const occurredAt = new Date(value[0]);
      if (!Number.isNaN(occurredAt.getTime()) && UUID.test(value[1])) {
        return { occurredAt, id: value[1] };
      }
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest(EVENT_MSG.invalidCursor, { cursor: EVENT_MSG.invalidCursor });
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` a day: from its first instant (UTC); `to` a day: the whole day, up to the next one. */
const lowerBound = (from: string) =>
  gte(domainEvents.occurredAt, new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from));
const upperBound = (to: string) => {
  if (!DATE_ONLY.test(to)) {
    return lte(domainEvents.occurredAt, new Date(to));
  }
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return lt(domainEvents.occurredAt, next);
};

const filterConditions = (filters: TEventFilters): Array<SQL | undefined> => [
  filters.aggregateType ? eq(domainEvents.aggregateType, filters.aggregateType) : undefined,
  filters.aggregateId ? eq(domainEvents.aggregateId, filters.aggregateId) : undefined,
  filters.type
    ? filters.type.endsWith('.')
      ? like(domainEvents.type, `${escapeLike(filters.type)}%`)
      : eq(domainEvents.type, filters.type)
    : undefined,
  filters.actor ? eq(domainEvents.actorUserId, filters.actor) : undefined,
  filters.from ? lowerBound(filters.from) : undefined,
  filters.to ? upperBound(filters.to) : undefined,
];

const whereOf = (scope: EventScope, filters: TEventFilters, cursor?: EventCursor) => {
  const conditions = [
    ...filterConditions(filters),
    // Strictly after the cursor in the newest-first order: the row value compares (time, id) at once.
    cursor
      ? sql`(${domainEvents.occurredAt}, ${domainEvents.id}) < (${cursor.occurredAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  ];
  if ('tenant' in scope) {
    return tenantWhere(domainEvents, scope.tenant, ...conditions);
  }
  return and(scope.companyId ? eq(domainEvents.companyId, scope.companyId) : undefined, ...conditions);
};

const readPage = (db: Db, scope: EventScope, filters: TEventFilters, limit: number, cursor?: EventCursor) =>
  db
    .select({
      id: domainEvents.id,
      companyId: domainEvents.companyId,
      companyName: companies.legalName,
      aggregateType: domainEvents.aggregateType,
      aggregateId: domainEvents.aggregateId,
      sequence: domainEvents.sequence,
      type: domainEvents.type,
      actorUserId: domainEvents.actorUserId,
      actorEmail: users.email,
      occurredAt: domainEvents.occurredAt,
      before: domainEvents.before,
      after: domainEvents.after,
    })
    .from(domainEvents)
    .leftJoin(companies, eq(companies.id, domainEvents.companyId))
    // The actor's e-mail; a user of another company (a system administrator deciding a request) too,
    // which the log shows as who made the change.
    .leftJoin(users, eq(users.id, domainEvents.actorUserId))
    .where(whereOf(scope, filters, cursor))
    .orderBy(desc(domainEvents.occurredAt), desc(domainEvents.id))
    .limit(limit);

type EventRow = Awaited<ReturnType<typeof readPage>>[number];

const toEvent = (row: EventRow): TDomainEvent => ({ ...row, occurredAt: row.occurredAt.toISOString() });

/** One page, newest first, and the cursor of the next one (null on the last page). */
export const listEvents = async (
  db: Db,
  scope: EventScope,
  filters: TEventFilters,
  page: { limit: number; cursor?: string | undefined },
) => {
  const cursor = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await readPage(db, scope, filters, page.limit + 1, cursor);
  const more = rows.length > page.limit;
  const items = (more ? rows.slice(0, page.limit) : rows).map(toEvent);
  const last = items.at(-1);
  return {
    items,
    nextCursor: more && last ? encodeCursor({ occurredAt: new Date(last.occurredAt), id: last.id }) : null,
  };
};

/** Every event the filters select, page by page (for the exports), up to `max`. */
export async function* eachEventPage(db: Db, scope: EventScope, filters: TEventFilters, max: number, size = 1000) {
  let cursor: EventCursor | undefined;
  let read = 0;
  while (read < max) {
    const rows = await readPage(db, scope, filters, Math.min(size, max - read), cursor);
    if (rows.length === 0) {
      return;
    }
    read += rows.length;
    yield rows.map(toEvent);
    const last = rows.at(-1) as EventRow;
    cursor = { occurredAt: last.occurredAt, id: last.id };
    if (rows.length < size) {
      return;
    }
  }
}

// ─── Names for the filters' pickers ────────────────────────────────────────────────────────────────
// The filters take ids; a user picks them by name. Both lists go through the list kit (search with
// LIKE escaping, a sort with the id as tie-break, keyset cursors).

const logOf = (scope: EventScope) =>
  'tenant' in scope
    ? tenantWhere(domainEvents, scope.tenant)
    : scope.companyId
      ? eq(domainEvents.companyId, scope.companyId)
      : undefined;

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const ACTOR_LIST = defineList<'name'>({
  id: users.id,
  sorts: {
    name: [
      { expression: sql`lower(${fullName})`, type: 'text', notNull: true },
      { expression: sql`lower(${users.email})`, type: 'text', notNull: true },
    ],
  },
});

/**
 * The users who made a change in the log (the company's own, or every company's on the admin
 * screen), by name or e-mail. A system administrator of another company who decided the company's
 * request is among them, as the log shows them.
 */
export const listEventActors = async (
  db: Db,
  scope: EventScope,
  query: { search?: string | undefined; limit: number; cursor?: string | undefined },
) => {
  const plan = listPlan(ACTOR_LIST, { skip: 0, limit: query.limit, sort: 'name', order: 'asc', cursor: query.cursor });
  const actedHere = sql`exists (select 1 from ${domainEvents} where ${domainEvents.actorUserId} = ${users.id}${
    'tenant' in scope || scope.companyId
      ? sql` and ${domainEvents.companyId} = ${'tenant' in scope ? scope.tenant.companyId : scope.companyId}`
      : sql``
  })`;
  const where = and(actedHere, searchAny(query.search, [users.firstName, users.lastName, users.email, fullName]));
  const fetched = await db
    .select({ id: users.id, name: fullName, email: users.email, ...plan.keyColumns })
    .from(users)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  return listPage(db, plan, fetched, db.select(countRow).from(users).where(where).$dynamic());
};

/** Whether `userId` made a change in the scope's log (the actor filter names no one else). */
export const actedInLog = async (db: Db, scope: EventScope, userId: string) => {
  const [row] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(logOf(scope), eq(domainEvents.actorUserId, userId)))
    .limit(1);
  return Boolean(row);
};

// The field that names a record in its events, first found wins (a location's name, a company's
// legal name, an account's number, a user's e-mail…).
const NAME_FIELDS = ['name', 'legalName', 'roleName', 'number', 'email', 'code', 'title', 'plan'];
const nameIn = (side: SQL) => NAME_FIELDS.map((field) => sql`${side}->>${field}`);
const recordName = (alias?: string) => {
  const after = alias ? sql.raw(`${alias}.after`) : sql`${domainEvents.after}`;
  const before = alias ? sql.raw(`${alias}.before`) : sql`${domainEvents.before}`;
  return sql<string>`coalesce(${sql.join([...nameIn(after), ...nameIn(before)], sql`, `)})`;
};
const RECORD_NAME = recordName();

const RECORD_LIST = defineList<'name'>({
  id: domainEvents.id,
  sorts: {
    name: [
      { expression: sql`lower(${RECORD_NAME})`, type: 'text' },
      { expression: RECORD_NAME, type: 'text' },
    ],
  },
});

/**
 * The records the log names, each once, with the name its latest event gives it (an update that
 * changed the phone only names nothing, so the latest event that does), searched by that name.
 */
export const listEventRecords = async (
  db: Db,
  scope: EventScope,
  query: {
    search?: string | undefined;
    aggregateType?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
) => {
  const plan = listPlan(RECORD_LIST, { skip: 0, limit: query.limit, sort: 'name', order: 'asc', cursor: query.cursor });
  const where = and(
    logOf(scope),
    query.aggregateType ? eq(domainEvents.aggregateType, query.aggregateType) : undefined,
    sql`${RECORD_NAME} is not null`,
    // The latest naming event of its record only.
    sql`not exists (select 1 from ${domainEvents} later where later.company_id = ${domainEvents.companyId} and later.aggregate_type = ${domainEvents.aggregateType} and later.aggregate_id = ${domainEvents.aggregateId} and later.sequence > ${domainEvents.sequence} and ${recordName('later')} is not null)`,
    searchAny(query.search, [RECORD_NAME]),
  );
  const fetched = await db
    .select({
      aggregateType: domainEvents.aggregateType,
      aggregateId: domainEvents.aggregateId,
      name: RECORD_NAME,
      ...plan.keyColumns,
    })
    .from(domainEvents)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  return listPage(db, plan, fetched, db.select(countRow).from(domainEvents).where(where).$dynamic());
};
