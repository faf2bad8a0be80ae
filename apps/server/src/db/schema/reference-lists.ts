import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currencyCheck, id, money, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';

// Tables of the spec's simple reference lists (spec 02 §7.14), served by the resource registry
// (packages/shared/src/resources/<name>.resource.ts). The generic routes find a resource's table by its
// SQL name (the resource name with '_' for '-'), so a list adds its table here and nothing else.

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

export const documentTypes = pgTable(
  'document_types',
  { ...listColumns(), requiresSignature: boolean('requires_signature').notNull().default(false) },
  (t) => [uniqueIndex('document_types_company_code_key').on(t.companyId, t.code), tenantUnique('document_types', t)],
);

// A registry money field `minimumCharge` is stored as `<name>_amount` numeric(18,4) and `<name>_currency`.
export const loadTypes = pgTable(
  'load_types',
  {
    ...listColumns(),
    minimumChargeAmount: money('minimum_charge_amount'),
    minimumChargeCurrency: text('minimum_charge_currency'),
  },
  (t) => [
    uniqueIndex('load_types_company_code_key').on(t.companyId, t.code),
    tenantUnique('load_types', t),
    currencyCheck('load_types', t.minimumChargeCurrency),
  ],
);

export const temperatureTypes = pgTable(
  'temperature_types',
  {
    ...listColumns(),
    temperatureClass: text('temperature_class').notNull(),
    minCelsius: integer('min_celsius'),
    maxCelsius: integer('max_celsius'),
  },
  (t) => [
    uniqueIndex('temperature_types_company_code_key').on(t.companyId, t.code),
    tenantUnique('temperature_types', t),
  ],
);

export const modes = pgTable('modes', { ...listColumns(), shippingMode: text('shipping_mode').notNull() }, (t) => [
  uniqueIndex('modes_company_code_key').on(t.companyId, t.code),
  // The target of mode moves' composite key: a move can only name a mode of its own company.
  tenantUnique('modes', t),
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
    tenantUnique('mode_moves', t),
    tenantReference('mode_moves_company_mode_fk', { companyId: t.companyId, column: t.modeId }, modes),
  ],
);

export const itemTypes = pgTable('item_types', listColumns(), (t) => [
  uniqueIndex('item_types_company_code_key').on(t.companyId, t.code),
  tenantUnique('item_types', t),
]);

export const productTypes = pgTable('product_types', listColumns(), (t) => [
  uniqueIndex('product_types_company_code_key').on(t.companyId, t.code),
  tenantUnique('product_types', t),
]);
