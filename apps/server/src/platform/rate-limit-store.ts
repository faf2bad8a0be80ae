import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// A store for @fastify/rate-limit that keeps its fixed-window counters in the database, so every
// server process behind a load balancer shares them (DESIGN.md §1: stateless servers).
type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (result as { rows: Array<Record<string, unknown>> }).rows;

const ttlOf = (windowStart: unknown, timeWindow: number): number => {
  const start = windowStart instanceof Date ? windowStart.getTime() : new Date(String(windowStart)).getTime();
  return Math.max(0, start + timeWindow - Date.now());
};

export const createPgRateLimitStore = (db: Db) => {
  class PgRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start + ${timeWindow} * interval '1 millisecond' <= now()
                      then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start + ${timeWindow} * interval '1 millisecond' <= now()
                      then now() else rate_limits.window_start end
        returning hits, window_start`)
        .then((result) => {
          const row = rowsOf(result)[0] ?? {};
          cb(null, { current: Number(row.hits), ttl: ttlOf(row.window_start, timeWindow) });
        })
        .catch((error: Error) => cb(error));
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      db.execute(sql`select hits, window_start from rate_limits where key = ${key}`)
        .then((result) => {
          const row = rowsOf(result)[0];
          const ttl = row ? ttlOf(row.window_start, timeWindow) : 0;
          cb(null, ttl > 0 && row ? { current: Number(row.hits), ttl } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => cb(error));
    }

    child(): PgRateLimitStore {
      return new PgRateLimitStore();
    }
  }
  return PgRateLimitStore;
};
