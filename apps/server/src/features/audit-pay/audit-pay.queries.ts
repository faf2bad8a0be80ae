import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditSettings, companies, invoiceLineReviews, invoiceLines, invoices, orders, users } from '../../db/schema';
import type { Tx } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import { invoiceSharing } from '../invoices/invoices.queries';

// SQL of Audit & Pay. Bills are invoices issued to the caller, read through the invoices' one sharing
// declaration; reviews are rows of the invoice's owner (the carrier), posted by the billed company.

type Executor = Db | Tx;

const issuer = alias(companies, 'audit_issuer');
const billTo = alias(companies, 'audit_bill_to');

export const readSettings = async (db: Executor, tenant: Tenant) => {
  const [row] = await db
    .select({ toleranceAmount: auditSettings.toleranceAmount, tolerancePercent: auditSettings.tolerancePercent })
    .from(auditSettings)
    .where(eq(auditSettings.companyId, tenant.companyId));
  return row ?? null;
};

export const upsertSettings = async (
  db: Executor,
  tenant: Tenant,
  values: { toleranceAmount: string; tolerancePercent: string },
) => {
  const [row] = await db
    .insert(auditSettings)
    .values({ companyId: tenant.companyId, ...values })
    .onConflictDoUpdate({ target: auditSettings.companyId, set: { ...values, updatedAt: new Date() } })
    .returning({ toleranceAmount: auditSettings.toleranceAmount, tolerancePercent: auditSettings.tolerancePercent });
  return row;
};

/** The published bills issued to the caller, newest first, with how many lines are decided. */
export const listBills = async (db: Executor, tenant: Tenant, limit: number) =>
  db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      issuerName: issuer.legalName,
      currency: invoices.currency,
      issueDate: invoices.issueDate,
      total: invoices.total,
      lineCount: sql<number>`(select count(*)::int from ${invoiceLines} where ${invoiceLines.companyId} = ${invoices.companyId} and ${invoiceLines.invoiceId} = ${invoices.id})`,
      approvedCount: sql<number>`(select count(*)::int from ${invoiceLineReviews} where ${invoiceLineReviews.companyId} = ${invoices.companyId} and ${invoiceLineReviews.invoiceId} = ${invoices.id} and ${invoiceLineReviews.decision} = 'approved')`,
      disputedCount: sql<number>`(select count(*)::int from ${invoiceLineReviews} where ${invoiceLineReviews.companyId} = ${invoices.companyId} and ${invoiceLineReviews.invoiceId} = ${invoices.id} and ${invoiceLineReviews.decision} = 'disputed')`,
    })
    .from(invoices)
    .innerJoin(issuer, eq(issuer.id, invoices.companyId))
    .where(and(invoiceSharing.visibleWhere(tenant, 'shared'), ne(invoices.status, 'draft')))
    .orderBy(desc(invoices.issueDate), asc(invoices.id))
    .limit(limit);

export const readBill = async (db: Executor, id: string) => {
  const [bill] = await db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      billToCompanyId: invoices.billToCompanyId,
      issuerName: issuer.legalName,
      billToName: billTo.legalName,
      currency: invoices.currency,
      issueDate: invoices.issueDate,
      total: invoices.total,
      balance: invoices.balance,
    })
    .from(invoices)
    .innerJoin(issuer, eq(issuer.id, invoices.companyId))
    .innerJoin(billTo, eq(billTo.id, invoices.billToCompanyId))
    .where(eq(invoices.id, id));
  return bill ?? null;
};

/** The bill's lines with their orders' rating features (the order is read through the line's key). */
export const readLines = async (db: Executor, ownerCompanyId: string, invoiceId: string) =>
  db
    .select({
      lineId: invoiceLines.id,
      position: invoiceLines.position,
      orderId: invoiceLines.orderId,
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      orderCreatedAt: orders.createdAt,
      mode: orders.mode,
      moveType: orders.moveType,
      equipmentType: orders.equipmentType,
      originCountry: orders.originCountry,
      destinationCountry: orders.destinationCountry,
      chargeCode: invoiceLines.chargeCode,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .innerJoin(orders, and(eq(orders.companyId, invoiceLines.orderCompanyId), eq(orders.id, invoiceLines.orderId)))
    .where(and(eq(invoiceLines.companyId, ownerCompanyId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));

export const readReviews = async (db: Executor, ownerCompanyId: string, invoiceId: string) =>
  db
    .select({
      lineId: invoiceLineReviews.lineId,
      decision: invoiceLineReviews.decision,
      reason: invoiceLineReviews.reason,
      note: invoiceLineReviews.note,
      createdAt: invoiceLineReviews.createdAt,
      decidedByName: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    })
    .from(invoiceLineReviews)
    .leftJoin(users, eq(users.id, invoiceLineReviews.decidedBy))
    .where(and(eq(invoiceLineReviews.companyId, ownerCompanyId), eq(invoiceLineReviews.invoiceId, invoiceId)));

export type NewReview = typeof invoiceLineReviews.$inferInsert;

/** Inserts the decisions that are still free; the ones another request decided first are skipped. */
export const insertReviews = async (db: Executor, rows: NewReview[]) =>
  rows.length === 0
    ? []
    : db
        .insert(invoiceLineReviews)
        .values(rows)
        .onConflictDoNothing({ target: [invoiceLineReviews.companyId, invoiceLineReviews.lineId] })
        .returning({ lineId: invoiceLineReviews.lineId });
