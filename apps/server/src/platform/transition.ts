import { fillMessage, MSG } from '@lanehub/shared';
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { AppError, notFound } from './errors';
import { type Tenant, type TenantTable, tenantWhere } from './tenancy';

// One way to move a record from one state to another when several people may try at once (two
// administrators approving one company, a dispatcher and a carrier on one load): a single conditional
// `UPDATE … WHERE id = $id AND status IN (from) RETURNING *`. The database lets exactly one of the
// concurrent updates match; the others find the new state and are told what it is (409
// STATE_CONFLICT with `params.current`), so nobody decides twice and nothing is read then written.

type StatefulTable = PgTable & { id: AnyPgColumn };

export type TransitionOptions<T extends StatefulTable> = {
  table: T;
  id: string;
  /** The caller's company: the row must be theirs (a row of another company is "not found"). */
  tenant?: Tenant;
  /** The states the change may start from. */
  from: readonly string[];
  to: string;
  /** The state column; `status` by default. */
  column?: AnyPgColumn;
  /** Other columns written with the change (who decided, when…). */
  set?: PgUpdateSetSource<T>;
  /** Rows outside this condition count as absent (404): e.g. only companies that asked to join. */
  scope?: SQL;
  /** What the record is called in the refusal: 'This {what} is already {current}'. */
  what: string;
  /** The feature's own refusal text, when the spec words it otherwise. */
  conflictMessage?: (current: string) => string;
  notFoundMessage?: string;
};

export class StateConflict extends AppError {
  constructor(
    message: string,
    readonly current: string,
  ) {
    super(409, 'STATE_CONFLICT', message, undefined, { current });
  }
}

/**
 * Moves the row to `to` if it is in one of the `from` states, in one statement; returns the updated
 * row. Throws 404 when the row does not exist (or is outside `tenant`/`scope`), 409 STATE_CONFLICT
 * with the current state when another change got there first. Run it inside the transaction that
 * records the change's domain event, so a refused change records nothing.
 */
export const transition = async <T extends StatefulTable>(
  tx: Db,
  options: TransitionOptions<T>,
): Promise<T['$inferSelect']> => {
  const { table } = options;
  const column = options.column ?? (getTableColumns(table) as Record<string, AnyPgColumn>).status;
  if (!column) {
    throw new Error(`transition: ${String(table)} has no status column; pass column`);
  }
  const where = (...conditions: Array<SQL | undefined>) =>
    options.tenant
      ? tenantWhere(
          table as unknown as TenantTable,
          options.tenant,
          eq(table.id, options.id),
          options.scope,
          ...conditions,
        )
      : (and(eq(table.id, options.id), options.scope, ...conditions) as SQL);

  const updated = (await tx
    .update(table as PgTable)
    .set({ ...options.set, [keyOf(table, column)]: options.to } as PgUpdateSetSource<PgTable>)
    .where(where(inArray(column, [...options.from])))
    .returning()) as T['$inferSelect'][];
  const [moved] = updated;
  if (moved) {
    return moved as T['$inferSelect'];
  }
  // The loser reads what the winner left (committed before our UPDATE could match nothing).
  const [row] = await tx
    .select({ current: column })
    .from(table as PgTable)
    .where(where());
  if (!row) {
    throw notFound(options.notFoundMessage ?? MSG.notFound);
  }
  const current = String(row.current);
  const message = options.conflictMessage
    ? options.conflictMessage(current)
    : fillMessage(MSG.stateConflict, { what: options.what, current });
  throw new StateConflict(message, current);
};

/** The property name of a column in its table (the update's `set` is keyed by property, not SQL name). */
const keyOf = (table: PgTable, column: AnyPgColumn): string => {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) {
    throw new Error(`transition: column ${column.name} is not a column of the table`);
  }
  return entry[0];
};
