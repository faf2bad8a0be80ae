import { z } from 'zod';
import { MSG } from '../constants/messages';
import type { TOrderMode } from './order-model';
import { roundTo } from './order-rules';
import { ORDERS_MSG } from './orders-messages';

// Well-to-wheel greenhouse gas emissions of a shipment leg (ISO 14083:2023, GLEC Framework): the
// transport activity in tonne-kilometres times a default intensity factor of the mode. Where no route
// distance is known the distance is the great-circle distance between the two ends, adjusted by the
// mode's distance factor. Every factor, with its source and how far it was verified, is in docs/orders-carbon.md; a company with its
// own (carrier-specific, primary-data) factors passes them in `factors`.

export type TCarbonMode = Exclude<TOrderMode, 'integrated'>;

export type TIntensityFactor = {
  /** Well-to-wheel grams of CO2e per tonne-kilometre. */
  gCo2ePerTonneKm: number;
  source: string;
};

/**
 * Default WTW intensities by mode. Not yet checked figure by figure against the GLEC Framework v3 default
 * tables, which could not be obtained (docs/orders-carbon.md says what was searched and found): each
 * source says so, and the figures stay data in this one place.
 */
export const DEFAULT_INTENSITY_FACTORS: Readonly<Record<TCarbonMode, TIntensityFactor>> = {
  ocean: {
    gCo2ePerTonneKm: 8,
    source:
      'GLEC Framework v3.0 (2023), sea transport default, container vessel, average (unverified, docs/orders-carbon.md)',
  },
  road: {
    gCo2ePerTonneKm: 62,
    source: 'GLEC Framework v3.0 (2023), road transport default, articulated truck (unverified, docs/orders-carbon.md)',
  },
  drayage: {
    gCo2ePerTonneKm: 62,
    source:
      'GLEC Framework v3.0 (2023), road transport default, articulated truck (container haulage) (unverified, docs/orders-carbon.md)',
  },
  rail: {
    gCo2ePerTonneKm: 22,
    source: 'GLEC Framework v3.0 (2023), rail transport default, diesel freight (unverified, docs/orders-carbon.md)',
  },
  air: {
    gCo2ePerTonneKm: 602,
    source: 'GLEC Framework v3.0 (2023), air transport default, long haul (unverified, docs/orders-carbon.md)',
  },
};

/**
 * From great-circle to travelled distance when no route is known: a factor (road and rail circuity, sea
 * routes around land) and, for air, the fixed 95 km of EN 16258 / the ICAO method for approach,
 * holding and routing.
 */
export type TDistanceAdjustment = { factor: number; addKm: number; source: string };

export const DEFAULT_DISTANCE_ADJUSTMENTS: Readonly<Record<TCarbonMode, TDistanceAdjustment>> = {
  road: { factor: 1.2, addKm: 0, source: 'Road circuity about 1.2 (Ballou, Rahardja and Sakai, 2002)' },
  drayage: { factor: 1.2, addKm: 0, source: 'Road circuity about 1.2 (Ballou, Rahardja and Sakai, 2002)' },
  rail: { factor: 1.2, addKm: 0, source: 'Road circuity figure applied to rail (Lanehub choice)' },
  ocean: { factor: 1.15, addKm: 0, source: 'Sea routes around land, +15 % (Lanehub choice)' },
  air: { factor: 1, addKm: 95, source: 'Great circle + 95 km (EN 16258:2012, ICAO carbon calculator method)' },
};

/** Mean Earth radius (IUGG), the sphere the haversine formula measures on. */
export const EARTH_RADIUS_KM = 6371.0088;

export type TCoordinates = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in km. */
export const greatCircleKm = (a: TCoordinates, b: TCoordinates): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

const coordinatesSchema = z.object({
  latitude: z.number({ error: MSG.number }).min(-90, { error: ORDERS_MSG.latitude }).max(90, {
    error: ORDERS_MSG.latitude,
  }),
  longitude: z.number({ error: MSG.number }).min(-180, { error: ORDERS_MSG.longitude }).max(180, {
    error: ORDERS_MSG.longitude,
  }),
});

const positive = () => z.number({ error: MSG.number }).positive({ error: ORDERS_MSG.moreThanZero });

/** What `calculate-carbon` takes: a mode, the weight, and a distance or the two ends' coordinates. */
export const carbonInputSchema = z
  .object({
    mode: z.enum(['ocean', 'road', 'rail', 'drayage', 'air', 'integrated']),
    weightKg: positive(),
    distanceKm: positive().optional(),
    origin: coordinatesSchema.optional(),
    destination: coordinatesSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'integrated') {
      ctx.addIssue({ code: 'custom', path: ['mode'], message: ORDERS_MSG.carbonIntegrated });
    }
    if (input.distanceKm === undefined && !(input.origin && input.destination)) {
      ctx.addIssue({ code: 'custom', path: ['distanceKm'], message: ORDERS_MSG.carbonDistance });
    }
  });
export type TCarbonInput = z.input<typeof carbonInputSchema>;

export type TCarbonResult = {
  mode: TCarbonMode;
  /** Well-to-wheel kg CO2e, to the gram. */
  kgCo2e: number;
  /** The distance used, in km (to the metre). */
  distanceKm: number;
  distanceBasis: 'given' | 'great-circle';
  /** The unadjusted great-circle distance when the distance came from coordinates. */
  greatCircleKm: number | null;
  tonneKm: number;
  factor: TIntensityFactor;
  adjustment: TDistanceAdjustment | null;
};

/**
 * Well-to-wheel kg CO2e of moving `weightKg` over a leg in one mode. Throws a RangeError with the rule's
 * message for an input `carbonInputSchema` refuses (the server parses with the schema first).
 */
export const calculateCarbon = (
  input: TCarbonInput,
  options: {
    factors?: Partial<Record<TCarbonMode, TIntensityFactor>>;
    adjustments?: Partial<Record<TCarbonMode, TDistanceAdjustment>>;
  } = {},
): TCarbonResult => {
  const parsed = carbonInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new RangeError(parsed.error.issues[0]?.message ?? MSG.validationFailed);
  }
  const { weightKg, distanceKm, origin, destination } = parsed.data;
  const mode = parsed.data.mode as TCarbonMode;
  const factor = options.factors?.[mode] ?? DEFAULT_INTENSITY_FACTORS[mode];
  let distance: number;
  let gcd: number | null = null;
  let adjustment: TDistanceAdjustment | null = null;
  if (distanceKm !== undefined) {
    distance = distanceKm;
  } else {
    gcd = greatCircleKm(origin as TCoordinates, destination as TCoordinates);
    adjustment = options.adjustments?.[mode] ?? DEFAULT_DISTANCE_ADJUSTMENTS[mode];
    distance = gcd * adjustment.factor + adjustment.addKm;
  }
  const tonneKm = (weightKg / 1000) * distance;
  return {
    mode,
    kgCo2e: roundTo((tonneKm * factor.gCo2ePerTonneKm) / 1000, 3),
    distanceKm: roundTo(distance, 3),
    distanceBasis: distanceKm !== undefined ? 'given' : 'great-circle',
    greatCircleKm: gcd === null ? null : roundTo(gcd, 3),
    tonneKm: roundTo(tonneKm, 3),
    factor,
    adjustment,
  };
};
