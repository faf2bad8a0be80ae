import { LOCATION_CSV_COLUMNS, LOCATION_EXPORT_MAX_ROWS, LOCATION_MSG } from '@lanehub/shared';
import type { Db } from '../../db/client';
import type { CsvColumn } from '../../platform/csv-export';
import { badRequest } from '../../platform/errors';
import type { Tenant } from '../../platform/tenancy';
import * as q from './locations.queries';

// The locations CSV export: the list's own query (filters, search, sort), read page by page and
// streamed through the platform's CSV writer. Its columns are the import template's, so an exported
// file can be edited and imported again; the writer's guard keeps imported formulas inert.

export type LocationExportParams = Omit<q.LocationListParams, 'skip' | 'limit'>;

/** Rows read per query while streaming. */
export const LOCATION_EXPORT_PAGE = 1000;

// The coordinates are numbers: written as they are (a negative longitude is no formula).
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(['latitude', 'longitude']);

export const LOCATION_EXPORT_COLUMNS: readonly CsvColumn<q.LocationRow>[] = LOCATION_CSV_COLUMNS.map((column) => ({
  header: column,
  value: (row: q.LocationRow) => row[column],
  numeric: NUMERIC_COLUMNS.has(column),
}));

/**
 * Refuses, before any byte is sent, an export that would pass the bound: once a file has started its
 * status can no longer say so. One row looked up past the bound answers it.
 */
export const assertExportable = async (
  db: Db,
  tenant: Tenant,
  params: LocationExportParams,
  maxRows = LOCATION_EXPORT_MAX_ROWS,
) => {
  const { rows } = await q.listLocations(db, tenant, { ...params, skip: maxRows, limit: 1 });
  if (rows.length > 0) {
    throw badRequest(LOCATION_MSG.exportTooLarge(maxRows));
  }
};

/** Every location the list shows for these filters, in its order, a page at a time, up to the bound. */
export async function* locationPages(
  db: Db,
  tenant: Tenant,
  params: LocationExportParams,
  maxRows = LOCATION_EXPORT_MAX_ROWS,
): AsyncGenerator<readonly q.LocationRow[]> {
  for (let skip = 0; skip < maxRows; skip += LOCATION_EXPORT_PAGE) {
    const limit = Math.min(LOCATION_EXPORT_PAGE, maxRows - skip);
    const { rows } = await q.listLocations(db, tenant, { ...params, skip, limit });
    if (rows.length > 0) {
      yield rows;
    }
    if (rows.length < limit) {
      return;
    }
  }
}
