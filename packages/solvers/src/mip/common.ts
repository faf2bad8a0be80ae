// What the LP/MIP models share: a seeded random source for the instance generators, great-circle
// distances, the common parameters (time limit, gap) and the run sequence every model follows
// (build → check stop → solve with HiGHS → check stop → read the solution).
import { z } from 'zod';
import type { SolverContext, SolverResult } from '../model';
import { type MipSolution, solveWithHighs } from './highs';
import type { LpModel } from './lp';

/** mulberry32: small, fast and good enough for test and demo instances; same seed, same instance. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** Float in [min, max). */
    float: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick from an empty list');
      }
      return item;
    },
  };
};
export type Random = ReturnType<typeof seededRandom>;

export const coordinateSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type Coordinate = z.infer<typeof coordinateSchema>;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in statute miles (US trucking's unit for empty miles). */
export const haversineMiles = (a: Coordinate, b: Coordinate): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Parameters every LP/MIP model has. */
export const mipParamsShape = {
  timeLimitSeconds: z.number().positive().max(3600).default(30),
  mipRelGap: z.number().min(0).max(0.5).default(0.0001),
};

export const round = (value: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Integer value of a MIP variable (HiGHS returns 0.9999999 for 1). */
export const intValue = (values: Float64Array, index: number) => Math.round(values[index] ?? 0);

const sizeKpis = (model: LpModel) => [
  { key: 'variables', label: 'Variables', value: model.vars.length },
  { key: 'integerVariables', label: 'Integer variables', value: model.integerCount },
  { key: 'constraints', label: 'Constraints', value: model.rows.length },
];

const emptyResult = (status: SolverResult['status'], message: string, model: LpModel): SolverResult => ({
  status,
  objective: null,
  kpis: [{ key: 'solverStatus', label: 'Solver status', value: message }, ...sizeKpis(model)],
  tables: [],
});

/**
 * The run sequence of every LP/MIP model. The wasm solve blocks its thread, but HiGHS calls back into
 * JavaScript at its interrupt checkpoints (simplex iterations, branch-and-bound nodes): there the
 * callback reads `ctx.shouldStop()` (an Atomics flag in the worker) and interrupts, and HiGHS returns its
 * incumbent, which the model reports with status 'stopped'. Between two checkpoints (presolve, one long
 * LP) it cannot be interrupted: the time limit parameter bounds those.
 */
export const runMip = async (
  ctx: SolverContext,
  params: { timeLimitSeconds: number; mipRelGap: number },
  build: () => LpModel,
  read: (solution: MipSolution, model: LpModel) => SolverResult,
): Promise<SolverResult> => {
  ctx.progress({ iteration: 0, objective: null, elapsedMs: ctx.elapsedMs(), fraction: 0, message: 'Building model' });
  const model = build();
  if (ctx.shouldStop()) {
    return emptyResult('stopped', 'Stopped before solving', model);
  }
  ctx.progress({
    iteration: 1,
    objective: null,
    elapsedMs: ctx.elapsedMs(),
    fraction: 0.1,
    message: `Solving: ${model.vars.length} variables (${model.integerCount} integer), ${model.rows.length} constraints`,
  });
  let incumbents = 0;
  const solution = await solveWithHighs(model, {
    ...params,
    shouldStop: () => ctx.shouldStop(),
    onIncumbent: (objective) => {
      incumbents += 1;
      ctx.progress({
        iteration: 1 + incumbents,
        objective,
        elapsedMs: ctx.elapsedMs(),
        fraction: null,
        message: `Solving: incumbent ${incumbents}`,
      });
    },
  });
  ctx.progress({
    iteration: 2 + incumbents,
    objective: solution.objective,
    elapsedMs: ctx.elapsedMs(),
    fraction: 1,
    message: `HiGHS: ${solution.highsStatus}`,
  });
  if (solution.status === 'infeasible') {
    return emptyResult('infeasible', 'No plan meets every constraint (HiGHS: Infeasible)', model);
  }
  if (solution.values.length === 0 && solution.status === 'stopped') {
    return emptyResult('stopped', `Stopped before a first solution (HiGHS: ${solution.highsStatus})`, model);
  }
  if (solution.status === 'error' || solution.values.length === 0) {
    return emptyResult('error', `HiGHS: ${solution.highsStatus}`, model);
  }
  const result = read(solution, model);
  return {
    ...result,
    kpis: [
      ...result.kpis,
      { key: 'solverStatus', label: 'Solver status', value: solution.highsStatus },
      ...(solution.mipGap === null
        ? []
        : [{ key: 'mipGap', label: 'Optimality gap', value: round(100 * solution.mipGap, 3), unit: '%' }]),
      { key: 'solveSeconds', label: 'Solve time', value: round(solution.solveMs / 1000, 3), unit: 's' },
      ...sizeKpis(model),
    ],
  };
};
