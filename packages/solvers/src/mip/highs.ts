// HiGHS (compiled to WebAssembly, the `highs` package) loaded once per process, and one call that solves
// an LpModel. The wasm file is found through Node's resolver from this module's URL, so it is found both
// from the sources (tsx, Vitest) and from the server bundle (tsup inlines this package into
// apps/server/dist/main.js, whose import.meta.url still resolves `highs/runtime` in node_modules).
// LANEHUB_HIGHS_WASM or `configureHighs({ wasmPath })` overrides it (a deployment without node_modules).
import { createRequire } from 'node:module';
import highsLoader, { type Highs } from 'highs';
import type { SolverStatus } from '../model';
import type { LpModel } from './lp';

let wasmPathOverride: string | undefined;
let loading: Promise<Highs> | undefined;

export const configureHighs = (options: { wasmPath?: string }) => {
  wasmPathOverride = options.wasmPath;
  loading = undefined;
};

export const highsWasmPath = (): string =>
  wasmPathOverride ?? process.env.LANEHUB_HIGHS_WASM ?? createRequire(import.meta.url).resolve('highs/runtime');

export const loadHighs = (): Promise<Highs> => {
  if (!loading) {
    const wasm = highsWasmPath();
    loading = highsLoader({ locateFile: (file) => (file.endsWith('.wasm') ? wasm : file) });
    // A failed load is not cached: the next solve tries again.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
};

export type MipSolveOptions = {
  /** Wall-clock limit handed to HiGHS (`time_limit`, seconds). */
  timeLimitSeconds: number;
  /** Relative MIP gap at which HiGHS stops (`mip_rel_gap`); 0 proves optimality. */
  mipRelGap?: number;
};

export type MipSolution = {
  status: SolverStatus;
  /** HiGHS's own words, shown to the user next to the status. */
  highsStatus: string;
  objective: number | null;
  /** Value of every variable by index; empty when there is no solution. */
  values: Float64Array;
  solveMs: number;
};

/** Maps HiGHS's model status to the contract's status; `hasSolution` says whether an incumbent came back. */
export const mapHighsStatus = (highsStatus: string, hasSolution: boolean): SolverStatus => {
  switch (highsStatus) {
    case 'Optimal':
      return 'optimal';
    case 'Infeasible':
      return 'infeasible';
    case 'Time limit reached':
    case 'Iteration limit reached':
    case 'Interrupted by user':
      // The time limit is the stop: with an incumbent the answer is usable but not proved optimal.
      return hasSolution ? 'feasible' : 'stopped';
    default:
      return 'error';
  }
};

export const solveWithHighs = async (model: LpModel, options: MipSolveOptions): Promise<MipSolution> => {
  const highs = await loadHighs();
  const text = model.toLpFormat();
  const started = performance.now();
  const raw = highs.solve(text, {
    time_limit: options.timeLimitSeconds,
    mip_rel_gap: options.mipRelGap ?? 1e-6,
    output_flag: false,
  });
  const solveMs = performance.now() - started;
  const columns = raw.Columns as Record<string, { Primal?: number } | undefined>;
  const values = new Float64Array(model.vars.length);
  let hasSolution = raw.Status !== 'Infeasible';
  for (let i = 0; i < model.vars.length; i += 1) {
    const column = columns[`x${i}`];
    if (column === undefined) {
      // A variable the LP text never mentions outside its bounds: HiGHS drops it; it sits at its bound.
      const def = model.vars[i];
      values[i] = def && Number.isFinite(def.lb) ? def.lb : 0;
      continue;
    }
    if (typeof column.Primal !== 'number') {
      hasSolution = false;
      break;
    }
    values[i] = column.Primal;
  }
  const status = mapHighsStatus(raw.Status, hasSolution);
  const usable = status === 'optimal' || status === 'feasible';
  return {
    status,
    highsStatus: raw.Status,
    objective: usable ? raw.ObjectiveValue + model.objectiveConstant : null,
    values: usable ? values : new Float64Array(0),
    solveMs,
  };
};
