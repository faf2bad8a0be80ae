import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orderDocuments, users } from '../../db/schema';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

export type OrderDocumentRow = typeof orderDocuments.$inferSelect;
export type OrderDocumentView = OrderDocumentRow & { uploadedByCompany: string | null; uploadedByName: string | null };
export type NewOrderDocument = Omit<typeof orderDocuments.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

type Executor = Pick<Db, 'select'>;

const uploaderName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;
const columns = { document: orderDocuments, uploadedByCompany: companies.legalName, uploadedByName: uploaderName };

const toView = (row: {
  document: OrderDocumentRow;
  uploadedByCompany: string | null;
  uploadedByName: string | null;
}): OrderDocumentView => ({
  ...row.document,
  uploadedByCompany: row.uploadedByCompany,
  uploadedByName: row.uploadedByName,
});

const joined = (db: Executor) =>
  db
    .select(columns)
    .from(orderDocuments)
    .leftJoin(companies, eq(companies.id, orderDocuments.uploadedByCompanyId))
    .leftJoin(users, eq(users.id, orderDocuments.uploadedBy));

// `owner` below is the order's owner as a tenant: the documents are its rows, whoever reads them (the
// caller's right to see the order was checked by the sharing helper first).

/** An order's documents, newest first. An order carries a handful of papers: no paging. */
export const listOrderDocuments = async (db: Executor, owner: Tenant, orderId: string) =>
  (
    await joined(db)
      .where(tenantWhere(orderDocuments, owner, eq(orderDocuments.orderId, orderId)))
      .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id))
  ).map(toView);

export const getOrderDocument = async (db: Executor, owner: Tenant, orderId: string, id: string) => {
  const [row] = await joined(db)
    .where(tenantWhere(orderDocuments, owner, eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, id)))
    .limit(1);
  return row ? toView(row) : null;
};

export const insertOrderDocument = async (db: Pick<Db, 'insert'>, owner: Tenant, values: NewOrderDocument) => {
  const [row] = await db.insert(orderDocuments).values(tenantValues(owner, values)).returning();
  return row as OrderDocumentRow;
};

export const deleteOrderDocument = async (db: Pick<Db, 'delete'>, owner: Tenant, orderId: string, id: string) => {
  const [row] = await db
    .delete(orderDocuments)
    .where(and(tenantWhere(orderDocuments, owner, eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, id))))
    .returning();
  return row ?? null;
};
