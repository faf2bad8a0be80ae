// The VRP models as the AI area runs them: sgvrp (ALNS) and acs (ant colony system), one input format
// (a benchmark file's text or Lanehub locations), one parameter set, one result shape.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { runAcs } from './acs';
import { buildInstance, checkRoute, cleanDistance, type NodeInput, type Routes, type VrpInstance } from './instance';
import { parseCvrplib, parseSolomon } from './readers';
import { runSgvrp, type SearchOutcome } from './sgvrp';

const minutesOfDay = z
  .number()
  .min(0)
  .max(7 * 24 * 60);

export const vrpLocationSchema = z
  .object({
    name: z.string().trim().min(1),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    /** Units of the vehicle capacity (pallets, kg…). */
    demand: z.number().min(0).default(0),
    /** Time window in minutes from the start of the planning day. */
    readyMinutes: minutesOfDay.default(0),
    dueMinutes: minutesOfDay.default(24 * 60),
    serviceMinutes: z
      .number()
      .min(0)
      .max(24 * 60)
      .default(0),
  })
  .refine((l) => l.readyMinutes <= l.dueMinutes, {
    message: 'The time window closes before it opens',
    path: ['dueMinutes'],
  });
export type VrpLocation = z.input<typeof vrpLocationSchema>;

export const vrpInputSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('solomon'),
    text: z.string().min(1),
    /** Best-known distance to report the gap against (DIMACS convention: arcs truncated to 1 decimal). */
    bestKnown: z.number().positive().optional(),
  }),
  z.object({
    format: z.literal('cvrplib'),
    text: z.string().min(1),
    bestKnown: z.number().positive().optional(),
  }),
  z.object({
    format: z.literal('locations'),
    name: z.string().trim().min(1).default('Dispatch'),
    depot: vrpLocationSchema,
    stops: z.array(vrpLocationSchema).min(1).max(2000),
    capacity: z.number().positive(),
    vehicles: z.number().int().positive(),
    /** Average road speed turning kilometres into driving minutes. */
    speedKmh: z.number().positive().max(200).default(60),
    bestKnown: z.number().positive().optional(),
  }),
]);
export type VrpInput = z.input<typeof vrpInputSchema>;

export const vrpParamsSchema = z.object({
  timeLimitSeconds: z.number().positive().max(3600).default(10),
  seed: z.number().int().min(0).default(1),
  /** Cap on iterations (ALNS iterations, ACS colony iterations); none by default. */
  maxIterations: z.number().int().positive().nullable().default(null),
});
export type VrpParams = z.infer<typeof vrpParamsSchema>;

/**
 * Builds an instance from Lanehub-like locations. Distances are great-circle kilometres; time is
 * carried in kilometres at `speedKmh` so that travel time equals distance inside the solvers.
 */
export const instanceFromLocations = (options: {
  name?: string;
  depot: VrpLocation;
  stops: VrpLocation[];
  capacity: number;
  vehicles: number;
  speedKmh?: number;
}): VrpInstance => {
  const speed = options.speedKmh ?? 60;
  const kmPerMinute = speed / 60;
  const toNode = (raw: VrpLocation, isDepot: boolean): NodeInput => {
    const l = vrpLocationSchema.parse(raw);
    return {
      label: l.name,
      x: l.lon,
      y: l.lat,
      demand: isDepot ? 0 : l.demand,
      ready: l.readyMinutes * kmPerMinute,
      due: l.dueMinutes * kmPerMinute,
      service: isDepot ? 0 : l.serviceMinutes * kmPerMinute,
    };
  };
  return buildInstance({
    name: options.name ?? 'Dispatch',
    nodes: [toNode(options.depot, true), ...options.stops.map((s) => toNode(s, false))],
    capacity: options.capacity,
    maxVehicles: options.vehicles,
    convention: 'haversine-km',
    geographic: true,
    hasTimeWindows: true,
    minutesPerUnit: 60 / speed,
  });
};

export const instanceFromInput = (input: z.infer<typeof vrpInputSchema>): VrpInstance => {
  if (input.format === 'solomon') {
    return parseSolomon(input.text);
  }
  if (input.format === 'cvrplib') {
    return parseCvrplib(input.text);
  }
  return instanceFromLocations(input);
};

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

