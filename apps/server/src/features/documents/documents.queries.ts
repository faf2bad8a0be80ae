import { DOCUMENT_EXPIRY_WARNING_DAYS, LOGO_WHERE } from '@lanehub/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, storedFiles, users } from '../../db/schema';
import { defineList, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { ownCompanyWhere, type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type DocumentRow = StoredFileRow & { uploadedByName: string | null };
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

// Documents are every stored file of the company except its logo, which has its own calls.
const isDocument = ne(storedFiles.where, LOGO_WHERE);

/**
 * Expired, or expiring within the warning window (calendar days, the database's current date); the
 * dashboard's attention item counts the same rows.
 */
const isExpiring = sql`${storedFiles.expiresOn} is not null and ${storedFiles.expiresOn} <= current_date + ${sql.raw(String(DOCUMENT_EXPIRY_WARNING_DAYS))}`;

const uploaderName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

const documentColumns = { file: storedFiles, uploadedByName: uploaderName };
const toDocumentRow = (row: { file: StoredFileRow; uploadedByName: string | null }): DocumentRow => ({
  ...row.file,
  uploadedByName: row.uploadedByName,
});

// Newest first, the id (descending) breaking ties, as the list always was.
const DOCUMENT_LIST = defineList({ id: storedFiles.id, sorts: { createdAt: storedFiles.createdAt }, idOrder: 'desc' });

export const listDocuments = async (
  db: Db,
  tenant: Tenant,
  params: {
    where?: string | undefined;
    whereId?: string | undefined;
    expiring?: boolean | undefined;
    skip: number;
    limit: number;
    cursor?: string | undefined;
  },
) => {
  const plan = listPlan(DOCUMENT_LIST, { ...params, sort: 'createdAt', order: 'desc' });
  const conditions: SQL[] = [isDocument];
  if (params.where) {
    conditions.push(eq(storedFiles.where, params.where));
  }
  if (params.whereId) {
    conditions.push(eq(storedFiles.whereId, params.whereId));
  }
  if (params.expiring) {
    conditions.push(isExpiring);
  }
  const where = tenantWhere(storedFiles, tenant, ...conditions);
  const fetched = await db
    .select({ ...documentColumns, ...plan.keyColumns })
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.uploadedBy))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const { rows, ...page } = await listPage(
    db,
    plan,
    fetched,
    db.select(countRow).from(storedFiles).where(where).$dynamic(),
  );
  return { rows: rows.map(toDocumentRow), ...page };
};

export const getDocument = async (db: Db, tenant: Tenant, id: string): Promise<DocumentRow | null> => {
  const [row] = await db
    .select(documentColumns)
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.uploadedBy))
    .where(tenantWhere(storedFiles, tenant, isDocument, eq(storedFiles.id, id)))
    .limit(1);
  return row ? toDocumentRow(row) : null;
};

export const insertStoredFile = async (
  db: Pick<Db, 'insert'>,
  tenant: Tenant,
  values: NewStoredFile,
): Promise<StoredFileRow> => {
  const [row] = await db.insert(storedFiles).values(tenantValues(tenant, values)).returning();
  return row as StoredFileRow;
};

/** Renames a document and sets its expiry; returns the row before and after, or null when not found. */
export const updateDocument = async (
  tx: Db,
  tenant: Tenant,
  id: string,
  values: { name: string; expiresOn: string | null },
) => {
  const [before] = await tx
    .select()
    .from(storedFiles)
    .where(tenantWhere(storedFiles, tenant, isDocument, eq(storedFiles.id, id)))
    .for('update');
  if (!before) {
    return null;
  }
  const [after] = await tx
    .update(storedFiles)
    .set(values)
    .where(tenantWhere(storedFiles, tenant, isDocument, eq(storedFiles.id, id)))
    .returning();
  return { before, after: after as StoredFileRow };
};

export const deleteDocument = async (
  db: Pick<Db, 'delete'>,
  tenant: Tenant,
  id: string,
): Promise<StoredFileRow | null> => {
  const [row] = await db
    .delete(storedFiles)
    .where(tenantWhere(storedFiles, tenant, isDocument, eq(storedFiles.id, id)))
    .returning();
  return row ?? null;
};

/**
 * Records a new logo for the caller's company and drops the record of the one it replaces; run it in
 * the transaction that logs the change. Returns the new record and the replaced one (its storage key
 * for the caller to delete once this has committed), or null when the company does not exist.
 */
export const replaceCompanyLogo = async (tx: Db, tenant: Tenant, values: NewStoredFile) => {
  const [company] = await tx
    .select({ logoFileId: companies.logoFileId })
    .from(companies)
    .where(ownCompanyWhere(tenant))
    .for('update');
  if (!company) {
    return null;
  }
  const file = await insertStoredFile(tx, tenant, values);
  await tx.update(companies).set({ logoFileId: file.id }).where(ownCompanyWhere(tenant));
  const [replaced] = company.logoFileId
    ? await tx
        .delete(storedFiles)
        .where(
          tenantWhere(storedFiles, tenant, eq(storedFiles.where, LOGO_WHERE), eq(storedFiles.id, company.logoFileId)),
        )
        .returning()
    : [];
  return { file, replaced: replaced ?? null };
};

/** Drops the company's logo: the company names none and its record goes; returns the removed record. */
export const removeCompanyLogo = async (tx: Db, tenant: Tenant) => {
  const [company] = await tx
    .select({ logoFileId: companies.logoFileId })
    .from(companies)
    .where(ownCompanyWhere(tenant))
    .for('update');
  if (!company?.logoFileId) {
    return null;
  }
  await tx.update(companies).set({ logoFileId: null }).where(ownCompanyWhere(tenant));
  const [removed] = await tx
    .delete(storedFiles)
    .where(tenantWhere(storedFiles, tenant, eq(storedFiles.where, LOGO_WHERE), eq(storedFiles.id, company.logoFileId)))
    .returning();
  return removed ?? null;
};

/**
 * The logo of any company: part of its public profile, the one stored file another company may read.
 * Only the file the company names as its logo, and only if that file is the company's own.
 */
/**
 * The company's logo file: `undefined` when no such company exists, `null` when it has no logo
 * (one statement: the company, and its logo when there is one).
 */
export const getCompanyLogo = async (db: Db, companyId: string): Promise<StoredFileRow | null | undefined> => {
  const [row] = await db
    .select({ file: storedFiles })
    .from(companies)
    .leftJoin(
      storedFiles,
      and(
        eq(storedFiles.id, companies.logoFileId),
        eq(storedFiles.companyId, companies.id),
        eq(storedFiles.where, LOGO_WHERE),
      ),
    )
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ? row.file : undefined;
};
