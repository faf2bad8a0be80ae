// Starts a TypeScript worker module from the sources (development, tests): registers tsx in this
// thread, then imports the module. The built server never uses it (its workers are bundled .js).
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.module);
