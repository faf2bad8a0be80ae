import { MSG } from '@lanehub/shared';
import { and, asc, desc, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from './errors';
import { countRow, countUpTo, LIST_TOTAL_CAP, type ListTotal, listTotalBy } from './list-total';

// The one list helper (issue 12 §2). A feature keeps its own select, joins and filters; this module
// gives it the parts every list shares: search with LIKE escaping, the sort whitelist with the id as
// the last tie-break, offset pages, keyset cursors and the capped total.
//
// How a keyset page works: the page query selects one extra column, `listCursorKey`, the row's sort
// keys and id as PostgreSQL prints them (a JSON array of text). The last row's key becomes
// `meta.nextCursor` (base64url); the next request turns it back into a condition "after this row in
// the list's order", so a page costs the same on the 60,000th row as on the first and rows inserted
// meanwhile never shift a page. The keys travel as PostgreSQL's own text (not a JS Date, which would
// drop the microseconds of a timestamp) and are cast back to the key's type in the condition.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

// ─── Search ────────────────────────────────────────────────────────────────────────────────────────

/** `text` with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern for "contains `text`", or null when there is nothing to search for. */
export const containsPattern = (text: string | null | undefined): string | null =>
  text ? `%${escapeLike(text)}%` : null;

/** Rows where any of `columns` contains `text` (case-insensitive); undefined (no filter) for no text. */
export const searchAny = (
  text: string | null | undefined,
  columns: ReadonlyArray<AnyPgColumn | SQL>,
): SQL | undefined => {
  const pattern = containsPattern(text);
  return pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined;
};

// ─── Sorts ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * One key of an order: an expression, the PostgreSQL type its cursor value is cast back to, and
 * whether it can be null (a key that cannot gives the cursor condition a bound an index can seek to).
 */
export type SortKey = { expression: AnyPgColumn | SQL; type: string; notNull?: boolean };

/** A column as a sort key (its own SQL type). */
export const columnKey = (column: AnyPgColumn): SortKey => ({
  expression: column,
  type: column.getSQLType(),
  notNull: column.notNull,
});

/** A text column sorted without regard to case ('port of x' next to 'Port of Y'), then by its own text. */
export const caseInsensitiveKeys = (column: AnyPgColumn): SortKey[] => [
  { expression: sql`lower(${column})`, type: 'text', notNull: column.notNull },
  columnKey(column),
];

/** A list's sorts: a whitelist of names, each the keys it orders by; the id always ends the order. */
export type ListDefinition<S extends string> = {
  id: AnyPgColumn;
  sorts: Record<S, AnyPgColumn | SortKey | SortKey[]>;
  /** The id's direction in every order: ascending, or descending for the newest-first feeds that always were. */
  idOrder?: 'asc' | 'desc';
};

export const defineList = <S extends string>(definition: ListDefinition<S>): ListDefinition<S> => definition;

const keysOf = (sort: AnyPgColumn | SortKey | SortKey[]): SortKey[] => {
  if (Array.isArray(sort)) {
    return sort;
  }
  return 'expression' in sort && 'type' in sort && typeof sort.type === 'string'
    ? [sort as SortKey]
    : [columnKey(sort as AnyPgColumn)];
};

// ─── Cursors ───────────────────────────────────────────────────────────────────────────────────────

/** What a cursor carries: the sort and order it was made for, and the last row's keys and id. */
type CursorContent = { s: string; o: 'asc' | 'desc'; k: Array<string | null>; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

export const encodeCursor = (content: CursorContent): string =>
  Buffer.from(JSON.stringify(content)).toString('base64url');

const invalidCursor = () => badRequest(MSG.invalidCursor, { cursor: MSG.invalidCursor });

// How PostgreSQL prints a date or timestamp (ISO DateStyle): '2026-11-24 01:02:03.123456+00'.
const PRINTED_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}:\d{2})(?:\.\d{1,6})?)?(?:[+-]\d{2}(?::\d{2}){0,2})?$/;

const isPrintedTimestamp = (value: string): boolean => {
  const match = PRINTED_TIMESTAMP.exec(value);
  if (!match) {
    return false;
  }
  const [, day, time = '00:00:00'] = match;
  const parsed = new Date(`${day}T${time}Z`);
  // JS rolls 2026-02-30 over into March where PostgreSQL refuses it: the day must survive the round trip.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${day}T${time}`);
};

