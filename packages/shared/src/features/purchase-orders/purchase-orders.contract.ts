import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { INCOTERM_CODES, WEIGHT_UNITS } from '../../orders/order-rules';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';

// Purchase orders (issue 15; spec 01 §2.3, spec 02 §3 PO header, line item, packaging and pallet
// groups, §4, §7.4): a buyer orders goods from a vendor (a partner company), the vendor ships them in
// loads (orders). docs/purchase-orders.md.

export const PO_MSG = defineMessages('purchaseOrders.api', {
  created: 'The purchase order has been created',
  updated: 'The purchase order has been updated',
  approved: 'The purchase order has been approved',
  cancelled: 'The purchase order has been cancelled',
  accepted: 'The purchase order has been accepted',
  rejected: 'The purchase order has been rejected',
  itemDeleted: 'The line item has been deleted',
  notFound: 'The purchase order was not found',
  itemNotFound: 'The line item was not found',
  buyerOnly: 'Only the buyer can do this',
  vendorOnly: 'Only the vendor of this purchase order can do this',
  notEditable: withParams('A purchase order that is {{status}} can no longer be changed', (status: string) => ({
    status,
  })),
  conflict: withParams('This purchase order is already {{current}}', (current: string) => ({ current })),
  duplicateNumber: 'This PO number is already used by another purchase order',
  vendorNotPartner: 'The vendor must be one of your partners',
  hsCode: 'The HS code must be a six-digit HS 2022 subheading',
  hsUnknown: withParams('{{code}} is not an HS 2022 subheading', (code: string) => ({ code })),
  unCode: 'The UN number is four digits, e.g. UN1203',
  unUnknown: withParams('{{code}} is not on the dangerous goods list', (code: string) => ({ code })),
  incoterm: 'Choose an Incoterms 2020 rule',
  currency: 'Use a three-letter ISO currency code, e.g. CAD',
  moreThanZero: 'Must be more than zero',
  date: 'Use a date as YYYY-MM-DD',
  lastItem: 'A purchase order keeps at least one line item',
  linked: 'The purchase order has been linked to the order',
  unlinked: 'The purchase order is no longer on the order',
  overShipped: withParams('Only {{open}} of item {{item}} are still open', (open: string, item: string) => ({
    open,
    item,
  })),
  notShippable: withParams('A purchase order that is {{status}} cannot be shipped', (status: string) => ({ status })),
  orderNotFound: 'The order was not found',
  importQueued: 'The file is being imported',
  weightUnit: 'Use kg or lb',
  volumeUnit: 'Use CBM or CFT',
  urgency: 'Choose low, normal, high or critical',
  imported: 'File imported succesfully',
  fileEmpty: 'File is empty',
  headerFirst: 'No row may come before the header',
  missingColumns: withParams('The file lacks the columns {{columns}}', (columns: string) => ({ columns })),
  notCsv: withParams('{{name}} is not a CSV file', (name: string) => ({ name })),
  rowError: withParams('Row {{row}}: {{message}}', (row: number, message: string) => ({ row, message })),
  rowsRefused: withParams('{{count}} rows have errors; nothing was imported', (count: number) => ({ count })),
});

/** The lifecycle: the buyer approves or cancels an open PO, the vendor accepts or rejects an approved one. */
export const PO_STATUSES = ['open', 'approved', 'cancelled', 'accepted', 'rejected'] as const;
export type TPoStatus = (typeof PO_STATUSES)[number];
export const PO_ACTIONS = ['approve', 'cancel', 'accept', 'reject'] as const;
export type TPoAction = (typeof PO_ACTIONS)[number];
/** Each action once: the states it starts from, where it leads, who may do it. */
export const PO_TRANSITIONS: Record<TPoAction, { from: readonly TPoStatus[]; to: TPoStatus; by: 'buyer' | 'vendor' }> =
  {
    approve: { from: ['open'], to: 'approved', by: 'buyer' },
    cancel: { from: ['open', 'rejected'], to: 'cancelled', by: 'buyer' },
    accept: { from: ['approved'], to: 'accepted', by: 'vendor' },
    reject: { from: ['approved'], to: 'rejected', by: 'vendor' },
  };
