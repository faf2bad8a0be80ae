import { KG_PER_LB, roundTo } from '../../orders/order-rules';

// Packaging and pallet groups carry every weight and dimension in both unit systems (spec 02 §3:
// weightInKg/Lb, lengthInMT/FT, …). The user enters one system; `inBothSystems` fills the other with
// the one conversion below, so the two never disagree. When both are given, the metric value wins.

/** A foot is exactly 0.3048 m. */
export const MT_PER_FT = 0.3048;

export type TUnitSystem = 'metric' | 'imperial';
export type TMeasureKind = 'weight' | 'length';

/** Converts a weight (kg ↔ lb) or a length (m ↔ ft) between the two systems, rounded to 3 decimals. */
export const convertMeasure = (kind: TMeasureKind, value: number, from: TUnitSystem, to: TUnitSystem): number => {
  if (from === to) {
    return value;
  }
  const factor = kind === 'weight' ? KG_PER_LB : MT_PER_FT;
  return roundTo(from === 'imperial' ? value * factor : value / factor, 3);
};

/** The measure pairs of the packaging and pallet groups: [metric field, imperial field, kind]. */
export const MEASURE_PAIRS = [
  ['weightInKg', 'weightInLb', 'weight'],
  ['lengthInMT', 'lengthInFT', 'length'],
  ['widthInMT', 'widthInFT', 'length'],
  ['heightInMT', 'heightInFT', 'length'],
  ['girthInMT', 'girthInFT', 'length'],
  ['longestDIMInMT', 'longestDIMInFT', 'length'],
] as const;

type Measured = Partial<Record<(typeof MEASURE_PAIRS)[number][0 | 1], number | null>>;

/** The group with each measure in both systems: the missing side computed from the given one (metric first). */
export const inBothSystems = <T extends Measured>(group: T): T => {
  const out: Record<string, unknown> = { ...group };
  for (const [metric, imperial, kind] of MEASURE_PAIRS) {
    if (!(metric in group) && !(imperial in group)) {
      continue;
    }
    const m = group[metric];
    const i = group[imperial];
    if (typeof m === 'number') {
      out[imperial] = convertMeasure(kind, m, 'metric', 'imperial');
    } else if (typeof i === 'number') {
      out[metric] = convertMeasure(kind, i, 'imperial', 'metric');
    } else {
      out[metric] = null;
      out[imperial] = null;
    }
  }
  return out as T;
};