/** Whether `value` is a text PostgreSQL would accept for a key of `type` (so a tampered cursor is a 400, never a 500). */
const fitsType = (value: string, type: string): boolean => {
  const t = type.toLowerCase();
  if (t.startsWith('timestamp') || t === 'date') {
    return isPrintedTimestamp(value);
  }
  if (t === 'uuid') {
    return UUID.test(value);
  }
  if (t === 'boolean') {
    return value === 'true' || value === 'false';
  }
  if (/^(integer|bigint|smallint|numeric|real|double)/.test(t)) {
    return value.length <= 40 && NUMBER.test(value);
  }
  return value.length <= 2000;
};

/** The cursor of a `meta.nextCursor`, checked against the list's sort; anything else is a 400. */
export const decodeCursor = (text: string, sort: string, order: 'asc' | 'desc', keys: SortKey[]): CursorContent => {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const c = content as Partial<CursorContent> | null;
  const valid =
    c !== null &&
    typeof c === 'object' &&
    c.s === sort &&
    c.o === order &&
    typeof c.id === 'string' &&
    UUID.test(c.id) &&
    Array.isArray(c.k) &&
    c.k.length === keys.length &&
    c.k.every(
      (value, i) => value === null || (typeof value === 'string' && fitsType(value, (keys[i] as SortKey).type)),
    );
  if (!valid) {
    throw invalidCursor();
  }
  return c as CursorContent;
};

/**
 * "Comes after the cursor's row" in the order `keys` (each in `order`, PostgreSQL's default null
 * placement: last when ascending, first when descending), then `id` (ascending unless the list says otherwise).
 */
const afterCondition = (
  keys: SortKey[],
  order: 'asc' | 'desc',
  id: AnyPgColumn,
  idOrder: 'asc' | 'desc',
  cursor: CursorContent,
): SQL => {
  const build = (i: number): SQL => {
    if (i === keys.length) {
      return idOrder === 'asc' ? sql`${id} > ${cursor.id}::uuid` : sql`${id} < ${cursor.id}::uuid`;
    }
    const key = keys[i] as SortKey;
    const value = cursor.k[i] ?? null;
    const typed = value === null ? null : sql`cast(${value} as ${sql.raw(key.type)})`;
    const rest = build(i + 1);
    if (typed === null) {
      // Nulls come last when ascending (nothing but nulls follows) and first when descending (every value follows).
      const equal = and(isNull(key.expression), rest) as SQL;
      return order === 'asc' ? equal : (or(isNotNull(key.expression), equal) as SQL);
    }
    const beyond =
      order === 'asc'
        ? (or(sql`${key.expression} > ${typed}`, isNull(key.expression)) as SQL)
        : sql`${key.expression} < ${typed}`;
    return or(beyond, and(sql`${key.expression} = ${typed}`, rest)) as SQL;
  };
  // The same condition again as a plain range on the first key, which an index on the list's order
  // can seek to (PostgreSQL does not derive one from the ORs above): the page then reads from the
  // cursor on, not from the first row. Only where no null can follow the cursor's row.
  const first = keys[0];
  const value = cursor.k[0] ?? null;
  if (first && value !== null && (order === 'desc' || first.notNull)) {
    const typed = sql`cast(${value} as ${sql.raw(first.type)})`;
    const bound = order === 'asc' ? sql`${first.expression} >= ${typed}` : sql`${first.expression} <= ${typed}`;
    return sql`(${bound} and ${build(0)})`;
  }
  return sql`(${build(0)})`;
};

// ─── Pages ─────────────────────────────────────────────────────────────────────────────────────────

export type ListParams<S extends string> = {
  skip: number;
  limit: number;
  sort: S;
  order: 'asc' | 'desc';
  cursor?: string | undefined;
};

/** How to read one page: the parts a feature puts into its own select. */
export type ListPlan = {
  /** Select it beside the row's columns: the cursor is made from it (`listPage` removes it). */
  keyColumns: { listCursorKey: SQL.Aliased<string> };
  /** AND it into the page's where: the rows after the cursor (undefined on an offset page). */
  after: SQL | undefined;
  orderBy: SQL[];
  /** One row more than the page, to know whether another page follows. */
  limit: number;
  offset: number;
  page: { skip: number; limit: number };
  cursor: boolean;
  sort: string;
  order: 'asc' | 'desc';
};

