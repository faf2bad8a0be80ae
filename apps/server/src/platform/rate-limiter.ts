import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { type AppError, tooManyRequests } from './errors';

// The one rate limiter of the server (issue 11 finding 3). Its counters are rows of `rate_limits`, so
// every server process on the database counts together and a restart forgets nothing. Each hit is one
// atomic statement (an upsert that locks the key's row), which holds on PGlite and PostgreSQL alike.
//
// Two kinds of limit:
// - a plain window: every hit counts; past `max` hits the key is refused until the window that began
//   with its first hit ends (log-in attempts per address, sign-ups, reset codes, company writes);
// - a progressive delay (the failures of one account): the first `free` failures cost nothing; after
//   failure n ≥ free the next attempt waits min(baseMs × 2^(n − free), capMs) from the latest one. An
//   attempt is counted before it is tried, so parallel guesses cannot slip through one free moment;
//   the caller clears the key when the attempt succeeds. Failures are forgotten once `forgetMs` passes
//   after the wait of the latest one.

export type WindowLimit = { max: number; windowMs: number };
export type DelayLimit = { free: number; baseMs: number; capMs: number; forgetMs: number };

/** `allowed` false: refused, retry in `retryAfterMs`. `hits`: the key's count after this hit. */
export type Verdict = { allowed: boolean; hits: number; retryAfterMs: number };

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (result as { rows: Array<Record<string, unknown>> }).rows;

/** Whole milliseconds written into the statement (they come from the configuration, never from a request). */
const ms = (value: number): SQL => sql.raw(String(Math.max(0, Math.floor(value))));

export const createRateLimiter = (db: Db) => {
  /** One hit on a plain window. */
  const hit = async (key: string, limit: WindowLimit): Promise<Verdict> => {
    const window = sql`${ms(limit.windowMs)} * interval '1 millisecond'`;
    const result = await db.execute(sql`
      insert into rate_limits as r (key, hits, window_start, last_hit_at, expires_at)
      values (${key}, 1, now(), now(), now() + ${window})
      on conflict (key) do update set
        hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
        window_start = case when r.expires_at <= now() then now() else r.window_start end,
        expires_at = case when r.expires_at <= now() then now() + ${window} else r.expires_at end,
        last_hit_at = now()
      returning hits, extract(epoch from (expires_at - now())) * 1000 as retry_ms`);
    const row = rowsOf(result)[0] ?? {};
    const hits = Number(row.hits);
    return { allowed: hits <= limit.max, hits, retryAfterMs: Math.max(0, Number(row.retry_ms)) };
  };

  // The wait, in milliseconds, after `hits` failures (an SQL expression over a column or a number).
  const waitAfter = (hits: SQL, limit: DelayLimit): SQL =>
    sql`(case when ${hits} < ${ms(limit.free)} then 0
      else least(${ms(limit.baseMs)} * power(2, least(${hits} - ${ms(limit.free)}, 40)), ${ms(limit.capMs)}) end)`;

  /**
   * Counts one attempt on a progressive delay, unless the key is still waiting: then nothing is
   * counted and the verdict says how long is left.
   */
  const attempt = async (key: string, limit: DelayLimit): Promise<Verdict> => {
    const waitOfRow = waitAfter(sql`r.hits`, limit);
    const forgotten = sql`r.last_hit_at + (${waitOfRow} + ${ms(limit.forgetMs)}) * interval '1 millisecond' <= now()`;
    const next = sql`(case when ${forgotten} then 1 else r.hits + 1 end)`;
    const result = await db.execute(sql`
      insert into rate_limits as r (key, hits, window_start, last_hit_at, expires_at)
      values (${key}, 1, now(), now(),
        now() + (${waitAfter(sql`1`, limit)} + ${ms(limit.forgetMs)}) * interval '1 millisecond')
      on conflict (key) do update set
        hits = ${next},
        window_start = case when ${forgotten} then now() else r.window_start end,
        last_hit_at = now(),
        expires_at = now() + (${waitAfter(next, limit)} + ${ms(limit.forgetMs)}) * interval '1 millisecond'
      where r.last_hit_at + ${waitOfRow} * interval '1 millisecond' <= now()
      returning hits`);
    const row = rowsOf(result)[0];
    if (row) {
      return { allowed: true, hits: Number(row.hits), retryAfterMs: 0 };
    }
    // Still waiting: the row was left as it was; read how long is left.
    const waiting = await db.execute(sql`
      select r.hits, extract(epoch from (r.last_hit_at + ${waitOfRow} * interval '1 millisecond' - now())) * 1000
        as retry_ms
      from rate_limits r where r.key = ${key}`);
    const left = rowsOf(waiting)[0] ?? {};
    return { allowed: false, hits: Number(left.hits ?? 0), retryAfterMs: Math.max(0, Number(left.retry_ms ?? 0)) };
  };

  /** Forgets a key (a successful log-in clears its account's failures). */
  const clear = async (key: string): Promise<void> => {
    await db.execute(sql`delete from rate_limits where key = ${key}`);
  };

  // Expired rows are deleted by the scheduled housekeeping (platform/housekeeping.ts, purge-rate-limits).
  return { hit, attempt, clear };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The 429 of a refused verdict: sets Retry-After (whole seconds, at least 1) on the reply and returns
 * the error to throw, with the shared message of the limit.
 */
export const refusal = (reply: FastifyReply, verdict: Verdict, message: string): AppError => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
  return tooManyRequests(message);
};
