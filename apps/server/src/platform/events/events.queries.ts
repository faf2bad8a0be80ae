import { EVENT_MSG, type TDomainEvent, type TEventFilters } from '@lanehub/shared';
import { and, desc, eq, gte, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, domainEvents, users } from '../../db/schema';
import { badRequest } from '../errors';
import { escapeLike } from '../list-query';
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
