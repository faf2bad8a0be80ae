// The catalogue of planning models (issue 18, spec 02 §7.14: sarima, cmove, block, sgvrp, acs,
// transloading, crane and crew scheduling, multi-period): what `/ai` lists and what the server's `ai`
// feature can run. A model's entry names its input kinds:
// - `series`: a dated series (orders per lane, or a CSV of date,value) — sarima;
// - `demo`: the model's seeded demo instance (every model), built by `demo.build(seed, size)`;
// - `file`: an uploaded benchmark instance (Solomon or CVRPLIB text) — the VRP models;
// - `locations`: the company's locations with coordinates — the VRP models, once locations have them.
import { z } from 'zod';
import {
  blockModel,
  cmoveModel,
  craneCrewModel,
  generateBlockInstance,
  generateCmoveInstance,
  generateCraneCrewInstance,
  generateMultiPeriodInstance,
  generateTransloadingInstance,
  multiPeriodModel,
  transloadingModel,
} from './mip';
import { seededRandom } from './mip/common';
import type { SolverModel } from './model';
import { sarimaModel } from './sarima/sarima';
import type { VrpInput, VrpLocation } from './vrp/models';
import { acsModel, sgvrpModel } from './vrp/models';

export type ModelInputKind = 'series' | 'demo' | 'file' | 'locations';

/** The model's seeded demo instance: same seed and size, same instance. */
export interface DemoInstance {
  /** What `size` counts, when the generator has a size (customers, orders, containers, weeks, periods). */
  size?: { label: string; min: number; max: number; default: number };
  build(seed: number, size: number | undefined): unknown;
}

export interface ModelEntry {
  id: string;
  label: string;
  description: string;
  inputKinds: ModelInputKind[];
  /**
   * Models of different input types: `solve` is a method, so its parameters are checked bivariantly and
   * any model fits; callers parse input and params with the model's own schemas before calling it.
   */
  model: SolverModel<unknown, unknown>;
  demo: DemoInstance;
}

/** Parameters of the demo source, checked on the server (errors on `input.seed`, `input.size`). */
export const demoParamsSchema = (demo: DemoInstance) =>
  z.object({
    seed: z.number().int().min(0).max(1_000_000).default(1),
    size: demo.size
      ? z.number().int().min(demo.size.min).max(demo.size.max).default(demo.size.default)
      : z.undefined().optional(),
  });

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * A seeded monthly volume series: a trend, a yearly season and noise, from January 2019 — enough for
 * the airline model and its backtest.
 */
export const demoSeries = (seed: number, periods: number) => {
  const rnd = seededRandom(seed);
  const level = 80 + rnd.next() * 80;
  const points = Array.from({ length: periods }, (_, i) => {
    const year = 2019 + Math.floor(i / 12);
    const month = (i % 12) + 1;
    const season = 1 + 0.25 * Math.sin((2 * Math.PI * (month - 3)) / 12);
    const value = level * (1 + 0.012 * i) * season * (0.92 + 0.16 * rnd.next());
    return { t: `${year}-${String(month).padStart(2, '0')}`, value: Math.round(value) };
  });
  return { label: `Demo volumes (seed ${seed})`, frequency: 'month' as const, points };
};

/**
 * A seeded day of pickups around a Chicago depot: customers within about 100 km, demands 1–10 units,
 * vans of 40 units, four-hour time windows between 08:00 and 16:00, 15 minutes of service each.
 */
export const demoDispatch = (seed: number, customers: number): VrpInput => {
  const rnd = seededRandom(seed);
  const depot: VrpLocation = { name: 'Depot Chicago', lat: 41.8781, lon: -87.6298, readyMinutes: 0, dueMinutes: 1440 };
  const stops: VrpLocation[] = Array.from({ length: customers }, (_, i) => {
    const ready = 480 + Math.floor(rnd.next() * 5) * 60;
    return {
      name: `Customer ${i + 1}`,
      lat: round(41.8781 + (rnd.next() - 0.5) * 1.6),
      lon: round(-87.6298 + (rnd.next() - 0.5) * 2),
      demand: 1 + Math.floor(rnd.next() * 10),
      readyMinutes: ready,
      dueMinutes: ready + 240,
      serviceMinutes: 15,
    };
  });
  return {
    format: 'locations',
    name: `Demo dispatch (seed ${seed})`,
    depot,
    stops,
    capacity: 40,
    vehicles: customers,
    speedKmh: 60,
  };
};

const vrpDemo: DemoInstance = {
  size: { label: 'Customers', min: 5, max: 200, default: 30 },
  build: (seed, size) => demoDispatch(seed, size ?? 30),
};

