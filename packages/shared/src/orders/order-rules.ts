import { z } from 'zod';
import { MSG } from '../constants/messages';
import { LOCATION_MSG, UNLOCODE_PATTERN } from '../features/locations/locations.contract';
import { isMoveTypeOf, type TOrderMode } from './order-model';
import { ORDERS_MSG } from './orders-messages';

// Standards an order's fields must meet (DOMAIN.md §5, §8; issue 14 'Rules that must hold'). Each
// check returns null or the message naming the rule; the zod fields wrap the same checks for the API
// and the forms. Data sets stay on the server: a check that needs one takes it as a lookup.

// ---------------------------------------------------------------------------------------------
// UN/LOCODE

/** Upper case without spaces: 'ca van' and 'CA VAN' are CAVAN, as UN/LOCODE is often printed. */
export const normalizeUnlocode = (raw: string): string => raw.toUpperCase().replace(/\s+/g, '');

/** The format (two letters of country, three of place, never 0 or 1); with `isKnown`, membership too. */
export const checkUnlocode = (raw: string, isKnown?: (code: string) => boolean): string | null => {
  const code = normalizeUnlocode(raw);
  if (code === '') {
    return MSG.required;
  }
  if (!UNLOCODE_PATTERN.test(code)) {
    return LOCATION_MSG.unlocode;
  }
  if (isKnown && !isKnown(code)) {
    return LOCATION_MSG.unlocodeUnknown(code);
  }
  return null;
};

/** A zod field for a port, ramp or airport: normalised, format-checked, and looked up when given one. */
export const unlocodeField = (isKnown?: (code: string) => boolean) =>
  z
    .string({ error: MSG.required })
    .overwrite(normalizeUnlocode)
    .superRefine((value, ctx) => {
      const problem = checkUnlocode(value, isKnown);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    });

// ---------------------------------------------------------------------------------------------
// Move type of a mode (spec 02 §9)

export const checkMoveType = (moveType: string, mode: TOrderMode): string | null => {
  if (moveType.trim() === '') {
    return MSG.required;
  }
  return isMoveTypeOf(mode, moveType.trim()) ? null : ORDERS_MSG.moveType(moveType.trim());
};

export const moveTypeField = (mode: TOrderMode) =>
  z
    .string({ error: MSG.required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = checkMoveType(value, mode);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    });

// ---------------------------------------------------------------------------------------------
// Incoterms 2020 (shared/data/incoterms-2020: the ICC wall chart's two groups)

export const INCOTERMS_2020 = [
  { code: 'EXW', name: 'Ex Works', seaOnly: false },
  { code: 'FCA', name: 'Free Carrier', seaOnly: false },
  { code: 'CPT', name: 'Carriage Paid To', seaOnly: false },
  { code: 'CIP', name: 'Carriage and Insurance Paid To', seaOnly: false },
  { code: 'DAP', name: 'Delivered at Place', seaOnly: false },
  { code: 'DPU', name: 'Delivered at Place Unloaded', seaOnly: false },
  { code: 'DDP', name: 'Delivered Duty Paid', seaOnly: false },
  { code: 'FAS', name: 'Free Alongside Ship', seaOnly: true },
  { code: 'FOB', name: 'Free on Board', seaOnly: true },
  { code: 'CFR', name: 'Cost and Freight', seaOnly: true },
  { code: 'CIF', name: 'Cost, Insurance and Freight', seaOnly: true },
] as const;
export type TIncoterm = (typeof INCOTERMS_2020)[number]['code'];
export const INCOTERM_CODES = INCOTERMS_2020.map((rule) => rule.code) as [TIncoterm, ...TIncoterm[]];

/**
 * Modes that refuse the sea-and-inland-waterway-only rules (FAS, FOB, CFR, CIF). Ocean, drayage (the
 * truck leg of a sea shipment) and integrated orders (which carry a sea leg) accept them.
 */
