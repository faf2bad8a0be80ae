import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters behind the rate limiter, shared by every server process.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

// Settings the platform generates for itself (e.g. the token signing key when JWT_SECRET is unset).
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
