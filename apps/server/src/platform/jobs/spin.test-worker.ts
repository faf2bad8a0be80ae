import { serveWorkerTask } from './worker-task';

// A test-only worker (worker-threads.test.ts): `steps` steps of busy computation of `stepMs` each,
// a progress message after each; `steps` 0 computes forever (only a terminate stops it).
serveWorkerTask<{ steps: number; stepMs: number }, { steps: number; sum: number }>((input, progress) => {
  if (input.stepMs < 0) {
    throw new Error('stepMs must not be negative');
  }
  let sum = 0;
  for (let step = 1; input.steps === 0 || step <= input.steps; step++) {
    const until = Date.now() + input.stepMs;
    while (Date.now() < until) {
      sum = (sum + Math.sqrt(step * until)) % 1_000_003;
    }
    progress(step, input.steps);
  }
  return { steps: input.steps, sum };
});
