import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantKey, tenantReference, tenantUnique, updatedAt } from './columns';
import { users } from './identity';
import { jobs } from './jobs';

// AI sessions (features/ai, issue 18): one run of a planning model for a company, its live progress
// and its stored result. The model's input travels in the session's job (cleared when it ends); the
// session keeps a summary of it.
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: id(),
    companyId: tenantKey(),
    /** The model's id in packages/solvers/src/registry.ts ('sarima'). */
    model: text('model').notNull(),
    name: text('name').notNull(),
    /** queued | running | stopping | completed | stopped | failed */
    status: text('status').notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Where the input came from and its size: `{ source, label, frequency, periods, from, to }`. */
    inputSummary: jsonb('input_summary').$type<Record<string, unknown>>().notNull(),
    jobId: uuid('job_id'),
    progressIteration: integer('progress_iteration').notNull().default(0),
    progressObjective: doublePrecision('progress_objective'),
    progressFraction: doublePrecision('progress_fraction'),
    elapsedMs: integer('elapsed_ms').notNull().default(0),
    /** The model's SolverResult (packages/solvers/src/model.ts). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantUnique('ai_sessions', t),
    tenantReference('ai_sessions_job_fk', { companyId: t.companyId, column: t.jobId }, jobs, 'set null'),
    // The history's order: newest first, per company and per model.
    index('ai_sessions_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('ai_sessions_company_model_created_idx').on(t.companyId, t.model, t.createdAt, t.id),
  ],
);
