import { z } from 'zod';
import { defineMessages } from '../../constants/messages';

// GET /api/waybill (spec 02 §7.3 "GET /api/waybill: companyId and other query fields"; spec 02 §8
// "Waybill fetch fails: 'Failed to fetch CMA data!'"): the sea waybill of a bill of lading number as the
// carrier CMA CGM holds it, fetched from CMA CGM's API (docs/orders-waybill.md).

export const WAYBILL_MSG = defineMessages('orderDocuments.waybill', {
  failed: 'Failed to fetch CMA data!',
  blNumber: 'Enter the bill of lading number (4 to 20 letters and digits)',
  ownCompany: 'A waybill is fetched for your own company only',
});

export const ZWaybillQuery = z.object({
  /** The calling company (the spec's query field); another company's id is refused. */
  companyId: z.uuid().optional(),
  /** The transport document (bill of lading / sea waybill) number, e.g. CMDUSHZ1234567. */
  blNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, { error: WAYBILL_MSG.blNumber }),
});
export type TWaybillQuery = z.infer<typeof ZWaybillQuery>;

export const ZWaybill = z.object({
  carrier: z.literal('CMA CGM'),
  blNumber: z.string(),
  fetchedAt: z.string(),
  /** What CMA CGM answered, as it answered it (JSON). */
  document: z.unknown(),
});
export type TWaybill = z.infer<typeof ZWaybill>;
