import type { TWaybill } from '@lanehub/shared/features/order-documents/waybill.contract';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

// GET /api/waybill?blNumber=… → { data: { carrier, blNumber, fetchedAt, document } }; saved as a JSON file.
// Any failure answers 'Failed to fetch CMA data!' (spec 02 §8), thrown to the caller.
export const downloadCmaWaybill = async (blNumber: string) => {
  const reply = await api.get<TWaybill>(`/waybill?blNumber=${encodeURIComponent(blNumber)}`);
  saveBlob(
    new Blob([JSON.stringify(reply.data, null, 2)], { type: 'application/json' }),
    `waybill-${reply.data.blNumber}.json`,
  );
};
