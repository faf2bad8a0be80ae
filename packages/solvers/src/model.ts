// The contract every planning model of the AI area (issue 18, spec 02 §7.14) keeps. A model is pure
// computation: no database, no HTTP, no clock of its own beyond the context. The server's `ai` feature
// runs it in a worker thread as a stoppable job and stores what it returns; the web renders the result
// generically (KPIs, tables, routes on a map, series on a chart). Benchmarks and tests call `solve`
// directly.
import { z } from 'zod';

/** What a model reports while it works; the session screen shows it live. */
export interface SolverProgress {
  /** Iterations (or nodes, generations, epochs) done so far. */
  iteration: number;
  /** Objective of the best solution so far (lower is better unless the model says otherwise). */
  objective: number | null;
  /** Milliseconds since the model started. */
  elapsedMs: number;
  /** Fraction done when the model knows it (0..1), else null. */
  fraction: number | null;
  message?: string;
}

export interface SolverContext {
  /** Report progress; cheap to call, the runner throttles what it forwards. */
  progress(progress: SolverProgress): void;
  /**
   * True once the user pressed Stop or the time limit passed. Checked inside the model's loops: a model
   * that sees it returns its best solution so far with status 'stopped'. (In a worker thread this reads
   * a shared flag with Atomics, so a synchronous loop sees it without yielding.)
   */
  shouldStop(): boolean;
  /** Milliseconds since start, from the runner's clock. */
  elapsedMs(): number;
}

export const kpiSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  unit: z.string().optional(),
});

export const resultTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), numeric: z.boolean().optional() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

/** A route on a map: the stops in order (vehicle tours, chained moves). */
export const resultRouteSchema = z.object({
  id: z.string(),
  label: z.string(),
  stops: z.array(z.object({ label: z.string(), lat: z.number(), lon: z.number() })),
});

/** A series on a chart: history and forecast, with an interval where there is one. */
export const resultSeriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  points: z.array(
    z.object({
      t: z.string(),
      value: z.number().nullable(),
      lower: z.number().nullable().optional(),
      upper: z.number().nullable().optional(),
      kind: z.enum(['actual', 'fitted', 'forecast']).optional(),
    }),
  ),
});

export const solverStatusSchema = z.enum(['optimal', 'feasible', 'stopped', 'infeasible', 'error']);

export const solverResultSchema = z.object({
  status: solverStatusSchema,
  objective: z.number().nullable(),
  kpis: z.array(kpiSchema),
  tables: z.array(resultTableSchema),
  routes: z.array(resultRouteSchema).optional(),
  series: z.array(resultSeriesSchema).optional(),
  /** Model-specific payload (the raw solution) for exports and later use; JSON only. */
  solution: z.unknown().optional(),
});
export type SolverResult = z.infer<typeof solverResultSchema>;
export type SolverStatus = z.infer<typeof solverStatusSchema>;

export interface SolverModel<Input, Params> {
  /** The spec's model name: 'sarima', 'sgvrp', 'acs', 'cmove', 'block', 'transloading', 'crane-crew', 'multi-period'. */
  id: string;
  inputSchema: z.ZodType<Input>;
  /** Parameters with defaults: `paramsSchema.parse({})` gives a runnable set. */
  paramsSchema: z.ZodType<Params>;
  solve(input: Input, params: Params, ctx: SolverContext): SolverResult | Promise<SolverResult>;
}

/** A context for tests and benchmarks: a time limit, no stop button, progress kept in memory. */
export const localContext = (options: { timeLimitMs?: number; onProgress?: (p: SolverProgress) => void } = {}) => {
  const start = performance.now();
  const elapsedMs = () => performance.now() - start;
  const ctx: SolverContext = {
    progress: (p) => options.onProgress?.(p),
    shouldStop: () => options.timeLimitMs !== undefined && elapsedMs() >= options.timeLimitMs,
    elapsedMs,
  };
  return ctx;
};
