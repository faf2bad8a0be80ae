import { z } from 'zod';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { ORDER_MODES } from '../../orders/order-model';
import { containerNumberField } from '../../validation/iso6346';
import { locodeField } from '../orders/orders.contract';

// The shipping instruction of an order (issue 14; spec 02 §7.3 "shipping-instruction (PUT,
// export-pdf)"; DOMAIN.md §7): what the shipper tells the carrier so that it can issue the bill of
// lading. One per order, updated in place with a version that counts the saves (the change log keeps
// every earlier state). Until it is first saved, the reply is a draft prefilled from the order.

export const SI_MSG = defineMessages('shippingInstruction.api', {
  saved: 'Shipping instruction has been saved',
  notFound: 'Order not found',
  readOnly: 'Only the company that booked the order, its shipper or its forwarder can change the shipping instruction',
  hsFormat: 'An HS code is 6 digits, dots allowed (e.g. 9403.60)',
  hsUnknown: withParams('{{code}} is not an HS 2022 subheading', (code: string) => ({ code })),
  unNumber: 'A UN number is 4 digits, e.g. UN1263',
  containerTwice: 'This container is already on the instruction',
  incoterm: 'Choose an Incoterm 2020 rule (EXW, FCA, FAS, FOB, CFR, CIF, CPT, CIP, DAP, DPU, DDP)',
});

export const FREIGHT_TERMS = ['prepaid', 'collect'] as const;
export type TFreightTerms = (typeof FREIGHT_TERMS)[number];
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

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

const amount = z.coerce
  .number({ error: MSG.number })
  .positive({ error: 'Must be more than 0' })
  .max(1e10)
  .nullish()
  .transform((value) => value ?? null);

/** Empty text from a form is "no value" for the optional numbers and choices. */
const blankIsNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema);

/** Seal numbers as a list, or as the text of a form: separated by commas or spaces. */
const sealNumbers = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[,;\s]+/).filter(Boolean) : value),
  z.array(z.string().trim().min(1).max(30)).max(10).default([]),
);

const count = z.coerce
  .number({ error: MSG.number })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be more than 0' })
  .max(1e7)
  .nullish()
  .transform((value) => value ?? null);

/** An HS 2022 subheading: 6 digits ('9403.60' and '940360' are the same); stored as 6 digits. */
export const hsCodeField = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.replace(/[.\s]/g, '') : null))
    .refine((value) => value === null || /^\d{6}$/.test(value), { error: SI_MSG.hsFormat });

const ZParty = z.object({ name: required(200), address: text(500) });
const ZOptionalParty = z.object({ name: text(200), address: text(500) });

export const ZSiContainer = z.object({
  containerNumber: containerNumberField(),
  sizeType: text(4),
  sealNumbers,
  packages: blankIsNull(count),
  grossWeightKg: blankIsNull(amount),
});

export const ZSiDangerousGood = z.object({
  unNumber: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => value.replace(/^UN\s*/, ''))
    .refine((value) => /^\d{4}$/.test(value), { error: SI_MSG.unNumber }),
  properShippingName: required(200),
  hazardClass: required(10),
  packingGroup: blankIsNull(
    z
      .enum(PACKING_GROUPS)
      .nullish()
      .transform((v) => v ?? null),
  ),
});

