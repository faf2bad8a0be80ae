import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG } from '../../constants/messages';
import { addressFieldsFor, isMoveTypeOf, ORDER_MODES, ORDER_STATUSES, type TOrderMode } from '../../orders/order-model';
import { checkIncoterm } from '../../orders/order-rules';
import { containerNumberField } from '../../validation/iso6346';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';

// Shipment orders (issue 14; spec 02 §3 Order, §7.3; DOMAIN.md §1–3): what the order routes take and
// answer. The vocabulary (modes, statuses, stages, move types, the address rule) is
// packages/shared/src/orders; this file is the wire format.

export const ORDER_MSG = defineMessages('orders.api', {
  created: 'Order has been created',
  updated: 'Order has been updated',
  deleted: 'Order has been deleted',
  notFound: 'Order not found',
  partyNotPartner: 'Choose your own company or one of your partners',
  partyReadOnly: 'Only the company that booked the order can change it',
  locodeFormat: 'A UN/LOCODE is 5 letters or digits: the country code and the place, e.g. CNSHA',
  moveTypeOfMode: 'Choose a move type of this mode',
  unitTaken: 'This unit is already on the order',
  hasEvents: 'An order with tracking events cannot be deleted; mark it ended instead',
});

export const ORDER_PARTY_ROLES = ['shipper', 'consignee', 'carrier', 'forwarder', 'customer'] as const;
export type TOrderPartyRole = (typeof ORDER_PARTY_ROLES)[number];

export const UNIT_KINDS = ['container', 'trailer', 'railcar', 'chassis'] as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

/** A UN/LOCODE: ISO 3166 alpha-2 country and a 3-character place ('CNSHA', 'CAVAN'); upper-cased. */
export const locodeField = () =>
  z
    .string()
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .refine((value) => value === '' || /^[A-Z]{2}[A-Z2-9]{3}$/.test(value), { error: ORDER_MSG.locodeFormat })
    .nullish()
    .transform((value) => (value ? value : null));

const amount = z.coerce
  .number({ error: MSG.number ?? 'Must be a number' })
  .positive({ error: 'Must be more than 0' })
  .max(1e10)
  .nullish()
  .transform((value) => value ?? null);

const instant = z.iso
  .datetime({ offset: true, error: 'Must be a date and time, e.g. 2026-03-02T14:30:00-05:00' })
  .nullish()
  .transform((value) => value ?? null);

const day = z.iso
  .date({ error: 'Must be a date, e.g. 2026-03-02' })
  .nullish()
  .transform((value) => value ?? null);

const ZEnd = z.object({
  locationId: refersTo(
    z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    'locations',
  ),
  locode: locodeField(),
  country: text(2).refine((v) => v === null || /^[A-Z]{2}$/.test(v), { error: 'Must be a 2-letter country code' }),
  address: text(300),
  city: text(120),
  state: text(120),
  postCode: text(20),
});
export type TOrderEnd = z.output<typeof ZEnd>;

const partyId = refersTo(
  z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  'companies',
);

export const ZOrderUnitInput = z
  .object({
    kind: z.enum(UNIT_KINDS).default('container'),
    equipmentNumber: z.string().trim().min(1, { error: MSG.required }).max(20),
    sizeType: text(4),
    sealNumbers: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
    grossWeightKg: amount,
    vgmKg: amount,
    temperatureSetting: z.coerce
      .number()
      .min(-80)
      .max(80)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((unit, ctx) => {
    if (unit.kind === 'container') {
      const checked = containerNumberField().safeParse(unit.equipmentNumber);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', path: ['equipmentNumber'], message: checked.error.issues[0]?.message ?? '' });
      }
    }
  })
  .transform((unit) =>
    unit.kind === 'container'
      ? { ...unit, equipmentNumber: unit.equipmentNumber.toUpperCase().replace(/[\s-]/g, '') }
      : unit,
  );

export const ZOceanDetails = z.object({
  carrierScac: text(4).refine((v) => v === null || /^[A-Z]{2,4}$/.test(v), { error: 'A SCAC is 2 to 4 letters' }),
  vesselName: text(120),
  vesselImo: text(7).refine((v) => v === null || /^\d{7}$/.test(v), { error: 'An IMO number is 7 digits' }),
  voyage: text(20),
  portOfLoading: locodeField(),
  portOfDischarge: locodeField(),
  transhipmentPorts: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: ORDER_MSG.locodeFormat }),
    )
    .max(6)
    .default([]),
});
export const ZRoadDetails = z.object({
  pickupWindowStart: instant,
  pickupWindowEnd: instant,
  deliveryWindowStart: instant,
  deliveryWindowEnd: instant,
  trailerNumber: text(20),
});
export const ZRailDetails = z.object({
  originRamp: locodeField(),
  destinationRamp: locodeField(),
  railcarNumber: text(20),
});
export const ZDrayageDetails = z.object({
  terminal: text(120),
  pickupNumber: text(40),
  lastFreeDay: day,
  emptyReturnLocode: locodeField(),
  chassisNumber: text(20),
});
export const ZAirDetails = z.object({
  airWaybill: text(12).refine((v) => v === null || /^\d{3}-?\d{8}$/.test(v), {
    error: 'An air waybill is 3 digits and 8 digits, e.g. 176-12345675',
  }),
  originAirport: text(3).refine((v) => v === null || /^[A-Z]{3}$/.test(v), {
    error: 'An IATA airport code is 3 letters',
  }),
  destinationAirport: text(3).refine((v) => v === null || /^[A-Z]{3}$/.test(v), {
    error: 'An IATA airport code is 3 letters',
  }),
  flightNumber: text(10),
});

