import { z } from 'zod';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { dangerousGoodsLineSchema, WEIGHT_UNITS } from '../../orders/order-rules';
import { ORDERS_MSG } from '../../orders/orders-messages';
import { refersTo } from '../../validation/reference';

// Emissions (calculate-carbon, spec 02 §7.3) and dangerous goods lines of an order (issue 14; DOMAIN.md
// §5 and §8). What the routes take and answer; the rules are in carbon-legs.ts and
// dangerous-goods-check.ts beside this file, the decisions in docs/orders-carbon.md.

export const ORDER_CARBON_DG_MSG = defineMessages('orderCarbonDg', {
  calculated: 'Emissions have been calculated',
  noWeight: 'Enter the gross weight of the order to calculate its emissions',
  noRoute: 'Enter the origin and destination UN/LOCODE (or the ports) to calculate the emissions',
  integrated: 'An integrated order is calculated leg by leg on its legs',
  noCoordinates: withParams('{{code}} has no coordinates in the UN/LOCODE list', (code: string) => ({ code })),
  lineAdded: 'The dangerous goods line has been added',
  lineUpdated: 'The dangerous goods line has been updated',
  lineDeleted: 'The dangerous goods line has been deleted',
  lineNotFound: 'Dangerous goods line not found',
  ownerOnly: 'Only the company that booked the order can change its dangerous goods',
  classMismatch: withParams(
    '{{code}} is class {{classes}}, not {{given}}',
    (code: string, classes: string, given: string) => ({ code, classes, given }),
  ),
  packingGroupRequired: withParams('{{code}} needs a packing group: {{groups}}', (code: string, groups: string) => ({
    code,
    groups,
  })),
  packingGroupNotAllowed: withParams(
    'Packing group {{group}} is not allowed for {{code}}; allowed: {{groups}}',
    (group: string, code: string, groups: string) => ({ group, code, groups }),
  ),
  packingGroupNone: withParams('{{code}} has no packing group', (code: string) => ({ code })),
  forbiddenByAir: withParams('{{code}} is forbidden on passenger and cargo aircraft', (code: string) => ({ code })),
});

// ---------------------------------------------------------------------------------------------
// Carbon

export const ZCarbonLeg = z.object({
  from: z.string(),
  to: z.string(),
  mode: z.enum(['ocean', 'road', 'rail', 'drayage', 'air']),
  greatCircleKm: z.number(),
  /** × the mode's routing factor (+ a fixed addition for air). */
  routingFactor: z.number(),
  addKm: z.number(),
  distanceKm: z.number(),
  tonneKm: z.number(),
  /** Well-to-wheel g CO2e per tonne-km and where it comes from. */
  gCo2ePerTonneKm: z.number(),
  factorSource: z.string(),
  kgCo2e: z.number(),
});
export type TCarbonLeg = z.infer<typeof ZCarbonLeg>;

export const ZOrderCarbon = z.object({
  orderId: z.string(),
  weightKg: z.number(),
  legs: z.array(ZCarbonLeg),
  totalDistanceKm: z.number(),
  totalTonneKm: z.number(),
  totalKgCo2e: z.number(),
  method: z.string(),
  calculatedAt: z.string(),
});
export type TOrderCarbon = z.infer<typeof ZOrderCarbon>;

export const CARBON_METHOD =
  'ISO 14083:2023 / GLEC Framework v3, well-to-wheel, default intensities, great-circle distance × routing factor';

// ---------------------------------------------------------------------------------------------
// Dangerous goods lines

export const ZDgLineParams = z.object({
  id: refersTo(z.uuid(), 'orders'),
  lineId: refersTo(z.uuid(), 'order_dangerous_goods'),
});

/** A dangerous goods line as the owner enters it: the shared rule's format, with its weight and unit. */
export const ZDgLineInput = dangerousGoodsLineSchema()
  .omit({ properShippingName: true })
  .extend({
    grossWeight: z.coerce
      .number({ error: MSG.number })
      .positive({ error: ORDERS_MSG.moreThanZero })
      .max(1_000_000_000)
      .nullable()
      .optional(),
    weightUnit: z.enum(WEIGHT_UNITS).default('kg'),
  });
export type TDgLineInput = z.input<typeof ZDgLineInput>;

export const ZDgLine = z.object({
  id: z.string(),
  orderId: z.string(),
  unNumber: z.string(),
  hazardClass: z.string(),
  packingGroup: z.string().nullable(),
  properShippingName: z.string(),
  grossWeight: z.string().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  createdAt: z.string(),
});
export type TDgLine = z.infer<typeof ZDgLine>;

export const DG_LINE_EXAMPLE: TDgLineInput = {
  unNumber: 'UN1090',
  hazardClass: '3',
  packingGroup: 'II',
  grossWeight: 180,
  weightUnit: 'kg',
};