/** The states in which the buyer may still change the PO. */
export const PO_EDITABLE: readonly TPoStatus[] = ['open', 'rejected'];
/** The states whose goods may be shipped (linked to orders). */
export const PO_SHIPPABLE: readonly TPoStatus[] = ['approved', 'accepted'];

export const PO_URGENCIES = ['low', 'normal', 'high', 'critical'] as const;
export const PO_DEFAULT_CURRENCY = 'CAD';
export const PO_DEFAULT_UOM = 'EA';
export const PO_DEFAULT_UOV = 'CBM';
export const PO_VOLUME_UNITS = ['CBM', 'CFT'] as const;

const text = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));
const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) });
const date = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.iso.date({ error: PO_MSG.date }).nullable());
const num = (opts: { positive?: boolean; int?: boolean } = {}) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) {
        return null;
      }
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: MSG.number });
        return z.NEVER;
      }
      if (opts.int && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: MSG.wholeNumber });
        return z.NEVER;
      }
      if (opts.positive ? n <= 0 : n < 0) {
        ctx.addIssue({ code: 'custom', message: opts.positive ? PO_MSG.moreThanZero : MSG.atLeast(0) });
        return z.NEVER;
      }
      return n;
    });
const flag = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => (typeof v === 'string' ? ['true', 'yes', 'y', '1'].includes(v.trim().toLowerCase()) : Boolean(v)));

/** HS 2022 subheading: six digits (dots and spaces dropped); the server checks the list. */
export const hsCodeField = z
  .string()
  .nullish()
  .transform((v) => (v ? v.replace(/[\s.]/g, '') : null))
  .pipe(
    z
      .string()
      .regex(/^\d{6}$/, { error: PO_MSG.hsCode })
      .nullable(),
  );
/** UN number: 'UN1203' or '1203'; the server checks the dangerous goods list. */
export const unCodeField = z
  .string()
  .nullish()
  .transform((v) => {
    const t = (v ?? '').trim().toUpperCase().replace(/\s/g, '');
    return t ? (t.startsWith('UN') ? t : `UN${t}`) : null;
  })
  .pipe(
    z
      .string()
      .regex(/^UN\d{4}$/, { error: PO_MSG.unCode })
      .nullable(),
  );

const measures = {
  weightInKg: num(),
  weightInLb: num(),
  lengthInMT: num(),
  lengthInFT: num(),
  widthInMT: num(),
  widthInFT: num(),
  heightInMT: num(),
  heightInFT: num(),
};

export const ZPackagingGroup = z.object({
  packagingType: text(60),
  upcCode: text(40),
  scannable: flag,
  longestDIMInMT: num(),
  longestDIMInFT: num(),
  ...measures,
  girthInMT: num(),
  girthInFT: num(),
  shipmentType: text(60),
});
export type TPackagingGroup = z.output<typeof ZPackagingGroup>;
export const PACKAGING_GROUPS = ['consumerUnit', 'innerPack', 'masterPack'] as const;
export type TPackagingGroupName = (typeof PACKAGING_GROUPS)[number];

export const ZPalletGroup = z.object({
  palletType: text(60),
  outerPerTier: num({ int: true }),
  tierPerPallet: num({ int: true }),
  consumerUnits: num({ int: true }),
  ...measures,
  ectInner: num(),
  ectOuter: num(),
  strappingUsedOnCartons: flag,
  plasticWrapUsedOnPallets: flag,
});
export type TPalletGroup = z.output<typeof ZPalletGroup>;

