import { z } from 'zod';
import { ZMessageParams } from '../../api/envelope';
import { defineMessages, withParams } from '../../constants/messages';

// Background jobs (the platform's job runner): what GET /api/jobs/:id returns and a screen shows.

export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type TJobState = (typeof JOB_STATES)[number];
/** States after which a job never changes again. */
export const JOB_FINAL_STATES: readonly TJobState[] = ['completed', 'failed', 'cancelled'];
export const isFinalJobState = (state: TJobState): boolean => JOB_FINAL_STATES.includes(state);

/** One problem of an input, e.g. a bad row of an imported file (row numbers as in the file). */
export const ZJobRowError = z.object({
  row: z.number().int().min(1),
  field: z.string().optional(),
  message: z.string(),
  /** The catalogue key and values of `message` (docs/api.md, "Error replies"). */
  messageCode: z.string().optional(),
  params: ZMessageParams.optional(),
});

/** Why a job failed: a message and, for an import, the per-row report. */
export const ZJobErrorReport = z.object({
  message: z.string(),
  code: z.string().optional(),
  messageCode: z.string().optional(),
  params: ZMessageParams.optional(),
  errors: z.array(ZJobRowError).optional(),
  rowsWithErrors: z.number().int().min(0).optional(),
});
export type TJobErrorReport = z.infer<typeof ZJobErrorReport>;

export const ZJob = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  counts: z.object({ total: z.number().int().min(0), done: z.number().int().min(0) }),
  result: z.record(z.string(), z.unknown()).nullable(),
  errorReport: ZJobErrorReport.nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/** How often a screen asks for a running job's state. */
export const JOB_POLL_MS = 1000;

export const JOB_MSG = defineMessages('jobs.messages', {
  cancelled: 'The job was cancelled; nothing was changed',
  failed: 'The job could not be completed',
  cancelRequested: 'Cancelling the job',
});

// Per-company import limits an installation sets (IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_PER_DAY).
export const IMPORT_MSG = defineMessages('jobs.messages', {
  tooManyRows: withParams('A file may hold at most {{max}} rows', (max: string) => ({ max })),
  dailyLimit: withParams(
    'Your company may import at most {{max}} rows in 24 hours ({{left}} left)',
    (max: string, left: string) => ({ max, left }),
  ),
});
