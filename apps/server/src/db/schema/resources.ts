import type { ResourceName } from '@lanehub/shared';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './identity';

// Tables behind the simple resources of the registry (packages/shared/src/resources). Each carries
// company_id, id, created_at and updated_at; the generic CRUD routes rely on those four.
const tenantKey = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const instructions = pgTable(
  'instructions',
  {
    id: id(),
    companyId: tenantKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('instructions_company_idx').on(t.companyId, t.updatedAt)],
);

export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: id(),
    companyId: tenantKey(),
    code: text('code').notNull(),
    alias: text('alias').notNull(),
    category: text('category').notNull(),
    lengthFt: integer('length_ft'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('equipment_types_company_code_key').on(t.companyId, t.code)],
);

// The registry's resource name → its table. `satisfies` makes a resource without a table a type error.
export const resourceTables = {
  instructions,
  'equipment-types': equipmentTypes,
} satisfies Record<ResourceName, unknown>;
