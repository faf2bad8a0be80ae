import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, LOGO_MAX_BYTES } from '@lanehub/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, domainEvents, storedFiles } from '../../db/schema';
import { createLocalFileStorage } from '../../platform/files';
import { stageUploadedBytes } from '../../platform/uploads';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { SAMPLE_PDF, SAMPLE_PNG, uploadForm } from './documents.examples';
import { createDocumentService } from './documents.service';

const BASE = '/api/lanehub-core';
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256, 0)]);

let ctx: TestContext;
let filesDir: string;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let viewerToken: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'lanehub-documents-'));
  ctx = await createTestApp({ filesDir });
  alpha = await createTenant(ctx.database.db, { name: 'Alpha Docs', permissions: ['company.view', 'company.edit'] });
  bravo = await createTenant(ctx.database.db, { name: 'Bravo Docs', permissions: ['company.view', 'company.edit'] });
  const viewer = await createTenant(ctx.database.db, { name: 'Viewer Docs', permissions: ['company.view'] });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** Every stored file under the files directory, as paths relative to it. */
const filesOnDisk = async (): Promise<string[]> => {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
    .sort();
};

const pdf = (name = 'rate-sheet.pdf', data: Buffer = SAMPLE_PDF) => ({ name, type: 'application/pdf', data });

const upload = (token: string, fields: Record<string, string>, file: ReturnType<typeof pdf> | null) =>
  call(ctx.app, token, { method: 'POST', url: `${BASE}/documents`, payload: uploadForm(fields, file) });

const rowOf = async (id: string) => {
  const [row] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
};

describe('documents', () => {
  it('uploads a document: bytes stored under a generated key, then the record with its sha256', async () => {
    const res = await upload(
      alphaToken,
      { where: 'company', name: 'Rate sheet 2025' },
      pdf('../../etc/rates 2025.pdf'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta.message).toBe('File Rate sheet 2025 has been uploaded!');
    expect(body.data).toMatchObject({
      where: 'company',
      whereId: null,
      name: 'Rate sheet 2025',
      originalName: 'rates 2025.pdf',
      mimeType: 'application/pdf',
      size: SAMPLE_PDF.length,
      uploadedByName: 'Test User',
    });
    const row = await rowOf(body.data.id);
    expect(row?.companyId).toBe(alpha.companyId);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sha256).toBe(body.data.sha256);
    // The storage path is the company and a random uuid: nothing of the user's file name.
    expect(row?.storageKey).toMatch(new RegExp(`^${alpha.companyId}/[0-9a-f-]{36}$`));
    const stored = await filesOnDisk();
    expect(stored).toContain(row?.storageKey);
    expect(stored.join('\n')).not.toMatch(/rates|\.pdf|etc/);
    expect(await readFile(path.join(filesDir, row?.storageKey as string))).toEqual(SAMPLE_PDF);
  });

  it('names the document after its file when no name is given', async () => {
    const res = await upload(alphaToken, { where: 'location', whereId: 'LOC-7' }, pdf('dock-plan.pdf'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'dock-plan.pdf', where: 'location', whereId: 'LOC-7' });
    expect(res.json().meta.message).toBe('File dock-plan.pdf has been uploaded!');
  });

  it('lists the documents of the company, newest first, paged and filtered by where and whereId', async () => {
    const all = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/documents?limit=1` });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ total: 2, totalExact: true, skip: 0, limit: 1, nextCursor: expect.any(String) });
    expect(all.json().data.map((d: { name: string }) => d.name)).toEqual(['dock-plan.pdf']);
    // The next page by cursor is the older document, and the last.
    const older = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}/documents?limit=1&cursor=${all.json().meta.nextCursor}`,
    });
    expect(older.json().data.map((d: { name: string }) => d.name)).toEqual(['Rate sheet 2025']);
    expect(older.json().meta.nextCursor).toBeUndefined();

    const company = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/documents?where=company` });
    expect(company.json().data.map((d: { name: string }) => d.name)).toEqual(['Rate sheet 2025']);
    const location = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}/documents?where=location&whereId=LOC-7`,
    });
    expect(location.json().meta.total).toBe(1);
    const other = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}/documents?where=location&whereId=LOC-8`,
    });
    expect(other.json()).toEqual({ data: [], meta: { total: 0, totalExact: true, skip: 0, limit: 10 } });
  });

  it('downloads the stored bytes byte for byte, as an attachment with a safe name', async () => {
    const created = await upload(alphaToken, { where: 'company' }, pdf('Café "menu"\r\n.pdf'));
    expect(created.statusCode, created.body).toBe(201);
    const res = await call(ctx.app, alphaToken, {
      method: 'GET',
      url: `${BASE}/documents/${created.json().data.id}/download`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ menu.pdf"; filename*=UTF-8''Caf%C3%A9%20menu.pdf`,
    );
  });

  it('deletes the record and the bytes', async () => {
    const created = await upload(alphaToken, { where: 'company', name: 'Old contract' }, pdf('old.pdf'));
    const id = created.json().data.id as string;
    const key = (await rowOf(id))?.storageKey as string;
    expect(await filesOnDisk()).toContain(key);

    const res = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/documents/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id },
      meta: {
        message: 'File Old contract has been deleted',
        messageCode: 'uploads.messages.deleted',
        params: { name: 'Old contract' },
      },
    });
    expect(await rowOf(id)).toBeUndefined();
    expect(await filesOnDisk()).not.toContain(key);
    const again = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/documents/${id}` });
    expect(again.statusCode).toBe(404);
    const download = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/documents/${id}/download` });
    expect(download.statusCode).toBe(404);
    // The change log keeps the upload and the deletion (what a user sees of the file, not its key).
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, id))
      .orderBy(asc(domainEvents.sequence));
    expect(events.map((event) => event.type)).toEqual(['document.uploaded', 'document.deleted']);
    expect(events[0]?.after).toMatchObject({ name: 'Old contract', originalName: 'old.pdf', where: 'company' });
    expect(JSON.stringify(events)).not.toContain(key);
  });
});

