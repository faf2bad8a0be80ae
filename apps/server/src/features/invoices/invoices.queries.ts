import type {
  TCreditNote,
  TInvoice,
  TInvoiceLine,
  TInvoiceListQuery,
} from '@lanehub/shared/features/invoices/invoices.contract';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companies,
  companyPartners,
  creditNotes,
  invoiceLines,
  invoiceParties,
  invoices,
  orderParties,
  orders,
  paymentApplications,
  payments,
} from '../../db/schema';
import type { Tx } from '../../platform/events/record-event';
import { containsPattern } from '../../platform/list-query';
import { listTotal } from '../../platform/list-total';
import { defineSharing, type SharingScope } from '../../platform/sharing';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// SQL of invoices, payments and credit notes. An invoice is its issuer's; the company it bills reads
// it through the sharing helper. Orders on the lines are read through their own sharing (the owner or
// a party of the order), never by id alone.

type Executor = Db | Tx;

export const invoiceSharing = defineSharing<'bill-to'>(invoices, invoiceParties, invoiceParties.invoiceId);

/** What the caller may read: its own invoices, and those issued to it once published (a draft is the issuer's). */
const readableWhere = (tenant: Tenant, scope: SharingScope = 'all') =>
  and(
    invoiceSharing.visibleWhere(tenant, scope),
    or(eq(invoices.companyId, tenant.companyId), ne(invoices.status, 'draft')),
  ) as SQL;
const orderSharing = defineSharing<string>(orders, orderParties, orderParties.orderId);

const issuer = alias(companies, 'invoice_issuer');
const billTo = alias(companies, 'invoice_bill_to');

const summaryColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
  issuerCompanyId: invoices.companyId,
  issuerName: issuer.legalName,
  billToCompanyId: invoices.billToCompanyId,
  billToName: billTo.legalName,
  currency: invoices.currency,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  balance: invoices.balance,
  updatedAt: invoices.updatedAt,
};

type SummaryRow = {
  id: string;
  invoiceNumber: string;
  status: string;
  issuerCompanyId: string;
  issuerName: string;
  billToCompanyId: string;
  billToName: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  total: string;
  balance: string;
  updatedAt: Date;
};

const summaryOf = (tenant: Tenant, row: SummaryRow) => ({
  ...row,
  status: row.status as TInvoice['status'],
  role: row.issuerCompanyId === tenant.companyId ? ('owner' as const) : ('bill-to' as const),
  updatedAt: row.updatedAt.toISOString(),
});

const SORT: Record<TInvoiceListQuery['sort'], SQL | typeof invoices.id> = {
  invoiceNumber: sql`${invoices.invoiceNumber}`,
  issueDate: sql`${invoices.issueDate}`,
  dueDate: sql`${invoices.dueDate}`,
  total: sql`${invoices.total}`,
  status: sql`${invoices.status}`,
  updatedAt: sql`${invoices.updatedAt}`,
};

