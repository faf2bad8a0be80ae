import {
  locationExportFileName,
  type TLocationExportQuery,
} from '@lanehub/shared/features/locations/locations.contract';
import { downloadFile } from '../../../lib/api-client';
import { LOCATIONS_API } from './location-keys';

const EXPORT_TIMEOUT_MS = 120_000;

// GET /api/lanehub-core/locations/export?type&search&sort&order: the list as the user filtered and
// sorted it, as a CSV file the browser saves (the server names it lanehub_locations_<day>.csv).
export const downloadLocationsCsv = async (query: TLocationExportQuery) => {
  const { blob, fileName } = await downloadFile(`${LOCATIONS_API}/export`, {
    query: { type: query.type, search: query.search, sort: query.sort, order: query.order },
    // A long list takes longer than one page to read.
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? locationExportFileName(new Date().toISOString().slice(0, 10));
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
