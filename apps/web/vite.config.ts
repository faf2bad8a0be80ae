import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/**
 * Libraries every screen runs before its first paint, each in one chunk of its own: they change
 * rarely (a deploy keeps them cached) and one file compresses better and costs fewer requests than
 * the dozens of small chunks the automatic splitting makes of them. Mantine is left to the automatic
 * splitting, so a screen loads only the components it uses (issue 13 "Delivery").
 */
const VENDOR_CHUNKS: { name: string; packages: string[] }[] = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'react-router', packages: ['react-router'] },
  { name: 'i18next', packages: ['i18next', 'react-i18next'] },
  { name: 'react-query', packages: ['@tanstack/query-core', '@tanstack/react-query'] },
  { name: 'zod', packages: ['zod'] },
];

/**
 * Mantine's components that the log-in screen shows, with the styles system and hooks they run on, in
 * one chunk: every screen uses them (a form, a button, a card), and the automatic splitting made 16
 * files of about 1 KiB each of them, whose headers cost as much as their bodies (issue 13 budgets).
 * The other components stay split, so a screen loads only the ones it uses.
 */
const FIRST_SCREEN_MANTINE = new RegExp(
  [
    'core/esm/core/',
    'core/esm/components/(Input|InputBase|TextInput|PasswordInput|Button|Transition|ActionIcon|CloseButton|UnstyledButton|Alert|Card|Paper|Title)/',
    'hooks/esm/(use-id|use-uncontrolled|use-reduced-motion|use-media-query|use-did-update)/',
  ]
    .map((dir) => `[\\\\/]node_modules[\\\\/]@mantine[\\\\/]${dir.replaceAll('/', '[\\\\/]')}`)
    .join('|'),
);

const I18NEXT_TRANS =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|unescape)\.js|html-parse-stringify[\\/])/;

const packagePattern = (packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * The application's own modules (apps/web, packages/shared) that the entry imports statically,
 * transitively: every screen runs them before its first paint. One chunk instead of the dozen small
 * ones the automatic splitting makes of them: each costs a request and its headers, and small files
 * compress badly. What a screen imports lazily stays in that screen's chunks. Libraries are left out:
 * through a package's index every module of the package looks imported.
 */
const startupChunk = () => {
  const reachable = new Map<string, boolean>();
  const fromEntry = (id: string, ctx: ChunkingContext): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) {
      return known;
    }
    reachable.set(id, false); // an import cycle does not make a module reachable
    const info = ctx.getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || info.importers.some((importer) => fromEntry(importer, ctx))));
    reachable.set(id, result);
    return result;
  };
  // The entry's own script (main.tsx, which index.html loads) stays the entry chunk.
  const isEntryScript = (id: string, ctx: ChunkingContext) => {
    const info = ctx.getModuleInfo(id);
    return !info || info.isEntry || info.importers.some((importer) => ctx.getModuleInfo(importer)?.isEntry);
  };
  return {
    name: (id: string, ctx: ChunkingContext) =>
      !id.includes('/node_modules/') && !isEntryScript(id, ctx) && fromEntry(id, ctx) ? 'startup' : null,
    priority: 5,
  };
};

// The server serves `dist` with an SPA fallback in production; in development the API is proxied.
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are written for reading what a chunk holds, without the comment that would make a
    // browser ask for them; the server never serves them (apps/server/src/platform/web-app.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // react-i18next's <Trans> (with its HTML parser) stays out of i18next's chunk, which every first load
            // holds: only the screens that show a rich 'label: value' (components/label-value.tsx) load it.
            ...VENDOR_CHUNKS.map(({ name, packages }) => ({
              name,
              test: (id: string) => packagePattern(packages).test(id) && !I18NEXT_TRANS.test(id),
              priority: 10,
            })),
            { name: 'mantine-base', test: FIRST_SCREEN_MANTINE, priority: 8 },
            startupChunk(),
          ],
        },
      },
    },
  },
});
