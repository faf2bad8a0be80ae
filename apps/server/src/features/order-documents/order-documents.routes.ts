import { DOCUMENT_MAX_BYTES, envelope } from '@lanehub/shared';
import {
  ORDER_DOCUMENT_MSG,
  ZOrderDocument,
  ZOrderDocumentParams,
  ZOrderDocumentUploadFields,
} from '@lanehub/shared/features/order-documents/order-documents.contract';
import { ZOrderIdParams } from '@lanehub/shared/features/orders/orders.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { type FileStorage, sendStoredFile } from '../../platform/files';
import { tenantOf } from '../../platform/tenancy';
import { registerUploads, UPLOAD_FIELD, uploadedFileOf } from '../../platform/uploads';
import { exampleOrderDocumentUpload } from './order-documents.examples';
import { createOrderDocumentService } from './order-documents.service';

const TAGS = ['Orders'];
const BASE = '/api/lanehub-core/order/:id/documents';
// The orders area's one permission (features/orders): what a company may do to an order's documents
// is its role on the order (platform/sharing.ts), checked by the service.
const read = { access: access.permission('order.view'), exposes: 'parties' as const };

// The multipart file part, for the OpenAPI document only: the file itself is read by uploadedFileOf.
const fileField = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The file, one per request' });

export const orderDocumentRoutes = async (app: FastifyInstance, opts: { db: Db; files: FileStorage }) => {
  registerUploads(app, opts.files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrderDocumentService({ db: opts.db, files: opts.files, log: app.log });

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "An order's documents, newest first, for its owner and every party",
        params: ZOrderIdParams,
        response: { 200: envelope(z.array(ZOrderDocument)) },
      },
    },
    async (request) => ok(await service.list(tenantOf(request), request.params.id)),
  );

  r.put(
    BASE,
    {
      config: {
        access: access.permission('order.view'),
        exposes: 'parties',
        upload: { maxFileBytes: DOCUMENT_MAX_BYTES },
        example: { body: exampleOrderDocumentUpload() },
      },
      schema: {
        tags: TAGS,
        summary: `Add a document to an order (multipart: ${UPLOAD_FIELD}, documentType, name)`,
        description:
          'The owner, the shipper, the carrier and the forwarder add documents (another party gets 403, any other company 404). ' +
          'One file per request, up to 10 MB, of the types Resources & Documents takes: extension, declared type and first bytes must agree.',
        consumes: ['multipart/form-data'],
        params: ZOrderIdParams,
        body: ZOrderDocumentUploadFields.extend({ [UPLOAD_FIELD]: fileField }),
        response: { 201: envelope(ZOrderDocument) },
      },
    },
    async (request, reply) => {
      const { [UPLOAD_FIELD]: _file, ...fields } = request.body;
      const document = await service.upload(tenantOf(request), request.params.id, fields, uploadedFileOf(request));
      return reply.status(201).send(ok(document, { message: ORDER_DOCUMENT_MSG.uploaded(document.name) }));
    },
  );

  r.get(
    `${BASE}/:documentId/download`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "Download one of an order's documents (the stored bytes, as an attachment)",
        params: ZOrderDocumentParams,
      },
    },
    async (request, reply) => {
      const { document, object } = await service.open(tenantOf(request), request.params.id, request.params.documentId);
      return sendStoredFile(reply, object, {
        mimeType: document.mimeType,
        fileName: document.originalName,
        disposition: 'attachment',
      });
    },
  );

  r.delete(
    `${BASE}/:documentId`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "Delete one of an order's documents",
        description: 'The company that uploaded it, or the order’s owner; another party gets 403.',
        params: ZOrderDocumentParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const removed = await service.remove(tenantOf(request), request.params.id, request.params.documentId);
      return ok({ id: removed.id }, { message: ORDER_DOCUMENT_MSG.deleted(removed.name) });
    },
  );
};
