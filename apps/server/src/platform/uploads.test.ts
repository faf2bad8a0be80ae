import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DOCUMENT_MIME_TYPES, LOGO_MIME_TYPES, MEBIBYTE } from '@lanehub/shared';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';
import { createLocalFileStorage } from './files';
import { contentFactsOf, createContentInspector, detectFileType, registerUploads, uploadedFileOf } from './uploads';

type CheckedFile = Parameters<typeof detectFileType>[0];

const file = (fileName: string, declaredType: string, data: Buffer | string): CheckedFile => ({
  fileName,
  declaredType,
  content: contentFactsOf(typeof data === 'string' ? Buffer.from(data, 'utf8') : data),
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'accepted';
};

describe('detectFileType', () => {
  it('names the type from the extension, confirmed by the declared type and the first bytes', () => {
    expect(detectFileType(file('a.pdf', 'application/pdf', '%PDF-1.7\n'), DOCUMENT_MIME_TYPES)).toBe('application/pdf');
    expect(detectFileType(file('A.PNG', 'image/png', PNG), DOCUMENT_MIME_TYPES)).toBe('image/png');
    expect(detectFileType(file('a.jpeg', 'image/pjpeg', JPEG), LOGO_MIME_TYPES)).toBe('image/jpeg');
    expect(detectFileType(file('a.csv', '', 'a,b\n1,2\n'), DOCUMENT_MIME_TYPES)).toBe('text/csv');
    expect(detectFileType(file('notes.txt', 'text/plain; charset=utf-8', 'ok'), DOCUMENT_MIME_TYPES)).toBe(
      'text/plain',
    );
  });

  it("answers 400 '{file} is not supported file types' to every mismatch", () => {
    const cases: Array<[CheckedFile, readonly (typeof DOCUMENT_MIME_TYPES)[number][]]> = [
      [file('a.exe', 'application/x-msdownload', 'MZ'), DOCUMENT_MIME_TYPES],
      [file('a.pdf', 'application/pdf', 'MZ\x90\x00'), DOCUMENT_MIME_TYPES],
      [file('a.pdf', 'image/png', '%PDF-1.7'), DOCUMENT_MIME_TYPES],
      [file('a.png', 'image/png', JPEG), DOCUMENT_MIME_TYPES],
      [file('a.pdf', 'application/pdf', '%PDF-1.7'), LOGO_MIME_TYPES],
      [file('a.gif', 'image/gif', 'GIF89a'), LOGO_MIME_TYPES],
      [file('a.txt', 'text/plain', Buffer.from([0x61, 0x00, 0x62])), DOCUMENT_MIME_TYPES],
      [file('a.txt', 'text/plain', Buffer.from([0x61, 0xff, 0x62])), DOCUMENT_MIME_TYPES],
      [file('a.xlsx', '', Buffer.from('PK\x03\x04 no content types', 'latin1')), DOCUMENT_MIME_TYPES],
      [file('pdf', 'application/pdf', '%PDF-1.7'), DOCUMENT_MIME_TYPES],
    ];
    for (const [input, allowed] of cases) {
      expect(
        refusal(() => detectFileType(input, allowed)),
        input.fileName,
      ).toBe(`400 ${input.fileName} is not supported file types`);
    }
  });
});

// Over a real socket: a client sending too much still reads the 413 (the rest of its body is drained).
const uploadServer = async () => {
  const app = Fastify();
  registerErrorHandler(app);
  const files = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'lanehub-uploads-')));
  registerUploads(app, files);
  app.post('/upload', { config: { upload: { maxFileBytes: MEBIBYTE } } }, async (request) => {
    const upload = uploadedFileOf(request);
    return { name: upload.fileName, size: upload.size, fields: request.body };
  });
  app.post('/json', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
};

const form = (size: number) => {
  const body = new FormData();
  body.append('where', 'company');
  body.append('file', new Blob([new Uint8Array(size)]), 'big.bin');
  return body;
};

