import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { CURRENCIES } from '../../resources/define-resource';
import { refersTo } from '../../validation/reference';

// The road load board (issue 16; spec 01 §2.3 `/road/load-board`, `/company/anwork/load-board`; spec
// 02 §7.7 "public, list, bids, accept, reject, cancel. GET /{product}/loadboard/revenue"). A shipper
// posts a load publicly or to chosen partner carriers; carriers bid; the shipper accepts one bid (the
// load is awarded, every other pending bid rejected, the road order made or updated with the carrier
// as party, all in one transaction) or rejects bids; a carrier cancels its own pending bid.
// docs/load-board.md.

export const LOAD_BOARD_MSG = defineMessages('loadBoard.api', {
  notFound: 'This load cannot be found',
  bidNotFound: 'This bid cannot be found',
  posted: 'Your load has been posted',
  cancelled: 'The load has been cancelled',
  bidPlaced: 'Your bid has been placed',
  bidAccepted: 'The bid has been accepted and the load awarded',
  bidRejected: 'The bid has been rejected',
  bidCancelled: 'Your bid has been cancelled',
  ownerOnly: 'Only the company that posted the load can do this',
  bidderOnly: 'Only the carrier that placed the bid can cancel it',
  ownLoad: 'You cannot bid on your own load',
  loadNotOpen: 'This load is no longer open for bids',
  alreadyBid: 'You already have a pending bid on this load; cancel it to bid again',
  loadConflict: withParams('This load is already {{current}}', (current: string) => ({ current })),
  bidConflict: withParams('This bid is already {{current}}', (current: string) => ({ current })),
  carrierRequired: 'Choose at least one partner carrier, or post the load publicly',
  carrierNotPartner: 'Offer the load only to carriers of your partner network',
  pickupOrder: 'The pickup window must end after it starts',
  deliveryOrder: 'The delivery window must end after it starts',
  deliveryAfterPickup: 'Delivery cannot start before pickup starts',
  validUntilPast: 'A bid must be valid until a time in the future',
  amount: 'Enter an amount greater than 0 with at most 4 decimals',
  weight: 'Enter a weight in kg greater than 0 with at most 3 decimals',
  currency: 'Choose a currency',
  country: 'Must be a 2-letter country code',
  instant: 'Enter a date and time',
  orderNotRoad: 'Post a load from a road order of your company',
  orderNotFound: 'This order cannot be found',
  newBid: withParams(
    'New bid of {{amount}} from {{carrier}} on load {{loadNumber}}',
    (amount: string, carrier: string, loadNumber: string) => ({ amount, carrier, loadNumber }),
  ),
  yourBidAccepted: withParams('Your bid on load {{loadNumber}} has been accepted', (loadNumber: string) => ({
    loadNumber,
  })),
  yourBidRejected: withParams('Your bid on load {{loadNumber}} has been rejected', (loadNumber: string) => ({
    loadNumber,
  })),
});

export const LOAD_STATUSES = ['open', 'awarded', 'cancelled'] as const;
export type TLoadStatus = (typeof LOAD_STATUSES)[number];
export const LOAD_VISIBILITIES = ['public', 'partners'] as const;
export type TLoadVisibility = (typeof LOAD_VISIBILITIES)[number];
export const BID_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type TBidStatus = (typeof BID_STATUSES)[number];
/** The trailers a road load asks for. */
export const LOAD_EQUIPMENT = ['dry-van-53', 'reefer-53', 'flatbed-48', 'step-deck', 'container-chassis'] as const;

const text = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));
const country = z
  .string({ error: MSG.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: LOAD_BOARD_MSG.country });
const instant = z
  .string({ error: LOAD_BOARD_MSG.instant })
  .trim()
  .refine((v) => v !== '' && !Number.isNaN(Date.parse(v)), { error: LOAD_BOARD_MSG.instant })
  .transform((v) => new Date(v).toISOString());
