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
  /** Polled from HiGHS's interrupt callbacks (simplex, interior point, branch and bound). */
  shouldStop?: () => boolean;
  /** Each better incumbent HiGHS finds during branch and bound. */
  onIncumbent?: (objective: number) => void;
};

export type MipSolution = {
  status: SolverStatus;
  /** HiGHS's own words, shown to the user next to the status. */
  highsStatus: string;
  objective: number | null;
  /** Value of every variable by index; empty when there is no solution. */
  values: Float64Array;
  solveMs: number;
  /** Relative gap between the incumbent and the proven bound (0 when optimal; null for an LP). */
  mipGap: number | null;
};

// HiGHS's model status codes (highs.constants.modelStatus) and the words used in results.
const statusWords: Record<number, string> = {
  6: 'Empty',
  7: 'Optimal',
  8: 'Infeasible',
  9: 'Primal infeasible or unbounded',
  10: 'Unbounded',
  13: 'Time limit reached',
  14: 'Iteration limit reached',
  17: 'Interrupted',
};

/**
 * Maps HiGHS's model status to the contract's status; `hasSolution` says whether an incumbent came back.
 * A time limit with an incumbent is a usable plan not proved optimal ('feasible'); a Stop is 'stopped'
 * and keeps the incumbent when there is one.
 */
export const mapHighsStatus = (code: number, hasSolution: boolean): SolverStatus => {
  switch (code) {
    case 6:
    case 7:
      return 'optimal';
    case 8:
      return 'infeasible';
    case 13:
    case 14:
      return hasSolution ? 'feasible' : 'stopped';
    case 17:
      return 'stopped';
    default:
      return 'error';
  }
};

// HiGHS's kSolutionStatusFeasible for info `primal_solution_status`.
const SOLUTION_FEASIBLE = 2;

export const solveWithHighs = async (model: LpModel, options: MipSolveOptions): Promise<MipSolution> => {
  const highs = await loadHighs();
  const text = model.toLpFormat();
  const started = performance.now();
  const solver = highs.createModel({ format: 'lp', data: text });
  try {
    solver.options.set({
      output_flag: false,
      time_limit: options.timeLimitSeconds,
      mip_rel_gap: options.mipRelGap ?? 1e-6,
    });
    if (model.start) {
      // A heuristic plan as the first incumbent: HiGHS checks it and ignores it if it breaks a row.
      const indices: number[] = [];
      const startValues: number[] = [];
      model.start.forEach((value, i) => {
        try {
          indices.push(solver.getColByName(`x${i}`));
          startValues.push(value);
        } catch {
          // A variable the LP text never mentions has no column.
        }
      });
      solver.setSolution({ indices, values: startValues });
    }
    const stopCheck = (event: { interrupt(): void }) => {
      if (options.shouldStop?.()) {
        event.interrupt();
      }
      return undefined;
    };
    const types = highs.constants.callbackType;
    const run = solver.run({
      [types.simplexInterrupt]: stopCheck,
      [types.ipmInterrupt]: stopCheck,
      [types.mipInterrupt]: stopCheck,
      [types.mipImprovingSolution]: (event) => {
        const value = event.data.objective_function_value;
        if (typeof value === 'number') {
          options.onIncumbent?.(value + model.objectiveConstant);
        }
        return undefined;
      },
    });
    const code = Number(run.modelStatus);
    const hasSolution = Number(solver.info.get('primal_solution_status')) === SOLUTION_FEASIBLE;
    const status = mapHighsStatus(code, hasSolution);
    const usable = hasSolution && (status === 'optimal' || status === 'feasible' || status === 'stopped');
    // The LP reader numbers columns in order of first appearance: map them back by name (x<index>).
    const values = new Float64Array(model.vars.length);
    model.vars.forEach((v, i) => {
      values[i] = Number.isFinite(v.lb) ? Math.max(v.lb, 0) : 0;
    });
    let mipGap: number | null = null;
    if (usable) {
      const colValue = solver.getSolution().colValue;
      for (let j = 0; j < colValue.length; j += 1) {
        const index = Number(solver.getColName(j).slice(1));
        values[index] = colValue[j] ?? 0;
      }
      if (model.integerCount > 0) {
        mipGap = Number(solver.info.get('mip_gap'));
      }
    }
    return {
      status,
      highsStatus: statusWords[code] ?? `HiGHS status ${code}`,
      objective: usable ? solver.getObjectiveValue() + model.objectiveConstant : null,
      values: usable ? values : new Float64Array(0),
      solveMs: performance.now() - started,
      mipGap,
    };
  } finally {
    solver.dispose();
  }
};
