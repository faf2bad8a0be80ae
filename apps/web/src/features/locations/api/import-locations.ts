import type { TLocationImportRequest, TLocationImportResult } from '@lanehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API, locationKeys } from './location-keys';

// A 10,000-row file takes a few seconds on the embedded database; give it more than the usual 30 s.
const IMPORT_TIMEOUT_MS = 120_000;

// POST /api/lanehub-core/locations/import { fileName, content }: all rows or none. A refusal is a 400
// whose body lists each bad row (`errors`); the ApiError carries that body.
export const useImportLocations = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: TLocationImportRequest) =>
      api.post<TLocationImportResult>(`${LOCATIONS_API}/import`, file, { timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
};
