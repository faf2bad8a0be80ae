import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MSG,
  envelope,
  LOGO_MAX_BYTES,
  UPLOAD_MESSAGES,
  ZCompanyLogo,
  ZCompanyLogoParams,
  ZDocument,
  ZDocumentListQuery,
  ZDocumentUpdate,
  ZDocumentUploadFields,
  ZIdParams,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { type FileStorage, sendStoredFile } from '../../platform/files';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { registerUploads, UPLOAD_FIELD, uploadedFileOf } from '../../platform/uploads';
import { exampleDocumentUpload, exampleLogoUpload } from './documents.examples';
import { createDocumentService } from './documents.service';

const TAGS = ['Documents and files'];
const BASE = '/api/lanehub-core';

// The multipart file part, for the OpenAPI document only: the file itself is read by uploadedFileOf.
const fileField = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The file, one per request' });
const multipart = ['multipart/form-data'];

// Browsers keep the logo and ask again each time with its ETag (a 304 costs no bytes): a replaced
// logo shows at once under the same address.
const LOGO_CACHE = 'private, no-cache';

// Resources & Documents and the company logo (issue 5). Reads need company.view, writes company.edit;
// everything is scoped to the caller's company except a company's logo, which is public profile.
export const documentRoutes = async (app: FastifyInstance, opts: { db: Db; files: FileStorage }) => {
  registerUploads(app, opts.files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createDocumentService({ db: opts.db, files: opts.files, log: app.log });

  r.post(
    `${BASE}/documents`,
    {
      config: {
        access: access.permission('company.edit'),
        upload: { maxFileBytes: DOCUMENT_MAX_BYTES },
        example: { body: exampleDocumentUpload() },
      },
      schema: {
        tags: TAGS,
        summary: `Upload a document (multipart: ${UPLOAD_FIELD}, where, whereId, name, expiresOn)`,
        description:
          'One file per request, up to 10 MB: PDF, PNG, JPEG, Word, Excel, PowerPoint (Office Open XML), CSV or plain text. ' +
          'The extension, the declared type and the first bytes must agree, else 400 "{file} is not supported file types"; ' +
          'a larger file is 413.',
        consumes: multipart,
        body: ZDocumentUploadFields.extend({ [UPLOAD_FIELD]: fileField }),
        response: { 201: envelope(ZDocument) },
      },
    },
    async (request, reply) => {
      const document = await service.upload(tenantOf(request), request.body, uploadedFileOf(request));
      return reply.status(201).send(ok(document, { message: UPLOAD_MESSAGES.uploaded(document.name) }));
    },
  );

  r.get(
    `${BASE}/documents`,
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: TAGS,
        summary: "The company's documents, newest first, filtered by where and whereId",
        querystring: ZDocumentListQuery,
        response: { 200: envelope(z.array(ZDocument)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { documents, ...page } = await service.list(tenantOf(request), request.query);
      return ok(documents, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/documents/:id/download`,
    {
      config: { access: access.permission('company.view') },
      schema: {
        tags: TAGS,
        summary: 'Download a document (the stored bytes, as an attachment)',
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { document, object } = await service.open(tenantOf(request), request.params.id);
      return sendStoredFile(reply, object, {
        mimeType: document.mimeType,
        fileName: document.originalName,
        disposition: 'attachment',
      });
    },
  );

  r.put(
    `${BASE}/documents/:id`,
    {
      config: {
        access: access.permission('company.edit'),
        example: { body: { name: 'Cargo insurance certificate 2027', expiresOn: '2027-03-31' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Rename a document and set or clear the date it expires (YYYY-MM-DD)',
        params: ZIdParams,
        body: ZDocumentUpdate,
        response: { 200: envelope(ZDocument) },
      },
    },
    async (request) => {
      const document = await service.update(tenantOf(request), request.params.id, request.body);
      return ok(document, { message: DOCUMENT_MSG.updated });
    },
  );

  r.delete(
    `${BASE}/documents/:id`,
    {
      config: { access: access.permission('company.edit') },
      schema: {
        tags: TAGS,
        summary: 'Delete a document and its stored bytes',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const removed = await service.remove(tenantOf(request), request.params.id);
      return ok({ id: removed.id }, { message: UPLOAD_MESSAGES.deleted(removed.name) });
    },
  );

  r.put(
    `${BASE}/company/logo`,
    {
      config: {
        access: access.permission('company.edit'),
        upload: { maxFileBytes: LOGO_MAX_BYTES },
        example: { body: exampleLogoUpload() },
      },
      schema: {
        tags: TAGS,
        summary: `Replace the company logo (multipart: ${UPLOAD_FIELD}; image/jpeg or image/png, up to 2 MB)`,
        consumes: multipart,
        body: z.object({ [UPLOAD_FIELD]: fileField }),
        response: { 200: envelope(ZCompanyLogo) },
      },
    },
    async (request) => {
      const logo = await service.replaceLogo(tenantOf(request), uploadedFileOf(request));
      return ok(logo, { message: UPLOAD_MESSAGES.logoUpdated });
    },
  );

  r.delete(
    `${BASE}/company/logo`,
    {
      config: { access: access.permission('company.edit') },
      schema: {
        tags: TAGS,
        summary: 'Remove the company logo (the company then shows none); removing no logo changes nothing',
        response: { 200: envelope(z.object({ companyId: z.uuid() })) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await service.removeLogo(tenant);
      return ok({ companyId: tenant.companyId }, { message: UPLOAD_MESSAGES.logoRemoved });
    },
  );

  r.get(
    `${BASE}/companies/:companyId/logo`,
    {
      config: { access: access.authenticated, exposes: 'public-profile' },
      schema: {
        tags: TAGS,
        summary:
          "A company's logo (public profile: any signed-in user); 204 without a body when it has none, 404 when there is no such company",
        params: ZCompanyLogoParams,
      },
    },
    async (request, reply) => {
      const file = await service.logoOf(request.params.companyId);
      if (!file) {
        return reply.status(204).header('cache-control', 'no-cache').send();
      }
      const etag = `"${file.sha256}"`;
      const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(etag)) {
        return reply.status(304).header('etag', etag).header('cache-control', LOGO_CACHE).send();
      }
      const object = await service.bytesOf(file);
      reply.header('etag', etag);
      return sendStoredFile(reply, object, {
        mimeType: file.mimeType,
        fileName: file.originalName,
        disposition: 'inline',
        cacheControl: LOGO_CACHE,
      });
    },
  );
};
