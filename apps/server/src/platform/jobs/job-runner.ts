import { JOB_MSG, type TJob, type TJobErrorReport, type TJobState } from '@lanehub/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../errors';
import { type Tenant, tenantValues, tenantWhere } from '../tenancy';

// The one job runner (docs/architecture.md, "Jobs"). pg-boss is the queue: it hands each job to one
// worker of one process (SKIP LOCKED), retries a job whose handler threw or whose process died, and
// keeps no state a screen reads. The `jobs` table is that state: a tenant-owned row per job with its
// progress, counts, result, error report and cancel flag. A handler's effect is written in one
// transaction that also marks the job completed (`finish`), under a per-job lock and only while the
// job is still open, so a job delivered twice (a retry after a crash, a redelivery after expiry)
// changes the data once.

export type JobRow = typeof jobs.$inferSelect;

/** How a handler ends its job: a result, or an error report (nothing written). */
export type JobEnd = { result: Record<string, unknown> } | { errorReport: TJobErrorReport };

export type JobContext<Input> = {
  jobId: string;
  tenant: Tenant;
  input: Input;
  /** Records the work done (units of `total`, and the percentage); stops the job when cancel was requested. */
  progress: (done: number, total: number, percent: number) => Promise<void>;
  /** Stops the job when cancel was requested (inside `finish`, pass its transaction). */
  checkCancel: (tx?: Db) => Promise<void>;
  /**
   * Runs the job's writes in one transaction that also ends the job, with the job locked and still
   * open: a job that already ended or was cancelled meanwhile keeps nothing of `work`.
   */
  finish: (work: (tx: Db) => Promise<JobEnd>) => Promise<void>;
};

export type JobHandler<Input> = (ctx: JobContext<Input>) => Promise<void>;

export type JobKindOptions = {
  /** Retries after a failed or expired attempt (a killed process). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt running longer than this is considered dead and retried. */
  expireInSeconds?: number;
};

type Registered = { handler: JobHandler<unknown>; options: Required<JobKindOptions> };

/**
 * When a job of the installation (not of a company) runs: `cron` (UTC, pg-boss's schedules: every
 * process may declare it, one of them sends each minute's job), and/or again `everySeconds` after
 * each run ends (the next run is a pg-boss job with a start time; a queue of policy `short` holds at
 * most one waiting run, so processes never stack them). The cron also restarts a chain whose process died.
 */
export type PeriodicWhen = { cron?: string; everySeconds?: number };
type Periodic = { when: PeriodicWhen; run: () => Promise<void>; options: Required<JobKindOptions> };
type Delivery = { jobId: string; companyId: string };

/** Thrown to stop a job whose cancel was requested; the runner marks it cancelled. */
export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
  }
}
/** The job already ended (another delivery finished it): nothing more to do. */
class JobAlreadyEnded extends Error {}

const OPEN_STATES: TJobState[] = ['queued', 'running'];
const CRON_POLLING_SECONDS = 30;
const DEFAULT_OPTIONS: Required<JobKindOptions> = { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 900 };

const queueOf = (kind: string) => `lanehub-${kind.replace(/[^\w-]/g, '-')}`;
/** Where pg-boss puts a job whose last attempt failed without our handler saying so (a killed process). */
const DEAD_LETTER_QUEUE = 'lanehub-dead-letter';