/** The order, cursor condition and bounds of a page of `list` for `params` (a bad cursor is a 400). */
export const listPlan = <S extends string>(list: ListDefinition<S>, params: ListParams<S>): ListPlan => {
  const keys = keysOf(list.sorts[params.sort]);
  const direction = params.order === 'desc' ? desc : asc;
  const cursor = params.cursor ? decodeCursor(params.cursor, params.sort, params.order, keys) : null;
  const printed = keys.map((key) => sql`(${key.expression})::text`);
  return {
    keyColumns: {
      listCursorKey: sql<string>`json_build_array(${sql.join([...printed, sql`${list.id}::text`], sql`, `)})::text`.as(
        'list_cursor_key',
      ),
    },
    after: cursor ? afterCondition(keys, params.order, list.id, list.idOrder ?? 'asc', cursor) : undefined,
    // The id breaks ties, so that pages never overlap or skip rows with equal sort keys.
    orderBy: [...keys.map((key) => direction(key.expression)), list.idOrder === 'desc' ? desc(list.id) : asc(list.id)],
    limit: params.limit + 1,
    // A cursor says where the page starts; `skip` counts from there no more.
    offset: cursor ? 0 : params.skip,
    page: { skip: cursor ? 0 : params.skip, limit: params.limit },
    cursor: cursor !== null,
    sort: params.sort,
    order: params.order,
  };
};

export type ListPage<R> = ListTotal & { rows: R[]; nextCursor?: string };

/** How a list's rows are counted: a `select(countRow)` over them, or a function counting up to n + 1. */
export type ListCounter = PgSelect | ((upTo: number) => Promise<number>);

/** A table whose rows are keyed by (company_id, id), as every tenant table is. */
type KeyedTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };

/**
 * The rows of one page when the list is a union of disjoint branches (each a full where, filters
 * included): every branch is read in the list's order up to the page's end — so each can walk its
 * own index and stop — and the page's where becomes "one of those". AND nothing else into the page
 * query's where; give it the plan's order, limit and offset as usual. Used for records shared with
 * partners (`Sharing.visibleBranches`), whose `owned OR party` condition no index serves.
 */
export const branchedPageWhere = (db: Executor, table: KeyedTable, branches: SQL[], plan: ListPlan): SQL => {
  const reads = branches.map(
    (branch) =>
      sql`(${db
        .select({ companyId: table.companyId, id: table.id })
        .from(table)
        .where(and(branch, plan.after))
        .orderBy(...plan.orderBy)
        .limit(plan.offset + plan.limit)})`,
  );
  return sql`(${table.companyId}, ${table.id}) in (${sql.join(reads, sql` union all `)})`;
};

/** Counts the rows of disjoint branches (as `branchedPageWhere` reads them), branch by branch, up to n + 1. */
export const branchedCounter =
  (db: Executor, table: KeyedTable, branches: SQL[]) =>
  async (upTo: number): Promise<number> => {
    let n = 0;
    for (const branch of branches) {
      n += await countUpTo(db, db.select(countRow).from(table).where(branch).$dynamic(), upTo - n);
      if (n > upTo) {
        break;
      }
    }
    return n;
  };

/**
 * The page's rows (without their cursor key), its total and, when more rows follow, the cursor of
 * the next page. `counted` is a `select(countRow)` over the same rows and joins, without the cursor.
 */
export const listPage = async <R extends { listCursorKey: string }>(
  db: Executor,
  plan: ListPlan,
  fetched: R[],
  counted: ListCounter,
  cap: number = LIST_TOTAL_CAP,
): Promise<ListPage<Omit<R, 'listCursorKey'>>> => {
  const more = fetched.length > plan.page.limit;
  const onPage = more ? fetched.slice(0, plan.page.limit) : fetched;
  const rows = onPage.map(({ listCursorKey: _key, ...row }) => row);
  // A cursor page does not know how many rows came before it, so its total is always counted (capped).
  const countTo = typeof counted === 'function' ? counted : (upTo: number) => countUpTo(db, counted, upTo);
  const total = plan.cursor
    ? await cappedTotal(countTo, cap)
    : await listTotalBy(plan.page, onPage.length, countTo, cap);
  const last = onPage.at(-1);
  if (!more || !last) {
    return { rows, ...total };
  }
  const printed = JSON.parse(last.listCursorKey) as Array<string | null>;
  const id = printed.pop() as string;
  return { rows, ...total, nextCursor: encodeCursor({ s: plan.sort, o: plan.order, k: printed, id }) };
};

const cappedTotal = async (countTo: (upTo: number) => Promise<number>, cap: number): Promise<ListTotal> => {
  const n = await countTo(cap);
  return n > cap ? { total: cap, totalExact: false } : { total: n, totalExact: true };
};

/** The `meta` of a list reply: total, paging and the next cursor when there is one. */
export const listMeta = (
  page: ListTotal & { nextCursor?: string | undefined },
  params: { skip: number; limit: number },
) => ({
  total: page.total,
  totalExact: page.totalExact,
  skip: params.skip,
  limit: params.limit,
  ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
});