const decimal = (scale: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{1,14}(\\.\\d{1,${scale}})?$`), { error: message })
        .refine((v) => Number(v) > 0, { error: message }),
    );
const currency = z.enum(CURRENCIES, { error: LOAD_BOARD_MSG.currency });

const loadShape = z.object({
  /** A road order of the caller's company the load is posted from (its lane and dates), or none. */
  orderId: refersTo(
    z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    'orders',
  ),
  visibility: z.enum(LOAD_VISIBILITIES).default('public'),
  /** The partner carriers a 'partners' load is offered to. */
  carrierCompanyIds: z.array(refersTo(z.uuid(), 'companies')).max(50).default([]),
  originCity: text(120),
  originState: optionalText(120),
  originCountry: country,
  destinationCity: text(120),
  destinationState: optionalText(120),
  destinationCountry: country,
  pickupFrom: instant,
  pickupTo: instant,
  deliveryFrom: instant,
  deliveryTo: instant,
  equipmentType: z.enum(LOAD_EQUIPMENT, { error: MSG.required }),
  weightKg: decimal(3, LOAD_BOARD_MSG.weight),
  commodity: text(200),
  targetRate: decimal(4, LOAD_BOARD_MSG.amount)
    .nullish()
    .transform((v) => v ?? null),
  targetRateCurrency: currency.default('CAD'),
  notes: optionalText(1000),
});

export const ZLoadInput = loadShape.superRefine((load, ctx) => {
  if (load.visibility === 'partners' && load.carrierCompanyIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['carrierCompanyIds'], message: LOAD_BOARD_MSG.carrierRequired });
  }
  if (Date.parse(load.pickupTo) < Date.parse(load.pickupFrom)) {
    ctx.addIssue({ code: 'custom', path: ['pickupTo'], message: LOAD_BOARD_MSG.pickupOrder });
  }
  if (Date.parse(load.deliveryTo) < Date.parse(load.deliveryFrom)) {
    ctx.addIssue({ code: 'custom', path: ['deliveryTo'], message: LOAD_BOARD_MSG.deliveryOrder });
  }
  if (Date.parse(load.deliveryFrom) < Date.parse(load.pickupFrom)) {
    ctx.addIssue({ code: 'custom', path: ['deliveryFrom'], message: LOAD_BOARD_MSG.deliveryAfterPickup });
  }
});
export type TLoadInput = z.input<typeof ZLoadInput>;
export type TLoadValues = z.output<typeof ZLoadInput>;

export const ZBidInput = z.object({
  amount: decimal(4, LOAD_BOARD_MSG.amount),
  currency: currency.default('CAD'),
  note: optionalText(500),
  validUntil: instant.refine((v) => Date.parse(v) > Date.now(), { error: LOAD_BOARD_MSG.validUntilPast }),
});
export type TBidInput = z.input<typeof ZBidInput>;

export const ZLoadParams = z.object({ id: refersTo(z.uuid(), 'loads') });
export const ZBidParams = z.object({ bidId: refersTo(z.uuid(), 'load_bids') });

const page = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: ZListCursor,
};
export const ZLoadListQuery = z.object({ status: z.enum(LOAD_STATUSES).optional(), ...page });
export type TLoadListQuery = Partial<z.output<typeof ZLoadListQuery>>;
export const ZBidListQuery = z.object({ status: z.enum(BID_STATUSES).optional(), ...page });
export type TBidListQuery = Partial<z.output<typeof ZBidListQuery>>;

export const ZBid = z.object({
  id: z.string(),
  loadId: z.string(),
  loadNumber: z.string(),
  carrierCompanyId: z.string(),
  carrierName: z.string(),
  amount: z.string(),
  currency: z.string(),
  note: z.string().nullable(),
  validUntil: z.string(),
  status: z.enum(BID_STATUSES),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TBid = z.infer<typeof ZBid>;

export const ZLoad = z.object({
  id: z.string(),
  loadNumber: z.string(),
  status: z.enum(LOAD_STATUSES),
  visibility: z.enum(LOAD_VISIBILITIES),
  /** 'owner' for the shipper that posted it, 'carrier' for everyone else who may see it. */
  viewerRole: z.enum(['owner', 'carrier']),
  shipperCompanyId: z.string(),
  shipperName: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  carrierCompanyIds: z.array(z.string()),
  originCity: z.string(),
  originState: z.string().nullable(),
  originCountry: z.string(),
  destinationCity: z.string(),
  destinationState: z.string().nullable(),
  destinationCountry: z.string(),
  pickupFrom: z.string(),
  pickupTo: z.string(),
  deliveryFrom: z.string(),
  deliveryTo: z.string(),
  equipmentType: z.string(),
  weightKg: z.string(),
  commodity: z.string(),
  targetRate: z.string().nullable(),
  targetRateCurrency: z.string().nullable(),
  notes: z.string().nullable(),
  acceptedBidId: z.string().nullable(),
  awardedCarrierName: z.string().nullable(),
  awardedAt: z.string().nullable(),
  /** Pending bids (the owner's count of every carrier's; a carrier's own). */
  pendingBids: z.number().int(),
  /** A carrier's own latest bid on the load, if any. */
  myBid: ZBid.nullable(),
  createdAt: z.string(),
});
export type TLoad = z.infer<typeof ZLoad>;

export const ZAcceptResult = z.object({
  load: ZLoad,
  orderId: z.string(),
  orderNumber: z.string(),
  rejectedBids: z.number().int(),
});
export type TAcceptResult = z.infer<typeof ZAcceptResult>;

/** GET /lanehub/loadboard/revenue: awarded loads as carrier (revenue) and as shipper (cost), per currency. */
export const ZRevenue = z.object({
  revenue: z.array(z.object({ currency: z.string(), total: z.string(), loads: z.number().int() })),
  cost: z.array(z.object({ currency: z.string(), total: z.string(), loads: z.number().int() })),
});
export type TRevenue = z.infer<typeof ZRevenue>;

export const LOAD_EXAMPLE: TLoadInput = {
  visibility: 'public',
  originCity: 'Toronto',
  originState: 'ON',
  originCountry: 'CA',
  destinationCity: 'Montreal',
  destinationState: 'QC',
  destinationCountry: 'CA',
  pickupFrom: '2026-12-01T08:00:00-05:00',
  pickupTo: '2026-12-01T12:00:00-05:00',
  deliveryFrom: '2026-12-02T08:00:00-05:00',
  deliveryTo: '2026-12-02T16:00:00-05:00',
  equipmentType: 'dry-van-53',
  weightKg: '18000',
  commodity: 'Furniture, palletised',
  targetRate: '1850.00',
  targetRateCurrency: 'CAD',
};
export const BID_EXAMPLE: TBidInput = {
  amount: '1790.00',
  currency: 'CAD',
  note: 'Team drivers available',
  validUntil: '2099-12-31T23:00:00Z',
};
