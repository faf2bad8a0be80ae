import { Worker } from 'node:worker_threads';

// CPU-heavy parts of a job (big parses, solvers) run in a worker thread so the server's event loop
// keeps answering requests. The handler stays on the main thread: it owns the database, the job's
// progress and its cancel; the worker computes and reports progress. A cancel (the handler's
// `progress` throwing JobCancelled) terminates the thread at once, wherever its computation is.
//
// A worker module calls `serveWorkerTask` (worker-task.ts). In the sources (tsx in development,
// Vitest) the module is TypeScript and is started through ts-worker.mjs, which registers tsx in the
// thread; the built server starts the bundled `dist/workers/<name>.js` (apps/server/tsup.config.ts).

export type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string; stack?: string };

/**
 * Where a worker module is: `sourcePath` relative to the calling source file (its `import.meta.url`)
 * when running from the sources, `dist/workers/<name>.js` when running the built server.
 */
export const workerModule = (callerUrl: string, sourcePath: string, name: string): URL =>
  callerUrl.endsWith('.ts') ? new URL(sourcePath, callerUrl) : new URL(`./workers/${name}.js`, callerUrl);

const TS_BOOTSTRAP = new URL('./ts-worker.mjs', import.meta.url);

export type WorkerRun<Result> = { result: Promise<Result>; terminate: () => Promise<void> };

/**
 * Runs `module` in a new worker thread with `input` (structured-cloned). `onProgress` runs for the
 * worker's progress messages, one at a time (messages that arrive meanwhile are folded into the
 * latest); when it throws (a cancel), the thread is terminated and `result` rejects with that error.
 */
export const runInWorker = <Result>(
  module: URL,
  input: unknown,
  options: { onProgress?: (done: number, total: number) => Promise<void> } = {},
): WorkerRun<Result> => {
  const typescript = module.pathname.endsWith('.ts');
  const worker = new Worker(typescript ? TS_BOOTSTRAP : module, {
    workerData: typescript ? { input, module: module.href } : { input },
  });
  let settled = false;
  const result = new Promise<Result>((resolve, reject) => {
    const settle = (error: unknown, value?: Result) => {
      if (settled) {
        return;
      }
      settled = true;
      void worker.terminate();
      if (error) {
        reject(error);
      } else {
        resolve(value as Result);
      }
    };
    let reporting = false;
    let latest: { done: number; total: number } | null = null;
    const report = async () => {
      if (reporting || !options.onProgress) {
        return;
      }
      reporting = true;
      try {
        while (latest && !settled) {
          const { done, total } = latest;
          latest = null;
          await options.onProgress(done, total);
        }
      } catch (error) {
        settle(error);
      } finally {
        reporting = false;
      }
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        latest = { done: message.done, total: message.total };
        void report();
      } else if (message.type === 'done') {
        settle(null, message.result as Result);
      } else {
        const error = new Error(message.message);
        error.stack = message.stack;
        settle(error);
      }
    });
    worker.on('error', (error) => settle(error));
    worker.on('exit', (code) => settle(new Error(`worker stopped with exit code ${code}`)));
  });
  return {
    result,
    terminate: async () => {
      await worker.terminate();
    },
  };
};
