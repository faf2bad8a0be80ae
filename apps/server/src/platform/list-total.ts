import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// The total of a list page without counting the whole table (issue 11 §4). A company with 60,000
// locations must not pay a full count on every page: the total is exact up to LIST_TOTAL_CAP rows
// (or up to the page asked for, when that lies further) and capped above it, which the reply says
// with `meta.totalExact: false`. Lists build their page query and a `select 1` over the same rows
// and the same joins; this module only counts.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Up to this many rows a list's total is exact. */
export const LIST_TOTAL_CAP = 10_000;

/** What `meta` says about a list's size: `total` rows, or more than `total` when `totalExact` is false. */
export type ListTotal = { total: number; totalExact: boolean };

/** The select that names a list's rows for counting: `db.select(countRow).from(…).where(…).$dynamic()`. */
export const countRow = { one: sql<number>`1`.as('one') };

/** How many rows `source` yields, counting no further than `upTo` + 1. */
export const countUpTo = async (db: Executor, source: PgSelect, upTo: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(source.limit(upTo + 1).as('capped_rows'));
  return Number(row?.n ?? 0);
};

/**
 * The total for a page of `rowsOnPage` rows read at `skip` with `limit`. A page that is not full
 * ends the list, so its total needs no count; otherwise the rows of `source` are counted up to the
 * cap, or up to the end of the page asked for when that lies beyond it.
 */
export const listTotal = async (
  db: Executor,
  source: PgSelect,
  page: { skip: number; limit: number },
  rowsOnPage: number,
  cap: number = LIST_TOTAL_CAP,
): Promise<ListTotal> => listTotalBy(page, rowsOnPage, (upTo) => countUpTo(db, source, upTo), cap);

/** How far a page's total is counted: the cap, or the end of the page asked for when that lies beyond. */
export const listCountBound = (page: { skip: number; limit: number }, cap: number = LIST_TOTAL_CAP): number =>
  Math.max(cap, page.skip + page.limit);

/**
 * `listTotal` with the counting done by the caller: `countUpTo(n)` returns how many rows the list
 * has, counting no further than n + 1 (`n` is `listCountBound(page, cap)`; a prepared statement can
 * count in advance with that bound).
 */
export const listTotalBy = async (
  page: { skip: number; limit: number },
  rowsOnPage: number,
  countUpTo: (upTo: number) => Promise<number>,
  cap: number = LIST_TOTAL_CAP,
): Promise<ListTotal> => {
  if (rowsOnPage < page.limit && (rowsOnPage > 0 || page.skip === 0)) {
    return { total: page.skip + rowsOnPage, totalExact: true };
  }
  const bound = listCountBound(page, cap);
  const counted = await countUpTo(bound);
  return counted > bound ? { total: bound, totalExact: false } : { total: counted, totalExact: true };
};
