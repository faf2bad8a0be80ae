import type { ImportCheck, ImportRow } from '../../platform/imports/import-assistant';
import { serveWorkerTask } from '../../platform/jobs/worker-task';
import { checkPoRows, type PoImportValue } from './purchase-orders.import';

// The CPU part of the PO import job, in a worker thread: group the mapped rows of PoTemplate.csv into
// POs and check every row, reporting progress (purchase-orders.import.ts).
serveWorkerTask<{ rows: ImportRow[] }, ImportCheck<PoImportValue>>((input, progress) =>
  checkPoRows(input.rows, progress),
);
