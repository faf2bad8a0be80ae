import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, tenantKey, tenantUnique } from './columns';

// The change log (platform/events): one row per change of a record, written in the same transaction
// as the change. Append-only: no route updates or deletes it, and a trigger (hand-written in the
// migration) refuses UPDATE, DELETE and TRUNCATE. `before`/`after` hold only the fields that changed,
// never a secret (platform/events/record-event.ts redacts them).
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    // No cascade: the log outlives nothing it records, and a company with a log is not deleted.
    companyId: tenantKey({ onDelete: 'no action' }),
    /** 'company', 'account', 'location', 'equipment', 'user', 'policy', 'user-permission'… */
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: uuid('aggregate_id').notNull(),
    /** 1, 2, 3… per record: the order of its changes. */
    sequence: integer('sequence').notNull(),
    /** 'account.created', 'location.imported'… */
    type: text('type').notNull(),
    /** Who made the change; null for the platform itself. No foreign key: the log outlives its rows. */
    actorUserId: uuid('actor_user_id'),
    // Milliseconds, so that the (occurred_at, id) cursor round-trips through JavaScript dates exactly.
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    tenantUnique('domain_events', t),
    unique('domain_events_aggregate_sequence_key').on(t.companyId, t.aggregateType, t.aggregateId, t.sequence),
    // The company's log, newest first, and the admin screen's log of every company (ascending: read
    // backwards for `desc`; a `.desc()` index is NULLS LAST, which the lists' default order cannot use).
    index('domain_events_company_occurred_idx').on(t.companyId, t.occurredAt, t.id),
    index('domain_events_occurred_idx').on(t.occurredAt, t.id),
    index('domain_events_company_actor_idx')
      .on(t.companyId, t.actorUserId, t.occurredAt)
      .where(sql`${t.actorUserId} is not null`),
  ],
);
