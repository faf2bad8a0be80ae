import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTenant, createTestApp, race, type TestContext, type TestUser } from '../test/test-app';
import { AppError } from './errors';
import { transition } from './transition';

// transition() on a table with a state column (jobs: queued → running → completed…).
let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;

const db = () => ctx.database.db;
const tenantOf = (user: TestUser) => ({ companyId: user.companyId as string, userId: user.id });

const newJob = async (user: TestUser) => {
  const [row] = await db()
    .insert(jobs)
    .values({ companyId: user.companyId as string, kind: 'test.transition' })
    .returning();
  return row as typeof jobs.$inferSelect;
};

const start = (user: TestUser, id: string) =>
  transition(db(), {
    table: jobs,
    id,
    tenant: tenantOf(user),
    column: jobs.state,
    from: ['queued'],
    to: 'running',
    set: { startedAt: new Date() },
    what: 'job',
  });

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return { status: app.statusCode, code: app.code, message: app.message, params: app.params };
};

beforeAll(async () => {
  ctx = await createTestApp();
  alpha = await createTenant(db(), { name: 'Alpha Transit' });
  bravo = await createTenant(db(), { name: 'Bravo Transit' });
});
afterAll(async () => ctx?.close());

describe('transition', () => {
  it('moves a row from an allowed state and writes the other columns in the same statement', async () => {
    const job = await newJob(alpha);
    const moved = await start(alpha, job.id);
    expect(moved).toMatchObject({ id: job.id, state: 'running' });
    expect(moved.startedAt).toBeInstanceOf(Date);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.state).toBe('running');
  });

  it('refuses a second move with 409 STATE_CONFLICT naming the current state, and changes nothing', async () => {
    const job = await newJob(alpha);
    await start(alpha, job.id);
    const [before] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(await refusalOf(start(alpha, job.id))).toEqual({
      status: 409,
      code: 'STATE_CONFLICT',
      message: 'This job is already running',
      params: { current: 'running' },
    });
    const [after] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toEqual(before);
  });

  it("answers 404 for a row that does not exist and for another company's row, which stays as it was", async () => {
    const missing = await refusalOf(start(alpha, '00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const theirs = await newJob(bravo);
    expect(await refusalOf(start(alpha, theirs.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, theirs.id));
    expect(row?.state).toBe('queued');
  });

  it("uses the feature's own refusal text when it gives one", async () => {
    const job = await newJob(alpha);
    await start(alpha, job.id);
    const refusal = await refusalOf(
      transition(db(), {
        table: jobs,
        id: job.id,
        column: jobs.state,
        from: ['queued'],
        to: 'cancelled',
        what: 'job',
        conflictMessage: (current) => `Too late: the job is ${current}`,
      }),
    );
    expect(refusal).toMatchObject({
      status: 409,
      message: 'Too late: the job is running',
      params: { current: 'running' },
    });
  });

  it(race("lets exactly one of several simultaneous moves win; the others see the winner's state"), async () => {
    const job = await newJob(alpha);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.database.db
          .transaction((tx) =>
            transition(tx, {
              table: jobs,
              id: job.id,
              tenant: tenantOf(alpha),
              column: jobs.state,
              from: ['queued'],
              to: 'running',
              what: 'job',
            }),
          )
          .then(
            () => 'won',
            (error: unknown) =>
              error instanceof AppError ? `${error.statusCode} ${error.params?.current}` : String(error),
          ),
      ),
    );
    expect(outcomes.sort()).toEqual(['409 running', '409 running', '409 running', '409 running', '409 running', 'won']);
  });
});
