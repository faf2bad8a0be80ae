import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  numeric,
  type PgColumn,
  text,
  timestamp,
  type UpdateDeleteAction,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './identity';

// The column kit every table is written with: uuid keys, timestamptz audit columns, the tenant key,
// money, and the composite keys that make a reference to another company's row impossible in the
// database (docs/architecture.md, "Tenancy and permissions").
//
// Function declarations, not arrow constants: this file and identity.ts import each other (the tenant
// key points at companies, companies use these columns), and a declaration is callable before its
// module has run, whichever of the two is loaded first.

export function id() {
  return uuid('id').primaryKey().defaultRandom();
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/**
 * The tenant key: the owning company, never null. The rows go with their company (cascade), unless
 * the table keeps them (the change log: `{ onDelete: 'no action' }`).
 */
export function tenantKey(options: { onDelete?: UpdateDeleteAction } = {}) {
  return uuid('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: options.onDelete ?? 'cascade' });
}

/**
 * `unique (company_id, id)`: what a composite foreign key from another tenant row points at. Every
 * table with a tenant key declares it (the cross-tenant route test checks the schema for it).
 */
export function tenantUnique(table: string, t: { companyId: AnyPgColumn; id: AnyPgColumn }) {
  return unique(`${table}_company_id_id_key`).on(t.companyId, t.id);
}

/**
 * A reference from one tenant row to another of the same company: `(company_id, x_id) → x (company_id,
 * id)`. The database then refuses an id of another company's row (23503), whatever the code above it
 * does. `set null` clears the reference column only (PostgreSQL 15's `SET NULL (column)`): a plain SET
 * NULL would also clear the row's company_id, which is never null.
 */
export function tenantReference(
  name: string,
  from: { companyId: AnyPgColumn; column: PgColumn },
  to: { companyId: AnyPgColumn; id: AnyPgColumn },
  onDelete: 'cascade' | 'set null' | 'no action' = 'no action',
) {
  // drizzle-kit writes the action verbatim after ON DELETE; its type does not know the column list.
  const action = (onDelete === 'set null' ? `set null (${from.column.name})` : onDelete) as UpdateDeleteAction;
  return foreignKey({ name, columns: [from.companyId, from.column], foreignColumns: [to.companyId, to.id] }).onDelete(
    action,
  );
}

/** An exact amount: numeric(18,4), 14 digits before the point and 4 after, read as a string (no float). */
export function money(name: string) {
  return numeric(name, { precision: 18, scale: 4 });
}

/** ISO 4217: three capital letters. */
export const CURRENCY_PATTERN = '^[A-Z]{3}$';

/** The check that a currency column holds an ISO 4217 code (a null passes: an optional amount). */
export function currencyCheck(table: string, column: AnyPgColumn) {
  const rule: SQL = sql`${column} ~ '^[A-Z]{3}$'`;
  return check(`${table}_${column.name}_check`, rule);
}

type MoneyColumns<N extends string> = { [K in N]: ReturnType<typeof money> } & {
  [K in `${N}Currency`]: ReturnType<typeof text>;
};

/**
 * An amount with its currency: `moneyColumns('amount')` gives `amount` numeric(18,4) and
 * `amountCurrency` text (SQL `amount` and `amount_currency`; a camel-case name becomes snake case).
 * Spread them into the table and put `currencyCheck(table, t.amountCurrency)` in its extras.
 */
export function moneyColumns<N extends string>(name: N): MoneyColumns<N> {
  const column = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return { [name]: money(column), [`${name}Currency`]: text(`${column}_currency`) } as MoneyColumns<N>;
}

/**
 * A company column that may be null: a user before their company exists, a global role or policy, a
 * mail or a token not tied to a company. Not a tenant key: such rows are not scoped by it alone.
 */
export function optionalCompanyKey(onDelete: UpdateDeleteAction) {
  return uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete });
}
