import { DOCUMENT_MIME_TYPES } from '@lanehub/shared';
import {
  ORDER_DOCUMENT_MSG,
  ORDER_DOCUMENT_WRITERS,
  type TOrderDocument,
  type TOrderDocumentUploadFields,
} from '@lanehub/shared/features/order-documents/order-documents.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { FileStorage, StoredObject } from '../../platform/files';
import type { Tenant } from '../../platform/tenancy';
import { detectFileType, type UploadedFile } from '../../platform/uploads';
import { orderSharing } from '../orders/orders.queries';
import * as q from './order-documents.queries';

const EVERY_ROLE = ['owner', 'shipper', 'consignee', 'carrier', 'forwarder', 'customer'] as const;

// What the order's change log keeps of a document: what a user sees of it, never where its bytes are.
const logged = (row: q.OrderDocumentRow, uploadedBy: string | null) => ({
  document: row.name,
  documentType: row.documentType,
  fileName: row.originalName,
  size: row.size,
  uploadedByCompany: uploadedBy,
});

export type OrderDocumentService = ReturnType<typeof createOrderDocumentService>;

// The documents of an order (issue 14). The owner and every party see them; the owner, the shipper,
// the carrier and the forwarder add them; a document is deleted by the company that uploaded it or by
// the order's owner. The rows are the owner's (its tenant key); each write logs an event on the order.
export const createOrderDocumentService = (deps: { db: Db; files: FileStorage; log: FastifyBaseLogger }) => {
  const { db, files, log } = deps;

  /** The caller's role on the order (404 when it may not see it) and the owner as a tenant. */
  const access = async (tenant: Tenant, orderId: string, allowed: ReadonlyArray<(typeof EVERY_ROLE)[number]>) => {
    const { role, ownerCompanyId } = await orderSharing.require(db, tenant, orderId, allowed, {
      notFound: ORDER_DOCUMENT_MSG.orderNotFound,
      forbidden: ORDER_DOCUMENT_MSG.notAllowed,
    });
    return { role, owner: { companyId: ownerCompanyId, userId: tenant.userId } satisfies Tenant };
  };

  const toDocument = (tenant: Tenant, role: string, row: q.OrderDocumentView): TOrderDocument => ({
    id: row.id,
    orderId: row.orderId,
    documentType: row.documentType as TOrderDocument['documentType'],
    name: row.name,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    uploadedByCompany: row.uploadedByCompany,
    uploadedByName: row.uploadedByName,
    canDelete: role === 'owner' || row.uploadedByCompanyId === tenant.companyId,
    createdAt: row.createdAt.toISOString(),
  });

  const discard = async (key: string) => {
    try {
      await files.delete(key);
    } catch (error) {
      // The housekeeping's sweep of bytes no record names removes them later.
      log.error({ err: error, key }, 'stored bytes without a record could not be removed');
    }
  };

  const list = async (tenant: Tenant, orderId: string): Promise<TOrderDocument[]> => {
    const { role, owner } = await access(tenant, orderId, EVERY_ROLE);
    return (await q.listOrderDocuments(db, owner, orderId)).map((row) => toDocument(tenant, role, row));
  };

  /** Checks the caller's role and the file, stores the bytes, then the row and its event in one transaction. */
  const upload = async (
    tenant: Tenant,
    orderId: string,
    fields: TOrderDocumentUploadFields,
    file: UploadedFile,
  ): Promise<TOrderDocument> => {
    const { role, owner } = await access(tenant, orderId, ORDER_DOCUMENT_WRITERS);
    const mimeType = detectFileType(file, DOCUMENT_MIME_TYPES);
    const storageKey = await files.adopt(owner.companyId, file.stagedId);
    try {
      const id = await db.transaction(async (tx) => {
        const created = await q.insertOrderDocument(tx, owner, {
          orderId,
          documentType: fields.documentType,
          name: fields.name ?? file.fileName,
          originalName: file.fileName,
          mimeType,
          size: file.size,
          sha256: file.sha256,
          storageKey,
          uploadedByCompanyId: tenant.companyId,
          uploadedBy: tenant.userId,
        });
        const view = await q.getOrderDocument(tx, owner, orderId, created.id);
        await recordEvent(tx, owner, {
          aggregateType: 'order',
          aggregateId: orderId,
          type: 'order.document-added',
          after: logged(created, view?.uploadedByCompany ?? null),
        });
        return created.id;
      });
      const row = await q.getOrderDocument(db, owner, orderId, id);
      if (!row) {
        throw notFound(ORDER_DOCUMENT_MSG.notFound);
      }
      return toDocument(tenant, role, row);
    } catch (error) {
      await discard(storageKey);
      throw error;
    }
  };

  /** The document and its bytes, for the owner and every party. */
  const open = async (
    tenant: Tenant,
    orderId: string,
    id: string,
  ): Promise<{ document: TOrderDocument; object: StoredObject }> => {
    const { role, owner } = await access(tenant, orderId, EVERY_ROLE);
    const row = await q.getOrderDocument(db, owner, orderId, id);
    if (!row) {
      throw notFound(ORDER_DOCUMENT_MSG.notFound);
    }
    const object = await files.get(row.storageKey);
    if (!object) {
      log.error({ documentId: row.id }, 'an order document names bytes that are missing');
      throw notFound(ORDER_DOCUMENT_MSG.notFound);
    }
    return { document: toDocument(tenant, role, row), object };
  };

  /** Deletes the row and logs it in one transaction, then the bytes. */
  const remove = async (tenant: Tenant, orderId: string, id: string): Promise<{ id: string; name: string }> => {
    const { role, owner } = await access(tenant, orderId, EVERY_ROLE);
    const row = await db.transaction(async (tx) => {
      const found = await q.getOrderDocument(tx, owner, orderId, id);
      if (!found) {
        throw notFound(ORDER_DOCUMENT_MSG.notFound);
      }
      if (role !== 'owner' && found.uploadedByCompanyId !== tenant.companyId) {
        throw forbidden(ORDER_DOCUMENT_MSG.notYours);
      }
      const deleted = await q.deleteOrderDocument(tx, owner, orderId, id);
      if (!deleted) {
        throw notFound(ORDER_DOCUMENT_MSG.notFound);
      }
      await recordEvent(tx, owner, {
        aggregateType: 'order',
        aggregateId: orderId,
        type: 'order.document-deleted',
        before: logged(deleted, found.uploadedByCompany),
      });
      return deleted;
    });
    await discard(row.storageKey);
    return { id: row.id, name: row.name };
  };

  return { list, upload, open, remove };
};
