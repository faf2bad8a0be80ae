import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerMessage } from './worker-threads';

// The worker-thread side of `runInWorker`: a worker module calls `serveWorkerTask(run)` once, at its
// top level. `run` gets the input and a `progress(done, total)` it may call as often as it likes
// (even from a synchronous loop: the messages leave at once).

export const serveWorkerTask = <Input, Result>(
  run: (input: Input, progress: (done: number, total: number) => void) => Result | Promise<Result>,
) => {
  const port = parentPort;
  if (!port) {
    throw new Error('serveWorkerTask runs in a worker thread');
  }
  const post = (message: WorkerMessage) => port.postMessage(message);
  const { input } = workerData as { input: Input };
  Promise.resolve()
    .then(() => run(input, (done, total) => post({ type: 'progress', done, total })))
    .then(
      (result) => post({ type: 'done', result }),
      (error: unknown) =>
        post({
          type: 'failed',
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
        }),
    );
};
