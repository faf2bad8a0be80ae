// cmove — continuous moves (issue 18): chain truckload orders into tours from the drivers' base so the
// empty (deadhead) miles are as few as possible, under hours of service: at most `maxDrivingHours` of
// driving and `maxDutyHours` from leaving the base to coming back. Orders have fixed pickup
// appointments, so "j can follow i" is known in advance and the problem is an assignment of successors
// (a path cover) with driving and duty carried along each chain. Formulation in docs/solvers-mip.md.
import { z } from 'zod';
import type { SolverContext, SolverModel, SolverResult } from '../model';
import { coordinateSchema, haversineMiles, intValue, mipParamsShape, round, runMip, seededRandom } from './common';
import { type LinExpr, LpModel, type LpVar } from './lp';

const point = coordinateSchema.extend({ name: z.string().min(1) });

export const cmoveInputSchema = z
  .object({
    base: point,
    orders: z
      .array(
        z.object({
          id: z.string().min(1),
          origin: point,
          destination: point,
          /** Pickup appointment, hours from the start of the plan. */
          pickupAt: z.number().min(0),
        }),
      )
      .min(1),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.orders.forEach((o, i) => {
      if (seen.has(o.id)) {
        ctx.addIssue({ code: 'custom', path: ['orders', i, 'id'], message: `Order ${o.id} appears twice` });
      }
      seen.add(o.id);
    });
  });
export type CmoveInput = z.infer<typeof cmoveInputSchema>;

export const cmoveParamsSchema = z.object({
  ...mipParamsShape,
  speedMph: z.number().positive().default(50),
  /** Hours to load at pickup and to unload at delivery (each). */
  handlingHours: z.number().min(0).default(1),
  /** US hours of service: 11 hours driving within a 14-hour duty window. */
  maxDrivingHours: z.number().positive().default(11),
  maxDutyHours: z.number().positive().default(14),
  /** Most trucks (tours) available; empty means as many as needed. */
  maxTrucks: z.number().int().positive().optional(),
  /** Successors considered per order (nearest feasible first); more is slower and rarely better. */
  candidateSuccessors: z.number().int().min(1).max(500).default(12),
});
export type CmoveParams = z.infer<typeof cmoveParamsSchema>;

export type CmoveSolution = { tours: string[][] };

/** Times and miles of one order, from the base and between orders. */
const geometry = (input: CmoveInput, params: CmoveParams) => {
  const v = params.speedMph;
  const orders = input.orders.map((o) => {
    const loaded = haversineMiles(o.origin, o.destination);
    return {
      order: o,
      loaded,
      fromBase: haversineMiles(input.base, o.origin),
      toBase: haversineMiles(o.destination, input.base),
      finish: o.pickupAt + 2 * params.handlingHours + loaded / v,
    };
  });
  const deadhead = (i: number, j: number) => {
    const a = input.orders[i];
    const b = input.orders[j];
    return a && b ? haversineMiles(a.destination, b.origin) : Number.POSITIVE_INFINITY;
  };
  /** j can follow i: i's delivery done, then the empty drive, before j's appointment. */
  const canFollow = (i: number, j: number) => {
    const a = orders[i];
    const b = orders[j];
    return i !== j && a !== undefined && b !== undefined && a.finish + deadhead(i, j) / v <= b.order.pickupAt + 1e-9;
  };
  return { orders, deadhead, canFollow };
};

export type TourReport = {
  orders: string[];
  drivingHours: number;
  dutyHours: number;
  emptyMiles: number;
  loadedMiles: number;
  errors: string[];
};