const clock = (inst: VrpInstance, t: number) => {
  const minutes = t * inst.minutesPerUnit;
  if (!inst.geographic) {
    return round(minutes, 1).toString();
  }
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Turns a search outcome into the result the AI area stores and shows. */
export const vrpResult = (
  inst: VrpInstance,
  outcome: SearchOutcome,
  bestKnown: number | undefined,
  solveMs: number,
): SolverResult => {
  const unit = inst.geographic ? 'km' : '';
  if (!outcome.routes) {
    return {
      status: 'infeasible',
      objective: null,
      kpis: [{ key: 'reason', label: 'Why no plan', value: outcome.reason ?? 'no feasible solution' }],
      tables: [],
    };
  }
  const routes: Routes = outcome.routes;
  const distance = cleanDistance(
    inst,
    routes.reduce((sum, r) => sum + checkRoute(inst, r).distance, 0),
  );
  const gap = bestKnown ? round(((distance - bestKnown) / bestKnown) * 100, 2) : null;
  const routeRows = routes.map((r, i) => {
    const check = checkRoute(inst, r);
    return {
      vehicle: i + 1,
      stops: ['Depot', ...r.map((c) => inst.labels[c] ?? String(c)), 'Depot'].join(' → '),
      customers: r.length,
      load: round(check.load, 2),
      distance: cleanDistance(inst, check.distance),
      arrivals: check.starts.map((t) => clock(inst, t)).join(', '),
      back: clock(inst, check.end),
    };
  });
  const stopRows = routes.flatMap((r, i) => {
    const check = checkRoute(inst, r);
    let load = 0;
    return r.map((c, p) => {
      load += inst.demand[c] as number;
      return {
        vehicle: i + 1,
        sequence: p + 1,
        stop: inst.labels[c] ?? String(c),
        demand: inst.demand[c] as number,
        loadAfter: round(load, 2),
        serviceStart: clock(inst, check.starts[p] as number),
        windowOpens: clock(inst, inst.ready[c] as number),
        windowCloses: Number.isFinite(inst.due[c]) ? clock(inst, inst.due[c] as number) : null,
      };
    });
  });
  const point = (c: number) => ({
    label: inst.labels[c] ?? String(c),
    lat: inst.y[c] as number,
    lon: inst.x[c] as number,
  });
  return {
    status: outcome.stopped ? 'stopped' : 'feasible',
    objective: distance,
    kpis: [
      { key: 'distance', label: 'Total distance', value: distance, ...(unit ? { unit } : {}) },
      { key: 'vehicles', label: 'Vehicles used', value: routes.length },
      { key: 'customers', label: 'Stops served', value: inst.size - 1 },
      { key: 'bestKnown', label: 'Best known', value: bestKnown ?? null },
      { key: 'gap', label: 'Gap to best known', value: gap, unit: '%' },
      { key: 'iterations', label: 'Iterations', value: outcome.iterations },
      { key: 'timeToBest', label: 'Time to best', value: Math.round(outcome.timeToBestMs), unit: 'ms' },
      { key: 'time', label: 'Solve time', value: Math.round(solveMs), unit: 'ms' },
    ],
    tables: [
      {
        id: 'routes',
        title: 'Routes',
        columns: [
          { key: 'vehicle', label: 'Vehicle', numeric: true },
          { key: 'stops', label: 'Stops in order' },
          { key: 'customers', label: 'Stops', numeric: true },
          { key: 'load', label: 'Load', numeric: true },
          { key: 'distance', label: 'Distance', numeric: true },
          { key: 'arrivals', label: 'Service starts' },
          { key: 'back', label: 'Back at depot' },
        ],
        rows: routeRows,
      },
      {
        id: 'stops',
        title: 'Stops',
        columns: [
          { key: 'vehicle', label: 'Vehicle', numeric: true },
          { key: 'sequence', label: 'Sequence', numeric: true },
          { key: 'stop', label: 'Stop' },
          { key: 'demand', label: 'Demand', numeric: true },
          { key: 'loadAfter', label: 'Load after', numeric: true },
          { key: 'serviceStart', label: 'Service start' },
          { key: 'windowOpens', label: 'Window opens' },
          { key: 'windowCloses', label: 'Window closes' },
        ],
        rows: stopRows,
      },
    ],
    // Benchmark files have plane x/y, not lat/lon: they are plotted as lon = x, lat = y.
    routes: routes.map((r, i) => ({
      id: `vehicle-${i + 1}`,
      label: `Vehicle ${i + 1}`,
      stops: [point(0), ...r.map(point), point(0)],
    })),
    solution: {
      instance: inst.name,
      convention: inst.convention,
      coordinates: inst.geographic ? 'lat/lon' : 'plane x/y shown as lon/lat',
      distance,
      routes: routes.map((r) => r.map((c) => inst.labels[c] ?? String(c))),
    },
  };
};

type Runner = (
  inst: VrpInstance,
  options: { timeLimitMs: number; seed: number; maxIterations: number | null },
  ctx: SolverContext,
) => SearchOutcome;

const makeModel = (id: 'sgvrp' | 'acs', run: Runner): SolverModel<z.infer<typeof vrpInputSchema>, VrpParams> => ({
  id,
  inputSchema: vrpInputSchema,
  paramsSchema: vrpParamsSchema,
  solve(input, params, ctx) {
    const started = ctx.elapsedMs();
    const inst = instanceFromInput(input);
    const outcome = run(
      inst,
      { timeLimitMs: params.timeLimitSeconds * 1000, seed: params.seed, maxIterations: params.maxIterations },
      ctx,
    );
    return vrpResult(inst, outcome, input.bestKnown, ctx.elapsedMs() - started);
  },
});

export const sgvrpModel = makeModel('sgvrp', runSgvrp);
export const acsModel = makeModel('acs', (inst, options, ctx) => runAcs(inst, options, ctx));
