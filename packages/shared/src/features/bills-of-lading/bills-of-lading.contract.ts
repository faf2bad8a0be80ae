import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { containerNumberField } from '../../validation/iso6346';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';
import { locodeField } from '../orders/orders.contract';

// Bills of lading (issue 15; spec 02 §7.5 'BOL'; DOMAIN.md §4 and §7). A BOL is a record of the
// company that issues or prepares it, linked to the orders it covers. Its lifecycle follows the DCSA
// eBL: draft → approved → issued → surrendered, and void from any state before surrender. Once issued
// it changes only by an amendment that records who and why.

export const BOL_STATUSES = ['draft', 'approved', 'issued', 'surrendered', 'void'] as const;
export type TBolStatus = (typeof BOL_STATUSES)[number];

/** The lifecycle's transitions, declared once: the action, the states it starts from, where it ends. */
export const BOL_TRANSITIONS = {
  approve: { from: ['draft'], to: 'approved' },
  issue: { from: ['approved'], to: 'issued' },
  surrender: { from: ['issued'], to: 'surrendered' },
  void: { from: ['draft', 'approved', 'issued'], to: 'void' },
} as const satisfies Record<string, { from: readonly TBolStatus[]; to: TBolStatus }>;
export type TBolAction = keyof typeof BOL_TRANSITIONS;
export const BOL_ACTIONS = Object.keys(BOL_TRANSITIONS) as TBolAction[];

/** States in which the BOL is edited in place (PUT); an issued one changes only by an amendment. */
export const BOL_EDITABLE: readonly TBolStatus[] = ['draft', 'approved'];

export const BOL_FREIGHT_TERMS = ['prepaid', 'collect'] as const;
export const BOL_SORTS = ['bolNumber', 'status', 'updatedAt', 'shipper', 'vessel'] as const;
export type TBolSort = (typeof BOL_SORTS)[number];
/** At most this many numbers in one book-number call. */
export const BOL_BOOK_MAX = 100;
export const BOL_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const BOL_MSG = defineMessages('billsOfLading.api', {
  created: withParams('Bill of lading {{number}} has been created', (number: string) => ({ number })),
  updated: 'Bill of lading has been updated',
  deleted: 'Bill of lading has been deleted',
  notFound: 'Bill of lading not found',
  approved: 'Bill of lading has been approved',
  issued: 'Bill of lading has been issued',
  surrendered: 'Bill of lading has been surrendered',
  voided: 'Bill of lading has been voided',
  amended: 'Amendment has been recorded',
  assigned: withParams('Order linked to bill of lading {{number}}', (number: string) => ({ number })),
  booked: withParams('{{count}} bill of lading numbers reserved', (count: number) => ({ count })),
  imported: withParams('{{count}} bills of lading imported', (count: number) => ({ count })),
  conflict: withParams('This bill of lading is already {{current}}', (current: string) => ({ current })),
  issuedImmutable: 'An issued bill of lading changes only by an amendment',
  notIssued: 'Only an issued bill of lading is amended',
  deleteDraftOnly: 'Only a draft bill of lading can be deleted; void it instead',
  numberTaken: withParams('Bill of lading number {{number}} is already used', (number: string) => ({ number })),
  numberUnknown: withParams('No bill of lading numbered {{number}}', (number: string) => ({ number })),
  numberNotReserved: withParams(
    '{{number}} is a number of the company sequence: reserve it with Book numbers first',
    (number: string) => ({ number }),
  ),
  numberFormat: 'A bill of lading number is 4 to 30 letters, digits or dashes',
  orderNotFound: 'Order not found',
  orderTwice: 'This order is already linked',
  partyNotPartner: 'Choose your own company or a company of your partner network',
  locodeUnknown: withParams('{{code}} is not in the UN/LOCODE list', (code: string) => ({ code })),
  containerTwice: 'This container is already on the bill of lading',
  reason: 'Say why the bill of lading is amended',
  noChange: 'The amendment changes nothing',
  fileEmpty: 'File is empty',
  importRefused: withParams('Nothing was imported: {{rows}} rows have errors', (rows: number) => ({ rows })),
  columnMissing: withParams('Column {{column}} is missing', (column: string) => ({ column })),
  rowBeforeHeader: 'No row may come before the header',
  scac: 'A SCAC is 2 to 4 letters',
  originals: 'Between 1 and 5 originals',
  count: withParams('Between 1 and {{max}}', (max: number) => ({ max })),
});

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

const required = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) });

const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema);

const amount = blankIsNull(
  z.coerce.number({ error: MSG.number }).positive({ error: 'Must be more than 0' }).max(1e10).nullable(),
);

const count = blankIsNull(
  z.coerce
    .number({ error: MSG.number })
    .int({ error: 'Must be a whole number' })
    .positive({ error: 'Must be more than 0' })
    .max(1e7)
    .nullable(),
);

const sealNumbers = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[,;\s]+/).filter(Boolean) : value),
  z.array(z.string().trim().min(1).max(30)).max(10).default([]),
);