/** Simulates one tour from the base and back: the independent check of hours of service. */
export const evaluateTour = (input: CmoveInput, params: CmoveParams, ids: string[]): TourReport => {
  const v = params.speedMph;
  const byId = new Map(input.orders.map((o) => [o.id, o]));
  const errors: string[] = [];
  let position = { lat: input.base.lat, lon: input.base.lon };
  let clock = Number.NEGATIVE_INFINITY;
  let start = 0;
  let driving = 0;
  let empty = 0;
  let loaded = 0;
  ids.forEach((id, k) => {
    const o = byId.get(id);
    if (!o) {
      errors.push(`unknown order ${id}`);
      return;
    }
    const dh = haversineMiles(position, o.origin);
    if (k === 0) {
      start = o.pickupAt - dh / v;
      clock = o.pickupAt;
    } else {
      const arrive = clock + dh / v;
      if (arrive > o.pickupAt + 1e-6) {
        errors.push(`${id}: arrives at ${round(arrive)} h, after the ${round(o.pickupAt)} h appointment`);
      }
      clock = Math.max(arrive, o.pickupAt);
    }
    const miles = haversineMiles(o.origin, o.destination);
    clock += 2 * params.handlingHours + miles / v;
    driving += (dh + miles) / v;
    empty += dh;
    loaded += miles;
    position = { lat: o.destination.lat, lon: o.destination.lon };
  });
  const back = haversineMiles(position, input.base);
  empty += back;
  driving += back / v;
  const duty = clock + back / v - start;
  if (driving > params.maxDrivingHours + 1e-6) {
    errors.push(`${round(driving)} h driving, above ${params.maxDrivingHours} h`);
  }
  if (duty > params.maxDutyHours + 1e-6) {
    errors.push(`${round(duty)} h on duty, above ${params.maxDutyHours} h`);
  }
  return { orders: ids, drivingHours: driving, dutyHours: duty, emptyMiles: empty, loadedMiles: loaded, errors };
};

/** Independent check of a plan: every order in exactly one tour, every tour within the rules. */
export const checkCmove = (input: CmoveInput, params: CmoveParams, solution: CmoveSolution): string[] => {
  const errors: string[] = [];
  const count = new Map<string, number>();
  for (const tour of solution.tours) {
    for (const id of tour) {
      count.set(id, (count.get(id) ?? 0) + 1);
    }
    for (const e of evaluateTour(input, params, tour).errors) {
      errors.push(`tour ${tour.join('→')}: ${e}`);
    }
  }
  for (const o of input.orders) {
    const n = count.get(o.id) ?? 0;
    if (n !== 1) {
      errors.push(`${o.id}: in ${n} tours`);
    }
  }
  if (params.maxTrucks !== undefined && solution.tours.length > params.maxTrucks) {
    errors.push(`${solution.tours.length} tours for ${params.maxTrucks} trucks`);
  }
  return errors;
};

export const cmoveEmptyMiles = (input: CmoveInput, params: CmoveParams, solution: CmoveSolution) =>
  solution.tours.reduce((a, t) => a + evaluateTour(input, params, t).emptyMiles, 0);

/** Every successor choice for every order: tiny instances only (tests). */
export const bruteForceCmove = (input: CmoveInput, params: CmoveParams): number | null => {
  const n = input.orders.length;
  const succ = new Array<number>(n).fill(-1);
  const hasPred = new Array<boolean>(n).fill(false);
  let best: number | null = null;
  const walk = (i: number) => {
    if (i === n) {
      const tours: string[][] = [];
      for (let s = 0; s < n; s += 1) {
        if (!hasPred[s]) {
          const tour: string[] = [];
          for (let k = s; k !== -1; k = succ[k] ?? -1) {
            tour.push(input.orders[k]?.id ?? '');
          }
          tours.push(tour);
        }
      }
      const solution = { tours };
      // Orders on a cycle would belong to no tour; the check counts them as missing.
      if (checkCmove(input, params, solution).length === 0) {
        const miles = cmoveEmptyMiles(input, params, solution);
        best = best === null ? miles : Math.min(best, miles);
      }
      return;
    }
    succ[i] = -1;
    walk(i + 1);
    for (let j = 0; j < n; j += 1) {
      if (j !== i && !hasPred[j]) {
        succ[i] = j;
        hasPred[j] = true;
        walk(i + 1);
        hasPred[j] = false;
      }
    }
    succ[i] = -1;
  };
  walk(0);
  return best;
};

