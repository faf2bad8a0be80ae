import { LOCATION_TEMPLATE_FILE } from '@lanehub/shared/features/locations/locations.contract';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API } from './location-keys';

// GET /api/lanehub-core/locations/template, saved by the browser as lanehub_location.csv.
export const downloadLocationTemplate = async () => {
  const { data } = await api.get<unknown>(`${LOCATIONS_API}/template`);
  const blob = new Blob([typeof data === 'string' ? data : ''], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = LOCATION_TEMPLATE_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