export const ZPoItemInput = z.object({
  /** The line being changed (PUT); absent for a new line. */
  id: refersTo(z.uuid().optional(), 'po_items'),
  item: requiredText(100),
  description: text(500),
  category: text(100),
  uom: text(20).transform((v) => v ?? PO_DEFAULT_UOM),
  quantity: num({ positive: true }).refine((v) => v !== null, { error: MSG.required }),
  weightUnit: z
    .string()
    .nullish()
    .transform((v) => {
      const t = (v ?? '').trim().toLowerCase();
      return t === '' ? 'kg' : t === 'kgs' ? 'kg' : t === 'lbs' ? 'lb' : t;
    })
    .pipe(z.enum(WEIGHT_UNITS, { error: PO_MSG.weightUnit })),
  weight: num(),
  rate: num(),
  rateCurrency: z
    .string()
    .nullish()
    .transform((v) => (v?.trim() ? v.trim().toUpperCase() : PO_DEFAULT_CURRENCY))
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: PO_MSG.currency })),
  uov: z
    .string()
    .nullish()
    .transform((v) => (v?.trim() ? v.trim().toUpperCase() : PO_DEFAULT_UOV))
    .pipe(z.enum(PO_VOLUME_UNITS, { error: PO_MSG.volumeUnit })),
  volume: num(),
  hsCode: hsCodeField,
  unCode: unCodeField,
  hazardous: flag,
  temperature: text(40),
  originCountry: text(2)
    .transform((v) => (v ? v.toUpperCase() : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, { error: MSG.isoCountryCode })
        .nullable(),
    ),
  containerNo: text(20),
  sealNo: text(40),
  collect: flag,
  prepaidToDestination: flag,
  prepaidToStore: flag,
  prepaidToCustomer: flag,
  freezable: flag,
  dangerousGoods: flag,
  productSegment: text(100),
  fragile: flag,
  palletStackability: flag,
  articleNestNeeded: flag,
  currentShippableLayer: num({ int: true }),
  consumerUnit: ZPackagingGroup.nullish().transform((v) => v ?? null),
  innerPack: ZPackagingGroup.nullish().transform((v) => v ?? null),
  masterPack: ZPackagingGroup.nullish().transform((v) => v ?? null),
});
export type TPoItemInput = z.input<typeof ZPoItemInput>;
export type TPoItemValues = z.output<typeof ZPoItemInput>;

export const ZPoHeader = z.object({
  poNumber: requiredText(60),
  customerLoadNumber: text(60),
  customer: text(200),
  country: text(2)
    .transform((v) => (v ? v.toUpperCase() : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, { error: MSG.isoCountryCode })
        .nullable(),
    ),
  state: text(100),
  supplierName: text(200),
  supplierNumber: text(60),
  shipFrom: text(300),
  shipTo: text(300),
  plannedReadyDate: date,
  plannedPickupDate: date,
  plannedReceiptDate: date,
  actualReadyDate: date,
  actualPickupDate: date,
  actualReceiptDate: date,
  orderDate: date,
  incoterm: z
    .string()
    .nullish()
    .transform((v) => (v?.trim() ? v.trim().toUpperCase() : null))
    .pipe(z.enum(INCOTERM_CODES, { error: PO_MSG.incoterm }).nullable()),
  orderStatus: text(60),
  customerReferenceNumber: text(60),
  forwarder: text(200),
  containerETD: date,
  vendorAddress: text(300),
  vendorPhone: text(40),
  urgency: z
    .string()
    .nullish()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase() : null))
    .pipe(z.enum(PO_URGENCIES, { error: PO_MSG.urgency }).nullable()),
  equipmentType: text(40),
  temperatureType: text(40),
  /** The vendor: a partner company, who accepts or rejects the PO once approved. */
  vendorCompanyId: refersTo(z.uuid().nullish(), 'companies').transform((v) => v ?? null),
  palletGroup: ZPalletGroup.nullish().transform((v) => v ?? null),
});

export const ZPoInput = ZPoHeader.extend({
  items: z
    .array(ZPoItemInput)
    .min(1, { error: MSG.notEmptyArray })
    .max(500, { error: MSG.atMost(500) }),
});
export type TPoInput = z.input<typeof ZPoInput>;
export type TPoValues = z.output<typeof ZPoInput>;

export const ZPoIdParams = z.object({ id: refersTo(z.uuid(), 'purchase_orders') });
export const ZPoItemIdParams = z.object({ id: refersTo(z.uuid(), 'po_items') });

