import type pg from 'pg';
import type { AuthContext } from './access';

// The per-process cache of the session check (issue 12 §10, docs/architecture.md "Session check
// cache"). A signed-in request costs one database round trip (its own statement) instead of two when
// its auth context is here. Correctness rests on PostgreSQL NOTIFY: triggers on every table the
// session check reads (migration 0033_auth_cache_notify) send `pg_notify('lanehub_auth', …)` — the
// session's id when a session row changes, `*` for a change to users, companies, policies, roles or
// their attachments, or a deleted session — and each process keeps one LISTEN connection of its own.
//
// The guarantee: a change takes effect at once in the process that made it (a write request flushes
// this process's cache before its reply is sent, access.ts) and within the notification's delivery in
// the others. The cache is used only while the listener is connected and its LISTEN is confirmed; on
// an error or the end of that connection it is emptied and switched off (every request then runs the
// session check, as without a cache) until the listener is back.

export const AUTH_CHANNEL = 'lanehub_auth';
/** The payload that empties the whole cache; any other payload is a session id. */
export const FLUSH_ALL = '*';

type Entry = { auth: AuthContext; until: number };

export type AuthCacheOptions = {
  /** At most this many sessions; the least recently used goes first. */
  maxEntries?: number;
  /** Safety net: an entry is dropped this long after it was read from the database. */
  ttlMs?: number;
  /** A new LISTEN connection for the listener (db/client.ts); none: the cache stays off. */
  connect?: () => pg.Client;
  /** Called when the listener loses its connection (logged by the app). */
  onListenerError?: (error: Error) => void;
};

export type AuthCache = {
  /** True while the listener is connected and listening: only then is the cache read or filled. */
  readonly active: boolean;
  /** The cached auth context of a live session, or undefined (not cached, expired, or the cache is off). */
  get: (sessionId: string, userId: string) => AuthContext | undefined;
  /** A token to pass to `set`: a fill is refused when anything was invalidated since it was taken. */
  beginLoad: () => number;
  /** Keeps an auth context read from the database, until `sessionExpiresAt` or the TTL. */
  set: (ticket: number, auth: AuthContext, sessionExpiresAt: Date) => void;
  /** Drops one session's entry. */
  invalidate: (sessionId: string) => void;
  /** Empties the cache (a write in this process, a `*` notification, the listener going down). */
  flush: () => void;
  size: () => number;
  /** Resolves with the next notification's payload that `match` accepts (tests wait on this, not on a sleep). */
  nextNotification: (match?: (payload: string) => boolean) => Promise<string>;
  /** Resolves once the listener is connected and listening. */
  ready: () => Promise<void>;
  /** The listener's backend process id (tests terminate it), null while disconnected. */
  listenerPid: () => number | null;
  stop: () => Promise<void>;
};

export const createAuthCache = (options: AuthCacheOptions = {}): AuthCache => {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 30_000;
  // Insertion order is recency order: a hit is moved to the end, the first key is the least recent.
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: a load that started before one may have read the old rows.
  let generation = 0;
  let active = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let backoffMs = 100;
  const waiters = new Set<{ match: (payload: string) => boolean; resolve: (payload: string) => void }>();
  const readyWaiters = new Set<() => void>();

  const flush = () => {
    generation++;
    entries.clear();
  };

  const invalidate = (sessionId: string) => {
    generation++;
    entries.delete(sessionId);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== AUTH_CHANNEL) {
      return;
    }
    const payload = message.payload ?? FLUSH_ALL;
    if (payload === FLUSH_ALL) {
      flush();
    } else {
      invalidate(payload);
    }
    for (const waiter of waiters) {
      if (waiter.match(payload)) {
        waiters.delete(waiter);
        waiter.resolve(payload);
      }
    }
  };

  const goOffline = (current: pg.Client, error?: Error) => {
    if (client !== current) {
      return;
    }
    active = false;
    client = null;
    pid = null;
    flush();
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (error && !stopped) {
      options.onListenerError?.(error);
    }
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (stopped || retryTimer || !options.connect) {
      return;
    }
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, backoffMs);
    retryTimer.unref();
    backoffMs = Math.min(backoffMs * 2, 10_000);
  };

  const connect = async () => {
    if (stopped || !options.connect) {
      return;
    }
    const current = options.connect();
    client = current;
    current.on('error', (error) => goOffline(current, error));
    current.on('end', () => goOffline(current, new Error('auth cache listener connection ended')));
    current.on('notification', onNotification);
    try {
      await current.connect();
      // The reply to LISTEN is the confirmation: from here every later commit's notification reaches us.
      await current.query(`LISTEN ${AUTH_CHANNEL}`);
      const { rows } = await current.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (client !== current || stopped) {
        await current.end().catch(() => undefined);
        return;
      }
      pid = rows[0]?.pid ?? null;
      // Whatever happened while nobody listened is unknown: start empty.
      flush();
      active = true;
      backoffMs = 100;
      for (const resolve of readyWaiters) {
        resolve();
      }
      readyWaiters.clear();
    } catch (error) {
      goOffline(current, error as Error);
    }
  };

  if (options.connect) {
    void connect();
  }

  return {
    get active() {
      return active;
    },
    get: (sessionId, userId) => {
      if (!active) {
        return undefined;
      }
      const entry = entries.get(sessionId);
      if (!entry) {
        return undefined;
      }
      if (entry.until <= Date.now() || entry.auth.userId !== userId) {
        entries.delete(sessionId);
        return undefined;
      }
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      return entry.auth;
    },
    beginLoad: () => generation,
    set: (ticket, auth, sessionExpiresAt) => {
      if (!active || ticket !== generation) {
        return;
      }
      entries.delete(auth.sessionId);
      entries.set(auth.sessionId, { auth, until: Math.min(Date.now() + ttlMs, sessionExpiresAt.getTime()) });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) {
          entries.delete(oldest);
        }
      }
    },
    invalidate,
    flush,
    size: () => entries.size,
    nextNotification: (match = () => true) =>
      new Promise((resolve) => {
        waiters.add({ match, resolve });
      }),
    ready: () =>
      active
        ? Promise.resolve()
        : new Promise((resolve) => {
            readyWaiters.add(resolve);
          }),
    listenerPid: () => pid,
    stop: async () => {
      stopped = true;
      active = false;
      flush();
      if (retryTimer) {
        clearTimeout(retryTimer);
        retryTimer = null;
      }
      const current = client;
      client = null;
      pid = null;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
  };
};

/** The cache switched off: no listener, every request runs the session check. */
export const disabledAuthCache = (): AuthCache => createAuthCache({});
