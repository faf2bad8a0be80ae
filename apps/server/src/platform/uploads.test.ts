import { DOCUMENT_MIME_TYPES, LOGO_MIME_TYPES, MEBIBYTE } from '@lanehub/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';
import { detectFileType, registerUploads, type UploadedFile, uploadedFileOf } from './uploads';

const file = (fileName: string, declaredType: string, data: Buffer | string): UploadedFile => ({
  fileName,
  declaredType,
  data: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
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
    const cases: Array<[UploadedFile, readonly (typeof DOCUMENT_MIME_TYPES)[number][]]> = [
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
  registerUploads(app);
  app.post('/upload', { config: { upload: { maxFileBytes: MEBIBYTE } } }, async (request) => {
    const upload = uploadedFileOf(request);
    return { name: upload.fileName, size: upload.data.length, fields: request.body };
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
