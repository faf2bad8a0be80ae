import { envelope, JOB_MSG, ZIdParams, ZJob } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../access';
import { ok } from '../envelope';
import { tenantOf } from '../tenancy';
import type { JobRunner } from './job-runner';

const TAGS = ['Jobs'];

// A job's state for the screen that started it (a progress bar, then the outcome), and its cancel.
// Any signed-in user of the job's company; another company's job is 404 (tenant-scoped queries).
export const jobRoutes = async (app: FastifyInstance, opts: { jobs: JobRunner }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/jobs/:id',
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'A background job: state, progress, counts, result or error report',
        description:
          '`state` is queued, running, completed, failed or cancelled; `progress` 0 to 100; `counts` the units ' +
          '(rows of an import) done of total; `result` when completed (an import: `imported`); `errorReport` ' +
          'when failed (`message`, and for an import the per-row `errors` and `rowsWithErrors`).',
        params: ZIdParams,
        response: { 200: envelope(ZJob) },
      },
    },
    async (request) => ok(await opts.jobs.get(tenantOf(request), request.params.id)),
  );

  r.post(
    '/api/jobs/:id/cancel',
    {
      config: { access: access.authenticated, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Ask a job to stop',
        description:
          'A queued job is cancelled at once; a running one stops at its next step and writes nothing. A job that ' +
          'already ended is returned unchanged (`cancelRequested` stays false).',
        params: ZIdParams,
        body: z.object({}).optional(),
        response: { 200: envelope(ZJob) },
      },
    },
    async (request) =>
      ok(await opts.jobs.cancel(tenantOf(request), request.params.id), { message: JOB_MSG.cancelRequested }),
  );
};
