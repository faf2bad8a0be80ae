import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import type {
  TLocationImportRequest,
  TLocationImportResult,
} from '@lanehub/shared/features/locations/locations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOCATIONS_API, locationKeys } from './location-keys';

// A 10,000-row file takes a few seconds on the embedded database; give it more than the usual 30 s.
const IMPORT_TIMEOUT_MS = 120_000;

/** A file small enough is imported in the request; a larger one becomes a job the modal follows. */
export type LocationImportReply = TLocationImportResult | { job: TJob };

// POST /api/lanehub-core/locations/import { fileName, content }: all rows or none. A refusal is a 400
// whose body lists each bad row (`errors`); the ApiError carries that body. A large file answers 202
// with its job; the job's error report has the same shape.
export const useImportLocations = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: TLocationImportRequest) =>
      api.post<LocationImportReply>(`${LOCATIONS_API}/import`, file, { timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
};