describe('upload checks', () => {
  const refused = async (file: { name: string; type: string; data: Buffer }, fields = { where: 'company' }) => {
    const before = await filesOnDisk();
    const rows = await ctx.database.db.select().from(storedFiles);
    const res = await upload(alphaToken, fields, file);
    expect(await filesOnDisk()).toEqual(before);
    expect(await ctx.database.db.select().from(storedFiles)).toHaveLength(rows.length);
    return res;
  };

  it('refuses a program renamed .pdf: the first bytes decide', async () => {
    const res = await refused({ name: 'invoice.pdf', type: 'application/pdf', data: EXE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'invoice.pdf is not supported file types',
      code: 'BAD_REQUEST',
      messageCode: 'uploads.messages.unsupported',
      params: { file: 'invoice.pdf' },
      fieldErrors: { file: 'invoice.pdf is not supported file types' },
      fieldCodes: { file: { code: 'uploads.messages.unsupported', params: { file: 'invoice.pdf' } } },
    });
  });

  it('refuses types outside the list, and a declared type that contradicts the name', async () => {
    expect((await refused({ name: 'setup.exe', type: 'application/octet-stream', data: EXE })).statusCode).toBe(400);
    expect((await refused({ name: 'photo.png', type: 'application/pdf', data: SAMPLE_PNG })).statusCode).toBe(400);
    expect((await refused({ name: 'photo.pdf', type: 'application/pdf', data: SAMPLE_PNG })).statusCode).toBe(400);
    const binaryCsv = Buffer.from('name,code\nDock\0,1\n', 'latin1');
    expect((await refused({ name: 'list.csv', type: 'text/csv', data: binaryCsv })).statusCode).toBe(400);
    const latin1Csv = Buffer.from('name\nMontréal\n', 'latin1');
    expect((await refused({ name: 'list.csv', type: 'text/csv', data: latin1Csv })).statusCode).toBe(400);
    const plainZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 1)]);
    expect((await refused({ name: 'report.docx', type: '', data: plainZip })).statusCode).toBe(400);
  });

  it('accepts UTF-8 CSV as Windows labels it, PNG, and Office files', async () => {
    const csv = Buffer.from('name,city\nPort de Montréal,Montréal\n', 'utf8');
    const res = await upload(
      alphaToken,
      { where: 'company' },
      { name: 'ports.csv', type: 'application/vnd.ms-excel', data: csv },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.mimeType).toBe('text/csv');
    const png = await upload(
      alphaToken,
      { where: 'company' },
      { name: 'map.png', type: 'image/png', data: SAMPLE_PNG },
    );
    expect(png.statusCode, png.body).toBe(201);
    const docx = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26, 0),
      Buffer.from('[Content_Types].xml<Types/>', 'latin1'),
    ]);
    const word = await upload(alphaToken, { where: 'company' }, { name: 'terms.docx', type: '', data: docx });
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json().data.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('answers 413 with the limit for a file over 10 MB, and stores nothing', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - SAMPLE_PDF.length, 0x20)]);
    const res = await refused(pdf('big.pdf', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file is too large. Files up to 10 MB are accepted.',
      code: 'PAYLOAD_TOO_LARGE',
      messageCode: 'uploads.messages.tooLarge',
      params: { limit: '10 MB' },
    });
    const huge = await refused(pdf('huge.pdf', Buffer.alloc(DOCUMENT_MAX_BYTES * 2, 0x20)));
    expect(huge.statusCode).toBe(413);
  });

  it('takes a file of exactly 10 MB', async () => {
    const edge = Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - SAMPLE_PDF.length, 0x20)]);
    const res = await upload(alphaToken, { where: 'company' }, pdf('edge.pdf', edge));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('wants exactly one file, in multipart, with a valid where', async () => {
    const none = await upload(alphaToken, { where: 'company' }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ file: 'Please choose a file to upload' });

    const two = uploadForm({ where: 'company' }, pdf('a.pdf'));
    two.append('file', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'b.pdf');
    const twice = await call(ctx.app, alphaToken, { method: 'POST', url: `${BASE}/documents`, payload: two });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Please upload one file at a time');

    const json = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${BASE}/documents`,
      payload: { where: 'company' },
    });
    expect(json.statusCode).toBe(415);

    const empty = await refused({ name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);

    const logoWhere = await refused(pdf(), { where: 'company-logo' });
    expect(logoWhere.statusCode).toBe(400);
    expect(Object.keys(logoWhere.json().fieldErrors)).toEqual(['where']);
    const noWhere = await refused(pdf(), {} as { where: string });
    expect(noWhere.json().fieldErrors).toEqual({ where: 'This field is required' });
  });

  it('refuses a multipart body on a route that takes no upload', async () => {
    const res = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: '/api/notifications',
      payload: uploadForm({ msg: 'hello' }, null),
    });
    expect(res.statusCode).toBe(415);
  });

  it('needs company.edit to write and company.view to read', async () => {
    expect((await upload(viewerToken, { where: 'company' }, pdf())).statusCode).toBe(403);
    expect((await call(ctx.app, viewerToken, { method: 'GET', url: `${BASE}/documents` })).statusCode).toBe(200);
    const logo = await call(ctx.app, viewerToken, {
      method: 'PUT',
      url: `${BASE}/company/logo`,
      payload: uploadForm({}, { name: 'logo.png', type: 'image/png', data: SAMPLE_PNG }),
    });
    expect(logo.statusCode).toBe(403);
  });

  it('removes the bytes when the record cannot be written', async () => {
    const orphanCompany = randomUUID();
    const files = createLocalFileStorage(filesDir);
    const service = createDocumentService({ db: ctx.database.db, files, log: ctx.app.log });
    const before = await filesOnDisk();
    const upload = await stageUploadedBytes(files, {
      fileName: 'x.pdf',
      declaredType: 'application/pdf',
      data: SAMPLE_PDF,
    });
    // No such company: the foreign key refuses the record after the bytes were stored.
    await expect(
      service.upload({ companyId: orphanCompany, userId: alpha.id }, { where: 'company' }, upload),
    ).rejects.toThrow();
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('tenancy', () => {
  it("keeps company A's documents out of B's reach", async () => {
    const created = await upload(alphaToken, { where: 'company', name: 'Alpha secret' }, pdf('secret.pdf'));
    const id = created.json().data.id as string;
    const key = (await rowOf(id))?.storageKey as string;

    const download = await call(ctx.app, bravoToken, { method: 'GET', url: `${BASE}/documents/${id}/download` });
    expect(download.statusCode).toBe(404);
    expect(download.body).not.toContain('%PDF');
    const remove = await call(ctx.app, bravoToken, { method: 'DELETE', url: `${BASE}/documents/${id}` });
    expect(remove.statusCode).toBe(404);
    const list = await call(ctx.app, bravoToken, {
      method: 'GET',
      url: `${BASE}/documents?companyId=${alpha.companyId}`,
    });
    expect(list.json().data).toEqual([]);
    // A's record and bytes are untouched.
    expect((await rowOf(id))?.companyId).toBe(alpha.companyId);
    expect(await filesOnDisk()).toContain(key);
  });

  it("stores B's uploads in B's company, whatever the form says", async () => {
    const form = uploadForm({ where: 'company', companyId: alpha.companyId as string }, pdf('mine.pdf'));
    const res = await call(ctx.app, bravoToken, { method: 'POST', url: `${BASE}/documents`, payload: form });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().data.id);
    expect(row?.companyId).toBe(bravo.companyId);
    expect(row?.storageKey.startsWith(`${bravo.companyId}/`)).toBe(true);
  });
});

describe('company logo', () => {
  const putLogo = (token: string, file: { name: string; type: string; data: Buffer }) =>
    call(ctx.app, token, { method: 'PUT', url: `${BASE}/company/logo`, payload: uploadForm({}, file) });
  const getLogo = (token: string, companyId: string, headers: Record<string, string> = {}) =>
    call(ctx.app, token, { method: 'GET', url: `${BASE}/companies/${companyId}/logo`, headers });

  it('has none at first: 204, no body (issue 13 §11: no 404 in the console for every company without one)', async () => {
    expect((await getLogo(alphaToken, alpha.companyId as string)).statusCode).toBe(204);
  });

  it('accepts a JPEG, sets it on the company and serves it to any signed-in user with caching headers', async () => {
    const res = await putLogo(alphaToken, { name: 'logo.jpg', type: 'image/jpeg', data: JPEG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('The company logo has been updated');
    expect(res.json().data).toMatchObject({
      companyId: alpha.companyId,
      mimeType: 'image/jpeg',
      size: JPEG.length,
      url: `/api/lanehub-core/companies/${alpha.companyId}/logo`,
    });
    const [company] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, alpha.companyId as string));
    expect(company?.logoFileId).toBe(res.json().data.fileId);

    // Another company's user sees it: the logo is part of the public profile.
    const seen = await getLogo(bravoToken, alpha.companyId as string);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(JPEG)).toBe(true);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('private, no-cache');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    const etag = seen.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await getLogo(bravoToken, alpha.companyId as string, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is not a document: not listed, not downloadable or deletable through the documents calls', async () => {
    const [company] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, alpha.companyId as string));
    const logoId = company?.logoFileId as string;
    const list = await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/documents?limit=100` });
    expect(list.json().data.map((d: { id: string }) => d.id)).not.toContain(logoId);
    expect(
      (await call(ctx.app, alphaToken, { method: 'GET', url: `${BASE}/documents/${logoId}/download` })).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, alphaToken, { method: 'DELETE', url: `${BASE}/documents/${logoId}` })).statusCode).toBe(
      404,
    );
  });

  it('replaces the previous logo: its record and bytes are removed', async () => {
    const [before] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, alpha.companyId as string));
    const oldRow = await rowOf(before?.logoFileId as string);
    const res = await putLogo(alphaToken, { name: 'logo.png', type: 'image/png', data: SAMPLE_PNG });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(oldRow?.id as string)).toBeUndefined();
    expect(await filesOnDisk()).not.toContain(oldRow?.storageKey);
    const seen = await getLogo(alphaToken, alpha.companyId as string);
    expect(seen.rawPayload.equals(SAMPLE_PNG)).toBe(true);
    expect(seen.headers['content-type']).toBe('image/png');
  });

  it('refuses a GIF, a PDF and a logo over 2 MB; the current logo stays', async () => {
    const gif = await putLogo(alphaToken, { name: 'logo.gif', type: 'image/gif', data: GIF });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('logo.gif is not supported file types');
    const doc = await putLogo(alphaToken, pdf('logo.pdf'));
    expect(doc.statusCode).toBe(400);
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(LOGO_MAX_BYTES, 1)]);
    const large = await putLogo(alphaToken, { name: 'logo.png', type: 'image/png', data: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file is too large. Files up to 2 MB are accepted.');
    const seen = await getLogo(bravoToken, alpha.companyId as string);
    expect(seen.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });

  it("sets the caller's own logo only; another company's logo is 404 when it has none", async () => {
    const res = await putLogo(bravoToken, { name: 'bravo.jpg', type: 'image/jpeg', data: JPEG });
    expect(res.json().data.companyId).toBe(bravo.companyId);
    expect((await getLogo(bravoToken, alpha.companyId as string)).rawPayload.equals(SAMPLE_PNG)).toBe(true);
    expect((await getLogo(alphaToken, randomUUID())).statusCode).toBe(404);
  });

  it('answers 204 without a body for a company that has no logo (no 404 in the console, issue 13 §11)', async () => {
    const none = await createTenant(ctx.database.db, { name: 'Charlie Without Logo' });
    const res = await getLogo(alphaToken, none.companyId as string);
    expect(res.statusCode).toBe(204);
    expect(res.rawPayload.length).toBe(0);
    expect(
      (await call(ctx.app, null, { method: 'GET', url: `${BASE}/companies/${alpha.companyId}/logo` })).statusCode,
    ).toBe(401);
  });

  it('keeps when a document expires, lists the expiring ones and edits the date (issue 13)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const delta = await createTenant(ctx.database.db, {
      name: 'Delta Docs',
      permissions: ['company.view', 'company.edit'],
    });
    const token = (await login(ctx.app, delta.email)).accessToken;
    const bad = await upload(token, { where: 'company', name: 'Bond', expiresOn: '2027-02-30' }, pdf('bond.pdf'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ expiresOn: 'Must be a valid date' });

    const soon = await upload(token, { where: 'company', name: 'Insurance', expiresOn: day(10) }, pdf('ins.pdf'));
    expect(soon.statusCode, soon.body).toBe(201);
    expect(soon.json().data.expiresOn).toBe(day(10));
    const late = await upload(token, { where: 'company', name: 'Licence', expiresOn: day(200) }, pdf('lic.pdf'));
    const never = await upload(token, { where: 'company', name: 'Tariff', expiresOn: '' }, pdf('tariff.pdf'));
    expect(never.json().data.expiresOn).toBeNull();

    const expiring = await call(ctx.app, token, { method: 'GET', url: `${BASE}/documents?expiring=true` });
    expect(expiring.json().data.map((d: { name: string }) => d.name)).toEqual(['Insurance']);
    const all = await call(ctx.app, token, { method: 'GET', url: `${BASE}/documents` });
    expect(all.json().data).toHaveLength(3);

    const dashboard = async () =>
      (await call(ctx.app, token, { method: 'GET', url: '/api/dashboard/main' })).json().data.attention;
    expect(await dashboard()).toContainEqual({
      key: 'expiringDocuments',
      count: 1,
      link: '/company/resources-documents?expiring=true',
    });

    // The licence is renewed early: it now expires in 20 days and counts as expiring; clearing the
    // insurance's date takes it off the list.
    const id = late.json().data.id;
    const edited = await call(ctx.app, token, {
      method: 'PUT',
      url: `${BASE}/documents/${id}`,
      payload: { name: 'Licence (renewal due)', expiresOn: day(20) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      data: { name: 'Licence (renewal due)', expiresOn: day(20) },
      meta: { message: 'Document has been updated' },
    });
    await call(ctx.app, token, {
      method: 'PUT',
      url: `${BASE}/documents/${soon.json().data.id}`,
      payload: { name: 'Insurance', expiresOn: null },
    });
    const after = await call(ctx.app, token, { method: 'GET', url: `${BASE}/documents?expiring=true` });
    expect(after.json().data.map((d: { name: string }) => d.name)).toEqual(['Licence (renewal due)']);
    expect(await dashboard()).toContainEqual(expect.objectContaining({ key: 'expiringDocuments', count: 1 }));

    // Another company does not find it; a reader may not change it.
    const url = `${BASE}/documents/${id}`;
    expect((await call(ctx.app, bravoToken, { method: 'PUT', url, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await call(ctx.app, viewerToken, { method: 'PUT', url, payload: { name: 'x' } })).statusCode).toBe(403);
    const [event] = await ctx.database.db
      .select({ before: domainEvents.before, after: domainEvents.after })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, id))
      .orderBy(asc(domainEvents.sequence))
      .offset(1);
    expect(event?.before).toMatchObject({ name: 'Licence', expiresOn: day(200) });
    expect(event?.after).toMatchObject({ name: 'Licence (renewal due)', expiresOn: day(20) });
  });
});