export const bolNumberField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{3,29}$/, { error: BOL_MSG.numberFormat });

/** A party: a company of the caller's network (or the caller's own), or a name and address only. */
export const ZBolParty = z.object({
  companyId: blankIsNull(refersTo(z.uuid(), 'companies').nullable()).default(null),
  name: required(200),
  address: text(500),
});
export const ZBolOptionalParty = z.object({
  companyId: blankIsNull(refersTo(z.uuid(), 'companies').nullable()).default(null),
  name: text(200),
  address: text(500),
});

export const ZBolContainer = z.object({
  containerNumber: containerNumberField(),
  sizeType: text(4),
  sealNumbers,
  packages: count,
  grossWeightKg: amount,
});
export type TBolContainerInput = z.input<typeof ZBolContainer>;

const bolFields = {
  shipper: ZBolParty,
  consignee: ZBolParty,
  notifyParty: ZBolOptionalParty.prefault({}),
  carrierName: text(200),
  carrierScac: text(4)
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z]{2,4}$/.test(v), { error: BOL_MSG.scac }),
  vesselName: text(120),
  voyage: text(20),
  portOfLoading: locodeField(),
  portOfDischarge: locodeField(),
  placeOfReceipt: text(120),
  placeOfDelivery: text(120),
  containers: z.array(ZBolContainer).max(200).default([]),
  packageCount: count,
  packageKind: text(40),
  grossWeightKg: amount,
  volumeM3: amount,
  marks: text(2000),
  goodsDescription: required(4000),
  freightTerms: z.enum(BOL_FREIGHT_TERMS, { error: 'Choose prepaid or collect' }).default('prepaid'),
  numberOfOriginals: z.coerce
    .number({ error: MSG.number })
    .int({ error: BOL_MSG.originals })
    .min(1, { error: BOL_MSG.originals })
    .max(5, { error: BOL_MSG.originals })
    .default(3),
};

const noContainerTwice = (bol: { containers: { containerNumber: string }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  bol.containers.forEach((container, index) => {
    if (seen.has(container.containerNumber)) {
      ctx.addIssue({ code: 'custom', path: ['containers', index, 'containerNumber'], message: BOL_MSG.containerTwice });
    }
    seen.add(container.containerNumber);
  });
};

/** The fields of a BOL (PUT, and the amendment's new values). */
export const ZBolFields = z.object(bolFields).superRefine(noContainerTwice);
export type TBolFieldsInput = z.input<typeof ZBolFields>;
export type TBolFields = z.output<typeof ZBolFields>;

/** POST bol: the fields and the orders it covers; the number comes from the company's sequence. */
export const ZBolInput = z
  .object({
    ...bolFields,
    orderIds: z.array(refersTo(z.uuid(), 'orders')).max(50).default([]),
  })
  .superRefine(noContainerTwice);
export type TBolInput = z.input<typeof ZBolInput>;
export type TBolValues = z.output<typeof ZBolInput>;

/** POST bol/custom: a BOL under a number the company chooses (a reserved one, or its carrier's own). */
export const ZBolCustomInput = z
  .object({
    ...bolFields,
    orderIds: z.array(refersTo(z.uuid(), 'orders')).max(50).default([]),
    bolNumber: bolNumberField(),
  })
  .superRefine(noContainerTwice);
export type TBolCustomInput = z.input<typeof ZBolCustomInput>;

/** POST bol/{id}/amend: why, and every field as it is to read from now on. */
export const ZBolAmendInput = z
  .object({
    ...bolFields,
    reason: z
      .string({ error: BOL_MSG.reason })
      .trim()
      .min(3, { error: BOL_MSG.reason })
      .max(1000, { error: MSG.maxLength(1000) }),
  })
  .superRefine(noContainerTwice);
export type TBolAmendInput = z.input<typeof ZBolAmendInput>;
export type TBolAmendValues = z.output<typeof ZBolAmendInput>;

export const ZBolAssignInput = z.object({
  orderId: refersTo(z.uuid({ error: MSG.required }), 'orders'),
  bolNumber: bolNumberField(),
});
export type TBolAssignInput = z.input<typeof ZBolAssignInput>;

export const ZBolBookInput = z.object({
  numberOfBol: z.coerce
    .number({ error: MSG.number })
    .int({ error: BOL_MSG.count(BOL_BOOK_MAX) })
    .min(1, { error: BOL_MSG.count(BOL_BOOK_MAX) })
    .max(BOL_BOOK_MAX, { error: BOL_MSG.count(BOL_BOOK_MAX) }),
});
export type TBolBookInput = z.input<typeof ZBolBookInput>;

export const ZBolReservation = z.object({
  bolNumber: z.string(),
  reservedAt: z.string(),
  bolId: z.uuid().nullable(),
});
export type TBolReservation = z.infer<typeof ZBolReservation>;
export const ZBolBookResult = z.object({ numbers: z.array(z.string()) });

export const ZBolIdParams = z.object({ id: refersTo(z.uuid({ error: MSG.required }), 'bills_of_lading') });

export const ZBolListQuery = z.object({
  search: searchField(100),
  status: z.enum(BOL_STATUSES).optional(),
  orderId: refersTo(z.uuid(), 'orders').optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.enum(BOL_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: ZListCursor,
});
export type TBolListQuery = Partial<z.output<typeof ZBolListQuery>>;

export const ZBolExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  search: searchField(100),
  status: z.enum(BOL_STATUSES).optional(),
});