export const ZShippingInstructionInput = z
  .object({
    shipper: ZParty,
    consignee: ZParty,
    notifyParty: ZOptionalParty.prefault({}),
    bookingNumber: text(60),
    bolNumber: text(60),
    vesselName: text(120),
    voyage: text(20),
    portOfLoading: locodeField(),
    portOfDischarge: locodeField(),
    placeOfReceipt: text(120),
    placeOfDelivery: text(120),
    containers: z.array(ZSiContainer).max(200).default([]),
    packageCount: blankIsNull(count),
    packageKind: text(40),
    goodsDescription: required(2000),
    hsCode: hsCodeField(),
    grossWeightKg: blankIsNull(amount),
    volumeM3: blankIsNull(amount),
    dangerousGoods: z.array(ZSiDangerousGood).max(20).default([]),
    freightTerms: blankIsNull(
      z
        .enum(FREIGHT_TERMS)
        .nullish()
        .transform((v) => v ?? null),
    ),
    incoterm: text(3).transform((v) => (v ? v.toUpperCase() : null)),
    remarks: text(2000),
  })
  .superRefine((si, ctx) => {
    const seen = new Set<string>();
    si.containers.forEach((container, index) => {
      if (seen.has(container.containerNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers', index, 'containerNumber'],
          message: SI_MSG.containerTwice,
        });
      }
      seen.add(container.containerNumber);
    });
  });
export type TShippingInstructionInput = z.input<typeof ZShippingInstructionInput>;
export type TShippingInstructionValues = z.output<typeof ZShippingInstructionInput>;

const ZPartyReply = z.object({ name: z.string().nullable(), address: z.string().nullable() });

/** The instruction as the order's owner and parties read it; `version` 0 is the draft from the order. */
export const ZShippingInstruction = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  mode: z.enum(ORDER_MODES),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByCompany: z.string().nullable(),
  /** Whether the caller may change it (the owner, the shipper or the forwarder named on the order). */
  canEdit: z.boolean(),
  shipper: ZPartyReply,
  consignee: ZPartyReply,
  notifyParty: ZPartyReply,
  bookingNumber: z.string().nullable(),
  bolNumber: z.string().nullable(),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDischarge: z.string().nullable(),
  placeOfReceipt: z.string().nullable(),
  placeOfDelivery: z.string().nullable(),
  containers: z.array(
    z.object({
      containerNumber: z.string(),
      sizeType: z.string().nullable(),
      sealNumbers: z.array(z.string()),
      packages: z.number().nullable(),
      grossWeightKg: z.number().nullable(),
    }),
  ),
  packageCount: z.number().nullable(),
  packageKind: z.string().nullable(),
  goodsDescription: z.string().nullable(),
  hsCode: z.string().nullable(),
  grossWeightKg: z.number().nullable(),
  volumeM3: z.number().nullable(),
  dangerousGoods: z.array(
    z.object({
      unNumber: z.string(),
      properShippingName: z.string(),
      hazardClass: z.string(),
      packingGroup: z.enum(PACKING_GROUPS).nullable(),
    }),
  ),
  freightTerms: z.enum(FREIGHT_TERMS).nullable(),
  incoterm: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type TShippingInstruction = z.infer<typeof ZShippingInstruction>;

/** The file name of the exported PDF: shipping-instruction-ORD-2026-000001.pdf. */
export const shippingInstructionFileName = (orderNumber: string) =>
  `shipping-instruction-${orderNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

export const SHIPPING_INSTRUCTION_EXAMPLE: TShippingInstructionInput = {
  shipper: { name: 'Maple Leaf Home Goods', address: '1000 Yanggao Road, Shanghai 200120, China' },
  consignee: { name: 'Northern Retail Inc.', address: '200 Granville Street, Vancouver BC V6C 1S4, Canada' },
  notifyParty: { name: 'Same as consignee', address: null },
  bookingNumber: 'BK7731204',
  vesselName: 'Maersk Elba',
  voyage: '612W',
  portOfLoading: 'CNSHA',
  portOfDischarge: 'CAVAN',
  placeOfReceipt: 'Shanghai',
  placeOfDelivery: 'Vancouver',
  containers: [{ containerNumber: 'CSQU3054383', sizeType: '45G1', sealNumbers: ['SL123456'], packages: 120 }],
  packageCount: 120,
  packageKind: 'Cartons',
  goodsDescription: 'Wooden bedroom furniture, flat-packed',
  hsCode: '9403.50',
  grossWeightKg: 18250,
  volumeM3: 62.5,
  dangerousGoods: [],
  freightTerms: 'prepaid',
  incoterm: 'FOB',
  remarks: null,
};
