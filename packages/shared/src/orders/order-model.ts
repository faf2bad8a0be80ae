import type { ShippingMode } from '../constants/modes';

// The shipment order's vocabulary (issue 14; spec 01 §2.3, spec 02 §3 Order, §5, §9; DOMAIN.md §1–2):
// modes, tracking statuses, stages, move types and the order-entry address rule. Labels are the
// spec's own words; where the spec gives none (a status's display label, a move type of road or
// air), the choice is ours and is written down in docs/orders-domain.md.

/** The modes an order is booked in; `integrated` is a multi-leg order (DOMAIN.md §1). */
export const ORDER_MODES = ['ocean', 'road', 'rail', 'drayage', 'air', 'integrated'] as const;
export type TOrderMode = (typeof ORDER_MODES)[number];

export const ORDER_MODE_LABELS: Readonly<Record<TOrderMode, string>> = {
  ocean: 'Ocean',
  road: 'Road',
  rail: 'Rail',
  drayage: 'Drayage',
  air: 'Air',
  integrated: 'Integrated Shipping',
};

export const isOrderMode = (value: string): value is TOrderMode => (ORDER_MODES as readonly string[]).includes(value);

/** The order mode of a platform shipping mode (spec 01 §2.2); null for 'ports', which books no orders. */
export const orderModeOfShippingMode = (mode: ShippingMode): TOrderMode | null => {
  switch (mode) {
    case 'integrated_shipping':
      return 'integrated';
    case 'drayage_chassis':
      return 'drayage';
    case 'ports':
      return null;
    default:
      return mode;
  }
};