const ZPartyReply = z.object({
  companyId: z.uuid().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
});
const ZContainerReply = z.object({
  containerNumber: z.string(),
  sizeType: z.string().nullable(),
  sealNumbers: z.array(z.string()),
  packages: z.number().nullable(),
  grossWeightKg: z.number().nullable(),
});

export const ZBolAmendment = z.object({
  id: z.uuid(),
  reason: z.string(),
  amendedByName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TBolAmendment = z.infer<typeof ZBolAmendment>;

export const ZBolSummary = z.object({
  id: z.uuid(),
  bolNumber: z.string(),
  status: z.enum(BOL_STATUSES),
  shipperName: z.string(),
  consigneeName: z.string(),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDischarge: z.string().nullable(),
  containerCount: z.number().int(),
  updatedAt: z.string(),
});
export type TBolSummary = z.infer<typeof ZBolSummary>;

export const ZBol = z.object({
  id: z.uuid(),
  bolNumber: z.string(),
  status: z.enum(BOL_STATUSES),
  shipper: ZPartyReply,
  consignee: ZPartyReply,
  notifyParty: ZPartyReply,
  carrierName: z.string().nullable(),
  carrierScac: z.string().nullable(),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDischarge: z.string().nullable(),
  placeOfReceipt: z.string().nullable(),
  placeOfDelivery: z.string().nullable(),
  containers: z.array(ZContainerReply),
  packageCount: z.number().nullable(),
  packageKind: z.string().nullable(),
  grossWeightKg: z.number().nullable(),
  volumeM3: z.number().nullable(),
  marks: z.string().nullable(),
  goodsDescription: z.string(),
  freightTerms: z.enum(BOL_FREIGHT_TERMS),
  numberOfOriginals: z.number().int(),
  orders: z.array(z.object({ id: z.uuid(), orderNumber: z.string() })),
  amendments: z.array(ZBolAmendment),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBol = z.infer<typeof ZBol>;

/** The CSV columns of an import and an export (one row per container; rows of one bolNumber make one BOL). */
export const BOL_CSV_COLUMNS = [
  'bolNumber',
  'shipperName',
  'shipperAddress',
  'consigneeName',
  'consigneeAddress',
  'notifyName',
  'notifyAddress',
  'carrierName',
  'carrierScac',
  'vesselName',
  'voyage',
  'portOfLoading',
  'portOfDischarge',
  'placeOfReceipt',
  'placeOfDelivery',
  'containerNumber',
  'sizeType',
  'sealNumbers',
  'containerPackages',
  'containerWeightKg',
  'packageCount',
  'packageKind',
  'grossWeightKg',
  'volumeM3',
  'marks',
  'goodsDescription',
  'freightTerms',
  'numberOfOriginals',
] as const;
/** Columns an import must have. */
export const BOL_CSV_REQUIRED = ['shipperName', 'consigneeName', 'goodsDescription'] as const;
/** The import assistant's template for BOL files: /api/imports/bol (docs/imports.md). */
export const BOL_IMPORT_TEMPLATE = 'bol';

export const bolFileName = (bolNumber: string) => `bill-of-lading-${bolNumber.replace(/[^\w-]/g, '_')}.pdf`;

export const BOL_EXAMPLE: TBolInput = {
  shipper: { companyId: null, name: 'Maple Leaf Shipping', address: '1000 Yanggao Road, Shanghai, 200120, CN' },
  consignee: { companyId: null, name: 'Great Lakes Furniture Inc.', address: '55 Bay Street, Toronto ON' },
  notifyParty: { companyId: null, name: 'Harbour Customs Brokers', address: '200 Granville St, Vancouver BC' },
  carrierName: 'Maersk A/S',
  carrierScac: 'MAEU',
  vesselName: 'Maersk Elba',
  voyage: '612W',
  portOfLoading: 'CNSHA',
  portOfDischarge: 'CAVAN',
  placeOfReceipt: 'Shanghai CFS',
  placeOfDelivery: 'Toronto',
  containers: [
    {
      containerNumber: 'CSQU3054383',
      sizeType: '45G1',
      sealNumbers: ['SL123456'],
      packages: 420,
      grossWeightKg: 18250,
    },
  ],
  packageCount: 420,
  packageKind: 'cartons',
  grossWeightKg: 18250,
  volumeM3: 67.5,
  marks: 'GLF / TORONTO / 1-420',
  goodsDescription: 'Wooden dining furniture, flat-packed',
  freightTerms: 'prepaid',
  numberOfOriginals: 3,
  orderIds: [],
};
