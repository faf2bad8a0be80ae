import { z } from 'zod';
import { CHARGE_CODES } from '../../constants/charge-codes';
import { defineMessages, withParams } from '../../constants/message-registry';
import { MOVE_TYPES_BY_MODE } from '../../orders/order-model';
import { refersTo } from '../../validation/reference';
import { optionalString, requiredString } from '../../validation/validators';

// Contracts, rate cards and rating (issue 16; spec 01 §2.3 Contracts, spec 02 §3, §4, §7.6, §8, §9).
// Imported by subpath (`@lanehub/shared/features/contracts/contracts.contract`), so the barrel is not edited.

export const CONTRACT_MSG = defineMessages('contracts.messages', {
  // The spec's own words (spec 02 §8).
  created: 'Your contract has been created successfully',
  updated: 'Your contract has been updated successfully',
  deleted: 'The contract has been deleted successfully',
  notFound: 'Contract not found',
  rateCardNotFound: 'Rate card not found',
  numberTaken: 'A contract with this number exists already',
  partyRequired: 'Choose the partner company of the contract (only a draft may have none)',
  partyNotPartner: 'The party must be a company of your partner network',
  typeUnknown: 'Unknown contract type',
  rateCardTypeUnknown: 'Unknown rate card type',
  validToBeforeFrom: 'The end date must be on or after the start date',
  rowsHaveErrors: 'Some rate card rows have errors: fix them and save again',
  rateCardSaved: 'The rate card has been saved',
  noRate: 'No rate card row matches these features on this date',
  uploadQueued: 'The rate card upload has started',
  routingGuideCreated: 'The routing guide has been created',
  routingGuideUpdated: 'The routing guide has been updated',
  routingGuideDeleted: 'The routing guide has been deleted',
  routingGuideNotFound: 'Routing guide not found',
  routingGuideExists: 'This lane has a routing guide already',
  carrierNotPartner: 'The carrier must be a company of your partner network',
  carrierTwice: 'A carrier appears once in a routing guide',
  // The forms' own rules (issue 17): codes, so that French and Spanish users read them in their language.
  dateFormat: 'Enter a date as YYYY-MM-DD',
  modeRequired: 'Choose inbound or outbound',
  partnerRequired: 'Choose a partner company',
  laneRequired: 'Add at least one lane',
  uploadTooManyRows: withParams('A rate card upload holds at most {{max}} rows', (max: number) => ({ max })),
  carrierRequired: 'Choose a carrier',
  rateFormat: 'Enter an amount of at most 4 decimals',
  currencyFormat: 'Currency must be a three-letter ISO 4217 code',
  acceptanceRequired: 'Enter the tender acceptance in percent',
  acceptanceWhole: 'Enter a whole percentage',
  acceptanceRange: 'Between 0 and 100',
  rateCardModeRequired: 'Choose Road, Rail or Dray',
  carrierMissing: 'Add at least one carrier',
});

// --- Reference data (spec 02 §9) ------------------------------------------------------------------

/** Contract modes (spec 02 §9: inbound, outbound). */
export const CONTRACT_MODES = ['inbound', 'outbound'] as const;
export type TContractMode = (typeof CONTRACT_MODES)[number];

