import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The counters of every rate limit (platform/rate-limiter.ts), shared by every server process and kept
// across restarts: a plain window (`hits` since `window_start`, forgotten at `expires_at`) or the
// failures of an account behind the progressive log-in delay (`hits`, the latest at `last_hit_at`).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
    // When the row no longer counts; expired rows are swept now and then.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

// Settings the platform generates for itself (e.g. the token signing key when JWT_SECRET is unset).
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
