import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web loads only the chosen language's catalogue (issue 12 §9): English is in the first load, French
// and Spanish each in a chunk of their own that only a language switch (or the cookie) fetches. This
// builds the app as production does and looks at what the browser loads first: index.html's entry
// and every chunk it imports statically.

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Tree = { [key: string]: string | Tree };
const textsOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

/** Texts of a language's catalogue that no English text has: 'Se connecter', not 'Lanehub'. */
const ownTexts = async (lng: string): Promise<string[]> => {
  const dir = path.join(WEB_ROOT, 'src/locales', lng);
  const english = new Set<string>();
  const own: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
    const read = async (language: string) =>
      textsOf(JSON.parse(await readFile(path.join(WEB_ROOT, 'src/locales', language, file), 'utf8')) as Tree);
    for (const text of await read('en')) {
      english.add(text);
    }
    own.push(...(await read(lng)));
  }
  // Whole sentences only, in plain ASCII so the bundler writes them as they are.
  return own.filter((text) => !english.has(text) && text.length > 24 && /^[ -~]+$/.test(text) && !text.includes('{{'));
};

let outDir = '';
let manifest: Manifest = {};

const contentOf = (file: string) => readFile(path.join(outDir, file), 'utf8');

/** The chunks the browser loads before the app runs: the entry and its static imports, transitively. */
const firstLoad = (): string[] => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) {
    throw new Error('The build has no entry chunk');
  }
  const files = new Set<string>();
  const visit = (chunk: Manifest[string]) => {
    if (files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) {
        visit(imported);
      }
    }
  };
  visit(entry);
  return [...files];
};

describe('the built web app', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'lanehub-web-build-'));
    // Vite's own command in a process of its own (this test file runs in jsdom, where the bundler cannot).
    const vite = path.resolve(WEB_ROOT, '../../node_modules/vite/bin/vite.js');
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      { cwd: WEB_ROOT },
    );
    manifest = JSON.parse(await contentOf('.vite/manifest.json')) as Manifest;
  }, 180_000);

  afterAll(async () => {
    if (outDir) {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it.each(['fr', 'es'])('keeps the %s catalogue out of the first load, in a chunk of its own', async (lng) => {
    const texts = await ownTexts(lng);
    expect(texts.length).toBeGreaterThan(50);
    const first = (await Promise.all(firstLoad().map(contentOf))).join('\n');
    expect(first).toContain('Please log in to continue');
    expect(texts.filter((text) => first.includes(text))).toEqual([]);

    const lazy = Object.values(manifest).filter((chunk) => chunk.src === `src/locales/${lng}/index.ts`);
    expect(lazy).toHaveLength(1);
    expect(firstLoad()).not.toContain(lazy[0]?.file);
    const chunk = await contentOf(lazy[0]?.file as string);
    expect(texts.filter((text) => !chunk.includes(text))).toEqual([]);
  });

  // /login's budget (issue 13, docs/performance.md): manifests are in every first load, so they import
  // their paths from files that import nothing; one that took a path from its API module brought zod and
  // TanStack Query back into /login (the D&D, invoices and Audit & Pay manifests did, 145 -> 189 KiB).
  it('keeps zod and TanStack Query out of the first load', () => {
    const vendor = firstLoad().filter((file) => /(^|\/)(zod|react-query)-[\w-]+\.js$/.test(file));
    expect(vendor).toEqual([]);
    expect(Object.values(manifest).some((chunk) => /(^|\/)zod-[\w-]+\.js$/.test(chunk.file))).toBe(true);
  });
});
