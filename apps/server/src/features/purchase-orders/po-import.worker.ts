import { serveWorkerTask } from '../../platform/jobs/worker-task';
import { type PoCsvOutcome, parsePoCsv } from './purchase-orders.import';

// The CPU part of a PO import job, in a worker thread: parse PoTemplate.csv, group the rows into POs
// and check every row, reporting progress (purchase-orders.import.ts).
serveWorkerTask<{ content: string }, PoCsvOutcome>((input, progress) => parsePoCsv(input.content, progress));
