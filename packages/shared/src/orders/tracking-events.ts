import { z } from 'zod';
import { MSG } from '../constants/messages';
import { containerNumberField } from '../validation/iso6346';
import { unlocodeField } from './order-rules';
import { ORDERS_MSG } from './orders-messages';

// A tracking event, shaped like DCSA Track & Trace 2.2 (DOMAIN.md §2; the code lists are those of
// shared/data/dcsa-reference-data/referencedata-legacy-2023): what happened (event type and code), how
// sure it is (classifier), when (event time with its offset, and when it was recorded), where (a
// UN/LOCODE, optionally the facility type and the DCSA shipment location type), to which container,
// by which transport, from which source, and an idempotency key so the same event sent twice counts once.

/** transporteventtypecodes.csv */
export const TRANSPORT_EVENT_CODES = ['ARRI', 'DEPA'] as const;
/** equipmenteventtypecodes.csv */
export const EQUIPMENT_EVENT_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
  'AVPU',
  'AVDO',
  'CUSS',
  'CUSI',
  'CUSR',
  'WAYP',
] as const;
/** shipmenteventtypecodes.csv */
export const SHIPMENT_EVENT_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'PENC',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
  'CANC',
] as const;

export const EVENT_TYPES = ['TRANSPORT', 'EQUIPMENT', 'SHIPMENT'] as const;
export type TEventType = (typeof EVENT_TYPES)[number];
export type TTransportEventCode = (typeof TRANSPORT_EVENT_CODES)[number];
export type TEquipmentEventCode = (typeof EQUIPMENT_EVENT_CODES)[number];
export type TShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];
export type TEventCode = TTransportEventCode | TEquipmentEventCode | TShipmentEventCode;

export const EVENT_CODES_BY_TYPE: Readonly<Record<TEventType, readonly TEventCode[]>> = {
  TRANSPORT: TRANSPORT_EVENT_CODES,
  EQUIPMENT: EQUIPMENT_EVENT_CODES,
  SHIPMENT: SHIPMENT_EVENT_CODES,
};

/** The event type a code belongs to (the three lists share no code). */
export const eventTypeOf = (code: string): TEventType | null =>
  EVENT_TYPES.find((type) => (EVENT_CODES_BY_TYPE[type] as readonly string[]).includes(code)) ?? null;

/** eventclassifiercodes.csv: actual, planned, estimated, requested. */
export const EVENT_CLASSIFIERS = ['ACT', 'PLN', 'EST', 'REQ'] as const;
export type TEventClassifier = (typeof EVENT_CLASSIFIERS)[number];

/**
 * DCSA transport types (modeoftransportcodes.csv: VESSEL, RAIL, TRUCK, BARGE). DCSA covers container
 * shipping only, so AIRCRAFT is ours, for air orders.
 */
export const TRANSPORT_MODES = ['VESSEL', 'BARGE', 'RAIL', 'TRUCK', 'AIRCRAFT'] as const;
export type TTransportMode = (typeof TRANSPORT_MODES)[number];

/** emptyindicatorcodes.csv */
export const EMPTY_INDICATORS = ['EMPTY', 'LADEN'] as const;
export type TEmptyIndicator = (typeof EMPTY_INDICATORS)[number];

/** facilitytypes.csv */
export const FACILITY_TYPES = [
  'BOCR',
  'CLOC',
  'COFS',
  'OFFD',
  'DEPO',
  'INTE',
  'POTE',
  'PBPL',
  'BRTH',
  'RAMP',
  'ANCH',
] as const;
export type TFacilityType = (typeof FACILITY_TYPES)[number];

/** shipmentlocationtypes.csv: where the place stands in the shipment (POL, POD, transhipment …). */
export const SHIPMENT_LOCATION_TYPES = [
  'PRE',
  'POL',
  'POD',
  'PDE',
  'PCF',
  'OIR',
  'DRL',
  'ORI',
  'IEL',
  'PTP',
  'RTP',
  'FCD',
] as const;
export type TShipmentLocationType = (typeof SHIPMENT_LOCATION_TYPES)[number];

/** Where an event comes from (DOMAIN.md §2): a screen, a CSV import, EDI 214/315, the API. */
export const EVENT_SOURCES = ['screen', 'csv', 'edi', 'api'] as const;
export type TEventSource = (typeof EVENT_SOURCES)[number];

const eventTimeField = () => z.iso.datetime({ offset: true, error: ORDERS_MSG.eventTime });

export const trackingEventSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES, { error: MSG.required }),
    eventCode: z.string({ error: MSG.required }).trim().toUpperCase(),
    eventClassifier: z.enum(EVENT_CLASSIFIERS, { error: MSG.required }).default('ACT'),
    /** When it happened (or is planned or estimated to), with the offset it was reported in. */
    eventTime: eventTimeField(),
    /** When the reporting party recorded it; a newer estimate supersedes an older one. */
    recordedTime: eventTimeField().optional(),
    /** The UN/LOCODE of the place (DOMAIN.md §8). */
    location: unlocodeField(),
    facilityType: z.enum(FACILITY_TYPES).optional(),
    locationType: z.enum(SHIPMENT_LOCATION_TYPES).optional(),
    transportMode: z.enum(TRANSPORT_MODES, { error: ORDERS_MSG.transportMode }).optional(),
    emptyIndicator: z.enum(EMPTY_INDICATORS).optional(),
    /** ISO 6346, normalised ('CSQU 305438-3' → 'CSQU3054383') and checked. */
    containerNumber: containerNumberField().optional(),
    vesselName: z
      .string()
      .trim()
      .max(100, { error: MSG.maxLength(100) })
      .optional(),
    voyage: z
      .string()
      .trim()
      .max(50, { error: MSG.maxLength(50) })
      .optional(),
    /** A note from whoever reported the event (the carrier's or the import's remarks column). */
    remarks: z
      .string()
      .trim()
      .max(500, { error: MSG.maxLength(500) })
      .optional(),
    source: z.enum(EVENT_SOURCES).default('api'),
    idempotencyKey: z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required })
      .max(200, {
        error: MSG.maxLength(200),
      }),
  })
  .superRefine((event, ctx) => {
    if (!(EVENT_CODES_BY_TYPE[event.eventType] as readonly string[]).includes(event.eventCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventCode'],
        message: ORDERS_MSG.eventCode(event.eventCode, event.eventType.toLowerCase()),
      });
    }
  });

export type TTrackingEventInput = z.input<typeof trackingEventSchema>;
export type TTrackingEvent = Omit<z.output<typeof trackingEventSchema>, 'eventCode'> & { eventCode: TEventCode };

/** Parses one event; the caller decides what to do with the issues (400 on the API, a row error in CSV). */
export const parseTrackingEvent = (input: unknown) => {
  const result = trackingEventSchema.safeParse(input);
  return result.success ? { success: true as const, data: result.data as TTrackingEvent } : result;
};
