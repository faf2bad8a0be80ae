import { defineConfig } from 'tsup';

// The server is bundled into dist/main.js with the shared workspace package inlined; npm
// dependencies stay external. Worker-thread modules of jobs are entries of their own,
// dist/workers/<name>.js, where platform/jobs/worker-threads.ts `workerModule` finds them.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'workers/location-import': 'src/features/locations/location-import.worker.ts',
    'workers/po-import': 'src/features/purchase-orders/po-import.worker.ts',
    'workers/ai-session': 'src/features/ai/ai-session.worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@lanehub/shared', '@lanehub/solvers'],
});
