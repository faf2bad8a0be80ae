import type { TJob } from '@lanehub/shared/features/jobs/jobs.contract';
import type {
  TOrderEventsImportRequest,
  TOrderEventsImportResult,
} from '@lanehub/shared/features/orders/events-import.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './orders-api';

// Every order's events are posted and projected in the request; a few thousand take a while.
const IMPORT_TIMEOUT_MS = 120_000;

/** A file small enough is imported in the request; a larger one becomes a job the modal follows. */
export type OrderEventsImportReply = TOrderEventsImportResult | { job: TJob };

// POST /api/orders/events/import { fileName, content }: all rows or none. A refusal is a 400 whose
// body lists each bad row and column (`errors`); a large file answers 202 with its job.
export const useImportOrderEvents = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: TOrderEventsImportRequest) =>
      api.post<OrderEventsImportReply>('/orders/events/import', file, { timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
