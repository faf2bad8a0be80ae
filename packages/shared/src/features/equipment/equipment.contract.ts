import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { MAX_LIST_LIMIT } from '../../constants/app';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '../../constants/equipment';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { checkContainerNumber, normalizeContainerNumber } from '../../validation/iso6346';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';

// The container-number rules travel with the contract that uses them (one export line in the index).
export * from '../../validation/iso6346';

// A company's equipment units (issue 5, spec 01 §2.3 /company/assets): containers, chassis, trailers,
// tractors, railcars and other equipment. The kind is one of the equipment-type categories; the unit's
// equipment type (the company's ISO 6346 size-and-type codes and its own codes) must be of that category.

export const EQUIPMENT_KINDS = EQUIPMENT_CATEGORIES;
export type EquipmentKind = EquipmentCategory;

export const EQUIPMENT_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/** Who owns the unit: the company, a lessor, a chassis pool, or the shipper (a SOC container). */
export const EQUIPMENT_OWNERSHIPS = ['owned', 'leased', 'pool', 'shipper-owned'] as const;
export type EquipmentOwnership = (typeof EQUIPMENT_OWNERSHIPS)[number];

/** Kinds that run on the road under their own licence plate. */
export const PLATED_KINDS: readonly EquipmentKind[] = ['tractor', 'trailer'];

export const UNIT_NUMBER_MAX = 20;
export const LICENSE_PLATE_MAX = 15;

export const EQUIPMENT_MSG = defineMessages('equipment.messages', {
  created: 'Equipment has been created',
  updated: 'Equipment has been updated',
  deleted: 'Equipment has been deleted',
  fetchError: withParams('Error occurred when fetching equipment {{type}}', (type: string) => ({ type })),
  createError: withParams('Error occurred when creating equipment {{type}}', (type: string) => ({ type })),
  updateError: withParams('Error occurred when updating equipment {{type}}', (type: string) => ({ type })),
  unitNumber: 'Use letters and digits only',
  railcarNumber: 'A railcar number is a reporting mark of 2 to 4 letters and up to 6 digits, e.g. CN 123456',
  licensePlate: 'Use letters, digits, spaces and dashes only',
  plateNotAllowed: 'Only tractors and trailers carry a licence plate',
  typeNotFound: 'The equipment type was not found',
  typeOtherKind: withParams('Choose an equipment type of the {{kind}} category', (kind: string) => ({ kind })),
  locationNotFound: 'The location was not found',
  maxAttributes: withParams('At most {{n}} attributes', (n: number) => ({ n })),
});

const RAILCAR = /^([A-Z]{2,4})\s*-?\s*(\d{1,6})$/;

/** The stored form of a unit number: containers as ISO 6346 ('CSQU3054383'), railcars as mark and
 * number ('CN 123456'), other units in upper case without spaces or dashes. */
export const normalizeEquipmentNumber = (kind: EquipmentKind, raw: string): string => {
  const text = raw.trim().toUpperCase();
  if (kind === 'container') {
    return normalizeContainerNumber(text);
  }
  if (kind === 'railcar') {
    const match = RAILCAR.exec(text);
    return match ? `${match[1]} ${match[2]}` : text;
  }
  return text.replace(/[\s-]/g, '');
};

