import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from '../../build/precompress';

// The build writes a brotli and a gzip copy beside each built text file (issue 13 "Delivery"), which
// the server sends as they are (apps/server/src/platform/web-app.test.ts).

let dir = '';
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const label${i} = 'Lanehub ${i}';`).join('\n');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lanehub-precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/app-abc.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets/app-abc.css'), `.a{color:red}\n`.repeat(200));
  await writeFile(path.join(dir, 'assets/app-abc.js.map'), JSON.stringify({ sources: Array(200).fill('src/x.ts') }));
  await writeFile(path.join(dir, 'assets/tiny.js'), 'export {};');
  await writeFile(path.join(dir, 'assets/logo.png'), Buffer.alloc(4096, 7));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressing the build', () => {
  it('writes .br and .gz beside scripts and stylesheets, which decompress to the file', async () => {
    const done = await precompressDir(dir);
    const script = done.find((entry) => entry.file === path.join('assets', 'app-abc.js'));
    expect(script?.br).toBeLessThan(SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'assets/app-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(await readFile(path.join(dir, 'assets/app-abc.js.gz'))).toString()).toBe(SCRIPT);
    const files = await readdir(path.join(dir, 'assets'));
    expect(files).toEqual(expect.arrayContaining(['app-abc.css.br', 'app-abc.css.gz']));
  });

  it('leaves source maps, images and files under the threshold alone', async () => {
    const files = await readdir(path.join(dir, 'assets'));
    expect('export {};'.length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    for (const name of ['app-abc.js.map', 'tiny.js', 'logo.png']) {
      expect(files).not.toContain(`${name}.br`);
      expect(files).not.toContain(`${name}.gz`);
    }
  });
});
