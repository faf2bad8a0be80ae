import { type SolverContext, type SolverResult, solverResultSchema } from '@lanehub/solvers/model';
import { modelEntry } from '@lanehub/solvers/registry';
import { serveWorkerTask } from '../../platform/jobs/worker-task';
import { type AiWorkerInput, readStopFlag, writeProgressSlots } from './ai-session.shared';

// The worker thread of an AI session: runs the model synchronously with a context whose shouldStop()
// reads the session's shared stop flag (Atomics), so a Stop reaches the model inside its loops; the
// model then returns its best answer so far with status 'stopped'. Progress goes to the shared buffer
// (iteration, objective, fraction, elapsed) and a message wakes the handler to store it.
serveWorkerTask<AiWorkerInput, SolverResult>(async (task, progress) => {
  const entry = modelEntry(task.model);
  if (!entry) {
    throw new Error(`Unknown model ${task.model}`);
  }
  const started = performance.now();
  const elapsedMs = () => performance.now() - started;
  const ctx: SolverContext = {
    progress: (p) => {
      writeProgressSlots(task.shared, p);
      progress(p.iteration, 0);
    },
    shouldStop: () => readStopFlag(task.shared) || elapsedMs() >= task.timeLimitMs,
    elapsedMs,
  };
  const input = entry.model.inputSchema.parse(task.input);
  const params = entry.model.paramsSchema.parse(task.params);
  return solverResultSchema.parse(await entry.model.solve(input, params, ctx));
});