/** The first problem of a unit number for its kind, as the message to show, or null. */
export const equipmentNumberProblem = (kind: EquipmentKind, raw: string): string | null => {
  if (kind === 'container') {
    return checkContainerNumber(raw)?.message ?? null;
  }
  const text = normalizeEquipmentNumber(kind, raw);
  if (text === '') {
    return MSG.required;
  }
  if (text.length > UNIT_NUMBER_MAX) {
    return MSG.maxLength(UNIT_NUMBER_MAX);
  }
  if (kind === 'railcar') {
    return RAILCAR.test(text) ? null : EQUIPMENT_MSG.railcarNumber;
  }
  return /^[A-Z0-9]+$/.test(text) ? null : EQUIPMENT_MSG.unitNumber;
};

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const AttributeValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/** The body of create (POST) and replace (PUT): the whole record; the server adds the company. */
export const ZEquipmentInput = z
  .object({
    kind: z.enum(EQUIPMENT_KINDS, { error: MSG.required }),
    number: z.string({ error: MSG.required }),
    equipmentTypeId: refersTo(z.uuid({ error: EQUIPMENT_MSG.typeNotFound }).nullable().optional(), 'equipment_types'),
    status: z.enum(EQUIPMENT_STATUSES, { error: MSG.required }).default('active'),
    ownership: z.enum(EQUIPMENT_OWNERSHIPS, { error: MSG.required }).nullable().optional(),
    locationId: refersTo(z.uuid({ error: EQUIPMENT_MSG.locationNotFound }).nullable().optional(), 'locations'),
    licensePlate: nullableText(LICENSE_PLATE_MAX).refine((value) => !value || /^[A-Za-z0-9 -]+$/.test(value), {
      error: EQUIPMENT_MSG.licensePlate,
    }),
    attributes: z
      .record(z.string().min(1).max(40), AttributeValue)
      .refine((value) => Object.keys(value).length <= 20, { error: EQUIPMENT_MSG.maxAttributes(20) })
      .default({}),
    notes: nullableText(1000),
  })
  .superRefine((value, ctx) => {
    const problem = equipmentNumberProblem(value.kind, value.number);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
    }
    if (value.licensePlate && !PLATED_KINDS.includes(value.kind)) {
      ctx.addIssue({ code: 'custom', path: ['licensePlate'], message: EQUIPMENT_MSG.plateNotAllowed });
    }
  })
  .transform((value) => ({
    ...value,
    number: normalizeEquipmentNumber(value.kind, value.number),
    equipmentTypeId: value.equipmentTypeId ?? null,
    ownership: value.ownership ?? null,
    locationId: value.locationId ?? null,
    licensePlate: value.licensePlate ? value.licensePlate.toUpperCase() : null,
  }));
export type TEquipmentInput = z.input<typeof ZEquipmentInput>;
export type TEquipmentValues = z.output<typeof ZEquipmentInput>;

export const ZEquipmentTypeRef = z.object({
  id: z.uuid(),
  code: z.string(),
  alias: z.string(),
  category: z.string(),
});
export type TEquipmentTypeRef = z.infer<typeof ZEquipmentTypeRef>;

export const ZLocationRef = z.object({ id: z.uuid(), name: z.string(), code: z.string().nullable() });
export type TLocationRef = z.infer<typeof ZLocationRef>;

export const ZEquipment = z.object({
  id: z.uuid(),
  kind: z.enum(EQUIPMENT_KINDS),
  number: z.string(),
  equipmentTypeId: z.uuid().nullable(),
  equipmentType: ZEquipmentTypeRef.nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  ownership: z.enum(EQUIPMENT_OWNERSHIPS).nullable(),
  locationId: z.uuid().nullable(),
  location: ZLocationRef.nullable(),
  licensePlate: z.string().nullable(),
  attributes: z.record(z.string(), AttributeValue),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEquipment = z.infer<typeof ZEquipment>;

export const EQUIPMENT_SORTS = [
  'number',
  'kind',
  'equipmentType',
  'status',
  'ownership',
  'location',
  'licensePlate',
  'createdAt',
  'updatedAt',
] as const;
export type EquipmentSort = (typeof EQUIPMENT_SORTS)[number];

export const ZEquipmentListQuery = z.object({
  kind: z.enum(EQUIPMENT_KINDS).optional(),
  search: searchField(200),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(10),
  sort: z.enum(EQUIPMENT_SORTS, { error: MSG.sortBy(EQUIPMENT_SORTS) }).default('number'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: ZListCursor,
});
export type TEquipmentListQuery = z.output<typeof ZEquipmentListQuery>;

/** /company/assets: the number of units of each kind (every kind listed, zero included). */
export const ZEquipmentSummary = z.object({
  total: z.number().int(),
  kinds: z.array(z.object({ kind: z.enum(EQUIPMENT_KINDS), count: z.number().int() })),
});
export type TEquipmentSummary = z.infer<typeof ZEquipmentSummary>;

export const ZEquipmentFormOptionsQuery = z.object({ kind: z.enum(EQUIPMENT_KINDS) });

/** The choices of the equipment form: the company's active types of the kind, and its locations. */
export const ZEquipmentFormOptions = z.object({
  equipmentTypes: z.array(ZEquipmentTypeRef),
  locations: z.array(ZLocationRef),
});
export type TEquipmentFormOptions = z.infer<typeof ZEquipmentFormOptions>;

/** A valid body: documents the API and seeds the generated cross-tenant test. */
export const EQUIPMENT_EXAMPLE = {
  kind: 'container',
  number: 'CSQU3054383',
  status: 'active',
  ownership: 'owned',
  notes: 'ISO 6346 worked example',
} satisfies TEquipmentInput;
