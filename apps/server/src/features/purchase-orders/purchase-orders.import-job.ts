import type { TJobErrorReport } from '@lanehub/shared/features/jobs/jobs.contract';
import { PO_MSG } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { codesOf, isUniqueViolation } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { runInWorker, workerModule } from '../../platform/jobs/worker-threads';
import type { PoCsvOutcome } from './purchase-orders.import';
import * as q from './purchase-orders.queries';

// The PO CSV import as a job: parsed and checked in a worker thread with progress (the first 60%),
// then every PO written in the transaction that ends the job, all or nothing.

export const PO_IMPORT_JOB = 'po-import';
export type PoImportInput = { content: string };
const PARSE_WORKER = workerModule(import.meta.url, './po-import.worker.ts', 'po-import');
const PARSE_SHARE = 60;

const report = (
  message: string,
  errors: Array<{ row: number; field?: string | undefined; message: string }>,
): TJobErrorReport => ({
  message,
  ...codesOf(message),
  code: 'IMPORT_REFUSED',
  errors: errors.map((error) => ({ ...error, ...codesOf(error.message) })),
  rowsWithErrors: new Set(errors.map((e) => e.row)).size,
});

export const poImportJob: JobHandler<PoImportInput> = async (ctx) => {
  const parsed = await runInWorker<PoCsvOutcome>(PARSE_WORKER, ctx.input, {
    onProgress: (done, total) => ctx.progress(done, total, (done / total) * PARSE_SHARE),
  }).result;
  if (!parsed.ok) {
    await ctx.finish(async () => ({ errorReport: report(parsed.message, parsed.errors) }));
    return;
  }
  const numbers = parsed.pos.map((po) => po.poNumber);
  try {
    await ctx.finish(async (tx) => {
      const taken = await q.takenNumbers(tx, ctx.tenant, numbers);
      if (taken.size > 0) {
        const message = PO_MSG.duplicateNumber;
        return {
          errorReport: report(
            PO_MSG.rowsRefused(taken.size),
            [...taken].map((n) => ({ row: 0, field: 'poNumber', message: `${n}: ${message}` })),
          ),
        };
      }
      await ctx.checkCancel(tx);
      const ids = await q.insertPos(tx as unknown as q.Tx, ctx.tenant, parsed.pos);
      // One event per imported PO, in the buyer's log (the job's user started it).
      for (const [index, id] of ids.entries()) {
        const po = parsed.pos[index];
        await recordEvent(tx, ctx.tenant, {
          aggregateType: 'purchase-order',
          aggregateId: id,
          type: 'purchase-order.imported',
          after: { poNumber: po?.poNumber, items: po?.items.length },
        });
      }
      return { result: { imported: ids.length, poNumbers: numbers, message: PO_MSG.imported } };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
    await ctx.finish(async () => ({ errorReport: report(PO_MSG.duplicateNumber, []) }));
  }
};
