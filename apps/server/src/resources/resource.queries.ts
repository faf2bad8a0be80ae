import type { AnyResource } from '@lanehub/shared';
import {
  asc,
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
import { countRow, listTotal } from '../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../platform/tenancy';

// SQL for the generic resource routes. Every statement is tenant-scoped through platform/tenancy.
export type ResourceTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export type ListParams = { skip: number; limit: number; sort: string; order: 'asc' | 'desc'; search?: string };

const column = (table: ResourceTable, name: string): AnyPgColumn => {
  const col = (table as unknown as Record<string, AnyPgColumn | undefined>)[name];
  if (!col) {
    throw new Error(`Table has no column for field '${name}'`);
  }
  return col;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createResourceQueries = (db: Db, resource: AnyResource, table: ResourceTable) => {
  const searchCondition = (search: string | undefined): SQL | undefined => {
    if (!search || resource.searchable.length === 0) {
      return undefined;
    }
    const pattern = `%${escapeLike(search)}%`;
    return or(...resource.searchable.map((f) => ilike(sql`${column(table, f)}::text`, pattern)));
  };

  return {
    list: async (tenant: Tenant, params: ListParams) => {
      const where = tenantWhere(table, tenant, searchCondition(params.search));
      const sortColumn = column(table, params.sort);
      const direction = params.order === 'desc' ? desc : asc;
      const rows = await db
        .select(getTableColumns(table))
        .from(table)
        .where(where)
        // The id breaks ties so that pages never overlap or skip rows.
        .orderBy(direction(sortColumn), asc(table.id))
        .limit(params.limit)
        .offset(params.skip);
      const total = await listTotal(db, db.select(countRow).from(table).where(where).$dynamic(), params, rows.length);
      return { rows: rows as Array<Record<string, unknown>>, ...total };
    },
    get: async (tenant: Tenant, id: string) => {
      const [row] = await db
        .select()
        .from(table)
        .where(tenantWhere(table, tenant, eq(table.id, id)))
        .limit(1);
      return (row as Record<string, unknown> | undefined) ?? null;
    },
    create: async (tenant: Tenant, values: Record<string, unknown>) => {
      const [row] = await db
        .insert(table)
        .values(tenantValues(tenant, values) as never)
        .returning();
      return row as Record<string, unknown>;
    },
    update: async (tenant: Tenant, id: string, values: Record<string, unknown>) => {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(tenantWhere(table, tenant, eq(table.id, id)))
        .returning();
      return (row as Record<string, unknown> | undefined) ?? null;
    },
    remove: async (tenant: Tenant, id: string) => {
      const [row] = await db
        .delete(table)
        .where(tenantWhere(table, tenant, eq(table.id, id)))
        .returning({ id: table.id });
      return (row as { id: string } | undefined) ?? null;
    },
    /** Deletes all the ids or none: null when any is missing from the tenant, and then nothing is deleted. */
    removeMany: async (tenant: Tenant, ids: readonly string[]) => {
      const wanted = [...new Set(ids)];
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx
            .delete(table)
            .where(tenantWhere(table, tenant, inArray(table.id, wanted)))
            .returning({ id: table.id });
          if (rows.length !== wanted.length) {
            tx.rollback();
          }
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