describe('multipart parsing', () => {
  it('reads the fields and the one file', async () => {
    const { app, address } = await uploadServer();
    try {
      const res = await fetch(`${address}/upload`, { method: 'POST', body: form(1000) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: 'big.bin', size: 1000, fields: { where: 'company' } });
    } finally {
      await app.close();
    }
  });

  it('answers 413 to a body past the limit, and the client receives it', async () => {
    const { app, address } = await uploadServer();
    try {
      const res = await fetch(`${address}/upload`, { method: 'POST', body: form(5 * MEBIBYTE) });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The file is too large. Files up to 1 MB are accepted.',
      );
      // The connection is still usable afterwards.
      const next = await fetch(`${address}/upload`, { method: 'POST', body: form(10) });
      expect(next.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses multipart on a route that declares no upload, and a malformed body', async () => {
    const { app, address } = await uploadServer();
    try {
      expect((await fetch(`${address}/json`, { method: 'POST', body: form(10) })).status).toBe(415);
      const broken = await fetch(`${address}/upload`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: 'not multipart at all',
      });
      expect(broken.status).toBe(400);
    } finally {
      await app.close();
    }
  });
});

// --- streaming into the file store ---------------------------------------------------------------

// A full collection before each reading, so the figure is the memory still held, not garbage waiting.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heldBytes = () => {
  // The second collection waits for the first one's release of array buffers (swept concurrently).
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
};

const CHUNK = new Uint8Array(64 * 1024);

/**
 * A multipart body of one `file` part of `size` zero bytes after `prefix`, produced chunk by chunk as
 * the connection takes it: the client never holds the file either.
 */
