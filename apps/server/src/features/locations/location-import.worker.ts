import { serveWorkerTask } from '../../platform/jobs/worker-task';
import { type CheckedRows, validateRows } from './locations.service';

// The CPU part of a location import job, in a worker thread: parse the CSV and check every row
// (fields, reference data, duplicates within the file), reporting progress (locations.service.ts).
serveWorkerTask<{ content: string }, CheckedRows>((input, progress) => validateRows(input.content, progress));