export const solveCmove = (input: CmoveInput, params: CmoveParams, ctx: SolverContext): Promise<SolverResult> => {
  const v = params.speedMph;
  const geo = geometry(input, params);
  const n = input.orders.length;
  let start: LpVar[] = [];
  let end: LpVar[] = [];
  let arcs: Array<{ i: number; j: number; x: LpVar }> = [];
  return runMip(
    ctx,
    params,
    () => {
      const m = new LpModel();
      const g = geo.orders;
      const tMin = Math.min(...g.map((o) => o.order.pickupAt - o.fromBase / v));
      const tMax = Math.max(...g.map((o) => o.order.pickupAt));
      start = g.map((o) => m.addVar(`start[${o.order.id}]`, { kind: 'binary' }));
      end = g.map((o) => m.addVar(`end[${o.order.id}]`, { kind: 'binary' }));
      const drive = g.map((o) => m.addVar(`drive[${o.order.id}]`, { lb: 0, ub: params.maxDrivingHours }));
      const tourStart = g.map((o) => m.addVar(`tourStart[${o.order.id}]`, { lb: tMin, ub: tMax }));
      arcs = [];
      const arcOf = new Map<string, LpVar>();
      // Greedy first plan: orders by appointment, each appended to the open tour whose last order it can
      // follow with the fewest empty miles (and the hours still fit), else a new tour.
      const greedyStart = (size: number): Float64Array | null => {
        const order = g.map((_, k) => k).sort((a, b) => (g[a]?.order.pickupAt ?? 0) - (g[b]?.order.pickupAt ?? 0));
        const tours: number[][] = [];
        for (const j of order) {
          let best: { tour: number[]; miles: number } | null = null;
          for (const tour of tours) {
            const last = tour[tour.length - 1] ?? -1;
            if (!arcOf.has(`${last},${j}`)) {
              continue;
            }
            const miles = geo.deadhead(last, j);
            if (best && miles >= best.miles) {
              continue;
            }
            const ids = [...tour, j].map((k) => input.orders[k]?.id ?? '');
            if (evaluateTour(input, params, ids).errors.length === 0) {
              best = { tour, miles };
            }
          }
          if (best) {
            best.tour.push(j);
          } else {
            tours.push([j]);
          }
        }
        if (params.maxTrucks !== undefined && tours.length > params.maxTrucks) {
          return null;
        }
        const values = new Float64Array(size);
        for (const tour of tours) {
          const head = tour[0] ?? 0;
          const first = g[head];
          const leave = first ? first.order.pickupAt - first.fromBase / v : 0;
          let driving = first ? (first.fromBase + first.loaded) / v : 0;
          values[(start[head] as LpVar).index] = 1;
          tour.forEach((k, pos) => {
            const next = tour[pos + 1];
            if (pos > 0) {
              const prev = tour[pos - 1] ?? 0;
              driving += (geo.deadhead(prev, k) + (g[k]?.loaded ?? 0)) / v;
            }
            values[(drive[k] as LpVar).index] = driving;
            values[(tourStart[k] as LpVar).index] = leave;
            if (next === undefined) {
              values[(end[k] as LpVar).index] = 1;
            } else {
              values[(arcOf.get(`${k},${next}`) as LpVar).index] = 1;
            }
          });
        }
        return values;
      };
      for (let i = 0; i < n; i += 1) {
        const candidates: number[] = [];
        for (let j = 0; j < n; j += 1) {
          if (geo.canFollow(i, j)) {
            candidates.push(j);
          }
        }
        candidates.sort((a, b) => geo.deadhead(i, a) - geo.deadhead(i, b));
        for (const j of candidates.slice(0, params.candidateSuccessors)) {
          const x = m.addVar(`next[${i},${j}]`, { kind: 'binary' });
          arcs.push({ i, j, x });
          arcOf.set(`${i},${j}`, x);
        }
      }
      const into: LinExpr[] = g.map((_, j) => [[1, start[j] as LpVar]]);
      const outOf: LinExpr[] = g.map((_, i) => [[1, end[i] as LpVar]]);
      for (const a of arcs) {
        into[a.j]?.push([1, a.x]);
        outOf[a.i]?.push([1, a.x]);
      }
      for (let k = 0; k < n; k += 1) {
        m.addConstraint(into[k] ?? [], '=', 1);
        m.addConstraint(outOf[k] ?? [], '=', 1);
      }
      g.forEach((o, j) => {
        const s = start[j] as LpVar;
        const e = end[j] as LpVar;
        const d = drive[j] as LpVar;
        const t = tourStart[j] as LpVar;
        // A tour's first order: driving from the base plus the loaded leg.
        const first = (o.fromBase + o.loaded) / v;
        m.addConstraint(
          [
            [1, d],
            [-first, s],
          ],
          '>=',
          0,
        );
        // Every order at least drives its own loaded leg.
        m.addConstraint([[1, d]], '>=', o.loaded / v);
        // The last order: driving back to the base within the driving limit.
        const back = o.toBase / v;
        m.addConstraint(
          [
            [1, d],
            [back, e],
          ],
          '<=',
          params.maxDrivingHours,
        );
        // The tour starts when the truck leaves the base for its first order.
        const leave = o.order.pickupAt - o.fromBase / v;
        const mStart = tMax - leave;
        m.addConstraint(
          [
            [1, t],
            [mStart, s],
          ],
          '<=',
          leave + mStart,
        );
        // Duty: from the tour's start to the return to base after the last order.
        const lastBack = o.finish + back;
        const mDuty = Math.max(0, lastBack - tMin - params.maxDutyHours);
        m.addConstraint(
          [
            [-1, t],
            [mDuty, e],
          ],
          '<=',
          params.maxDutyHours - lastBack + mDuty,
        );
      });
      for (const a of arcs) {
        const di = drive[a.i] as LpVar;
        const dj = drive[a.j] as LpVar;
        const next = geo.orders[a.j];
        const leg = (geo.deadhead(a.i, a.j) + (next?.loaded ?? 0)) / v;
        // drive[j] >= drive[i] + leg when j follows i
        const mDrive = params.maxDrivingHours + leg;
        m.addConstraint(
          [
            [1, dj],
            [-1, di],
            [-mDrive, a.x],
          ],
          '>=',
          leg - mDrive,
        );
        // the tour start is carried along the chain
        const mChain = tMax - tMin;
        m.addConstraint(
          [
            [1, tourStart[a.j] as LpVar],
            [-1, tourStart[a.i] as LpVar],
            [mChain, a.x],
          ],
          '<=',
          mChain,
        );
      }
      m.start = greedyStart(m.vars.length);
      if (params.maxTrucks !== undefined) {
        m.addConstraint(
          start.map((s) => [1, s] as const),
          '<=',
          params.maxTrucks,
        );
      }
      m.minimize([
        ...g.map((o, j) => [o.fromBase, start[j] as LpVar] as const),
        ...g.map((o, i) => [o.toBase, end[i] as LpVar] as const),
        ...arcs.map((a) => [geo.deadhead(a.i, a.j), a.x] as const),
      ]);
      return m;
    },
    (solution) => {
      const values = solution.values;
      const next = new Map<number, number>();
      for (const a of arcs) {
        if (intValue(values, a.x.index) === 1) {
          next.set(a.i, a.j);
        }
      }
      const tours: string[][] = [];
      start.forEach((s, j) => {
        if (intValue(values, s.index) === 1) {
          const tour: string[] = [];
          for (let k: number | undefined = j; k !== undefined; k = next.get(k)) {
            tour.push(input.orders[k]?.id ?? '');
            if (tour.length > n) {
              break;
            }
          }
          tours.push(tour);
        }
      });
      const plan: CmoveSolution = { tours };
      const reports = tours.map((t) => evaluateTour(input, params, t));
      const emptyMiles = reports.reduce((a, r) => a + r.emptyMiles, 0);
      const loadedMiles = reports.reduce((a, r) => a + r.loadedMiles, 0);
      // What the same orders cost one round trip each from the base: the planner's "before".
      const roundTrips = geo.orders.reduce((a, o) => a + o.fromBase + o.toBase, 0);
      const byId = new Map(input.orders.map((o) => [o.id, o]));
      const tourRows = reports.map((r, k) => ({
        tour: k + 1,
        orders: r.orders.join(' → '),
        stops: r.orders.length,
        drivingHours: round(r.drivingHours),
        dutyHours: round(r.dutyHours),
        loadedMiles: round(r.loadedMiles, 1),
        emptyMiles: round(r.emptyMiles, 1),
      }));
      const routes = tours.map((t, k) => ({
        id: `tour-${k + 1}`,
        label: `Tour ${k + 1}: ${t.length} orders`,
        stops: [
          { label: input.base.name, lat: input.base.lat, lon: input.base.lon },
          ...t.flatMap((id) => {
            const o = byId.get(id);
            return o
              ? [
                  { label: `${id} pickup ${o.origin.name}`, lat: o.origin.lat, lon: o.origin.lon },
                  { label: `${id} delivery ${o.destination.name}`, lat: o.destination.lat, lon: o.destination.lon },
                ]
              : [];
          }),
          { label: input.base.name, lat: input.base.lat, lon: input.base.lon },
        ],
      }));
      return {
        status: solution.status,
        objective: round(emptyMiles, 1),
        kpis: [
          { key: 'emptyMiles', label: 'Empty miles', value: round(emptyMiles, 1), unit: 'mi' },
          { key: 'loadedMiles', label: 'Loaded miles', value: round(loadedMiles, 1), unit: 'mi' },
          {
            key: 'emptyShare',
            label: 'Empty share',
            value: round((100 * emptyMiles) / Math.max(1e-9, emptyMiles + loadedMiles), 1),
            unit: '%',
          },
          {
            key: 'roundTripEmptyMiles',
            label: 'Empty miles, one round trip per order',
            value: round(roundTrips, 1),
            unit: 'mi',
          },
          {
            key: 'emptyMilesSaved',
            label: 'Empty miles saved by chaining',
            value: roundTrips > 0 ? round((100 * (roundTrips - emptyMiles)) / roundTrips, 1) : 0,
            unit: '%',
          },
          { key: 'tours', label: 'Tours (trucks)', value: tours.length },
          { key: 'ordersPerTour', label: 'Orders per tour', value: round(n / Math.max(1, tours.length), 2) },
        ],
        tables: [
          {
            id: 'tours',
            title: 'Tours',
            columns: [
              { key: 'tour', label: 'Tour', numeric: true },
              { key: 'orders', label: 'Orders' },
              { key: 'stops', label: 'Orders in tour', numeric: true },
              { key: 'drivingHours', label: 'Driving (h)', numeric: true },
              { key: 'dutyHours', label: 'Duty (h)', numeric: true },
              { key: 'loadedMiles', label: 'Loaded (mi)', numeric: true },
              { key: 'emptyMiles', label: 'Empty (mi)', numeric: true },
            ],
            rows: tourRows,
          },
        ],
        routes,
        solution: plan,
      };
    },
  );
};

