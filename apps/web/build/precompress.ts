import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// The built files are compressed once, at build time, at the strongest settings (brotli 11, gzip 9):
// the server sends `name.br` or `name.gz` for `name` as the browser accepts (@fastify/static's
// preCompressed, apps/server/src/platform/web-app.ts) and never compresses them per request.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
/** Below this a compressed file saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type Precompressed = { file: string; bytes: number; br: number | null; gz: number | null };

const filesOf = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

/**
 * Writes a `.br` and a `.gz` beside every compressible file of `dir` of at least PRECOMPRESS_MIN_BYTES,
 * each only when it is smaller than the file. Source maps are left alone (they are not served).
 */
export const precompressDir = async (dir: string): Promise<Precompressed[]> => {
  const files = (await filesOf(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file): Promise<Precompressed | null> => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) {
        return null;
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const written: Precompressed = { file: path.relative(dir, file), bytes: content.length, br: null, gz: null };
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br);
        written.br = br.length;
      }
      if (gz.length < content.length) {
        await writeFile(`${file}.gz`, gz);
        written.gz = gz.length;
      }
      return written;
    }),
  );
  return done.filter((entry) => entry !== null);
};

/** The Vite plugin: precompresses the output directory once the build (public files included) is written. */
export const precompress = (): Plugin => {
  let outDir = '';
  let written = false;
  return {
    name: 'lanehub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // After the whole output (the copied public files too) is on disk; never after a failed build.
    async closeBundle() {
      if (written) {
        await precompressDir(outDir);
      }
    },
  };
};
