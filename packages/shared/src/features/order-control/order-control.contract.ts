import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages, MSG } from '../../constants/messages';
import { ORDER_MODES, ORDER_STATUSES } from '../../orders/order-model';
import { containerNumberField } from '../../validation/iso6346';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';

// Shipment Control (issue 14; spec 01 §2.3 `/orders/order-management`, spec 01 §4 and 02 §4 "a
// shipment can be marked ended or assigned to a user", spec 02 §7.3 `order/{id}/soc`,
// container-release, update-container, update-unit): the owner's working view over its orders.
// Who works which shipment (the assignee), the end of a shipment, and the unit facts a controller
// keeps up to date. The order itself stays the orders feature's record (docs/orders-control.md).

export const ORDER_CONTROL_MSG = defineMessages('orderControl.api', {
  ownerOnly: 'Only the company that booked the order can control it',
  assigned: 'The shipment has been assigned',
  unassigned: 'The shipment is no longer assigned',
  assignConflict: 'Someone else assigned this shipment meanwhile; reload it and try again',
  assigneeNotInCompany: 'Choose a user of your company',
  ended: 'The shipment has been marked ended',
  alreadyEnded: 'This shipment has already ended',
  socSaved: 'Shipper-owned containers have been saved',
  containerUpdated: 'The container has been updated',
  unitUpdated: 'The unit has been updated',
  released: 'The container release has been saved',
  unitNotFound: 'This unit is not on the order',
  notAContainer: 'Only a container has a container number, seals and size/type here',
  lookupNotFound: 'No order of this shipping mode has this number',
  decimal: 'Must be a number with at most 3 decimals',
  sizeType: 'An ISO size/type code is 4 letters or digits, e.g. 45G1',
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));
const decimal = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,11}(\.\d{1,3})?$/, { error: ORDER_CONTROL_MSG.decimal }))
  .nullish()
  .transform((v) => v ?? null);

export const ZOrderControlParams = z.object({ id: refersTo(z.uuid(), 'orders') });

/** The list's views: what I work, what nobody works yet, every open shipment. */
export const CONTROL_VIEWS = ['mine', 'unassigned', 'all'] as const;
export type TControlView = (typeof CONTROL_VIEWS)[number];
export const CONTROL_SORTS = ['createdAt', 'orderNumber', 'eta'] as const;

export const ZControlListQuery = z.object({
  view: z.enum(CONTROL_VIEWS).default('mine'),
  mode: z.enum(ORDER_MODES).optional(),
  /** Ended shipments are out of control unless asked for. */
  includeEnded: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(CONTROL_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: ZListCursor,
});
export type TControlListQuery = Partial<z.input<typeof ZControlListQuery>>;

export const ZControlRow = z.object({
  id: z.string(),
  orderNumber: z.string(),
  mode: z.enum(ORDER_MODES),
  status: z.enum(ORDER_STATUSES),
  stage: z.number().int(),
  originLocode: z.string().nullable(),
  destinationLocode: z.string().nullable(),
  bookingNumber: z.string().nullable(),
  eta: z.string().nullable(),
  endedAt: z.string().nullable(),
  assignedUserId: z.string().nullable(),
  assignedUserName: z.string().nullable(),
  createdAt: z.string(),
});
export type TControlRow = z.infer<typeof ZControlRow>;

export const ZControlLookupQuery = z.object({
  mode: z.enum(ORDER_MODES),
  orderNumber: z.string().trim().min(1, { error: MSG.required }).max(40).toUpperCase(),
});
export type TControlLookupQuery = z.input<typeof ZControlLookupQuery>;

export const ZControlUnit = z.object({
  id: z.string(),
  kind: z.string(),
  equipmentNumber: z.string(),
  sizeType: z.string().nullable(),
  sealNumbers: z.array(z.string()),
  grossWeightKg: z.string().nullable(),
  vgmKg: z.string().nullable(),
  temperatureSetting: z.string().nullable(),
  shipperOwned: z.boolean(),
  releaseNumber: z.string().nullable(),
  releaseDate: z.string().nullable(),
});
export type TControlUnit = z.infer<typeof ZControlUnit>;

/** One order as Shipment Control shows it: the lookup's prefill and the detail's control panel. */
export const ZOrderControl = ZControlRow.extend({
  poNumber: z.string().nullable(),
  bolNumber: z.string().nullable(),
  customerReference: z.string().nullable(),
  shipperOwnedContainer: z.boolean(),
  units: z.array(ZControlUnit),
});
export type TOrderControl = z.infer<typeof ZOrderControl>;

export const ZAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TAssignee = z.infer<typeof ZAssignee>;
export const ZAssigneeQuery = z.object({
  search: searchField(100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * PUT order/{id}/assign. `expectedUserId` is the assignee the caller saw (null: unassigned): the
 * write is conditional on it, so of two people assigning at once exactly one wins (409 for the other).
 */
export const ZAssignInput = z.object({
  userId: refersTo(z.uuid().nullable(), 'users'),
  expectedUserId: refersTo(z.uuid().nullable(), 'users'),
});
export type TAssignInput = z.infer<typeof ZAssignInput>;

/** PUT order/{id}/soc: the shipper-owned flag of each container named. */
export const ZSocInput = z.object({
  containers: z
    .array(z.object({ unitId: refersTo(z.uuid(), 'order_units'), shipperOwned: z.boolean() }))
    .min(1, { error: MSG.notEmptyArray })
    .max(200),
});
export type TSocInput = z.infer<typeof ZSocInput>;

/** PUT order/{id}/update-container: a container's number (ISO 6346), seals and ISO size/type code. */
export const ZUpdateContainerInput = z.object({
  unitId: refersTo(z.uuid(), 'order_units'),
  equipmentNumber: containerNumberField(),
  sealNumbers: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  sizeType: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{4}$/, { error: ORDER_CONTROL_MSG.sizeType })
    .nullish()
    .transform((v) => v ?? null),
});
export type TUpdateContainerInput = z.infer<typeof ZUpdateContainerInput>;

/** PUT order/{id}/update-unit: weights and reefer setting of any unit. */
export const ZUpdateUnitInput = z.object({
  unitId: refersTo(z.uuid(), 'order_units'),
  grossWeightKg: decimal,
  vgmKg: decimal,
  temperatureSetting: z.coerce
    .number()
    .min(-80)
    .max(80)
    .nullish()
    .transform((v) => v ?? null),
});
export type TUpdateUnitInput = z.infer<typeof ZUpdateUnitInput>;

/** PUT order/{id}/container-release: the release the carrier gave for a container. */
export const ZContainerReleaseInput = z.object({
  unitId: refersTo(z.uuid(), 'order_units'),
  releaseNumber: optionalText(40),
  releaseDate: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
});
export type TContainerReleaseInput = z.infer<typeof ZContainerReleaseInput>;

export const ORDER_CONTROL_EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';
