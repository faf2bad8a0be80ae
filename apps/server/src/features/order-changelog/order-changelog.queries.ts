import {
  ORDER_CHANGELOG_MSG,
  type TAdminOrderListQuery,
  type TOrderChangeLogFilters,
} from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, domainEvents, orders, users } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { defineList, escapeLike, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { orderSharing } from '../orders/orders.queries';

// Reading the order change log: the domain events of aggregate 'order' (platform/events), newest first,
// paged by a keyset cursor on (occurred_at, id) as the company log is (events.queries.ts). Three scopes:
// one order (its owner's rows, for every company that sees the order), a company's own orders, and
// every company's (the admin screen).

// The orders' one sharing declaration (features/orders, which this feature extends).
export const orderVisibility = orderSharing;

export type ChangeLogScope =
  | { kind: 'order'; ownerCompanyId: string; orderId: string }
  | { kind: 'company'; companyId: string }
  | { kind: 'admin'; companyId?: string | undefined };

type Cursor = { occurredAt: Date; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.occurredAt.toISOString(), cursor.id])).toString('base64url');

export const decodeCursor = (text: string): Cursor => {
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
  throw badRequest(ORDER_CHANGELOG_MSG.invalidCursor, { cursor: ORDER_CHANGELOG_MSG.invalidCursor });
};

/** The order's number: from the event itself, else from the order (a tracking event names none). */
const ORDER_NUMBER = sql<
  string | null
>`coalesce(${domainEvents.after}->>'orderNumber', ${domainEvents.before}->>'orderNumber', ${orders.orderNumber})`;
const ACTOR_NAME = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const scopeWhere = (scope: ChangeLogScope): SQL | undefined => {
  switch (scope.kind) {
    case 'order':
      return and(eq(domainEvents.companyId, scope.ownerCompanyId), eq(domainEvents.aggregateId, scope.orderId));
    case 'company':
      return eq(domainEvents.companyId, scope.companyId);
    case 'admin':
      return scope.companyId ? eq(domainEvents.companyId, scope.companyId) : undefined;
  }
};

const filterWhere = (filters: TOrderChangeLogFilters): Array<SQL | undefined> => [
  filters.orderNumber ? sql`${ORDER_NUMBER} ilike ${`${escapeLike(filters.orderNumber)}%`}` : undefined,
  filters.action ? eq(domainEvents.type, `order.${filters.action}`) : undefined,
  filters.user ? eq(domainEvents.actorUserId, filters.user) : undefined,
  filters.from ? gte(domainEvents.occurredAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
  filters.to ? lt(domainEvents.occurredAt, sql`(${filters.to}::date + 1)::timestamptz`) : undefined,
];

const readPage = (db: Db, scope: ChangeLogScope, filters: TOrderChangeLogFilters, limit: number, cursor?: Cursor) =>
  db
    .select({
      id: domainEvents.id,
      orderId: domainEvents.aggregateId,
      companyId: domainEvents.companyId,
      companyName: companies.legalName,
      orderNumber: ORDER_NUMBER,
      sequence: domainEvents.sequence,
      type: domainEvents.type,
      actorUserId: domainEvents.actorUserId,
      actorEmail: users.email,
      actorName: ACTOR_NAME,
      occurredAt: domainEvents.occurredAt,
      before: domainEvents.before,
      after: domainEvents.after,
    })
    .from(domainEvents)
    .leftJoin(companies, eq(companies.id, domainEvents.companyId))
    .leftJoin(orders, and(eq(orders.companyId, domainEvents.companyId), eq(orders.id, domainEvents.aggregateId)))
    .leftJoin(users, eq(users.id, domainEvents.actorUserId))
    .where(
      and(
        eq(domainEvents.aggregateType, 'order'),
        scopeWhere(scope),
        ...filterWhere(filters),
        cursor
          ? sql`(${domainEvents.occurredAt}, ${domainEvents.id}) < (${cursor.occurredAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(domainEvents.occurredAt), desc(domainEvents.id))
    .limit(limit);

export type ChangeLogRow = Awaited<ReturnType<typeof readPage>>[number];

/** One page, newest first, and the cursor of the next one (null on the last page). */
export const listChangeLog = async (
  db: Db,
  scope: ChangeLogScope,
  filters: TOrderChangeLogFilters,
  page: { limit: number; cursor?: string | undefined },
) => {
  const cursor = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await readPage(db, scope, filters, page.limit + 1, cursor);
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor({ occurredAt: last.occurredAt, id: last.id }) : null };
};

/** Every event the filters select, page by page (for the exports), up to `max`. */
export async function* eachChangeLogPage(
  db: Db,
  scope: ChangeLogScope,
  filters: TOrderChangeLogFilters,
  max: number,
  size = 1000,
) {
  let cursor: Cursor | undefined;
  let read = 0;
  while (read < max) {
    const rows = await readPage(db, scope, filters, Math.min(size, max - read), cursor);
    if (rows.length === 0) {
      return;
    }
    read += rows.length;
    yield rows;
    const last = rows.at(-1) as ChangeLogRow;
    cursor = { occurredAt: last.occurredAt, id: last.id };
    if (rows.length < size) {
      return;
    }
  }
}

/** Whether `userId` changed an order in the scope (the user filter names no one else: 400). */
export const changedOrders = async (db: Db, scope: ChangeLogScope, userId: string) => {
  const [row] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregateType, 'order'), scopeWhere(scope), eq(domainEvents.actorUserId, userId)))
    .limit(1);
  return Boolean(row);
};

export const companyExists = async (db: Db, companyId: string) => {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return Boolean(row);
};

// ─── Admin → Order management: every company's orders, read only ────────────────────────────────────

const ADMIN_ORDER_LIST = defineList<'createdAt'>({ id: orders.id, sorts: { createdAt: orders.createdAt } });

export const listAdminOrders = async (db: Db, query: TAdminOrderListQuery) => {
  const where = and(
    query.companyId ? eq(orders.companyId, query.companyId) : undefined,
    query.mode ? eq(orders.mode, query.mode) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    searchAny(query.search, [orders.orderNumber, orders.poNumber, orders.bolNumber, orders.bookingNumber]),
  );
  const plan = listPlan(ADMIN_ORDER_LIST, {
    skip: query.skip ?? 0,
    limit: query.limit ?? 20,
    sort: 'createdAt',
    order: 'desc',
    cursor: query.cursor,
  });
  const fetched = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      companyId: orders.companyId,
      companyName: companies.legalName,
      mode: orders.mode,
      status: orders.status,
      stage: orders.stage,
      origin: sql<string | null>`coalesce(${orders.originLocode}, ${orders.originCity})`,
      destination: sql<string | null>`coalesce(${orders.destinationLocode}, ${orders.destinationCity})`,
      eta: orders.eta,
      createdAt: orders.createdAt,
      ...plan.keyColumns,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return listPage(db, plan, fetched, db.select(countRow).from(orders).where(where).$dynamic());
};
