import type { SolverProgress } from '@lanehub/solvers/model';

// The memory an AI session's handler and its worker thread share (a SharedArrayBuffer passed in the
// worker's data is shared, not copied): an Int32 stop flag at byte 0, then four Float64 progress
// slots at byte 8 (iteration, objective, fraction, elapsed ms; NaN for "none").

export type AiWorkerInput = {
  model: string;
  input: unknown;
  params: unknown;
  shared: SharedArrayBuffer;
  timeLimitMs: number;
};

export const SHARED_BYTES = 8 + 4 * 8;

export const newSharedState = () => new SharedArrayBuffer(SHARED_BYTES);

export const requestStop = (shared: SharedArrayBuffer) => {
  Atomics.store(new Int32Array(shared, 0, 1), 0, 1);
};

export const readStopFlag = (shared: SharedArrayBuffer) => Atomics.load(new Int32Array(shared, 0, 1), 0) === 1;

export const writeProgressSlots = (shared: SharedArrayBuffer, p: SolverProgress) => {
  const slots = new Float64Array(shared, 8, 4);
  slots[0] = p.iteration;
  slots[1] = p.objective ?? Number.NaN;
  slots[2] = p.fraction ?? Number.NaN;
  slots[3] = p.elapsedMs;
};

export const readProgressSlots = (shared: SharedArrayBuffer) => {
  const slots = new Float64Array(shared, 8, 4);
  const orNull = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v);
  return {
    iteration: Math.round(slots[0] ?? 0),
    objective: orNull(slots[1]),
    fraction: orNull(slots[2]),
    elapsedMs: Math.round(slots[3] ?? 0),
  };
};