/** A packaging or pallet group as stored: every field of its input, each measure in both systems. */
const groupOut = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();
const packagingOut = groupOut;

export const ZPoItem = z.object({
  id: z.string(),
  lineNo: z.number(),
  item: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  uom: z.string(),
  quantity: z.string(),
  weightUnit: z.string(),
  weight: z.string().nullable(),
  rate: z.string().nullable(),
  rateCurrency: z.string(),
  uov: z.string(),
  volume: z.string().nullable(),
  hsCode: z.string().nullable(),
  unCode: z.string().nullable(),
  hazardous: z.boolean(),
  temperature: z.string().nullable(),
  originCountry: z.string().nullable(),
  containerNo: z.string().nullable(),
  sealNo: z.string().nullable(),
  collect: z.boolean(),
  prepaidToDestination: z.boolean(),
  prepaidToStore: z.boolean(),
  prepaidToCustomer: z.boolean(),
  freezable: z.boolean(),
  dangerousGoods: z.boolean(),
  productSegment: z.string().nullable(),
  fragile: z.boolean(),
  palletStackability: z.boolean(),
  articleNestNeeded: z.boolean(),
  currentShippableLayer: z.number().nullable(),
  consumerUnit: packagingOut,
  innerPack: packagingOut,
  masterPack: packagingOut,
  /** Shipped on linked orders, and what is still open (quantity − shipped). */
  shippedQuantity: z.string(),
  openQuantity: z.string(),
});
export type TPoItem = z.output<typeof ZPoItem>;