export const NON_SEA_MODES: readonly TOrderMode[] = ['road', 'rail', 'air'];

export const checkIncoterm = (raw: string, mode?: TOrderMode): string | null => {
  const code = raw.trim().toUpperCase();
  const rule = INCOTERMS_2020.find((r) => r.code === code);
  if (!rule) {
    return code === '' ? MSG.required : ORDERS_MSG.incoterm;
  }
  if (rule.seaOnly && mode && NON_SEA_MODES.includes(mode)) {
    return ORDERS_MSG.incotermSeaOnly(code);
  }
  return null;
};

/** A zod field for an order's Incoterm in a mode (or any mode when the mode is not known yet). */
export const incotermField = (mode?: TOrderMode) =>
  z
    .string({ error: MSG.required })
    .overwrite((value) => value.trim().toUpperCase())
    .superRefine((value, ctx) => {
      const problem = checkIncoterm(value, mode);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    });

// ---------------------------------------------------------------------------------------------
// Dangerous goods: UN number, class or division, packing group

export const normalizeUnNumber = (raw: string): string => raw.toUpperCase().replace(/[\s-]+/g, '');
export const UN_NUMBER_PATTERN = /^UN\d{4}$/;

/**
 * The UN Model Regulations' classes and divisions (the DCSA IMO class list, dgimoclasses.csv): class 1
 * by division 1.1 to 1.6 with an optional compatibility group (1.4S), 2.1 to 2.3, 3, 4.1 to 4.3, 5.1,
 * 5.2, 6.1, 6.2, 7, 8, 9.
 */
export const HAZARD_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
const HAZARD_CLASS_PATTERN = /^(1\.[1-6][A-HJ-LNS]?|2\.[1-3]|3|4\.[1-3]|5\.[12]|6\.[12]|7|8|9)$/;
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

export const checkUnNumber = (raw: string, isKnown?: (unNumber: string) => boolean): string | null => {
  const code = normalizeUnNumber(raw);
  if (code === '') {
    return MSG.required;
  }
  if (!UN_NUMBER_PATTERN.test(code)) {
    return ORDERS_MSG.unNumber;
  }
  if (isKnown && !isKnown(code)) {
    return ORDERS_MSG.unNumberUnknown(code);
  }
  return null;
};

export const checkHazardClass = (raw: string): string | null => {
  const value = raw.trim().toUpperCase();
  if (value === '') {
    return MSG.required;
  }
  return HAZARD_CLASS_PATTERN.test(value) ? null : ORDERS_MSG.hazardClass;
};

/** The division of a class with its compatibility group ('1.4S' → '1.4'). */
export const hazardDivision = (hazardClass: string): string =>
  hazardClass
    .trim()
    .toUpperCase()
    .replace(/[A-Z]$/, '');

const refineWith = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const problem = check(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
  }
};

/** A dangerous goods line of an order or a purchase order: UN number, class, packing group. */
export const dangerousGoodsLineSchema = (isKnownUnNumber?: (unNumber: string) => boolean) =>
  z.object({
    unNumber: z
      .string({ error: MSG.required })
      .overwrite(normalizeUnNumber)
      .superRefine(refineWith((value) => checkUnNumber(value, isKnownUnNumber))),
    hazardClass: z
      .string({ error: MSG.required })
      .overwrite((value) => value.trim().toUpperCase())
      .superRefine(refineWith(checkHazardClass)),
    packingGroup: z
      .string()
      .overwrite((value) => value.trim().toUpperCase())
      .pipe(z.enum(PACKING_GROUPS, { error: ORDERS_MSG.packingGroup }))
      .optional(),
    properShippingName: z
      .string()
      .trim()
      .max(255, { error: MSG.maxLength(255) })
      .optional(),
  });
export type TDangerousGoodsLine = z.output<ReturnType<typeof dangerousGoodsLineSchema>>;

