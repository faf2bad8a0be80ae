import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import { referenceOf } from '@lanehub/shared/validation/reference';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currencyCheck, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';

// The table of a registry resource built from its declaration (issue 12 §6), so that a reference list
// is one file: `registry-tables.generated.ts` (written by `npm run collect`) calls this for every
// `defineReferenceList`/`defineCodeList`, and drizzle-kit reads the result like any table.
//
// - `id`, `company_id` (tenantKey), `created_at`, `updated_at`, and `unique (company_id, id)`;
// - one column per field, named in snake case, by its kind: text, textarea, select and enum → text;
//   checkbox → boolean; number → integer (a `.int()` schema) or double precision; date → date (string
//   mode); reference → uuid with an index `(company_id, x)` and the composite foreign key
//   `(company_id, x_id) → x (company_id, id)`; money → `<name>_amount` numeric(18,4) and
//   `<name>_currency` text with its ISO 4217 check;
// - NOT NULL unless the schema makes the field optional or nullable; a schema default becomes the
//   column's default (`active` true);
// - `storage.uniqueBy`: a unique index `<table>_company_<columns>_key` on `(company_id, …)`.

/** The SQL name of a resource's table: the declaration's `table`, else its name with '_' for '-'. */
export const resourceSqlName = (resource: Pick<AnyResource, 'name' | 'table'>) =>
  resource.table ?? resource.name.replaceAll('-', '_');

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type SchemaDef = { type: string; innerType?: SchemaNode; in?: SchemaNode; defaultValue?: unknown };
type SchemaNode = { _zod: { def: SchemaDef }; isInt?: boolean };

/** The schema under its optional/nullable/default wrappers, whether it may be absent, and its default. */
const unwrap = (schema: SchemaNode) => {
  let node = schema;
  let optional = false;
  let defaultValue: unknown;
  for (let depth = 0; depth < 8; depth += 1) {
    const def = node._zod.def;
    if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      optional = true;
      node = def.innerType;
    } else if (def.type === 'default' && def.innerType) {
      defaultValue = def.defaultValue;
      node = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      node = def.in;
    } else {
      break;
    }
  }
  return { node, optional, defaultValue };
};

type Builder = PgColumnBuilderBase & {
  notNull(): Builder;
  default(value: unknown): Builder;
};

// Tables built here by SQL name: a reference field's target (another reference list) is found among them
// when drizzle reads the foreign keys, which it does lazily, after every table of the schema exists.
const BUILT = new Map<string, { companyId: AnyPgColumn; id: AnyPgColumn }>();

// biome-ignore lint/suspicious/noExplicitAny: the columns are known from the declaration at run time only.
export type ResourcePgTable = PgTableWithColumns<any>;

export const resourceTable = (resource: AnyResource): ResourcePgTable => {
  const table = resourceSqlName(resource);
  const columns: Record<string, PgColumnBuilderBase> = { id: id(), companyId: tenantKey() };
  const references: Array<{ field: string; target: string }> = [];
  const moneys: string[] = [];
  for (const [name, schema] of Object.entries(resource.schema.shape)) {
    const field = resource.fields.find((f) => f.name === name);
    if (!field) {
      throw new Error(`${resource.name}.${name} has no field declaration: its column kind is unknown`);
    }
    const { node, optional, defaultValue } = unwrap(schema as unknown as SchemaNode);
    const finish = (builder: Builder) => {
      const withDefault = defaultValue === undefined ? builder : builder.default(defaultValue);
      return optional ? withDefault : withDefault.notNull();
    };
    const column = snake(name);
    switch (field.input) {
      case 'text':
      case 'textarea':
      case 'select':
      case 'enum':
        columns[name] = finish(text(column) as unknown as Builder);
        break;
      case 'checkbox':
        columns[name] = finish(boolean(column) as unknown as Builder);
        break;
      case 'number':
        columns[name] = finish((node.isInt ? integer(column) : doublePrecision(column)) as unknown as Builder);
        break;
      case 'date':
        columns[name] = finish(date(column, { mode: 'string' }) as unknown as Builder);
        break;
      case 'reference': {
        const target = referenceOf(schema as never)?.table;
        if (!target) {
          throw new Error(`${resource.name}.${name} is a reference without refersTo(…, '<table>')`);
        }
        references.push({ field: name, target });
        columns[name] = finish(uuid(column) as unknown as Builder);
        break;
      }
      case 'money':
        moneys.push(name);
        columns[`${name}Amount`] = finish(money(`${column}_amount`) as unknown as Builder);
        columns[`${name}Currency`] = finish(text(`${column}_currency`) as unknown as Builder);
        break;
    }
  }
  columns.createdAt = createdAt();
  columns.updatedAt = updatedAt();

  const built = pgTable(table, columns, (t) => {
    const col = (name: string) => t[name] as AnyPgColumn;
    return [
      ...(resource.storage?.uniqueBy ?? []).map((keys) =>
        uniqueIndex(`${table}_company_${keys.map(snake).join('_')}_key`).on(col('companyId'), ...keys.map(col)),
      ),
      tenantUnique(table, { companyId: col('companyId'), id: col('id') }),
      ...references.flatMap(({ field, target }) => {
        const base = snake(field.replace(/Id$/, ''));
        const to = BUILT.get(target);
        if (!to) {
          throw new Error(`${resource.name}.${field} refers to '${target}', which is not a reference list's table`);
        }
        return [
          index(`${table}_company_${base}_idx`).on(col('companyId'), col(field)),
          tenantReference(`${table}_company_${base}_fk`, { companyId: col('companyId'), column: col(field) }, to),
        ];
      }),
      ...moneys.map((name) => currencyCheck(table, col(`${name}Currency`))),
    ];
  });
  BUILT.set(table, built as unknown as { companyId: AnyPgColumn; id: AnyPgColumn });
  return built as ResourcePgTable;
};
