import type { TEventAggregateType } from '@lanehub/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/events';

// Domain events (the change log). A feature calls recordEvent with the transaction that makes the
// change, so the change and its event commit or roll back together. Only the fields that changed are
// kept, before and after; secrets never are.

/** The kinds of record whose changes are logged (the shared contract's list; a new one comes with its redaction list). */
export type AggregateType = TEventAggregateType;

/**
 * The fields never written to the log, per kind of record (hashes, tokens, secrets), on top of the
 * rule below that drops any field whose name says it holds one.
 */
export const REDACTED_FIELDS: Record<AggregateType, readonly string[]> = {
  company: [],
  account: [],
  location: [],
  equipment: [],
  user: ['passwordHash', 'password', 'resetCode', 'verificationCode', 'otp'],
  policy: [],
  'user-permission': [],
  department: [],
  'hr-role': [],
  'hr-code': [],
  product: [],
  document: [],
  order: [],
  'bill-of-lading': [],
  contract: [],
  'routing-guide': [],
  load: [],
  'purchase-order': [],
  // An invitation's secret is never logged: only its address and the name it greets.
  invitation: ['tokenHash', 'secret', 'url'],
  subscription: [],
  record: [],
  'ai-session': [],
  'import-mapping': [],
  invoice: [],
  payment: [],
  'credit-note': [],
  'dnd-terms': [],
  'dnd-warning': [],
  'dnd-dispute': [],
};

// Any field named like a credential ('passwordHash', 'refreshToken', 'apiSecret', 'tokenHash').
const SECRET_NAME = /password|token|secret|hash/i;

export const isRedacted = (aggregateType: AggregateType, field: string) =>
  REDACTED_FIELDS[aggregateType].includes(field) || SECRET_NAME.test(field);

/** The transaction a logged write runs in (a Db too). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type EventActor = { companyId: string; userId: string | null };

export type DomainEventInput = {
  aggregateType: AggregateType;
  aggregateId: string;
  /** `<aggregate>.<what happened>`: 'account.created', 'location.imported', 'company.approved'… */
  type: string;
  /** The record before the change (null when it is created) and after it (null when it is removed). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

// JSON as the log stores it: dates as ISO text, undefined as null, arrays and objects kept.
const normalise = (value: unknown): unknown => {
  if (value === undefined) {
    return null;
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (Array.isArray(value)) {
    return value.map(normalise);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  }
  return value;
};

/**
 * The fields that differ between before and after, each side holding only those fields (a created
 * record: every non-empty field in `after`, `before` null). Redacted fields are left out.
 */
export const diffFields = (
  aggregateType: AggregateType,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null; changed: string[] } => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed: string[] = [];
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of [...keys].sort()) {
    if (isRedacted(aggregateType, key)) {
      continue;
    }
    const a = normalise(before?.[key]);
    const b = normalise(after?.[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) {
      continue;
    }
    changed.push(key);
    was[key] = a;
    now[key] = b;
  }
  return { before: before ? was : null, after: after ? now : null, changed };
};

/**
 * Writes one event in the caller's transaction. Returns false (and writes nothing) when an update
 * changed no field. The sequence is the record's next one: a transaction lock on the record's events
 * makes two transactions that log the same record (two imports logged on the company, two edits)
 * take turns, so they get 1 and 2, never twice the same.
 */
export const recordEvent = async (
  tx: Pick<Db, 'insert' | 'execute'>,
  actor: EventActor,
  event: DomainEventInput,
): Promise<boolean> => {
  const diff = diffFields(event.aggregateType, event.before, event.after);
  const isUpdate = Boolean(event.before) && Boolean(event.after);
  if (isUpdate && diff.changed.length === 0) {
    return false;
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`lanehub-events:${actor.companyId}:${event.aggregateType}:${event.aggregateId}`}))`,
  );
  await tx.insert(domainEvents).values({
    companyId: actor.companyId,
    aggregateType: event.aggregateType,
    aggregateId: event.aggregateId,
    sequence: sql`(select coalesce(max(${domainEvents.sequence}), 0) + 1 from ${domainEvents} where ${domainEvents.companyId} = ${actor.companyId} and ${domainEvents.aggregateType} = ${event.aggregateType} and ${domainEvents.aggregateId} = ${event.aggregateId})`,
    type: event.type,
    // A job's tenant carries no user (''): the platform made the change.
    actorUserId: actor.userId || null,
    before: diff.before,
    after: diff.after,
  });
  return true;
};

/**
 * What a logged write returns: the value for its caller, the record it changed and that record
 * before and after. `aggregateId: null` means the write changed no record (nothing is logged).
 */
export type LoggedChange<T> = {
  result: T;
  aggregateId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Overrides the event type given to `loggedWrite` (one write, two outcomes: 'updated' or 'removed'). */
  type?: string;
};

/**
 * A write and its domain event in one transaction: `write` runs in the transaction and says what it
 * changed; the event is recorded there before the commit, so a write that throws (a 404, a 409, a
 * refused reference) rolls back and leaves no event. Every feature's logged writes go through here.
 *
 *   const row = await loggedWrite(db, tenant, { aggregateType: 'hr-role', type: 'hr-role.created' }, async (tx) => {
 *     const created = await q.insertRole(tx, tenant, values);
 *     return { result: created, aggregateId: created.id, after: created };
 *   });
 */
export const loggedWrite = <T>(
  db: Db,
  actor: EventActor,
  event: { aggregateType: AggregateType; type: string },
  write: (tx: Tx) => Promise<LoggedChange<T>>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const change = await write(tx);
    if (change.aggregateId !== null) {
      await recordEvent(tx, actor, {
        aggregateType: event.aggregateType,
        aggregateId: change.aggregateId,
        type: change.type ?? event.type,
        before: change.before ?? null,
        after: change.after ?? null,
      });
    }
    return change.result;
  });
