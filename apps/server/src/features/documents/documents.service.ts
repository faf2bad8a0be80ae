import {
  companyLogoPath,
  DOCUMENT_MIME_TYPES,
  LOGO_MIME_TYPES,
  LOGO_WHERE,
  MSG,
  type TCompanyLogo,
  type TDocument,
  type TDocumentListQuery,
  type TDocumentUploadFields,
} from '@lanehub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { loggedWrite, recordEvent } from '../../platform/events/record-event';
import type { FileStorage, StoredObject } from '../../platform/files';
import type { Tenant } from '../../platform/tenancy';
import { detectFileType, type UploadedFile } from '../../platform/uploads';
import * as q from './documents.queries';

const toDocument = (row: q.DocumentRow): TDocument => ({
  id: row.id,
  where: row.where,
  whereId: row.whereId,
  name: row.name,
  originalName: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
  sha256: row.sha256,
  uploadedByName: row.uploadedByName,
  createdAt: row.createdAt.toISOString(),
  expiresOn: row.expiresOn ?? null,
});

export type DocumentService = ReturnType<typeof createDocumentService>;

// Documents and logos: bytes first, record second. A record therefore always names stored bytes; a
// failure between the two leaves bytes without a record, which are removed at once.
export const createDocumentService = (deps: { db: Db; files: FileStorage; log: FastifyBaseLogger }) => {
  const { db, files, log } = deps;

  const discard = async (key: string) => {
    try {
      await files.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'stored bytes without a record could not be removed');
    }
  };

  const bytesOf = async (row: q.StoredFileRow): Promise<StoredObject> => {
    const object = await files.get(row.storageKey);
    if (!object) {
      log.error({ fileId: row.id }, 'a stored file record names bytes that are missing');
      throw notFound();
    }
    return object;
  };

  /** Checks the type, stores the bytes, then writes the record(s) with `record`; undoes the bytes on failure. */
  const store = async <T>(
    tenant: Tenant,
    file: UploadedFile,
    allowed: Parameters<typeof detectFileType>[1],
    record: (stored: { storageKey: string; mimeType: string; sha256: string }) => Promise<T>,
  ): Promise<T> => {
    const mimeType = detectFileType(file, allowed);
    // The bytes were hashed while they streamed in; keeping them is a rename within the store.
    const { sha256 } = file;
    const storageKey = await files.adopt(tenant.companyId, file.stagedId);
    try {
      return await record({ storageKey, mimeType, sha256 });
    } catch (error) {
      await discard(storageKey);
      throw error;
    }
  };

  // What the change log keeps of a document: what a user sees of it, not where its bytes live.
  const logged = (row: q.StoredFileRow) => ({
    name: row.name,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    where: row.where,
    whereId: row.whereId,
    expiresOn: row.expiresOn,
  });

  const upload = async (tenant: Tenant, fields: TDocumentUploadFields, file: UploadedFile): Promise<TDocument> => {
    const row = await store(tenant, file, DOCUMENT_MIME_TYPES, ({ storageKey, mimeType, sha256 }) =>
      db.transaction(async (tx) => {
        const created = await q.insertStoredFile(tx, tenant, {
          where: fields.where,
          whereId: fields.whereId ?? null,
          name: fields.name ?? file.fileName,
          originalName: file.fileName,
          mimeType,
          size: file.size,
          sha256,
          storageKey,
          uploadedBy: tenant.userId,
          expiresOn: fields.expiresOn ?? null,
        });
        await recordEvent(tx, tenant, {
          aggregateType: 'document',
          aggregateId: created.id,
          type: 'document.uploaded',
          after: logged(created),
        });
        return created;
      }),
    );
    const document = await q.getDocument(db, tenant, row.id);
    if (!document) {
      throw notFound();
    }
    return toDocument(document);
  };

  const update = async (
    tenant: Tenant,
    id: string,
    values: { name: string; expiresOn?: string | null | undefined },
  ) => {
    const changed = await db.transaction(async (tx) => {
      const result = await q.updateDocument(tx, tenant, id, { name: values.name, expiresOn: values.expiresOn ?? null });
      if (!result) {
        return null;
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'document',
        aggregateId: id,
        type: 'document.updated',
        before: logged(result.before),
        after: logged(result.after),
      });
      return result.after;
    });
    const document = changed ? await q.getDocument(db, tenant, changed.id) : null;
    if (!document) {
      throw notFound();
    }
    return toDocument(document);
  };

  const list = async (tenant: Tenant, query: TDocumentListQuery) => {
    const { rows, ...total } = await q.listDocuments(db, tenant, query);
    return { documents: rows.map(toDocument), ...total };
  };

  /** The record and its bytes; 404 for anything that is not a document of the caller's company. */
  const open = async (tenant: Tenant, id: string): Promise<{ document: TDocument; object: StoredObject }> => {
    const row = await q.getDocument(db, tenant, id);
    if (!row) {
      throw notFound();
    }
    return { document: toDocument(row), object: await bytesOf(row) };
  };

  /** Deletes the record, then the bytes: a failure in between leaves bytes no record names, never the reverse. */
  const remove = async (tenant: Tenant, id: string): Promise<{ id: string; name: string }> => {
    const row = await db.transaction(async (tx) => {
      const deleted = await q.deleteDocument(tx, tenant, id);
      if (!deleted) {
        throw notFound();
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'document',
        aggregateId: deleted.id,
        type: 'document.deleted',
        before: logged(deleted),
      });
      return deleted;
    });
    await discard(row.storageKey);
    return { id: row.id, name: row.name };
  };

  // What the company's change log keeps of its logo: the file a user chose, never where it is stored.
  const loggedLogo = (row: q.StoredFileRow | null) => ({
    logo: row?.originalName ?? null,
    logoType: row?.mimeType ?? null,
    logoSize: row?.size ?? null,
  });

  const replaceLogo = async (tenant: Tenant, file: UploadedFile): Promise<TCompanyLogo> => {
    const result = await store(tenant, file, LOGO_MIME_TYPES, ({ storageKey, mimeType, sha256 }) =>
      loggedWrite(db, tenant, { aggregateType: 'company', type: 'company.logo-updated' }, async (tx) => {
        const replaced = await q.replaceCompanyLogo(tx, tenant, {
          where: LOGO_WHERE,
          whereId: tenant.companyId,
          name: 'Company logo',
          originalName: file.fileName,
          mimeType,
          size: file.size,
          sha256,
          storageKey,
          uploadedBy: tenant.userId,
        });
        if (!replaced) {
          throw notFound(MSG.noCompany);
        }
        return {
          result: replaced,
          aggregateId: tenant.companyId,
          before: loggedLogo(replaced.replaced),
          after: loggedLogo(replaced.file),
        };
      }),
    );
    if (result.replaced) {
      await discard(result.replaced.storageKey);
    }
    return {
      companyId: tenant.companyId,
      fileId: result.file.id,
      mimeType: result.file.mimeType,
      size: result.file.size,
      url: `/api${companyLogoPath(tenant.companyId)}`,
    };
  };

  /** Removes the logo (record and event in one transaction, then the bytes); no logo: nothing changes. */
  const removeLogo = async (tenant: Tenant) => {
    const removed = await loggedWrite(
      db,
      tenant,
      { aggregateType: 'company', type: 'company.logo-removed' },
      async (tx) => {
        const row = await q.removeCompanyLogo(tx, tenant);
        return {
          result: row,
          aggregateId: row ? tenant.companyId : null,
          before: loggedLogo(row),
          after: loggedLogo(null),
        };
      },
    );
    if (removed) {
      await discard(removed.storageKey);
    }
  };

  /** Any company's logo record (public profile); 404 when it has none. */
  /** The company's logo, or null when it has none (issue 13 §11: answered 204, not a 404). */
  const logoOf = async (companyId: string) => {
    const row = await q.getCompanyLogo(db, companyId);
    if (row === undefined) {
      throw notFound();
    }
    return row;
  };

  return { upload, update, list, open, remove, replaceLogo, removeLogo, logoOf, bytesOf };
};
