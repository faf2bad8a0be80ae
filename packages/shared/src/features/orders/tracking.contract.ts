import { z } from 'zod';
import { defineMessages } from '../../constants/messages';
import { ORDER_STATUSES } from '../../orders/order-model';
import { trackingEventSchema } from '../../orders/tracking-events';

// Shipment events of an order (issue 14 "Tracking"; DOMAIN.md §2): what POST/GET
// /api/orders/{id}/events take and answer. One event or a batch; each carries an idempotency key, so
// a batch sent twice stores each event once.

export const TRACKING_MSG = defineMessages('orders.tracking', {
  posted: 'Tracking events have been recorded',
  notAllowed: 'Only the company that booked the order, its carrier or its forwarder can report events',
  tooMany: 'Send at most 1000 events at a time',
  replayed: 'Every order has been projected again from its events',
});

export const TRACKING_BATCH_MAX = 1000;

export const ZPostEvents = z.union([
  trackingEventSchema,
  z.array(trackingEventSchema).min(1).max(TRACKING_BATCH_MAX, { error: TRACKING_MSG.tooMany }),
]);
export type TPostEvents = z.input<typeof ZPostEvents>;

export const ZShipmentEvent = z.object({
  id: z.string(),
  eventType: z.string(),
  eventCode: z.string(),
  eventClassifier: z.string(),
  eventTime: z.string(),
  recordedTime: z.string(),
  location: z.string().nullable(),
  facilityType: z.string().nullable(),
  locationType: z.string().nullable(),
  transportMode: z.string().nullable(),
  emptyIndicator: z.string().nullable(),
  containerNumber: z.string().nullable(),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  remarks: z.string().nullable(),
  source: z.string(),
  idempotencyKey: z.string(),
  postedBy: z.string().nullable(),
});
export type TShipmentEvent = z.infer<typeof ZShipmentEvent>;

/** The order's projection after the events were applied. */
export const ZTrackingResult = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  stage: z.number().int(),
  stageLabel: z.string(),
  eta: z.string().nullable(),
  ata: z.string().nullable(),
  late: z.boolean(),
});
export type TTrackingResult = z.infer<typeof ZTrackingResult>;

export const TRACKING_EXAMPLE: TPostEvents = [
  {
    eventType: 'EQUIPMENT',
    eventCode: 'GTOT',
    eventClassifier: 'ACT',
    eventTime: '2026-03-01T09:15:00+08:00',
    location: 'CNSHA',
    emptyIndicator: 'LADEN',
    containerNumber: 'CSQU3054383',
    idempotencyKey: 'example-gtot-1',
  },
];
