import pino from 'pino';
import { openPostgres } from '../../db/client';
import { locations } from '../../db/schema';
import { createJobRunner } from './job-runner';

// A server process for job-crash.test.ts, started with `node --import tsx`: `<url> hang <companyId>`
// queues a job and hangs inside its transaction once the effect is written (the test kills it there);
// `<url> run` only runs what is queued. The job's effect is one location row, written in `finish`.

const [url, mode, companyId] = process.argv.slice(2);
if (!url || (mode !== 'hang' && mode !== 'run')) {
  throw new Error('usage: crash-child <database url> hang <companyId> | run');
}
const database = await openPostgres(url);
const runner = createJobRunner(database, {
  log: pino({ level: 'silent' }),
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
});
runner.register(
  'test-crash',
  async (job) => {
    await job.progress(1, 2, 50);
    await job.finish(async (tx) => {
      await tx.insert(locations).values({ companyId: job.tenant.companyId, name: `Crash ${job.jobId}`, type: 'yard' });
      console.log(`effect-written ${process.pid}`);
      if (mode === 'hang') {
        await new Promise(() => undefined);
      }
      return { result: { written: 1 } };
    });
  },
  { expireInSeconds: 3, retryDelaySeconds: 1, retryLimit: 2 },
);
await runner.start();
if (mode === 'hang' && companyId) {
  const job = await runner.enqueue({ companyId, userId: '' }, { kind: 'test-crash', input: {}, total: 2 });
  console.log(`enqueued ${job.id}`);
}
console.log('ready');