export const cmoveModel: SolverModel<CmoveInput, CmoveParams> = {
  id: 'cmove',
  inputSchema: cmoveInputSchema,
  paramsSchema: cmoveParamsSchema,
  solve: solveCmove,
};

const texasTowns = ['Fort Worth', 'Arlington', 'Plano', 'Denton', 'Waco', 'Tyler', 'Sherman', 'Corsicana', 'Garland'];

/** A seeded regional instance around a Dallas base: short-haul loads with appointments over a few days. */
export const generateCmoveInstance = (
  options: { seed?: number; orders?: number; horizonHours?: number } = {},
): CmoveInput => {
  const rnd = seededRandom(options.seed ?? 1);
  const base = { name: 'Dallas yard', lat: 32.78, lon: -96.8 };
  const horizon = options.horizonHours ?? 24;
  const at = () => ({
    name: `${rnd.pick(texasTowns)} ${rnd.int(1, 99)}`,
    lat: round(base.lat + rnd.float(-1.3, 1.3), 4),
    lon: round(base.lon + rnd.float(-1.5, 1.5), 4),
  });
  const orders = Array.from({ length: options.orders ?? 8 }, (_, i) => ({
    id: `TL${String(i + 1).padStart(4, '0')}`,
    origin: at(),
    destination: at(),
    pickupAt: round(rnd.float(0, horizon), 2),
  }));
  return { base, orders };
};