const streamedForm = (size: number, fileName: string, type: string, prefix = new Uint8Array(0)) => {
  const boundary = 'lanehub-streamed-form';
  const encoder = new TextEncoder();
  const opening = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  let stage: 'opening' | 'prefix' | 'bytes' | 'closing' | 'done' = 'opening';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'opening') {
        controller.enqueue(opening);
        stage = 'prefix';
      } else if (stage === 'prefix') {
        if (prefix.length > 0) {
          controller.enqueue(prefix);
        }
        sent = prefix.length;
        stage = 'bytes';
      } else if (stage === 'bytes') {
        const length = Math.min(CHUNK.length, size - sent);
        if (length > 0) {
          controller.enqueue(CHUNK.subarray(0, length));
          sent += length;
        }
        if (sent >= size) {
          stage = 'closing';
        }
      } else if (stage === 'closing') {
        controller.enqueue(closing);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** The measurement in progress: takes a sample (the server takes one as its reply leaves). */
let takeSample: (() => void) | null = null;

/**
 * Sends a request while sampling the memory the process holds, twice a second (each sample collects
 * garbage first, which is slow) and once more when the server has the whole file and
 * replies; the largest growth seen.
 */
const sendMeasured = async (url: string, form: ReturnType<typeof streamedForm>) => {
  const baseline = heldBytes();
  let peak = baseline;
  takeSample = () => {
    peak = Math.max(peak, heldBytes());
  };
  const sampler = setInterval(takeSample, 500);
  try {
    const res = await fetch(url, { method: 'POST', body: form.body, headers: form.headers, duplex: 'half' });
    const body = (await res.json()) as { message?: string; data?: { key: string; size: number; sha256: string } };
    return { status: res.status, body, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
    takeSample = null;
  }
};

const storeServer = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lanehub-upload-store-'));
  const files = createLocalFileStorage(root);
  const app = Fastify();
  registerErrorHandler(app);
  registerUploads(app, files);
  // Registered after the uploads: the staged bytes are still there, the request is read whole.
  app.addHook('onSend', async () => takeSample?.());
  const companyId = randomUUID();
  // A document route in miniature: type check, then the bytes are kept under a key of the company.
  const keep = (maxFileBytes: number) => ({ config: { upload: { maxFileBytes } } });
  const handler = async (request: FastifyRequest) => {
    const upload = uploadedFileOf(request);
    detectFileType(upload, DOCUMENT_MIME_TYPES);
    const key = await files.adopt(companyId, upload.stagedId);
    return { data: { key, size: upload.size, sha256: upload.sha256 } };
  };
  app.post('/documents', keep(5 * MEBIBYTE), handler);
  app.post('/large-documents', keep(32 * MEBIBYTE), handler);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const filesInStore = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return {
    app,
    address,
    root,
    filesInStore,
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
};

const PDF_HEADER = new TextEncoder().encode('%PDF-1.7\n');
const MEASURED_GROWTH_LIMIT = 4 * MEBIBYTE;

// Garbage collections on a busy machine make these slow: minutes, not the usual 30 s.
describe('uploads stream into the file store', { timeout: 180_000 }, () => {
  it('refuses a 25 MB upload to a 5 MB route with 413 without holding it, and leaves no file', async () => {
    const server = await storeServer();
    try {
      const sent = await sendMeasured(
        `${server.address}/documents`,
        streamedForm(25 * MEBIBYTE, 'huge.pdf', 'application/pdf', PDF_HEADER),
      );
      expect(sent.status).toBe(413);
      expect(sent.body.message).toBe('The file is too large. Files up to 5 MB are accepted.');
      expect(sent.growth).toBeLessThan(MEASURED_GROWTH_LIMIT);
      expect(await server.filesInStore()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('takes a 20 MB upload to the disk, not into memory, and keeps exactly its bytes', async () => {
    const server = await storeServer();
    try {
      const size = 20 * MEBIBYTE;
      const sent = await sendMeasured(
        `${server.address}/large-documents`,
        streamedForm(size, 'scan.pdf', 'application/pdf', PDF_HEADER),
      );
      expect(sent.status).toBe(200);
      expect(sent.body.data?.size).toBe(size);
      expect(sent.growth).toBeLessThan(MEASURED_GROWTH_LIMIT);
      // The hash taken on the way matches the bytes sent: the header, then zeros.
      const expected = createHash('sha256').update(PDF_HEADER);
      for (let left = size - PDF_HEADER.length; left > 0; left -= CHUNK.length) {
        expected.update(CHUNK.subarray(0, Math.min(CHUNK.length, left)));
      }
      expect(sent.body.data?.sha256).toBe(expected.digest('hex'));
      const stored = await server.filesInStore();
      expect(stored).toEqual([sent.body.data?.key]);
      expect((await stat(path.join(server.root, stored[0] as string))).size).toBe(size);
    } finally {
      await server.close();
    }
  });

  it('refuses bytes that are not of the named type and leaves no file', async () => {
    const server = await storeServer();
    try {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const form = streamedForm(MEBIBYTE, 'invoice.pdf', 'application/pdf', png);
      const res = await fetch(`${server.address}/documents`, { method: 'POST', duplex: 'half', ...form });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('invoice.pdf is not supported file types');
      expect(await server.filesInStore()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('checks the Office manifest and UTF-8 text across chunk boundaries', () => {
    const manifest = Buffer.from('PK\x03\x04....[Content_Types].xml....', 'latin1');
    const inspector = createContentInspector();
    // The name split over two chunks, and a two-byte character split over two others.
    inspector.update(manifest.subarray(0, 14));
    inspector.update(manifest.subarray(14));
    expect(inspector.facts()).toMatchObject({ namesOfficeManifest: true, isUtf8Text: true });
    // Byte by byte: the name spans many chunks.
    const tiny = createContentInspector();
    for (const byte of manifest) {
      tiny.update(Uint8Array.of(byte));
    }
    expect(tiny.facts()).toMatchObject({ head: manifest.subarray(0, 64), namesOfficeManifest: true });
    const without = createContentInspector();
    without.update(Buffer.from('PK\x03\x04....[Content_Types].xm', 'latin1'));
    without.update(Buffer.from('-l', 'latin1'));
    expect(without.facts().namesOfficeManifest).toBe(false);

    const text = createContentInspector();
    const e = Buffer.from('caf\u00e9', 'utf8');
    text.update(e.subarray(0, 4));
    text.update(e.subarray(4));
    expect(text.facts().isUtf8Text).toBe(true);
    const cut = createContentInspector();
    cut.update(e.subarray(0, 4));
    expect(cut.facts().isUtf8Text).toBe(false);
  });
});