const orderShape = z.object({
  mode: z.enum(ORDER_MODES, { error: 'Choose a mode' }),
  moveType: text(60),
  shippingType: text(60),
  equipmentType: text(60),
  temperatureType: text(60),
  incoterm: text(3).transform((v) => (v ? v.toUpperCase() : null)),
  origin: ZEnd.prefault({}),
  destination: ZEnd.prefault({}),
  shipperCompanyId: partyId,
  consigneeCompanyId: partyId,
  carrierCompanyId: partyId,
  forwarderCompanyId: partyId,
  customerCompanyId: partyId,
  poNumber: text(60),
  bolNumber: text(60),
  bookingNumber: text(60),
  customerReference: text(60),
  shipperOwnedContainer: z.boolean().default(false),
  grossWeight: amount,
  weightUnit: z
    .enum(['kg', 'lb'])
    .nullish()
    .transform((v) => v ?? null),
  volume: amount,
  volumeUnit: z
    .enum(['CBM', 'CFT'])
    .nullish()
    .transform((v) => v ?? null),
  orderDate: day,
  readyDate: day,
  pickupAt: instant,
  etd: instant,
  eta: instant,
  deliveryAt: instant,
  units: z.array(ZOrderUnitInput).max(200).default([]),
  ocean: ZOceanDetails.nullish(),
  road: ZRoadDetails.nullish(),
  rail: ZRailDetails.nullish(),
  drayage: ZDrayageDetails.nullish(),
  air: ZAirDetails.nullish(),
});

type TOrderShape = z.output<typeof orderShape>;

const refineOrder = (order: TOrderShape, ctx: z.RefinementCtx) => {
  // Incoterms 2020: FAS, FOB, CFR and CIF are for sea and inland waterway only (refused for road, rail, air).
  const incotermProblem = order.incoterm ? checkIncoterm(order.incoterm, order.mode as TOrderMode) : null;
  if (incotermProblem) {
    ctx.addIssue({ code: 'custom', path: ['incoterm'], message: incotermProblem });
  }
  if (order.moveType && !isMoveTypeOf(order.mode as TOrderMode, order.moveType)) {
    ctx.addIssue({ code: 'custom', path: ['moveType'], message: ORDER_MSG.moveTypeOfMode });
  }
  const seen = new Set<string>();
  order.units.forEach((unit, index) => {
    if (seen.has(unit.equipmentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['units', index, 'equipmentNumber'], message: ORDER_MSG.unitTaken });
    }
    seen.add(unit.equipmentNumber);
  });
};

/** The address rule (spec 02 §5), applied to what is stored. */
const normaliseOrder = <T extends TOrderShape>(order: T): T => {
  // The address rule (spec 02 §5): the origin's address only for Door-to-Door and Door-to-Port, the
  // destination's only for Port-to-Door and Door-to-Door; other move types keep no address.
  const { origin, destination } = addressFieldsFor(order.moveType);
  const withoutAddress = (end: TOrderEnd): TOrderEnd => ({
    ...end,
    address: null,
    city: null,
    state: null,
    postCode: null,
  });
  return {
    ...order,
    origin: origin || !order.moveType ? order.origin : withoutAddress(order.origin),
    destination: destination || !order.moveType ? order.destination : withoutAddress(order.destination),
  };
};

export const ZOrderInput = orderShape.superRefine(refineOrder).transform(normaliseOrder);
export type TOrderInput = z.input<typeof ZOrderInput>;
export type TOrderValues = z.output<typeof ZOrderInput>;

export const ZOrderUpdate = orderShape
  .extend({ id: refersTo(z.uuid(), 'orders') })
  .superRefine(refineOrder)
  .transform(normaliseOrder);

/** The path of one order: `:id` names a row of `orders`. */
export const ZOrderIdParams = z.object({ id: refersTo(z.uuid(), 'orders') });

export const ZOrderParty = z.object({
  role: z.enum(ORDER_PARTY_ROLES),
  companyId: z.string(),
  legalName: z.string(),
});

export const ZOrderUnit = z.object({
  id: z.string(),
  kind: z.enum(UNIT_KINDS),
  equipmentNumber: z.string(),
  sizeType: z.string().nullable(),
  sealNumbers: z.array(z.string()),
  grossWeightKg: z.string().nullable(),
  vgmKg: z.string().nullable(),
  temperatureSetting: z.string().nullable(),
});

