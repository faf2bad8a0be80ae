import {
  LOCATION_CSV_COLUMNS,
  LOCATION_CSV_REQUIRED,
  LOCATION_IMPORT_MAX_BYTES,
  LOCATION_IMPORT_TEMPLATE,
} from '@lanehub/shared';
import type { ImportTemplate } from '../../platform/imports/import-assistant';
import { workerModule } from '../../platform/jobs/worker-threads';
import { EXAMPLE_IMPORT } from './locations.examples';
import { checkLocationRows, type LocationReadyRow, writeLocationRows } from './locations.service';

// The locations CSV (spec 01 §3, §5; issue 15) on the import assistant (platform/imports,
// docs/imports.md): the template `locations`. Columns name, address, postCode, code, city, country,
// state, type (required in the mapping) and latitude, longitude (optional, issue 18: both or neither).
// `check` is the service's row check (the form's schema and messages, the reference data, duplicates in
// the file), run in a worker thread by the job; `commit` refuses codes the company already has and
// inserts every row in the transaction that ends the job, or none. The routes count the rows against
// the company's import quotas (IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_PER_DAY); files up to 5 MB.
export const locationImportTemplate: ImportTemplate<{ ready: LocationReadyRow[] }> = {
  name: LOCATION_IMPORT_TEMPLATE,
  columns: LOCATION_CSV_COLUMNS,
  required: LOCATION_CSV_REQUIRED,
  example: EXAMPLE_IMPORT.content,
  maxBytes: LOCATION_IMPORT_MAX_BYTES,
  check: checkLocationRows,
  worker: workerModule(import.meta.url, './location-import.worker.ts', 'location-import'),
  // The job's tenant is the user who started it: the change log names them.
  // The result counts the rows by type too: the screen links each type's list.
  commit: async (tx, tenant, { ready }) => {
    const outcome = await writeLocationRows(tx, tenant, ready);
    if ('errors' in outcome) {
      return outcome;
    }
    const byType: Record<string, number> = {};
    for (const { values } of ready) {
      byType[values.type] = (byType[values.type] ?? 0) + 1;
    }
    return { result: { imported: outcome.imported, byType } };
  },
};
