import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './web-app';

// Issue 13 "Delivery": the built web app goes out precompressed (brotli or gzip, as the browser accepts),
// API JSON above 1 KiB is compressed on the fly, an /assets file that does not exist is a 404 (not the
// app's index.html), and source maps are never served.

let ctx: TestContext;
let webDist = '';

const INDEX_HTML = '<!doctype html><html><head><title>Lanehub</title></head><body><div id="root"></div></body></html>';
// A chunk as the build writes it: repetitive enough to compress, larger than the threshold.
const CHUNK = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'Lanehub chunk line ${i}';`).join('\n');
const CHUNK_FILE = 'assets/app-Bx4Pzz9J.js';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'lanehub-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, CHUNK_FILE), CHUNK);
  // What apps/web/build/precompress.ts writes beside each built file.
  await writeFile(path.join(webDist, `${CHUNK_FILE}.br`), zlib.brotliCompressSync(CHUNK));
  await writeFile(path.join(webDist, `${CHUNK_FILE}.gz`), zlib.gzipSync(CHUNK));
  await writeFile(path.join(webDist, `${CHUNK_FILE}.map`), JSON.stringify({ version: 3, sources: ['src/main.tsx'] }));
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDist });
});

afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built web assets', () => {
  it('sends the brotli file to a browser that accepts br, with Content-Encoding and Vary', async () => {
    const res = await get(`/${CHUNK_FILE}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    // A script needs nosniff, not the document's content security policy.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get(`/${CHUNK_FILE}`, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const res = await get(`/${CHUNK_FILE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(CHUNK);
  });

  it('answers 404 for an /assets file that does not exist, not the app page', async () => {
    const res = await get('/assets/locations-page-OLDBUILD.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('never serves a source map, though the build wrote it', async () => {
    const res = await get(`/${CHUNK_FILE}.map`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('still answers a client-side route with the app page, never cached', async () => {
    const res = await get('/company/dc-location');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(INDEX_HTML);
    expect((await get('/favicon.svg')).headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

describe('API replies', () => {
  it('compresses JSON above the threshold for a client that accepts it', async () => {
    const plain = await call(ctx.app, null, { method: 'GET', url: '/api/reference/countries' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await call(ctx.app, null, {
      method: 'GET',
      url: '/api/reference/countries',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const countries = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as { data: { name: string }[] };
    expect(countries.data.map((country) => country.name)).toContain('Canada');

    const gzip = await call(ctx.app, null, {
      method: 'GET',
      url: '/api/reference/countries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends JSON below the threshold as it is', async () => {
    const res = await call(ctx.app, null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ data: expect.anything() });
  });
});
