import { MSG } from '@lanehub/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest, notFound } from './errors';
import { type AggregateType, loggedWrite } from './events/record-event';
import { type Tenant, tenantWhere } from './tenancy';

// The tenant data kit (issue 12 §2): the by-id reads and writes every tenant table needs, written
// once. Each goes through `tenantWhere`, so an id of another company is simply not found (404), and
// `assertOwned` checks the ids a body names (400 on the field) before they are stored.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A tenant-owned table keyed by a uuid `id`. */
export type RepositoryTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

export type TenantRepository<T extends RepositoryTable> = {
  /** The row, or null when the company has no row with this id; `lock` holds it until the transaction ends. */
  find: (db: Executor, tenant: Tenant, id: string, options?: { lock?: boolean }) => Promise<T['$inferSelect'] | null>;
  /** The row, or 404 with the repository's message. */
  get: (db: Executor, tenant: Tenant, id: string, options?: { lock?: boolean }) => Promise<T['$inferSelect']>;
  exists: (db: Executor, tenant: Tenant, id: string) => Promise<boolean>;
  /**
   * Changes the row and returns it as it was (locked first) and as it is now: what the change log
   * records. 404 when the company has no such row. `updatedAt` is set when the table has one.
   */
  update: (
    db: Executor,
    tenant: Tenant,
    id: string,
    values: Partial<T['$inferInsert']>,
  ) => Promise<{ before: T['$inferSelect']; after: T['$inferSelect'] }>;
  /** Deletes the row and returns it as it was; 404 when the company has no such row. */
  delete: (db: Executor, tenant: Tenant, id: string) => Promise<T['$inferSelect']>;
  /** `update` and its domain event in one transaction (the row as locked and as written); returns the row after. */
  loggedUpdate: (
    db: Db,
    tenant: Tenant,
    id: string,
    values: Partial<T['$inferInsert']>,
    event: LoggedEvent<T['$inferSelect']>,
  ) => Promise<T['$inferSelect']>;
  /** `delete` and its domain event in one transaction; returns the deleted row. */
  loggedDelete: (
    db: Db,
    tenant: Tenant,
    id: string,
    event: LoggedEvent<T['$inferSelect']>,
  ) => Promise<T['$inferSelect']>;
};

/** The event of a logged write: its kind and type, and what the log keeps of the row (default: the row). */
export type LoggedEvent<Row> = {
  aggregateType: AggregateType;
  type: string;
  log?: (row: Row) => Record<string, unknown>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The by-id operations of a tenant table; `notFound` is the 404's message (the feature's own). */
export const tenantRepository = <T extends RepositoryTable>(
  table: T,
  options: { notFound?: string } = {},
): TenantRepository<T> => {
  type Row = T['$inferSelect'];
  const missing = () => notFound(options.notFound ?? MSG.notFound);
  // Loosely typed views of the generic table: drizzle cannot resolve a generic table's columns.
  const source = table as unknown as PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };
  const byId = (tenant: Tenant, id: string) => tenantWhere(source, tenant, eq(source.id, id));
  const hasUpdatedAt = 'updatedAt' in source;

  const find: TenantRepository<T>['find'] = async (db, tenant, id, { lock = false } = {}) => {
    if (!UUID.test(id)) {
      return null;
    }
    const query = db.select().from(source).where(byId(tenant, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return (row as Row | undefined) ?? null;
  };

  const update: TenantRepository<T>['update'] = async (db, tenant, id, values) => {
    const before = await find(db, tenant, id, { lock: true });
    if (!before) {
      throw missing();
    }
    const [after] = await db
      .update(source)
      .set({ ...(values as Record<string, unknown>), ...(hasUpdatedAt ? { updatedAt: new Date() } : {}) })
      .where(byId(tenant, id))
      .returning();
    if (!after) {
      throw missing();
    }
    return { before, after: after as Row };
  };

  const remove: TenantRepository<T>['delete'] = async (db, tenant, id) => {
    if (!UUID.test(id)) {
      throw missing();
    }
    const [row] = await db.delete(source).where(byId(tenant, id)).returning();
    if (!row) {
      throw missing();
    }
    return row as Row;
  };

  const logOf = (event: LoggedEvent<Row>) => event.log ?? ((row: Row) => row as Record<string, unknown>);

  return {
    find,
    update,
    delete: remove,
    loggedUpdate: (db, tenant, id, values, event) =>
      loggedWrite(db, tenant, event, async (tx) => {
        const { before, after } = await update(tx, tenant, id, values);
        return { result: after, aggregateId: id, before: logOf(event)(before), after: logOf(event)(after) };
      }),
    loggedDelete: (db, tenant, id, event) =>
      loggedWrite(db, tenant, event, async (tx) => {
        const deleted = await remove(tx, tenant, id);
        return { result: deleted, aggregateId: id, before: logOf(event)(deleted) };
      }),
    get: async (db, tenant, id, lockOptions) => {
      const row = await find(db, tenant, id, lockOptions);
      if (!row) {
        throw missing();
      }
      return row;
    },
    exists: async (db, tenant, id) => {
      if (!UUID.test(id)) {
        return false;
      }
      const [row] = await db.select({ id: source.id }).from(source).where(byId(tenant, id)).limit(1);
      return Boolean(row);
    },
  };
};

/** Which table an id field refers to, and the field's error when the id is not the company's. */
export type OwnedReference = { table: RepositoryTable; message: string };

/**
 * Checks that every id a body names (a string, or a list of them; null and absent are skipped)
 * belongs to the caller's company, in one query per table. The first field that does not is a 400
 * whose `fieldErrors` carry that field's message, the same as each feature answered before.
 */
export const assertOwned = async <F extends string>(
  db: Executor,
  tenant: Tenant,
  references: Record<F, OwnedReference | RepositoryTable>,
  body: NoInfer<Partial<Record<F, unknown>>>,
): Promise<void> => {
  const fields = Object.keys(references) as F[];
  const idsOf = (field: F): string[] => {
    const value = body[field];
    const list = Array.isArray(value) ? value : [value];
    return list.filter((id): id is string => typeof id === 'string' && id !== '');
  };
  const referenceOf = (field: F): OwnedReference => {
    const reference = references[field];
    return 'table' in reference && 'message' in reference
      ? (reference as OwnedReference)
      : { table: reference as RepositoryTable, message: MSG.notFound };
  };
  // One query per table, for the ids of every field that refers to it.
  const byTable = new Map<RepositoryTable, Set<string>>();
  for (const field of fields) {
    const ids = idsOf(field).filter((id) => UUID.test(id));
    const { table } = referenceOf(field);
    const wanted = byTable.get(table) ?? new Set<string>();
    for (const id of ids) {
      wanted.add(id);
    }
    byTable.set(table, wanted);
  }
  const owned = new Set<string>();
  for (const [table, wanted] of byTable) {
    if (wanted.size === 0) {
      continue;
    }
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(tenantWhere(table, tenant, inArray(table.id, [...wanted])));
    for (const row of rows) {
      owned.add(`${tableKey(table)}:${row.id as string}`);
    }
  }
  for (const field of fields) {
    const { table, message } = referenceOf(field);
    if (idsOf(field).some((id) => !owned.has(`${tableKey(table)}:${id}`))) {
      throw badRequest(message, { [field]: message });
    }
  }
};

const tableNames = new WeakMap<object, string>();
let tableCount = 0;
/** A key per table object (two fields may name the same table). */
const tableKey = (table: RepositoryTable): string => {
  let key = tableNames.get(table);
  if (!key) {
    tableCount += 1;
    key = `t${tableCount}`;
    tableNames.set(table, key);
  }
  return key;
};
