import type { AnyResource } from '@lanehub/shared';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { ResourceTable } from './resource.queries';

// A resource's table is the schema's table of the same SQL name (`load-types` → `load_types`, or the
// declaration's `table`), so a new resource adds its table to a schema file and no map. Checked at
// start-up: a resource without its table, or a field without its column, stops the server.

const TABLES = new Map<string, PgTable>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

export const sqlTableName = (resource: Pick<AnyResource, 'name' | 'table'>) =>
  resource.table ?? resource.name.replaceAll('-', '_');

/** A tenant table of the schema by its SQL name (a reference field's target), or undefined. */
export const tenantTableNamed = (name: string): ResourceTable | undefined => {
  const table = TABLES.get(name);
  return table && 'companyId' in getTableColumns(table) ? (table as unknown as ResourceTable) : undefined;
};

/** The column names a resource field is stored in (a money field has two). */
export const columnsOfField = (resource: AnyResource, field: string): string[] =>
  resource.fields.find((f) => f.name === field)?.input === 'money' ? [`${field}Amount`, `${field}Currency`] : [field];

export const tableOf = (resource: AnyResource): ResourceTable => {
  const table = tenantTableNamed(sqlTableName(resource));
  if (!table) {
    throw new Error(`Resource '${resource.name}' has no tenant table '${sqlTableName(resource)}' in db/schema`);
  }
  const columns = getTableColumns(table as unknown as PgTable);
  for (const field of Object.keys(resource.schema.shape)) {
    for (const column of columnsOfField(resource, field)) {
      if (!(column in columns)) {
        throw new Error(`Table '${sqlTableName(resource)}' has no column '${column}' for ${resource.name}.${field}`);
      }
    }
  }
  return table;
};