/** Tracking statuses, in the spec's order (spec 01 §2.3 'Order tracking statuses'). */
export const ORDER_STATUSES = [
  'pending',
  'tracking',
  'at_origin',
  'on_vessel',
  'waiting_rail',
  'LTR',
  'waiting_pickup',
  'waiting_empty_return',
  'd_d_invoice',
  'ended',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Display labels. The spec gives one ('D&D invoice' for d_d_invoice) and names LTR only by its
 * letters; the others are the codes written as words.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<TOrderStatus, string>> = {
  pending: 'Pending',
  tracking: 'Tracking',
  at_origin: 'At origin',
  on_vessel: 'On vessel',
  waiting_rail: 'Waiting rail',
  LTR: 'LTR',
  waiting_pickup: 'Waiting pickup',
  waiting_empty_return: 'Waiting empty return',
  d_d_invoice: 'D&D invoice',
  ended: 'Ended',
};

export const isOrderStatus = (value: string): value is TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Ocean stages 0–15, verbatim from spec 01 §2.3; the index is the stage number. */
export const OCEAN_STAGE_LABELS = [
  'Booked',
  'Collected from Shipper',
  'Not arrived at Port of Load',
  'Waiting at Port of Load',
  'Shipped on board',
  'Underway',
  'Underway to a Transhipment Port',
  'Arrival at Transhipment Port',
  'Waiting at Transhipment Port',
  'Shipped on board at Transhipment Port',
  'Arrived at POD',
  'Waiting at Destination Port',
  'Left the Destination Port',
  'Shipment Completed',
  'Waiting at Origin Ramp',
  'Arrived at Destination Ramp',
] as const;
export type TOceanStage = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/**
 * Drayage stages, verbatim from spec 01 §2.3. The spec numbers two of them (Completed 13, Arrived at
 * destination ramp 15), which are the numbers of the ocean stages of the same meaning; the others take
 * the number of their ocean counterpart too (Waiting at terminal = Waiting at Port of Load, 3; Waiting
 * for pickup = Waiting at Destination Port, 11; Pending return = Left the Destination Port, 12), so a
 * stage number means one thing whatever the mode.
 */
export const DRAYAGE_STAGE_LABELS = {
  0: 'Booked',
  1: 'Collected from Shipper',
  2: 'Not arrived at Port of Load',
  3: 'Waiting at terminal',
  11: 'Waiting for pickup',
  12: 'Pending return',
  13: 'Completed',
  15: 'Arrived at destination ramp',
} as const satisfies Partial<Record<TOceanStage, string>>;
export type TDrayageStage = keyof typeof DRAYAGE_STAGE_LABELS;
export const DRAYAGE_STAGES = Object.keys(DRAYAGE_STAGE_LABELS).map(Number) as TDrayageStage[];

export type TOrderStage = TOceanStage;

/** The label of a stage in a mode: drayage has its own words, every other mode the ocean scale's. */
export const stageLabel = (mode: TOrderMode, stage: number): string | null => {
  if (mode === 'drayage') {
    return (DRAYAGE_STAGE_LABELS as Record<number, string>)[stage] ?? null;
  }
  return OCEAN_STAGE_LABELS[stage] ?? null;
};

// Move types (spec 02 §9). Ocean 'includes' Door-to-Door, Door-to-Port, Port-to-Door: Port-to-Port (the
// carrier's own port-to-port service, no address at either end) completes the set. The spec names no
// road, air or integrated move types: road and integrated are door-to-door services, air moves between
// doors and airports like ocean between doors and ports.
export const OCEAN_MOVE_TYPES = ['Door-to-Door', 'Door-to-Port', 'Port-to-Door', 'Port-to-Port'] as const;
export const RAIL_MOVE_TYPES = ['Door-to-Door', 'Ramp-to-Ramp', 'Door-to-Ramp', 'Ramp-to-Door'] as const;
export const DRAY_MOVE_TYPES = [
  'Out Port Drayage Pick-up and Deliver',
  'Into Port Drayage Deliver and Pick-up',
  'Drayage WHS Deliver Full and Pick-up Empty',
  'Drayage Yard Deliver Full and Pick-up Empty',
  'Drayage WHS Pick-up empty',
  'Drayage WHS Delivery no pick-up',
] as const;

export const MOVE_TYPES_BY_MODE: Readonly<Record<TOrderMode, readonly string[]>> = {
  ocean: OCEAN_MOVE_TYPES,
  rail: RAIL_MOVE_TYPES,
  drayage: DRAY_MOVE_TYPES,
  road: ['Door-to-Door'],
  air: OCEAN_MOVE_TYPES,
  integrated: ['Door-to-Door'],
};

export const moveTypesOf = (mode: TOrderMode): readonly string[] => MOVE_TYPES_BY_MODE[mode];
export const isMoveTypeOf = (mode: TOrderMode, moveType: string): boolean => moveTypesOf(mode).includes(moveType);

/**
 * The order-entry address rule (spec 02 §5): origin address fields are filled only for Door-to-Door and
 * Door-to-Port; destination address fields only for Port-to-Door and Door-to-Door. Any other move type
 * (ramp moves, drayage moves) has neither.
 */
export const addressFieldsFor = (moveType: string | null | undefined): { origin: boolean; destination: boolean } => ({
  origin: moveType === 'Door-to-Door' || moveType === 'Door-to-Port',
  destination: moveType === 'Port-to-Door' || moveType === 'Door-to-Door',
});

/** Clears the address fields the move type does not allow, as the order entry does before saving. */
export const applyAddressRule = <T extends { moveType?: string | null }>(
  entry: T,
  fields: { origin: readonly (keyof T)[]; destination: readonly (keyof T)[] },
): T => {
  const allowed = addressFieldsFor(entry.moveType);
  const next = { ...entry };
  for (const key of allowed.origin ? [] : fields.origin) {
    delete next[key];
  }
  for (const key of allowed.destination ? [] : fields.destination) {
    delete next[key];
  }
  return next;
};

// Where the web's catalogue keeps the translated labels (apps/web/src/locales/<lng>/orders.json).
export const orderModeTextKey = (mode: TOrderMode) => `orders.modes.${mode}`;
export const orderStatusTextKey = (status: TOrderStatus) => `orders.statuses.${status}`;
export const orderStageTextKey = (mode: TOrderMode, stage: number) =>
  `orders.stages.${mode === 'drayage' ? 'drayage' : 'ocean'}.${stage}`;