const ZEndReply = z.object({
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  locode: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postCode: z.string().nullable(),
});

/** The reply form of a mode's details: the same fields, as stored (text or null; ports as a list). */
type ReplyShape<S extends z.ZodRawShape> = {
  [K in keyof S]: K extends 'transhipmentPorts' ? z.ZodArray<z.ZodString> : z.ZodNullable<z.ZodString>;
};
const replyOf = <S extends z.ZodRawShape>(input: z.ZodObject<S>) =>
  z.object(
    Object.fromEntries(
      Object.keys(input.shape).map((key) => [
        key,
        key === 'transhipmentPorts' ? z.array(z.string()) : z.string().nullable(),
      ]),
    ) as ReplyShape<S>,
  );

/** One order as its owner or a party sees it; `viewerRole` is what the caller is on it. */
export const ZOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  mode: z.enum(ORDER_MODES),
  moveType: z.string().nullable(),
  shippingType: z.string().nullable(),
  equipmentType: z.string().nullable(),
  temperatureType: z.string().nullable(),
  incoterm: z.string().nullable(),
  origin: ZEndReply,
  destination: ZEndReply,
  ownerCompanyId: z.string(),
  ownerName: z.string(),
  viewerRole: z.union([z.literal('owner'), z.enum(ORDER_PARTY_ROLES)]),
  parties: z.array(ZOrderParty),
  poNumber: z.string().nullable(),
  bolNumber: z.string().nullable(),
  bookingNumber: z.string().nullable(),
  customerReference: z.string().nullable(),
  shipperOwnedContainer: z.boolean(),
  grossWeight: z.string().nullable(),
  weightUnit: z.string().nullable(),
  volume: z.string().nullable(),
  volumeUnit: z.string().nullable(),
  orderDate: z.string().nullable(),
  readyDate: z.string().nullable(),
  pickupAt: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  deliveryAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  stage: z.number().int(),
  lastEventCode: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  late: z.boolean(),
  endedAt: z.string().nullable(),
  assignedUserId: z.string().nullable(),
  units: z.array(ZOrderUnit),
  ocean: replyOf(ZOceanDetails).nullable(),
  road: replyOf(ZRoadDetails).nullable(),
  rail: replyOf(ZRailDetails).nullable(),
  drayage: replyOf(ZDrayageDetails).nullable(),
  air: replyOf(ZAirDetails).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** A row of the order lists: the order without its units and mode details. */
export const ZOrderRow = ZOrder.omit({
  units: true,
  ocean: true,
  road: true,
  rail: true,
  drayage: true,
  air: true,
}).extend({ unitCount: z.number().int() });
export type TOrderRow = z.infer<typeof ZOrderRow>;

export const ORDER_SORTS = ['createdAt', 'orderNumber', 'eta', 'status'] as const;

/** Orders that need attention, as the orders dashboard counts them (one definition on the server). */
export const ORDER_ATTENTION = ['inTransit', 'late', 'arrivingThisWeek', 'exceptions'] as const;
export type TOrderAttention = (typeof ORDER_ATTENTION)[number];

export const ZOrderListQuery = z.object({
  search: searchField(100),
  mode: z.enum(ORDER_MODES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  stage: z.coerce.number().int().min(0).max(15).optional(),
  /** Orders in transit, late, arriving this week or with an exception, now (the dashboard's figures). */
  attention: z.enum(ORDER_ATTENTION).optional(),
  /** Orders created on or after / before this day. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Orders naming this company as a party (or owned by it). */
  partyCompanyId: refersTo(z.uuid().optional(), 'companies'),
  originLocode: locodeField().optional(),
  destinationLocode: locodeField().optional(),
  /** 'owned': the company's own orders; 'shared': those it is a party to; default both. */
  scope: z.enum(['all', 'owned', 'shared']).default('all'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(ORDER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: ZListCursor,
});
export type TOrderListQuery = Partial<z.output<typeof ZOrderListQuery>>;

export const ORDER_EXAMPLE: TOrderInput = {
  mode: 'ocean',
  moveType: 'Door-to-Port',
  shippingType: 'FCL',
  equipmentType: '40HC',
  incoterm: 'FOB',
  origin: { locode: 'CNSHA', country: 'CN', address: '1000 Yanggao Road', city: 'Shanghai', postCode: '200120' },
  destination: { locode: 'CAVAN', country: 'CA' },
  poNumber: 'PO-2026-0042',
  bookingNumber: 'BK7731204',
  grossWeight: 18250,
  weightUnit: 'kg',
  etd: '2026-03-02T14:30:00+08:00',
  eta: '2026-03-20T08:00:00-08:00',
  units: [{ kind: 'container', equipmentNumber: 'CSQU3054383', sizeType: '45G1', sealNumbers: ['SL123456'] }],
  ocean: {
    carrierScac: 'MAEU',
    vesselName: 'Maersk Elba',
    voyage: '612W',
    portOfLoading: 'CNSHA',
    portOfDischarge: 'CAVAN',
    transhipmentPorts: [],
  },
};