/** A page of invoices the caller issued ('owned') or is billed by ('shared'). */
export const listInvoices = async (db: Executor, tenant: Tenant, scope: SharingScope, query: TInvoiceListQuery) => {
  const pattern = containsPattern(query.search);
  const where = and(
    readableWhere(tenant, scope),
    query.status ? eq(invoices.status, query.status) : undefined,
    pattern
      ? or(ilike(invoices.invoiceNumber, pattern), ilike(billTo.legalName, pattern), ilike(issuer.legalName, pattern))
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(issuer, eq(issuer.id, invoices.companyId))
    .innerJoin(billTo, eq(billTo.id, invoices.billToCompanyId))
    .where(where)
    .orderBy(direction(SORT[query.sort]), direction(invoices.id))
    .limit(query.limit)
    .offset(query.skip);
  const counted = db
    .select({ one: sql<number>`1` })
    .from(invoices)
    .innerJoin(issuer, eq(issuer.id, invoices.companyId))
    .innerJoin(billTo, eq(billTo.id, invoices.billToCompanyId))
    .where(where)
    .$dynamic();
  const total = await listTotal(db, counted, query, rows.length);
  return { rows: rows.map((row) => summaryOf(tenant, row as SummaryRow)), ...total };
};

/** One invoice the caller may see, locked for update when asked (owner only then). */
export const findInvoiceRow = async (db: Executor, tenant: Tenant, id: string, lock = false) => {
  const query = db
    .select()
    .from(invoices)
    .where(lock ? tenantWhere(invoices, tenant, eq(invoices.id, id)) : and(eq(invoices.id, id), readableWhere(tenant)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};
export type InvoiceRow = typeof invoices.$inferSelect;

export const linesOf = async (db: Executor, ownerCompanyId: string, invoiceId: string): Promise<TInvoiceLine[]> =>
  db
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      orderId: invoiceLines.orderId,
      orderNumber: orders.orderNumber,
      chargeCode: invoiceLines.chargeCode,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitRate: invoiceLines.unitRate,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .leftJoin(orders, and(eq(orders.companyId, invoiceLines.orderCompanyId), eq(orders.id, invoiceLines.orderId)))
    .where(and(eq(invoiceLines.companyId, ownerCompanyId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));

export const loadInvoice = async (db: Executor, tenant: Tenant, row: InvoiceRow): Promise<TInvoice> => {
  const names = await db
    .select({ id: companies.id, legalName: companies.legalName })
    .from(companies)
    .where(inArray(companies.id, [row.companyId, row.billToCompanyId]));
  const nameOf = (id: string) => names.find((n) => n.id === id)?.legalName ?? '';
  return {
    ...summaryOf(tenant, {
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      status: row.status,
      issuerCompanyId: row.companyId,
      issuerName: nameOf(row.companyId),
      billToCompanyId: row.billToCompanyId,
      billToName: nameOf(row.billToCompanyId),
      currency: row.currency,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      total: row.total,
      balance: row.balance,
      updatedAt: row.updatedAt,
    }),
    notes: row.notes,
    subtotal: row.subtotal,
    taxes: row.taxes,
    taxTotal: row.taxTotal,
    amountPaid: row.amountPaid,
    amountCredited: row.amountCredited,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lines: await linesOf(db, row.companyId, row.id),
  };
};

/** One line of an invoice with its order (the order as the invoice's issuer may see it). */
export const lineDetail = async (db: Executor, ownerCompanyId: string, invoiceId: string, lineId: string) => {
  const [row] = await db
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      orderId: invoiceLines.orderId,
      orderNumber: orders.orderNumber,
      chargeCode: invoiceLines.chargeCode,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitRate: invoiceLines.unitRate,
      amount: invoiceLines.amount,
      mode: orders.mode,
      origin: sql<string | null>`coalesce(${orders.originCity}, ${orders.originLocode})`,
      destination: sql<string | null>`coalesce(${orders.destinationCity}, ${orders.destinationLocode})`,
      ownerName: companies.legalName,
    })
    .from(invoiceLines)
    .innerJoin(orders, and(eq(orders.companyId, invoiceLines.orderCompanyId), eq(orders.id, invoiceLines.orderId)))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(invoiceLines.companyId, ownerCompanyId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.id, lineId),
      ),
    )
    .limit(1);
  return row ?? null;
};

/**
 * The orders of `ids` the caller may invoice: its own, or those naming it as a party. Returns each
 * with its owner (the line's composite key) and the owner's name.
 */
export const invoiceableOrders = async (db: Executor, tenant: Tenant, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: orders.id, companyId: orders.companyId })
        .from(orders)
        .where(and(inArray(orders.id, ids), orderSharing.visibleWhere(tenant)));

export const isPartner = async (db: Executor, tenant: Tenant, companyId: string) =>
  (
    await db
      .select({ id: companyPartners.partnerCompanyId })
      .from(companyPartners)
      .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, companyId)))
      .limit(1)
  ).length > 0;

export const companyName = async (db: Executor, companyId: string) =>
  (await db.select({ legalName: companies.legalName }).from(companies).where(eq(companies.id, companyId)))[0]
    ?.legalName ?? '';

// Payments ---------------------------------------------------------------------------------------------

/**
 * Applies `amount` to an unpaid invoice of the caller in one statement: the balance may not fall below
 * zero, and the invoice is paid when it reaches zero. Of concurrent applications, those that would
 * overdraw find no matching row. Returns the updated row, or null when nothing matched.
 */
export const applyToBalance = async (
  tx: Executor,
  tenant: Tenant,
  invoiceId: string,
  amount: string,
  column: 'amountPaid' | 'amountCredited',
) => {
  const target = column === 'amountPaid' ? invoices.amountPaid : invoices.amountCredited;
  const [row] = await tx
    .update(invoices)
    .set({
      [column]: sql`${target} + ${amount}::numeric`,
      balance: sql`${invoices.balance} - ${amount}::numeric`,
      status: sql`case when ${invoices.balance} - ${amount}::numeric = 0 then 'paid' else ${invoices.status} end`,
      updatedAt: new Date(),
    })
    .where(
      tenantWhere(
        invoices,
        tenant,
        eq(invoices.id, invoiceId),
        eq(invoices.status, 'unpaid'),
        sql`${invoices.balance} >= ${amount}::numeric`,
      ),
    )
    .returning();
  return row ?? null;
};

