import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './identity';

// Tables of the spec's simple reference lists (spec 02 §7.14), served by the resource registry
// (packages/shared/src/resources/<name>.resource.ts). The generic routes find a resource's table by its
// SQL name (the resource name with '_' for '-'), so a list adds its table here and nothing else.
const tenantKey = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

// The columns every reference list has (reference-list.ts in the shared registry).
const listColumns = () => ({
  id: id(),
  companyId: tenantKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A money field: the amount as numeric(18,4) (read back as a string, never a float) and its ISO 4217 code. */
const moneyColumns = (column: string) => ({
  amount: numeric(`${column}_amount`, { precision: 18, scale: 4 }),
  currency: text(`${column}_currency`),
});

export const documentTypes = pgTable(
  'document_types',
  { ...listColumns(), requiresSignature: boolean('requires_signature').notNull().default(false) },
  (t) => [uniqueIndex('document_types_company_code_key').on(t.companyId, t.code)],
);

const loadCharge = moneyColumns('minimum_charge');
export const loadTypes = pgTable(
  'load_types',
  { ...listColumns(), minimumChargeAmount: loadCharge.amount, minimumChargeCurrency: loadCharge.currency },
  (t) => [uniqueIndex('load_types_company_code_key').on(t.companyId, t.code)],
);

export const temperatureTypes = pgTable(
  'temperature_types',
  {
    ...listColumns(),
    temperatureClass: text('temperature_class').notNull(),
    minCelsius: integer('min_celsius'),
    maxCelsius: integer('max_celsius'),
  },
  (t) => [uniqueIndex('temperature_types_company_code_key').on(t.companyId, t.code)],
);

export const modes = pgTable('modes', { ...listColumns(), shippingMode: text('shipping_mode').notNull() }, (t) => [
  uniqueIndex('modes_company_code_key').on(t.companyId, t.code),
  // The target of mode moves' composite key: a move can only name a mode of its own company.
  unique('modes_company_id_id_key').on(t.companyId, t.id),
]);

export const modeMoves = pgTable(
  'mode_moves',
  {
    ...listColumns(),
    modeId: uuid('mode_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('mode_moves_company_code_key').on(t.companyId, t.code),
    index('mode_moves_company_mode_idx').on(t.companyId, t.modeId),
    // A mode still named by a move cannot be deleted (409); the database refuses another company's mode.
    foreignKey({
      name: 'mode_moves_company_mode_fk',
      columns: [t.companyId, t.modeId],
      foreignColumns: [modes.companyId, modes.id],
    }),
  ],
);

export const itemTypes = pgTable('item_types', listColumns(), (t) => [
  uniqueIndex('item_types_company_code_key').on(t.companyId, t.code),
]);

export const productTypes = pgTable('product_types', listColumns(), (t) => [
  uniqueIndex('product_types_company_code_key').on(t.companyId, t.code),
]);