export const CONTRACT_STATUSES = ['draft', 'active', 'expired'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Rate card modes (spec 02 §9: Road, Rail, Dray). */
export const RATE_CARD_MODES = ['Road', 'Rail', 'Dray'] as const;
export type TRateCardMode = (typeof RATE_CARD_MODES)[number];

/** The contract types a company starts a contract from (/contracts/new-contract/:contractTypeId). */
export const CONTRACT_TYPES = [
  { _id: 'road-transportation', type: 'Road Transportation', modeContract: 'Road' },
  { _id: 'rail-transportation', type: 'Rail Transportation', modeContract: 'Rail' },
  { _id: 'drayage', type: 'Drayage', modeContract: 'Dray' },
] as const satisfies ReadonlyArray<{ _id: string; type: string; modeContract: TRateCardMode }>;
export const CONTRACT_TYPE_IDS = CONTRACT_TYPES.map((t) => t._id) as [string, ...string[]];

/** The parts a contract is made of (the wizard's sections). */
export const CONTRACT_PARTS = [
  { _id: 'parties', part: 'Parties' },
  { _id: 'terms', part: 'Terms and validity' },
  { _id: 'rate-cards', part: 'Rate cards' },
  { _id: 'routing-guides', part: 'Routing guides' },
] as const;

/** Move types of each rate card mode: the orders' own lists (spec 02 §9), so a lane and an order agree. */
export const RATE_CARD_MOVE_TYPES: Record<TRateCardMode, readonly string[]> = {
  Road: MOVE_TYPES_BY_MODE.road,
  Rail: MOVE_TYPES_BY_MODE.rail,
  Dray: MOVE_TYPES_BY_MODE.drayage,
};

/** Rate card column width in pixels (spec 02 §9). */
export const RATE_CARD_COLUMN_WIDTH = 250;
/** Contracts list default limit (spec 02 §9), sorted by updatedAt. */
export const CONTRACTS_DEFAULT_LIMIT = 100;
/** Default rate currency (spec 02 §9). */
export const DEFAULT_RATE_CURRENCY = 'CAD';
/** Rows a rate card takes in one request; larger uploads go through the import job. */
export const RATE_CARD_MAX_ROWS = 5000;
/** Rows one rate card upload (a job with progress, all rows or none) may hold. */
export const RATE_CARD_UPLOAD_MAX_ROWS = 50_000;
/** The job kind of a rate card upload (GET /api/jobs/:id follows it). */
export const RATE_CARD_UPLOAD_JOB = 'rate-card-upload';

export const FIELD_COMPONENT_TYPES = ['text', 'select', 'country', 'money', 'currency', 'date'] as const;
export const ZField = z.object({
  fieldName: z.string(),
  label: z.string(),
  fieldComponentType: z.enum(FIELD_COMPONENT_TYPES),
  fieldOrder: z.number().int(),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type TField = z.infer<typeof ZField>;

/** The lane keys (feature fields), in the order a lookup compares them. */
export const FEATURE_NAMES = [
  'carrier',
  'originCountry',
  'destinationCountry',
  'equipmentType',
  'moveType',
  'mode',
  'service',
] as const;
export type TFeatureName = (typeof FEATURE_NAMES)[number];

// The one charge-code list (DOMAIN §6) lives in constants/ so that invoices use it too.
export { CHARGE_CODES } from '../../constants/charge-codes';
export const CHARGE_FIELDS = CHARGE_CODES.map((c) => c.fieldName);
export type TChargeField = (typeof CHARGE_CODES)[number]['fieldName'];

const featureFields = (mode: TRateCardMode): TField[] => [
  { fieldName: 'carrier', label: 'Carrier', fieldComponentType: 'text', fieldOrder: 1, required: true },
  { fieldName: 'originCountry', label: 'Origin Country', fieldComponentType: 'country', fieldOrder: 2, required: true },
  {
    fieldName: 'destinationCountry',
    label: 'Destination Country',
    fieldComponentType: 'country',
    fieldOrder: 3,
    required: false,
  },
  { fieldName: 'equipmentType', label: 'Equipment Type', fieldComponentType: 'text', fieldOrder: 4, required: false },
  {
    fieldName: 'moveType',
    label: 'Move Type',
    fieldComponentType: 'select',
    fieldOrder: 5,
    options: [...RATE_CARD_MOVE_TYPES[mode]],
    required: false,
  },
  { fieldName: 'mode', label: 'Mode', fieldComponentType: 'select', fieldOrder: 6, options: [mode], required: false },
  { fieldName: 'service', label: 'Service', fieldComponentType: 'text', fieldOrder: 7, required: false },
];

const rateFields: TField[] = [
  ...CHARGE_CODES.map(
    (c, i): TField => ({
      fieldName: c.fieldName,
      label: c.label,
      fieldComponentType: 'money',
      fieldOrder: i + 1,
      required: c.code === 'BAS',
    }),
  ),
  { fieldName: 'currency', label: 'Currency', fieldComponentType: 'currency', fieldOrder: 6, required: false },
  { fieldName: 'validFrom', label: 'Valid from', fieldComponentType: 'date', fieldOrder: 7, required: false },
  { fieldName: 'validTo', label: 'Valid to', fieldComponentType: 'date', fieldOrder: 8, required: false },
];

/** Rate card types (spec 02 §9: codes 120 rail and 130 dray; 110 road is ours). */
export const RATE_CARD_TYPES = (['Road', 'Rail', 'Dray'] as const).map((mode) => ({
  _id: mode === 'Road' ? '110' : mode === 'Rail' ? '120' : '130',
  code: mode === 'Road' ? 110 : mode === 'Rail' ? 120 : 130,
  name: `${mode} rate card`,
  modeContract: mode,
  feature: featureFields(mode),
  rate: rateFields,
}));
export type TRateCardType = (typeof RATE_CARD_TYPES)[number];
export const rateCardTypeOf = (id: string): TRateCardType | undefined => RATE_CARD_TYPES.find((t) => t._id === id);

// --- Contracts ------------------------------------------------------------------------------------

const isoDate = z.iso.date({ error: CONTRACT_MSG.dateFormat });

export const ZContractInput = z
  .object({
    contractNumber: requiredString(60, 1, 'single'),
    description: optionalString(1000),
    mode: z.enum(CONTRACT_MODES, { error: CONTRACT_MSG.modeRequired }),
    contractTypeId: z.enum(CONTRACT_TYPE_IDS, { error: CONTRACT_MSG.typeUnknown }),
    partyCompanyId: z.uuid({ error: CONTRACT_MSG.partnerRequired }).nullish(),
    validFrom: isoDate,
    validTo: isoDate,
    status: z.enum(CONTRACT_STATUSES).default('active'),
  })
  .refine((v) => v.validTo >= v.validFrom, { path: ['validTo'], error: CONTRACT_MSG.validToBeforeFrom })
  .refine((v) => v.status === 'draft' || Boolean(v.partyCompanyId), {
    path: ['partyCompanyId'],
    error: CONTRACT_MSG.partyRequired,
  });
export type TContractInput = z.input<typeof ZContractInput>;

export const ZContract = z.object({
  _id: z.uuid(),
  contractNumber: z.string(),
  description: z.string().nullable(),
  mode: z.enum(CONTRACT_MODES),
  contractType: z.object({ _id: z.string(), type: z.string(), modeContract: z.enum(RATE_CARD_MODES) }),
  parties: z.array(z.object({ _id: z.uuid(), legalName: z.string() })),
  contract3Party: z.object({ legalName: z.string() }).nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  rateCardCount: z.number().int(),
  updatedAt: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(CONTRACTS_DEFAULT_LIMIT),
  mode: z.enum(CONTRACT_MODES).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});

export const ZContractHistoryEntry = z.object({
  id: z.string(),
  contractId: z.string(),
  contractNumber: z.string().nullable(),
  type: z.string(),
  occurredAt: z.string(),
  actor: z.string().nullable(),
  changes: z.array(z.string()),
});
export type TContractHistoryEntry = z.infer<typeof ZContractHistoryEntry>;

// --- Rate cards -----------------------------------------------------------------------------------

/** One rate card row (a lane) as entered: every value text, as a form or a CSV gives it. */
export const ZRateCardRowInput = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type TRateCardRowInput = z.infer<typeof ZRateCardRowInput>;

export const ZRateCardInput = z.object({
  rateCardTypeId: z.string(),
  name: requiredString(120, 1, 'single'),
  rows: z.array(ZRateCardRowInput).min(1, { error: CONTRACT_MSG.laneRequired }).max(RATE_CARD_MAX_ROWS),
});
export type TRateCardInput = z.infer<typeof ZRateCardInput>;

export const ZErrorField = z.object({ fieldName: z.string(), message: z.string() });
export type TErrorField = z.infer<typeof ZErrorField>;

/** PUT ratecard/validation: per row its errorFields; rows with a non-empty list are errors by index. */
export const ZRateCardValidation = z.object({
  rows: z.array(z.object({ index: z.number().int(), errorFields: z.array(ZErrorField) })),
  errorRows: z.array(z.number().int()),
});
export type TRateCardValidation = z.infer<typeof ZRateCardValidation>;

export const ZLane = z.object({
  _id: z.uuid(),
  rowIndex: z.number().int(),
  carrier: z.string().nullable(),
  originCountry: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  equipmentType: z.string().nullable(),
  moveType: z.string().nullable(),
  mode: z.string().nullable(),
  service: z.string().nullable(),
  baseRate: z.string(),
  fuelSurcharge: z.string().nullable(),
  accessorials: z.string().nullable(),
  demurrage: z.string().nullable(),
  detention: z.string().nullable(),
  currency: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type TLane = z.infer<typeof ZLane>;

export const ZRateCard = z.object({
  _id: z.uuid(),
  contractId: z.uuid(),
  rateCardTypeId: z.string(),
  name: z.string(),
  laneCount: z.number().int(),
  updatedAt: z.string(),
});
export type TRateCard = z.infer<typeof ZRateCard>;
export const ZRateCardDetail = ZRateCard.extend({ lanes: z.array(ZLane) });

// --- Rating ---------------------------------------------------------------------------------------

export const ZPriceLookup = z.object({
  features: z.partialRecord(z.enum(FEATURE_NAMES), z.string().trim().max(120).nullish()),
  date: isoDate.optional(),
});
export type TPriceLookup = z.input<typeof ZPriceLookup>;

export const ZCharge = z.object({ code: z.string(), label: z.string(), amount: z.string(), currency: z.string() });

export const ZPriceAnswer = z.object({
  contractId: z.uuid(),
  rateCardId: z.uuid(),
  rateCardName: z.string(),
  rowIndex: z.number().int(),
  lane: ZLane,
  charges: z.array(ZCharge),
  total: z.string(),
  currency: z.string(),
  why: z.object({
    matched: z.array(z.string()),
    wildcard: z.array(z.string()),
    ignored: z.array(z.string()),
    validOn: z.string(),
    text: z.string(),
  }),
});
export type TPriceAnswer = z.infer<typeof ZPriceAnswer>;

/** A rate card uploaded as a job: the same rows as PUT ratecard, up to RATE_CARD_UPLOAD_MAX_ROWS. */
export const ZRateCardUpload = ZRateCardInput.extend({
  rows: z
    .array(ZRateCardRowInput)
    .min(1, { error: CONTRACT_MSG.laneRequired })
    .max(RATE_CARD_UPLOAD_MAX_ROWS, { error: CONTRACT_MSG.uploadTooManyRows(RATE_CARD_UPLOAD_MAX_ROWS) }),
});
export type TRateCardUpload = z.infer<typeof ZRateCardUpload>;

// --- Routing guides -------------------------------------------------------------------------------

export const ROUTING_GUIDE_MAX_CARRIERS = 20;

export const ZRoutingGuideCarrierInput = z.object({
  carrierCompanyId: refersTo(z.uuid({ error: CONTRACT_MSG.carrierRequired }), 'companies'),
  rate: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, { error: CONTRACT_MSG.rateFormat })),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: CONTRACT_MSG.currencyFormat })
    .default(DEFAULT_RATE_CURRENCY),
  tenderAcceptance: z.coerce
    .number({ error: CONTRACT_MSG.acceptanceRequired })
    .int({ error: CONTRACT_MSG.acceptanceWhole })
    .min(0, { error: CONTRACT_MSG.acceptanceRange })
    .max(100, { error: CONTRACT_MSG.acceptanceRange }),
});

export const ZRoutingGuideInput = z.object({
  originCountry: requiredString(60, 1, 'single'),
  destinationCountry: requiredString(60, 1, 'single'),
  equipmentType: optionalString(120),
  mode: z.enum(RATE_CARD_MODES, { error: CONTRACT_MSG.rateCardModeRequired }),
  /** In rank order: the first is tendered first. */
  carriers: z
    .array(ZRoutingGuideCarrierInput)
    .min(1, { error: CONTRACT_MSG.carrierMissing })
    .max(ROUTING_GUIDE_MAX_CARRIERS),
});
export type TRoutingGuideInput = z.input<typeof ZRoutingGuideInput>;

export const ZRoutingGuideCarrier = z.object({
  rank: z.number().int(),
  carrierCompanyId: z.uuid(),
  carrierName: z.string(),
  rate: z.string(),
  currency: z.string(),
  tenderAcceptance: z.number().int(),
});

export const ZRoutingGuide = z.object({
  _id: z.uuid(),
  originCountry: z.string(),
  destinationCountry: z.string(),
  equipmentType: z.string().nullable(),
  mode: z.enum(RATE_CARD_MODES),
  carriers: z.array(ZRoutingGuideCarrier),
  updatedAt: z.string(),
});
export type TRoutingGuide = z.infer<typeof ZRoutingGuide>;

export const ZRoutingGuideListQuery = z.object({
  originCountry: z.string().trim().max(60).optional(),
  destinationCountry: z.string().trim().max(60).optional(),
  mode: z.enum(RATE_CARD_MODES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Order entry's question: the routing guide of an order's lane (an exact equipment type before "any"). */
export const ZRoutingGuideSuggestQuery = z.object({
  originCountry: z.string().trim().min(1).max(60),
  destinationCountry: z.string().trim().min(1).max(60),
  equipmentType: z.string().trim().max(120).optional(),
  mode: z.enum(RATE_CARD_MODES).default('Road'),
});
