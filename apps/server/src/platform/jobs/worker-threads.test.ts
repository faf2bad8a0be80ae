import type { TJob } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { createJobRunner } from './job-runner';
import { runInWorker, workerModule } from './worker-threads';

// CPU-heavy work in a worker thread: progress reaches the job's row, a cancel terminates the thread.

const SPIN = workerModule(import.meta.url, './spin.test-worker.ts', 'spin');

let ctx: TestContext;
let user: TestUser;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createTenant(ctx.database.db, { name: 'Worker Lines' });
  token = (await login(ctx.app, user.email)).accessToken;
});
afterAll(async () => ctx?.close());

const jobOf = async (id: string) => {
  const res = await call(ctx.app, token, { method: 'GET', url: `/api/jobs/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TJob }).data;
};

describe('runInWorker', () => {
  it('computes in another thread, reporting progress, while this thread stays free', async () => {
    const seen: number[] = [];
    const run = runInWorker<{ steps: number; sum: number }>(
      SPIN,
      { steps: 5, stepMs: 20 },
      {
        onProgress: async (done) => {
          seen.push(done);
        },
      },
    );
    // The event loop of this thread keeps turning while the worker computes.
    let ticks = 0;
    const ticking = (async () => {
      while (ticks < 3) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        ticks++;
      }
    })();
    const result = await run.result;
    await ticking;
    expect(result.steps).toBe(5);
    expect(seen.at(-1)).toBe(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('passes on the error a worker throws', async () => {
    const run = runInWorker(SPIN, { steps: 1, stepMs: -1 }, {});
    await expect(run.result).rejects.toThrow('stepMs must not be negative');
    const missing = runInWorker(new URL('./no-such.worker.ts', import.meta.url), {}, {});
    await expect(missing.result).rejects.toThrow();
  });
});

describe('a job whose heavy part runs in a worker thread', () => {
  it('reports progress to GET /api/jobs/:id and stops its thread at once when cancelled', async () => {
    const companyId = user.companyId as string;
    const runner = createJobRunner(ctx.database, { log: ctx.app.log });
    const progressSeen: number[] = [];
    let outcome: 'finished' | 'stopped' | null = null;
    runner.register('test-cpu', async (job) => {
      // Computes forever: only the cancel ends it.
      const run = runInWorker(
        SPIN,
        { steps: 0, stepMs: 25 },
        {
          onProgress: async (done) => {
            progressSeen.push(done);
            await job.progress(done, 1000, Math.min(90, done));
          },
        },
      );
      try {
        await run.result;
        outcome = 'finished';
      } catch (error) {
        outcome = 'stopped';
        throw error;
      }
    });
    const [row] = await ctx.database.db.insert(jobs).values({ companyId, kind: 'test-cpu', total: 1000 }).returning();
    const id = row?.id as string;
    const running = runner.deliver({ jobId: id, companyId }, { retryCount: 0, retryLimit: 0 });

    let job = await jobOf(id);
    const until = Date.now() + 30_000;
    while (job.progress < 3 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await jobOf(id);
    }
    expect(job).toMatchObject({ state: 'running' });
    expect(job.progress).toBeGreaterThanOrEqual(3);

    const cancel = await call(ctx.app, token, { method: 'POST', url: `/api/jobs/${id}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(200);
    await running;
    expect(outcome).toBe('stopped');
    expect(await jobOf(id)).toMatchObject({ state: 'cancelled', cancelRequested: true, result: null });
    // The thread is gone: no progress arrives any more.
    const heard = progressSeen.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(progressSeen.length).toBe(heard);
    const [stored] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(stored?.state).toBe('cancelled');
  });
});
