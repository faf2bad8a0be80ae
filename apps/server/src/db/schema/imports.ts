import { jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantUnique, updatedAt } from './columns';

// The import assistant's column mappings (platform/imports): per company and template, which file
// column feeds each template column, saved when a file is imported and suggested for the next one.
export const importMappings = pgTable(
  'import_mappings',
  {
    id: id(),
    companyId: tenantKey(),
    /** The import template, e.g. 'purchase-orders'. */
    template: text('template').notNull(),
    /** Template column → the file's header (or null: left empty). */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantUnique('import_mappings', t), unique('import_mappings_template_key').on(t.companyId, t.template)],
);
