import { createHash } from 'node:crypto';
import type { AnyResource } from '@lanehub/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { containsPattern } from '../platform/list-query';
import { countRow, listCountBound, listTotalBy } from '../platform/list-total';
import { tenantRepository } from '../platform/repository';
import { type Tenant, tenantParams, tenantPreparedWhere, tenantValues, tenantWhere } from '../platform/tenancy';

// SQL for the generic resource routes. Every statement is tenant-scoped through platform/tenancy.
export type ResourceTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export type ListParams = {
  skip: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  search?: string;
  /** The declared filters given (`?active=true&modeId=…`): equality on their column. */
  filters?: Readonly<Record<string, unknown>>;
};

const column = (table: ResourceTable, name: string): AnyPgColumn => {
  const col = (table as unknown as Record<string, AnyPgColumn | undefined>)[name];
  if (!col) {
    throw new Error(`Table has no column for field '${name}'`);
  }
  return col;
};

export const createResourceQueries = (db: Db, resource: AnyResource, table: ResourceTable) => {
  // The list's page and its capped count are prepared statements (issue 12 §10), one per sort, order
  // and with or without a search (at most sortable × 2 × 2 per resource), built on first use: the
  // SQL text is built once, and on PostgreSQL each pooled connection plans it once. The company, the
  // search pattern and the page are placeholders. The page carries the capped count of the whole list
  // (platform/list-total.ts) in each row, so a page is one statement and one round trip; the count
  // runs alone only for a page past the end, which has no row to carry it.
  // Filters are placeholders too (`filter_<name>`); which filters are given is part of the statement key.
  const searchWhere = (searching: boolean, filters: readonly string[] = []): SQL | undefined =>
    and(
      searching && resource.searchable.length > 0
        ? or(...resource.searchable.map((f) => ilike(sql`${column(table, f)}::text`, sql.placeholder('pattern'))))
        : undefined,
      ...filters.map((f) => eq(column(table, f), sql.placeholder(`filter_${f}`))),
    );
  // PostgreSQL cuts names at 63 bytes: a short digest keeps every resource's statements apart.
  const preparedName = (kind: string, sort: string, order: string, searching: boolean, filters: readonly string[]) =>
    `lanehub_${kind}_${createHash('sha1')
      .update(`${resource.name}|${sort}|${order}|${searching}|${filters.join(',')}`)
      .digest('hex')
      .slice(0, 16)}`;
  const cappedCount = (searching: boolean, filters: readonly string[]) =>
    db.select({ n: count() }).from(
      db
        .select(countRow)
        .from(table)
        .where(tenantPreparedWhere(table, searchWhere(searching, filters)))
        .limit(sql.placeholder('countUpTo'))
        .as('capped_rows'),
    );
  const pageStatement = (sort: string, order: 'asc' | 'desc', searching: boolean, filters: readonly string[]) => {
    const direction = order === 'desc' ? desc : asc;
    return (
      db
        .select({
          ...getTableColumns(table),
          listCount: sql<number>`(${cappedCount(searching, filters)})`.mapWith(Number),
        })
        .from(table)
        .where(tenantPreparedWhere(table, searchWhere(searching, filters)))
        // The id breaks ties so that pages never overlap or skip rows.
        .orderBy(direction(column(table, sort)), asc(table.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('skip'))
        .prepare(preparedName('page', sort, order, searching, filters))
    );
  };
  const countStatement = (searching: boolean, filters: readonly string[]) =>
    cappedCount(searching, filters).prepare(preparedName('count', '', '', searching, filters));
  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  // The update stays one statement of its own: the repository's would read the row first, and no
  // change log needs the "before" of a registry record.
  const repository = tenantRepository(table);
  const counts = new Map<string, ReturnType<typeof countStatement>>();

  return {
    list: async (tenant: Tenant, params: ListParams) => {
      const searching = Boolean(params.search) && resource.searchable.length > 0;
      const filters = Object.keys(params.filters ?? {})
        .filter((f) => params.filters?.[f] !== undefined)
        .sort();
      const key = `${params.sort}|${params.order}|${searching}|${filters.join(',')}`;
      let page = pages.get(key);
      if (!page) {
        page = pageStatement(params.sort, params.order, searching, filters);
        pages.set(key, page);
      }
      const values = {
        ...tenantParams(tenant),
        ...(searching ? { pattern: containsPattern(params.search) } : {}),
        ...Object.fromEntries(filters.map((f) => [`filter_${f}`, params.filters?.[f]])),
        countUpTo: listCountBound(params) + 1,
      };
      const found = await page.execute({ ...values, limit: params.limit, skip: params.skip });
      const total = await listTotalBy(params, found.length, async () => {
        if (found[0]) {
          return found[0].listCount;
        }
        const countKey = `${searching}|${filters.join(',')}`;
        let counter = counts.get(countKey);
        if (!counter) {
          counter = countStatement(searching, filters);
          counts.set(countKey, counter);
        }
        const [row] = await counter.execute(values);
        return Number(row?.n ?? 0);
      });
      const rows = found.map(({ listCount: _, ...row }) => row as Record<string, unknown>);
      return { rows, ...total };
    },
    /** The record, or null; `lock` holds it (FOR UPDATE) until the transaction ends: the "before" of a change. */
    get: async (tenant: Tenant, id: string, tx: Db = db, options: { lock?: boolean } = {}) =>
      (await repository.find(tx, tenant, id, options)) as Record<string, unknown> | null,
    // Writes take the route's transaction, in which the reference checks and the rules ran.
    create: async (tenant: Tenant, values: Record<string, unknown>, tx: Db = db) => {
      const [row] = await tx
        .insert(table)
        .values(tenantValues(tenant, values) as never)
        .returning();
      return row as Record<string, unknown>;
    },
    update: async (tenant: Tenant, id: string, values: Record<string, unknown>, tx: Db = db) => {
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(tenantWhere(table, tenant, eq(table.id, id)))
        .returning();
      return (row as Record<string, unknown> | undefined) ?? null;
    },
    /** Deletes the record (404 when the company has none with this id). */
    remove: async (tenant: Tenant, id: string, tx: Db = db) =>
      (await repository.delete(tx, tenant, id)) as Record<string, unknown>,
    /** Deletes all the ids or none: null when any is missing from the tenant, and then nothing is deleted. */
    // `onDeleted` runs in the same transaction with the deleted rows (their change-log events).
    removeMany: async (
      tenant: Tenant,
      ids: readonly string[],
      onDeleted: (tx: Db, rows: Array<Record<string, unknown>>) => Promise<void>,
    ) => {
      const wanted = [...new Set(ids)];
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx
            .delete(table)
            .where(tenantWhere(table, tenant, inArray(table.id, wanted)))
            .returning();
          if (rows.length !== wanted.length) {
            tx.rollback();
          }
          await onDeleted(tx, rows as Array<Record<string, unknown>>);
          return rows.length;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) {
          return null;
        }
        throw error;
      }
    },
  };
};
