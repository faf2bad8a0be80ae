import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { oneTimeTokens, orderDocuments, rateLimits, refreshTokens, sessions, storedFiles, users } from '../db/schema';
import type { FileStorage } from './files';
import type { JobRunner } from './jobs/job-runner';

// Scheduled housekeeping (docs/operations.md "What runs on a schedule"): rows and bytes nothing reads
// any more are removed by jobs of the runner on pg-boss's cron, each purge on its own. Every purge is
// idempotent and safe in several processes at once (plain deletes by age; a second run finds nothing).

export type HousekeepingRules = {
  /** Expired or revoked sessions are kept this long (the sessions screen, investigations), then go with their refresh tokens. */
  sessionRetentionDays: number;
  /**
   * A used refresh token of a live session is kept this long after its use: presented again inside
   * it, it is recognised as a reuse and ends the session (auth.service.ts).
   */
  usedRefreshTokenRetentionDays: number;
  /** Spent or expired one-time tokens are kept this long (a late click still says "expired", not "unknown"). */
  oneTimeTokenRetentionDays: number;
  /** Stored bytes that no record names are removed once this old (an upload in flight names its bytes within seconds). */
  orphanFileGraceHours: number;
};

export const HOUSEKEEPING_RULES: HousekeepingRules = {
  sessionRetentionDays: 30,
  usedRefreshTokenRetentionDays: 90,
  oneTimeTokenRetentionDays: 7,
  orphanFileGraceHours: 24,
};

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
const countOf = (rows: unknown[]) => rows.length;

/** Sessions expired or revoked more than the retention ago (their refresh tokens go by cascade), and old used refresh tokens. */
export const purgeSessions = async (
  db: Db,
  rules: Pick<HousekeepingRules, 'sessionRetentionDays' | 'usedRefreshTokenRetentionDays'>,
) => {
  const before = daysAgo(rules.sessionRetentionDays);
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(and(isNotNull(refreshTokens.usedAt), lt(refreshTokens.usedAt, daysAgo(rules.usedRefreshTokenRetentionDays))))
    .returning({ id: refreshTokens.id });
  return { sessions: countOf(gone), refreshTokens: countOf(tokens) };
};

/** One-time tokens spent or expired more than the retention ago. */
export const purgeOneTimeTokens = async (db: Db, rules: Pick<HousekeepingRules, 'oneTimeTokenRetentionDays'>) => {
  const before = daysAgo(rules.oneTimeTokenRetentionDays);
  const gone = await db
    .delete(oneTimeTokens)
    .where(
      or(lt(oneTimeTokens.expiresAt, before), and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, before))),
    )
    .returning({ id: oneTimeTokens.id });
  return { oneTimeTokens: countOf(gone) };
};

/** Rate-limit counters that no longer count (rate_limits.expires_at passed). */
export const purgeRateLimits = async (db: Db) => {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return { rateLimits: countOf(gone) };
};

/**
 * The columns that name stored bytes: a document or logo (stored_files), an order's document
 * (order_documents; a deleted order's rows go with it and its bytes are purged here) and an avatar.
 */
const KEY_COLUMNS = [storedFiles.storageKey, orderDocuments.storageKey, users.avatar] as const;

/** The stored keys among `keys` that a record names. */
const namedKeys = async (db: Db, keys: string[]): Promise<Set<string>> => {
  const named = new Set<string>();
  for (const column of KEY_COLUMNS) {
    const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
    for (const row of rows) {
      if (row.key !== null) {
        named.add(row.key);
      }
    }
  }
  return named;
};

const KEY_BATCH = 500;

/**
 * Bytes in the file store that no record names (a record deleted while its bytes could not be, a
 * crash between storing the bytes and writing the record), and unfinished uploads, once older than
 * the grace period: an upload in flight is never touched.
 */
export const purgeOrphanFiles = async (
  db: Db,
  files: Pick<FileStorage, 'list' | 'delete' | 'removePartials'>,
  rules: Pick<HousekeepingRules, 'orphanFileGraceHours'>,
) => {
  const before = new Date(Date.now() - rules.orphanFileGraceHours * 3_600_000);
  let removed = 0;
  const sweep = async (batch: string[]) => {
    const named = await namedKeys(db, batch);
    for (const key of batch) {
      if (!named.has(key)) {
        await files.delete(key);
        removed += 1;
      }
    }
  };
  let batch: string[] = [];
  for await (const { key, writtenAt } of files.list()) {
    if (writtenAt >= before) {
      continue;
    }
    batch.push(key);
    if (batch.length >= KEY_BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) {
    await sweep(batch);
  }
  const partials = await files.removePartials(before);
  return { files: removed, partialUploads: partials };
};

/** The housekeeping jobs on pg-boss's cron (UTC), each purge a job of its own. */
export const registerHousekeeping = (
  jobs: Pick<JobRunner, 'periodic'>,
  deps: { db: Db; files: FileStorage; log: FastifyBaseLogger; rules?: HousekeepingRules },
) => {
  const { db, files, log } = deps;
  const rules = deps.rules ?? HOUSEKEEPING_RULES;
  const purge = (name: string, cron: string, run: () => Promise<Record<string, number>>) =>
    jobs.periodic(name, { cron }, async () => {
      const removed = await run();
      log.info({ job: name, removed }, 'housekeeping');
    });
  purge('purge-sessions', '7 * * * *', () => purgeSessions(db, rules));
  purge('purge-one-time-tokens', '17 * * * *', () => purgeOneTimeTokens(db, rules));
  purge('purge-rate-limits', '*/10 * * * *', () => purgeRateLimits(db));
  purge('purge-orphan-files', '37 3 * * *', () => purgeOrphanFiles(db, files, rules));
};