export const listPayments = async (
  db: Executor,
  tenant: Tenant,
  page: { skip: number; limit: number; search?: string | undefined },
) => {
  const pattern = containsPattern(page.search);
  const where = tenantWhere(
    payments,
    tenant,
    pattern
      ? or(
          ilike(payments.paymentNumber, pattern),
          ilike(payments.reference, pattern),
          ilike(companies.legalName, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({ payment: payments, payerName: companies.legalName })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.payerCompanyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.skip);
  const counted = db
    .select({ one: sql<number>`1` })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.payerCompanyId))
    .where(where)
    .$dynamic();
  const total = await listTotal(db, counted, page, rows.length);
  const applications = await applicationsOf(
    db,
    tenant,
    rows.map((r) => r.payment.id),
  );
  return {
    rows: rows.map((r) => paymentOf(r.payment, r.payerName, applications)),
    ...total,
  };
};

export const applicationsOf = async (db: Executor, tenant: Tenant, paymentIds: string[]) =>
  paymentIds.length === 0
    ? []
    : db
        .select({
          paymentId: paymentApplications.paymentId,
          invoiceId: paymentApplications.invoiceId,
          invoiceNumber: invoices.invoiceNumber,
          amount: paymentApplications.amount,
        })
        .from(paymentApplications)
        .innerJoin(
          invoices,
          and(eq(invoices.companyId, paymentApplications.companyId), eq(invoices.id, paymentApplications.invoiceId)),
        )
        .where(tenantWhere(paymentApplications, tenant, inArray(paymentApplications.paymentId, paymentIds)))
        .orderBy(asc(invoices.invoiceNumber));

export const paymentOf = (
  payment: typeof payments.$inferSelect,
  payerName: string,
  applications: Array<{ paymentId: string; invoiceId: string; invoiceNumber: string; amount: string }>,
) => ({
  id: payment.id,
  paymentNumber: payment.paymentNumber,
  payerCompanyId: payment.payerCompanyId,
  payerName,
  receivedOn: payment.receivedOn,
  method: payment.method as 'eft',
  reference: payment.reference,
  currency: payment.currency,
  amount: payment.amount,
  createdAt: payment.createdAt.toISOString(),
  applications: applications
    .filter((a) => a.paymentId === payment.id)
    .map(({ invoiceId, invoiceNumber, amount }) => ({ invoiceId, invoiceNumber, amount })),
});

export const findPayment = async (db: Executor, tenant: Tenant, id: string) => {
  const [row] = await db
    .select({ payment: payments, payerName: companies.legalName })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.payerCompanyId))
    .where(tenantWhere(payments, tenant, eq(payments.id, id)));
  if (!row) {
    return null;
  }
  return paymentOf(row.payment, row.payerName, await applicationsOf(db, tenant, [id]));
};

// Credit notes -----------------------------------------------------------------------------------------

const creditNoteColumns = {
  id: creditNotes.id,
  creditNoteNumber: creditNotes.creditNoteNumber,
  invoiceId: creditNotes.invoiceId,
  invoiceNumber: invoices.invoiceNumber,
  billToName: billTo.legalName,
  issueDate: creditNotes.issueDate,
  currency: invoices.currency,
  amount: creditNotes.amount,
  reason: creditNotes.reason,
  createdAt: creditNotes.createdAt,
};

const creditNotesFrom = (db: Executor) =>
  db
    .select(creditNoteColumns)
    .from(creditNotes)
    .innerJoin(invoices, and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)))
    .innerJoin(billTo, eq(billTo.id, invoices.billToCompanyId));

const creditNoteOf = (row: Omit<TCreditNote, 'createdAt'> & { createdAt: Date }): TCreditNote => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const listCreditNotes = async (
  db: Executor,
  tenant: Tenant,
  page: { skip: number; limit: number; search?: string | undefined },
) => {
  const pattern = containsPattern(page.search);
  const where = tenantWhere(
    creditNotes,
    tenant,
    pattern
      ? or(
          ilike(creditNotes.creditNoteNumber, pattern),
          ilike(invoices.invoiceNumber, pattern),
          ilike(billTo.legalName, pattern),
        )
      : undefined,
  );
  const rows = await creditNotesFrom(db)
    .where(where)
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.id))
    .limit(page.limit)
    .offset(page.skip);
  const counted = db
    .select({ one: sql<number>`1` })
    .from(creditNotes)
    .innerJoin(invoices, and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)))
    .innerJoin(billTo, eq(billTo.id, invoices.billToCompanyId))
    .where(where)
    .$dynamic();
  const total = await listTotal(db, counted, page, rows.length);
  return { rows: rows.map(creditNoteOf), ...total };
};

export const findCreditNote = async (db: Executor, tenant: Tenant, id: string) => {
  const [row] = await creditNotesFrom(db).where(tenantWhere(creditNotes, tenant, eq(creditNotes.id, id)));
  return row ? creditNoteOf(row) : null;
};
