import { z } from 'zod';
import { ZMessageParams } from '../../api/envelope';
import { defineMessages, withParams } from '../../constants/message-registry';
import { MSG } from '../../constants/messages';
import { checkUnlocode } from '../../orders/order-rules';
import { eventTypeOf, type TTrackingEvent, trackingEventSchema } from '../../orders/tracking-events';

// The tracking events CSV (issue 14): one shipment event per row, for an order named by its number or by
// one of its containers. The import assistant (template `order-events`, docs/imports.md) reads the file
// and maps its columns; `checkOrderEventRow` checks each row; the server then looks the orders up and
// posts the events through the tracking service (the same one as POST /api/orders/{id}/events).

export const ORDER_EVENTS_IMPORT_MSG = defineMessages('orders.eventsImport', {
  orderRequired: 'Give the order number or a container number',
  unknownOrder: withParams('No order {{reference}} that your company may report events on', (reference: string) => ({
    reference,
  })),
  ambiguousOrder: withParams('{{reference}} names more than one order; use the order number', (reference: string) => ({
    reference,
  })),
  notAllowed: withParams(
    'Order {{reference}}: only the company that booked it, its carrier or its forwarder can report events',
    (reference: string) => ({ reference }),
  ),
  unknownCode: withParams('{{code}} is not a tracking event code', (code: string) => ({ code })),
  remarks: 'Remarks are at most 500 characters',
});

/** The columns of the file, in the template's order. */
export const ORDER_EVENT_CSV_COLUMNS = [
  'orderNumber',
  'containerNumber',
  'eventCode',
  'eventTime',
  'location',
  'vesselName',
  'voyage',
  'remarks',
] as const;
export type TOrderEventCsvColumn = (typeof ORDER_EVENT_CSV_COLUMNS)[number];

/** The import assistant's template (/api/imports/order-events). */
export const ORDER_EVENTS_IMPORT_TEMPLATE = 'order-events';
export const ORDER_EVENTS_TEMPLATE_FILE = 'order-events-template.csv';

export const ZOrderEventsImportResult = z.object({
  /** Rows of the file (each one event). */
  rows: z.number().int(),
  /** Events stored; a row sent before (same order, code, time, place, container) is not stored again. */
  stored: z.number().int(),
  duplicates: z.number().int(),
  /** Orders the file moved. */
  orders: z.number().int(),
});
export type TOrderEventsImportResult = z.infer<typeof ZOrderEventsImportResult>;

/** One problem of a refused file: its line in the file, the column, the message (as the locations import). */
export const ZOrderEventsImportRowError = z.object({
  row: z.number().int().min(1),
  field: z.string().optional(),
  message: z.string(),
  messageCode: z.string().optional(),
  params: ZMessageParams.optional(),
});
export type TOrderEventsImportRowError = z.infer<typeof ZOrderEventsImportRowError>;
export type OrderEventCsvRow = { row: number; values: Record<TOrderEventCsvColumn, string> };

/** The CSV field a schema path of the tracking event comes from. */
const FIELD_OF: Record<string, TOrderEventCsvColumn> = {
  eventCode: 'eventCode',
  eventType: 'eventCode',
  eventTime: 'eventTime',
  location: 'location',
  containerNumber: 'containerNumber',
  vesselName: 'vesselName',
  voyage: 'voyage',
};

export type CheckedEventRow =
  | { ok: true; row: number; reference: string; byContainer: boolean; event: TTrackingEvent; remarks: string }
  | { ok: false; errors: TOrderEventsImportRowError[] };

/**
 * One row as a tracking event (source csv), or its problems, each naming the row and the field. The
 * idempotency key is made of the row's facts, so the same file sent twice stores each event once.
 * The order itself is looked up by the server.
 */
export const checkOrderEventRow = (
  { row, values }: OrderEventCsvRow,
  isKnownUnlocode?: (code: string) => boolean,
): CheckedEventRow => {
  const errors: TOrderEventsImportRowError[] = [];
  const reference = values.orderNumber || values.containerNumber;
  if (!reference) {
    errors.push({ row, field: 'orderNumber', message: ORDER_EVENTS_IMPORT_MSG.orderRequired });
  }
  const code = values.eventCode.toUpperCase();
  const eventType = eventTypeOf(code);
  if (!eventType) {
    errors.push({ row, field: 'eventCode', message: ORDER_EVENTS_IMPORT_MSG.unknownCode(values.eventCode || '""') });
  }
  if (!values.location) {
    errors.push({ row, field: 'location', message: MSG.required });
  } else {
    const problem = checkUnlocode(values.location.toUpperCase().replace(/\s+/g, ''), isKnownUnlocode);
    if (problem) {
      errors.push({ row, field: 'location', message: problem });
    }
  }
  if (values.remarks.length > 500) {
    errors.push({ row, field: 'remarks', message: ORDER_EVENTS_IMPORT_MSG.remarks });
  }
  const key = ['csv', values.orderNumber, values.containerNumber, code, values.eventTime, values.location]
    .map((part) => part.toUpperCase())
    .join('|');
  const parsed = trackingEventSchema.safeParse({
    eventType: eventType ?? 'SHIPMENT',
    eventCode: code,
    eventClassifier: 'ACT',
    eventTime: values.eventTime,
    location: values.location || undefined,
    containerNumber: values.containerNumber || undefined,
    vesselName: values.vesselName || undefined,
    voyage: values.voyage || undefined,
    remarks: values.remarks || undefined,
    source: 'csv',
    idempotencyKey: key.slice(0, 200),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      // The code and the place were checked above with the file's own words.
      if (!field || field === 'eventCode' || field === 'location') {
        continue;
      }
      if (!errors.some((error) => error.field === field)) {
        errors.push({ row, field, message: issue.message });
      }
    }
  }
  if (errors.length > 0 || !parsed.success) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    row,
    reference: (values.orderNumber || values.containerNumber).toUpperCase(),
    byContainer: !values.orderNumber,
    event: parsed.data as TTrackingEvent,
    remarks: values.remarks,
  };
};

/** The template: the header and two example rows. */
export const orderEventsCsvTemplate = (): string =>
  [
    ORDER_EVENT_CSV_COLUMNS.join(','),
    'ORD-2026-000001,,GTOT,2026-03-01T09:15:00+08:00,CNSHA,,,Gate out full',
    ',CSQU3054383,LOAD,2026-03-02T14:30:00+08:00,CNSHA,MAERSK ESSEX,412E,',
  ].join('\n');
