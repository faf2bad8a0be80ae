import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantUnique, updatedAt } from './columns';
import { users } from './identity';

// Background jobs (platform/jobs.ts): pg-boss is the queue, this table is the state a screen reads.
// Tenant-owned: a job belongs to the company of the user who started it.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: tenantKey(),
    /** The registered handler, e.g. 'locations.import'. */
    kind: text('kind').notNull(),
    /** queued | running | completed | failed | cancelled */
    state: text('state').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Units of work: total and done so far (rows of an import). */
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** Units the job counts against the company's daily quota of its kind (rows of an import). */
    quotaUnits: integer('quota_units').notNull().default(0),
    /** What the handler needs (e.g. the CSV text); cleared when the job ends. */
    input: jsonb('input').$type<unknown>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Why the job failed: a message and, for imports, the per-row problems. */
    errorReport: jsonb('error_report').$type<Record<string, unknown>>(),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** How many times a handler started it (a retry after a crash counts again). */
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [tenantUnique('jobs', t), index('jobs_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt)],
);
