import type { ImportCheck, ImportRow } from '../../platform/imports/import-assistant';
import { serveWorkerTask } from '../../platform/jobs/worker-task';
import { checkLocationRows, type LocationReadyRow } from './locations.service';

// The CPU part of the locations import job, in a worker thread: check every mapped row (fields,
// coordinates, reference data, duplicates within the file), reporting progress (locations.service.ts).
serveWorkerTask<{ rows: ImportRow[] }, ImportCheck<{ ready: LocationReadyRow[] }>>((input, progress) =>
  checkLocationRows(input.rows, progress),
);