export const toJob = (row: JobRow): TJob => ({
  id: row.id,
  kind: row.kind,
  state: row.state as TJobState,
  progress: row.progress,
  counts: { total: row.total, done: row.done },
  result: row.result ?? null,
  errorReport: (row.errorReport as TJobErrorReport | null) ?? null,
  cancelRequested: row.cancelRequested,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** pg-boss on our connection: the pg pool, or PGlite through the adapter of db/client.ts. */
const bossOptions = (
  database: Database,
  pollingIntervalSeconds: number,
  maintenanceIntervalSeconds = 60,
): PgBoss.ConstructorOptions => ({
  db: { executeSql: (text, values) => database.executeSql(text, values) },
  schema: 'pgboss',
  pollingIntervalSeconds,
  // Maintenance (expiring dead attempts, archiving) every minute unless told otherwise; no state monitor.
  supervise: true,
  maintenanceIntervalSeconds,
  // pg-boss's cron schedules: the housekeeping and the mail dispatch's restart (docs/operations.md).
  schedule: true,
});

/** Creates or upgrades pg-boss's tables (the server's start does it too; tests prepare it once). */
export const installJobQueue = async (database: Database) => {
  const boss = new PgBoss({ ...bossOptions(database, 2), supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
};

export type JobRunner = ReturnType<typeof createJobRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (features receive it with their routes; tests reach it here). */
    jobs: JobRunner;
  }
}

export const createJobRunner = (
  database: Database,
  options: {
    log: FastifyBaseLogger;
    pollingIntervalSeconds?: number;
    /** How often dead attempts are looked for (a test of a killed process shortens it). */
    maintenanceIntervalSeconds?: number;
  },
) => {
  const { db } = database;
  const { log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const kinds = new Map<string, Registered>();
  const periodics = new Map<string, Periodic>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;

  const where = (tenant: Tenant, id: string) => tenantWhere(jobs, tenant, eq(jobs.id, id));
  const whereOpen = (tenant: Tenant, id: string) =>
    tenantWhere(jobs, tenant, eq(jobs.id, id), inArray(jobs.state, OPEN_STATES));

  const end = async (tenant: Tenant, id: string, state: TJobState, fields: Partial<JobRow> = {}) =>
    db
      .update(jobs)
      .set({ ...fields, state, input: null, finishedAt: new Date() })
      .where(whereOpen(tenant, id))
      .returning({ id: jobs.id });

  const contextOf = (row: JobRow, tenant: Tenant): JobContext<unknown> => {
    const checkCancel = async (tx: Db = db) => {
      const [current] = await tx
        .select({ cancelRequested: jobs.cancelRequested, state: jobs.state })
        .from(jobs)
        .where(where(tenant, row.id));
      if (!current || current.state === 'completed' || current.state === 'failed') {
        throw new JobAlreadyEnded();
      }
      if (current.cancelRequested || current.state === 'cancelled') {
        throw new JobCancelled();
      }
    };
    return {
      jobId: row.id,
      tenant,
      input: row.input,
      checkCancel,
      progress: async (done, total, percent) => {
        const [current] = await db
          .update(jobs)
          .set({ done, total, progress: Math.max(0, Math.min(99, Math.floor(percent))) })
          .where(whereOpen(tenant, row.id))
          .returning({ cancelRequested: jobs.cancelRequested });
        if (!current) {
          throw new JobAlreadyEnded();
        }
        if (current.cancelRequested) {
          throw new JobCancelled();
        }
      },
      finish: async (work) => {
        await db.transaction(async (tx) => {
          // Two deliveries of one job (PostgreSQL: two connections) take turns here.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lanehub-job:${row.id}`}))`);
          await checkCancel(tx);
          const outcome = await work(tx);
          const fields: Partial<JobRow> =
            'result' in outcome
              ? { state: 'completed', result: outcome.result, progress: 100 }
              : { state: 'failed', errorReport: outcome.errorReport };
          const [ended] = await tx
            .update(jobs)
            .set({ ...fields, input: null, finishedAt: new Date() })
            .where(and(whereOpen(tenant, row.id), eq(jobs.cancelRequested, false)))
            .returning({ id: jobs.id });
          if (!ended) {
            // Cancelled between the check and now: roll the work back.
            throw new JobCancelled();
          }
        });
      },
    };
  };

  /** One delivery of a job: what a worker does with what pg-boss hands it (tests call it directly). */
  const deliver = async (delivery: Delivery, attempt: { retryCount: number; retryLimit: number }) => {
    const tenant: Tenant = { companyId: delivery.companyId, userId: '' };
    const [row] = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      .where(whereOpen(tenant, delivery.jobId))
      .returning();
    if (!row) {
      // Already completed, failed or cancelled: a second delivery does nothing.
      return;
    }
    const registered = kinds.get(row.kind);
    if (!registered) {
      throw new Error(`No handler for job kind ${row.kind}`);
    }
    const jobTenant: Tenant = { companyId: row.companyId, userId: row.createdBy ?? '' };
    try {
      if (row.cancelRequested) {
        throw new JobCancelled();
      }
      await registered.handler(contextOf(row, jobTenant));
    } catch (error) {
      if (error instanceof JobCancelled) {
        await end(jobTenant, row.id, 'cancelled');
        return;
      }
      if (error instanceof JobAlreadyEnded) {
        return;
      }
      if (attempt.retryCount >= attempt.retryLimit) {
        log.error({ err: error, jobId: row.id, kind: row.kind }, 'job failed');
        await end(jobTenant, row.id, 'failed', { errorReport: { message: JOB_MSG.failed } });
        return;
      }
      log.warn({ err: error, jobId: row.id, kind: row.kind }, 'job attempt failed; it will be retried');
      throw error;
    }
  };

  /**
   * A job pg-boss gave up on: its last attempt expired (the process died) or threw past the retries.
   * The screen must not wait for it forever.
   */
  const abandon = async (delivery: Delivery) => {
    const tenant: Tenant = { companyId: delivery.companyId, userId: '' };
    const ended = await end(tenant, delivery.jobId, 'failed', { errorReport: { message: JOB_MSG.failed } });
    if (ended.length > 0) {
      log.error({ jobId: delivery.jobId }, 'job abandoned after its last attempt');
    }
  };

  const startWorker = async (kind: string, registered: Registered) => {
    if (!boss) {
      return;
    }
    const queue = queueOf(kind);
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: registered.options.retryLimit,
      retryDelay: registered.options.retryDelaySeconds,
      expireInSeconds: registered.options.expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
    });
    const id = await boss.work<Delivery>(
      queue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
      async ([job]) => {
        if (job) {
          await deliver(job.data, job);
        }
      },
    );
    workers.set(kind, id);
  };

  const startPeriodic = async (name: string, periodic: Periodic) => {
    const started = boss;
    if (!started) {
      return;
    }
    const queue = queueOf(name);
    await started.createQueue(queue, {
      name: queue,
      policy: 'short',
      retryLimit: periodic.options.retryLimit,
      retryDelay: periodic.options.retryDelaySeconds,
      expireInSeconds: periodic.options.expireInSeconds,
    });
    const { cron, everySeconds } = periodic.when;
    const next = async (startAfter?: number) => {
      // null when a run is already waiting (policy short): nothing to add.
      await boss?.send(queue, {}, startAfter ? { startAfter } : {});
    };
    // A cron-only job is sent once a minute at most: its worker need not look more often than that.
    const polling = everySeconds ? Math.min(pollingIntervalSeconds, everySeconds) : CRON_POLLING_SECONDS;
    await started.work(queue, { batchSize: 1, pollingIntervalSeconds: polling }, async () => {
      try {
        await periodic.run();
      } finally {
        if (everySeconds) {
          await next(everySeconds);
        }
      }
    });
    if (cron) {
      await started.schedule(queue, cron, {}, { tz: 'UTC' });
    }
    if (everySeconds) {
      await next();
    }
  };

  return {
    /** A feature registers the handler of its kind of job when its routes are registered. */
    register: <Input>(kind: string, handler: JobHandler<Input>, kindOptions: JobKindOptions = {}) => {
      if (kinds.has(kind)) {
        throw new Error(`Job kind ${kind} is registered twice`);
      }
      kinds.set(kind, { handler: handler as JobHandler<unknown>, options: { ...DEFAULT_OPTIONS, ...kindOptions } });
    },

    /**
     * A job of the installation (housekeeping, the mail dispatch) run on a schedule; no company owns
     * it and no `jobs` row tracks it. Several processes may run the same one at once: `run` must be
     * safe for that (claim its rows with SKIP LOCKED, delete idempotently).
     */
    periodic: (name: string, when: PeriodicWhen, run: () => Promise<void>, kindOptions: JobKindOptions = {}) => {
      if (periodics.has(name) || kinds.has(name)) {
        throw new Error(`Job kind ${name} is registered twice`);
      }
      if (!when.cron && !when.everySeconds) {
        throw new Error(`Periodic job ${name} has no schedule`);
      }
      periodics.set(name, { when, run, options: { ...DEFAULT_OPTIONS, expireInSeconds: 600, ...kindOptions } });
    },

    start: async () => {
      if (boss) {
        return;
      }
      const started = new PgBoss(bossOptions(database, pollingIntervalSeconds, options.maintenanceIntervalSeconds));
      started.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await started.start();
      boss = started;
      await started.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
      await started.work<Delivery>(DEAD_LETTER_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (job) {
          await abandon(job.data);
        }
      });
      for (const [kind, registered] of kinds) {
        await startWorker(kind, registered);
      }
      for (const [name, periodic] of periodics) {
        await startPeriodic(name, periodic);
      }
    },

    /** Waits for running handlers (up to 30 s; an unfinished one is retried by another process). */
    stop: async () => {
      const stopping = boss;
      boss = null;
      workers.clear();
      await stopping?.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
    },

    /**
     * Adds a job for the tenant and queues it. `admit` runs first in the same transaction, under the
     * tenant's lock of `lockKey`, and may refuse (e.g. a quota).
     */
    enqueue: async (
      tenant: Tenant,
      job: {
        kind: string;
        input: unknown;
        total: number;
        quotaUnits?: number;
        lockKey?: string;
        admit?: (tx: Db) => Promise<void>;
      },
    ): Promise<TJob> => {
      if (!boss) {
        throw new Error('The job runner is not started');
      }
      const row = await db.transaction(async (tx) => {
        if (job.lockKey) {
          await lockTenant(tx, tenant, job.lockKey);
        }
        await job.admit?.(tx);
        const [inserted] = await tx
          .insert(jobs)
          .values(
            tenantValues(tenant, {
              kind: job.kind,
              input: job.input,
              total: job.total,
              quotaUnits: job.quotaUnits ?? 0,
              createdBy: tenant.userId || null,
            }),
          )
          .returning();
        return inserted as JobRow;
      });
      const registered = kinds.get(job.kind);
      try {
        await boss.send(queueOf(job.kind), { jobId: row.id, companyId: row.companyId } satisfies Delivery, {
          id: row.id,
          retryLimit: registered?.options.retryLimit,
          retryDelay: registered?.options.retryDelaySeconds,
          expireInSeconds: registered?.options.expireInSeconds,
          deadLetter: DEAD_LETTER_QUEUE,
        });
      } catch (error) {
        await end(tenant, row.id, 'failed', { errorReport: { message: JOB_MSG.failed } });
        throw error;
      }
      // This process's worker looks at once rather than at its next poll.
      const worker = workers.get(job.kind);
      if (worker) {
        boss.notifyWorker(worker);
      }
      return toJob(row);
    },

    /** Records work done at once in the caller's transaction (an import small enough to run in the request). */
    record: async (
      tx: Db,
      tenant: Tenant,
      job: { kind: string; total: number; quotaUnits?: number; result: Record<string, unknown> },
    ) => {
      await tx.insert(jobs).values(
        tenantValues(tenant, {
          kind: job.kind,
          state: 'completed',
          progress: 100,
          total: job.total,
          done: job.total,
          quotaUnits: job.quotaUnits ?? 0,
          result: job.result,
          createdBy: tenant.userId || null,
          startedAt: new Date(),
          finishedAt: new Date(),
        }),
      );
    },

    get: async (tenant: Tenant, id: string): Promise<TJob> => {
      const [row] = await db.select().from(jobs).where(where(tenant, id));
      if (!row) {
        throw notFound();
      }
      return toJob(row);
    },

    /** Asks a job to stop: a queued job ends at once, a running one at its next progress or at `finish`. */
    cancel: async (tenant: Tenant, id: string): Promise<TJob> => {
      await db.update(jobs).set({ cancelRequested: true }).where(whereOpen(tenant, id));
      await db
        .update(jobs)
        .set({ state: 'cancelled', input: null, finishedAt: new Date() })
        .where(tenantWhere(jobs, tenant, eq(jobs.id, id), eq(jobs.state, 'queued')));
      const [row] = await db.select().from(jobs).where(where(tenant, id));
      if (!row) {
        throw notFound();
      }
      return toJob(row);
    },

    deliver,
    abandon,
  };
};

/** Serialises a tenant's transactions that take the same key (e.g. a quota check and its insert). */
export const lockTenant = async (tx: Db, tenant: Tenant, key: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key}:${tenant.companyId}`}))`);
};
