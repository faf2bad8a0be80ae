import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// Contextual help of the top bar's drawer (spec 01 §2.4). Product content, so global: no company_id.
// `screen` is a web route pattern ('/dashboard', '/admin/instruction-management', '/orders/:id').
export const helpEntries = pgTable(
  'help_entries',
  {
    id: id(),
    screen: text('screen').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('help_entries_screen_language_key').on(t.screen, t.language)],
);