export const MODEL_REGISTRY: Record<string, ModelEntry> = {
  sarima: {
    id: 'sarima',
    label: 'SARIMA forecast',
    description:
      'Seasonal ARIMA forecast of volumes (orders per lane per week or month, or an uploaded series) with prediction intervals and a backtest against a seasonal-naive baseline.',
    inputKinds: ['series', 'demo'],
    model: sarimaModel,
    demo: {
      size: { label: 'Months', min: 24, max: 240, default: 60 },
      build: (seed, size) => demoSeries(seed, size ?? 60),
    },
  },
  sgvrp: {
    id: 'sgvrp',
    label: 'Vehicle routing (sgvrp)',
    description:
      'Routes vehicles from a depot to customers under vehicle capacity and time windows: a strong construction then adaptive large neighbourhood search; stops with the best plan so far.',
    inputKinds: ['demo', 'file', 'locations'],
    model: sgvrpModel,
    demo: vrpDemo,
  },
  acs: {
    id: 'acs',
    label: 'Vehicle routing (acs)',
    description:
      'The same routing problem solved by an ant colony system: ants build tours guided by pheromone and distance, with local search on the best ones.',
    inputKinds: ['demo', 'file', 'locations'],
    model: acsModel,
    demo: vrpDemo,
  },
  cmove: {
    id: 'cmove',
    label: 'Continuous moves (cmove)',
    description:
      'Chains truckload orders into tours from a base that minimise empty miles under hours-of-service limits (assignment model on HiGHS).',
    inputKinds: ['demo'],
    model: cmoveModel,
    demo: {
      size: { label: 'Orders', min: 4, max: 200, default: 20 },
      build: (seed, size) => generateCmoveInstance({ seed, orders: size ?? 20 }),
    },
  },
  block: {
    id: 'block',
    label: 'Container block and slot',
    description:
      'Allocates vessel slots by service, week and equipment to contracts and customers to maximise contribution under capacity and minimum commitments (mixed-integer program on HiGHS).',
    inputKinds: ['demo'],
    model: blockModel,
    demo: { build: (seed) => generateBlockInstance({ seed }) },
  },
  transloading: {
    id: 'transloading',
    label: 'Transloading',
    description:
      "Decides which inbound ocean containers are transloaded into 53' trailers at which facility, or go direct, at least total cost (drayage, handling, line-haul, per diem) under capacities.",
    inputKinds: ['demo'],
    model: transloadingModel,
    demo: {
      size: { label: 'Containers', min: 5, max: 500, default: 30 },
      build: (seed, size) => generateTransloadingInstance({ seed, containers: size ?? 30 }),
    },
  },
  'crane-crew': {
    id: 'crane-crew',
    label: 'Crane and crew scheduling',
    description:
      'Assigns quay cranes to vessel bays and yard gangs to shifts under labour rules, at least labour cost (mixed-integer program on HiGHS).',
    inputKinds: ['demo'],
    model: craneCrewModel,
    demo: { build: (seed) => generateCraneCrewInstance({ seed }) },
  },
  'multi-period': {
    id: 'multi-period',
    label: 'Multi-period network flow',
    description:
      'Plans inventory and shipments per week across DCs and lanes to meet forecast demand at least cost (linear program on HiGHS).',
    inputKinds: ['demo'],
    model: multiPeriodModel,
    demo: {
      size: { label: 'Weeks', min: 2, max: 52, default: 12 },
      build: (seed, size) => generateMultiPeriodInstance({ seed, weeks: size ?? 12 }),
    },
  },
};

export const modelEntry = (id: string): ModelEntry | undefined =>
  Object.hasOwn(MODEL_REGISTRY, id) ? MODEL_REGISTRY[id] : undefined;

/** One parameter of a model as the web's form renders it, derived from the model's `paramsSchema`. */
export type ParamField = {
  name: string;
  type: 'number' | 'integer' | 'boolean' | 'select';
  default: unknown;
  min?: number;
  max?: number;
  options?: string[];
  optional?: boolean;
};

type JsonProp = {
  type?: string | string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  anyOf?: JsonProp[];
};

/** The parameter form of a model: its `paramsSchema` through `z.toJSONSchema`, defaults from `parse({})`. */
export const paramFields = (entry: ModelEntry): ParamField[] => {
  const defaults = entry.model.paramsSchema.parse({}) as Record<string, unknown>;
  const json = z.toJSONSchema(entry.model.paramsSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProp>;
  };
  return Object.entries(json.properties ?? {}).flatMap(([name, raw]): ParamField[] => {
    const prop = raw.anyOf?.find((p) => p.type !== 'null') ?? raw;
    const base = { name, default: defaults[name] ?? null, optional: !(name in defaults) || defaults[name] === null };
    const bounds = {
      ...(prop.minimum !== undefined ? { min: prop.minimum } : {}),
      ...(prop.exclusiveMinimum !== undefined ? { min: prop.exclusiveMinimum } : {}),
      ...(prop.maximum !== undefined && prop.maximum < 1e9 ? { max: prop.maximum } : {}),
    };
    if (prop.enum) {
      return [{ ...base, type: 'select', options: prop.enum.map(String) }];
    }
    if (prop.type === 'boolean') {
      return [{ ...base, type: 'boolean' }];
    }
    if (prop.type === 'integer' || prop.type === 'number') {
      return [{ ...base, type: prop.type, ...bounds }];
    }
    return [];
  });
};