const headerOut = {
  id: z.string(),
  companyId: z.string(),
  buyerName: z.string(),
  poNumber: z.string(),
  customerLoadNumber: z.string().nullable(),
  customer: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierNumber: z.string().nullable(),
  shipFrom: z.string().nullable(),
  shipTo: z.string().nullable(),
  plannedReadyDate: z.string().nullable(),
  plannedPickupDate: z.string().nullable(),
  plannedReceiptDate: z.string().nullable(),
  actualReadyDate: z.string().nullable(),
  actualPickupDate: z.string().nullable(),
  actualReceiptDate: z.string().nullable(),
  orderDate: z.string().nullable(),
  incoterm: z.string().nullable(),
  orderStatus: z.string().nullable(),
  customerReferenceNumber: z.string().nullable(),
  forwarder: z.string().nullable(),
  containerETD: z.string().nullable(),
  vendorAddress: z.string().nullable(),
  vendorPhone: z.string().nullable(),
  urgency: z.string().nullable(),
  equipmentType: z.string().nullable(),
  temperatureType: z.string().nullable(),
  vendorCompanyId: z.string().nullable(),
  vendorName: z.string().nullable(),
  status: z.enum(PO_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZPoRow = z.object({
  ...headerOut,
  itemCount: z.number(),
  totalQuantity: z.string(),
  shippedQuantity: z.string(),
});
export type TPoRow = z.output<typeof ZPoRow>;

export const ZPo = z.object({
  ...headerOut,
  palletGroup: groupOut,
  items: z.array(ZPoItem),
  /** What the caller is on this PO: the buyer (owner) or its vendor. */
  role: z.enum(['buyer', 'vendor']),
  /** The actions the caller may take now. */
  actions: z.array(z.enum(PO_ACTIONS)),
  orders: z.array(z.object({ orderId: z.string(), orderNumber: z.string(), quantity: z.string() })),
});
export type TPo = z.output<typeof ZPo>;

export const PO_SORTS = ['createdAt', 'poNumber', 'orderDate', 'status'] as const;
export const ZPoListQuery = z.object({
  search: searchField(100),
  status: z.enum(PO_STATUSES).optional(),
  vendorCompanyId: refersTo(z.uuid().optional(), 'companies'),
  urgency: z.enum(PO_URGENCIES).optional(),
  /** POs ordered on or after / on or before this day (orderDate). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** 'owned': POs the company placed (buyer); 'shared': POs it is the vendor of; default both. */
  scope: z.enum(['all', 'owned', 'shared']).default('all'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(PO_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: ZListCursor,
});
export type TPoListQuery = Partial<z.output<typeof ZPoListQuery>>;

export const ZOrderPoParams = z.object({ id: refersTo(z.uuid(), 'orders') });
export const ZOrderPoLink = z.object({
  poId: refersTo(z.uuid(), 'purchase_orders'),
  /** What the order carries of each line; without it, every line's open quantity. */
  lines: z.array(z.object({ itemPoId: refersTo(z.uuid(), 'po_items'), quantity: num({ positive: true }) })).optional(),
});
export type TOrderPoLink = z.input<typeof ZOrderPoLink>;
export const ZOrderPoUnlinkParams = z.object({
  id: refersTo(z.uuid(), 'orders'),
  poId: refersTo(z.uuid(), 'purchase_orders'),
});
export const ZOrderPo = z.object({
  poId: z.string(),
  poNumber: z.string(),
  status: z.enum(PO_STATUSES),
  lines: z.array(z.object({ itemPoId: z.string(), item: z.string(), quantity: z.string() })),
});
export type TOrderPo = z.output<typeof ZOrderPo>;

// PoTemplate.csv: the header and line item fields of spec 02 §3, one row per line item.
export const PO_HEADER_COLUMNS = [
  'poNumber',
  'customerLoadNumber',
  'customer',
  'country',
  'state',
  'supplierName',
  'supplierNumber',
  'shipFrom',
  'shipTo',
  'plannedReadyDate',
  'plannedPickupDate',
  'plannedReceiptDate',
  'actualReadyDate',
  'actualPickupDate',
  'actualReceiptDate',
  'orderDate',
  'incoterm',
  'orderStatus',
  'customerReferenceNumber',
  'forwarder',
  'containerETD',
  'vendorAddress',
  'vendorPhone',
  'urgency',
  'equipmentType',
  'temperatureType',
] as const;
export const PO_ITEM_COLUMNS = [
  'item',
  'description',
  'category',
  'uom',
  'quantity',
  'weightUnit',
  'weight',
  'rate',
  'rateCurrency',
  'uov',
  'volume',
  'hsCode',
  'unCode',
  'hazardous',
  'temperature',
  'originCountry',
  'containerNo',
  'sealNo',
  'collect',
  'prepaidToDestination',
  'prepaidToStore',
  'prepaidToCustomer',
  'freezable',
  'dangerousGoods',
  'productSegment',
  'fragile',
  'palletStackability',
  'articleNestNeeded',
  'currentShippableLayer',
] as const;
export const PO_CSV_COLUMNS = [...PO_HEADER_COLUMNS, ...PO_ITEM_COLUMNS] as const;
/** Columns a file must have; the others may be absent. */
export const PO_CSV_REQUIRED = ['poNumber', 'item', 'quantity'] as const;
export const PO_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ZPoImportRequest = z.object({
  fileName: requiredText(255),
  content: z.string({ error: PO_MSG.fileEmpty }),
});
export const ZPoImportError = z.object({ row: z.number(), field: z.string().optional(), message: z.string() });
export type TPoImportError = z.output<typeof ZPoImportError>;
export const ZPoImportResult = z.object({ imported: z.number(), poNumbers: z.array(z.string()) });

export const PO_EXAMPLE: TPoInput = {
  poNumber: 'PO-7781',
  customerLoadNumber: 'LD-1',
  supplierName: 'Pacific Rim Industrial Supply',
  shipFrom: 'Shenzhen, CN',
  shipTo: 'Toronto, CA',
  orderDate: '2026-03-02',
  incoterm: 'FOB',
  urgency: 'normal',
  items: [
    {
      item: 'SKU-100',
      description: 'Ceramic mugs',
      quantity: 1200,
      weight: 480,
      weightUnit: 'kg',
      hsCode: '6912.00',
      rate: 2.5,
      consumerUnit: { packagingType: 'Box', weightInKg: 0.4, lengthInMT: 0.12 },
    },
  ],
  palletGroup: { palletType: 'GMA 48x40', outerPerTier: 10, tierPerPallet: 5, weightInKg: 500 },
};