// ---------------------------------------------------------------------------------------------
// Weights and volumes (DOMAIN.md §5: kg/lb, CBM/CFT; 'lbs' → lb, 'kgs' → kg as the spec says)

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];
export const VOLUME_UNITS = ['CBM', 'CFT'] as const;
export type TVolumeUnit = (typeof VOLUME_UNITS)[number];
/** The spec's default unit of volume (spec 02 §9). */
export const DEFAULT_VOLUME_UNIT: TVolumeUnit = 'CBM';

/** The international avoirdupois pound (1959): exactly 0.45359237 kg. */
export const KG_PER_LB = 0.45359237;
/** A cubic foot: (0.3048 m)³ = 0.028316846592 m³ exactly. */
export const CBM_PER_CFT = 0.028316846592;

const WEIGHT_ALIASES: Record<string, TWeightUnit> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
};
const VOLUME_ALIASES: Record<string, TVolumeUnit> = {
  cbm: 'CBM',
  m3: 'CBM',
  'm³': 'CBM',
  cft: 'CFT',
  cuft: 'CFT',
  ft3: 'CFT',
  'ft³': 'CFT',
};

/** 'KGS', 'kgs', 'Kg' → 'kg'; 'LBS' → 'lb'; null when it is not a weight unit. */
export const normalizeWeightUnit = (raw: string | null | undefined): TWeightUnit | null =>
  WEIGHT_ALIASES[(raw ?? '').trim().toLowerCase().replace(/\.$/, '')] ?? null;

/** 'cbm', 'M3' → 'CBM'; 'cft', 'ft3' → 'CFT'; null otherwise. */
export const normalizeVolumeUnit = (raw: string | null | undefined): TVolumeUnit | null =>
  VOLUME_ALIASES[(raw ?? '').trim().toLowerCase()] ?? null;

/** Rounds half away from zero at `decimals`, in decimal (1.0005 → 1.001, not 1.000). */
export const roundTo = (value: number, decimals: number): number => {
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  if (text.includes('e')) {
    // Very large or very small: the exponent form cannot be shifted as text.
    return (sign * Math.round(Math.abs(value) * 10 ** decimals)) / 10 ** decimals;
  }
  const shifted = Math.round(Number(`${text}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
};

export const convertWeight = (value: number, from: TWeightUnit, to: TWeightUnit, decimals = 3): number => {
  if (from === to) {
    return value;
  }
  return roundTo(from === 'lb' ? value * KG_PER_LB : value / KG_PER_LB, decimals);
};

export const convertVolume = (value: number, from: TVolumeUnit, to: TVolumeUnit, decimals = 4): number => {
  if (from === to) {
    return value;
  }
  return roundTo(from === 'CFT' ? value * CBM_PER_CFT : value / CBM_PER_CFT, decimals);
};

export const weightUnitField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (normalizeWeightUnit(value) ?? value) : value),
    z.enum(WEIGHT_UNITS, { error: ORDERS_MSG.weightUnit }),
  );

export const volumeUnitField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (normalizeVolumeUnit(value) ?? value) : value),
    z.enum(VOLUME_UNITS, { error: ORDERS_MSG.volumeUnit }),
  );

const positiveNumber = () =>
  z.number({ error: MSG.number }).refine((n) => Number.isFinite(n) && n > 0, { error: ORDERS_MSG.moreThanZero });

/** A weight with its unit: `{ value: 12000, unit: 'KGS' }` parses to `{ value: 12000, unit: 'kg' }`. */
export const weightSchema = z.object({ value: positiveNumber(), unit: weightUnitField() });
export const volumeSchema = z.object({ value: positiveNumber(), unit: volumeUnitField() });
export type TWeight = z.output<typeof weightSchema>;
export type TVolume = z.output<typeof volumeSchema>;

export const weightInKg = (weight: TWeight): number => convertWeight(weight.value, weight.unit, 'kg');
