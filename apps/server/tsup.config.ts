import { defineConfig } from 'tsup';

// The server is bundled into dist/main.js with the shared workspace package inlined; npm
// dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@lanehub/shared'],
});
