import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, locations } from '../../db/schema';
import { createTenant, createTestApp, type TestContext } from '../../test/test-app';

// A job whose process is killed (SIGKILL) in the middle of its transaction is retried by another
// process, and its effect happens once. Two processes need one database: PostgreSQL only (DATABASE_URL);
// on PGlite, where one embedded database serves one process, this file is skipped.

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const CHILD = fileURLToPath(new URL('./crash-child.test-helper.ts', import.meta.url));

type Child = { process: ChildProcess; lines: string[]; waitFor: (prefix: string, ms: number) => Promise<string> };

const startChild = (args: string[]): Child => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const waitFor = async (prefix: string, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const line = lines.find((l) => l.startsWith(prefix));
      if (line) {
        return line;
      }
      if (child.exitCode !== null) {
        throw new Error(`child exited (${child.exitCode}) before "${prefix}": ${errors}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${prefix}" from the child in ${ms} ms: ${errors}`);
  };
  return { process: child, lines, waitFor };
};

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a job whose process is killed (PostgreSQL)', () => {
  let ctx: TestContext;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
    }
    await ctx?.close();
  });

  it('is retried by another process and its effect happens once', { timeout: 120_000 }, async () => {
    const databaseUrl = (ctx.database as { url?: string }).url;
    expect(databaseUrl).toBeTruthy();
    const tenant = await createTenant(ctx.database.db, { name: 'Crash Freight' });
    const companyId = tenant.companyId as string;

    // The first process takes the job and is killed with the effect written but not committed.
    const first = startChild([databaseUrl as string, 'hang', companyId]);
    children.push(first.process);
    const jobId = (await first.waitFor('enqueued ', 60_000)).slice('enqueued '.length);
    await first.waitFor('effect-written ', 60_000);
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    const [killed] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(killed).toMatchObject({ state: 'running', attempts: 1 });

    // Another process finds the dead attempt (expired after 3 s) and runs the job again.
    const second = startChild([databaseUrl as string, 'run']);
    children.push(second.process);
    await second.waitFor('ready', 60_000);
    const until = Date.now() + 60_000;
    let row = killed;
    while (row?.state !== 'completed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    }
    expect(row).toMatchObject({ state: 'completed', attempts: 2, result: { written: 1 } });
    const written = await ctx.database.db
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.name, `Crash ${jobId}`));
    expect(written[0]?.n).toBe(1);
    second.process.kill('SIGTERM');
  });
});
