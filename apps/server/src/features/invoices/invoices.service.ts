import {
  INVOICE_MSG,
  INVOICE_TRANSITIONS,
  type TCreditNoteInput,
  type TInvoice,
  type TInvoiceAction,
  type TInvoiceFields,
  type TInvoiceLineInput,
  type TInvoiceListQuery,
  type TPagedQuery,
  type TPaymentInput,
} from '@lanehub/shared/features/invoices/invoices.contract';
import { compareAmounts, invoiceTotals, sumAmounts } from '@lanehub/shared/features/invoices/invoices.money';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoiceLines, invoiceParties, invoices, paymentApplications, payments } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { loggedWrite, type Tx } from '../../platform/events/record-event';
import { nextNumber } from '../../platform/sequences';
import type { SharingScope } from '../../platform/sharing';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import { StateConflict, transition } from '../../platform/transition';
import * as q from './invoices.queries';

// The rules of invoices, payments and credit notes (docs/invoices.md). Every write runs in one
// transaction with its domain event; publish and cancel are one conditional UPDATE each; a payment or
// a credit note moves a balance by one conditional UPDATE that cannot overdraw it.

type Executor = Db | Tx;

const conflict = (current: string, message = INVOICE_MSG.conflict(current)) => new StateConflict(message, current);

/** What the change log keeps of an invoice. */
const eventView = (invoice: TInvoice) => {
  const { updatedAt: _u, createdAt: _c, role: _r, lines, ...fields } = invoice;
  return {
    ...fields,
    lines: lines.map((l) => ({
      orderNumber: l.orderNumber,
      chargeCode: l.chargeCode,
      quantity: l.quantity,
      unitRate: l.unitRate,
      amount: l.amount,
    })),
  };
};

export const createInvoiceService = (db: Db) => {
  /** The lines' orders must be the caller's or name it as a party; returns each order's owner. */
  const resolveOrders = async (
    tx: Executor,
    tenant: Tenant,
    lines: ReadonlyArray<{ orderId: string }>,
    path = 'lines',
  ) => {
    const ids = [...new Set(lines.map((l) => l.orderId))];
    const found = new Map((await q.invoiceableOrders(tx, tenant, ids)).map((o) => [o.id, o.companyId]));
    const errors: Record<string, string> = {};
    lines.forEach((line, i) => {
      if (!found.has(line.orderId)) {
        errors[`${path}.${i}.orderId`] = INVOICE_MSG.orderNotFound;
      }
    });
    if (Object.keys(errors).length > 0) {
      throw badRequest(INVOICE_MSG.orderNotFound, errors);
    }
    return found;
  };

  /** The bill-to is a partner of the caller or the owner of one of the invoiced orders, never the caller. */
  const checkBillTo = async (
    tx: Executor,
    tenant: Tenant,
    billToCompanyId: string,
    orderOwners: Map<string, string>,
  ) => {
    const ownsAnOrder = [...orderOwners.values()].includes(billToCompanyId);
    if (billToCompanyId === tenant.companyId || (!ownsAnOrder && !(await q.isPartner(tx, tenant, billToCompanyId)))) {
      throw badRequest(INVOICE_MSG.billToUnknown, { billToCompanyId: INVOICE_MSG.billToUnknown });
    }
  };

  const writeLines = async (
    tx: Tx,
    tenant: Tenant,
    invoiceId: string,
    lines: readonly TInvoiceLineInput[],
    owners: Map<string, string>,
  ) => {
    await tx.delete(invoiceLines).where(tenantWhere(invoiceLines, tenant, eq(invoiceLines.invoiceId, invoiceId)));
    const totals = invoiceTotals(lines, []);
    if (lines.length > 0) {
      await tx.insert(invoiceLines).values(
        lines.map((line, i) => ({
          companyId: tenant.companyId,
          invoiceId,
          position: i + 1,
          orderCompanyId: owners.get(line.orderId) as string,
          orderId: line.orderId,
          chargeCode: line.chargeCode,
          description: line.description,
          quantity: line.quantity,
          unitRate: line.unitRate,
          amount: totals.lines[i]?.amount as string,
        })),
      );
    }
  };

  /** Recomputes the figures of a draft from its stored lines and tax rates. */
  const retotal = async (tx: Tx, tenant: Tenant, row: q.InvoiceRow) => {
    const lines = await q.linesOf(tx, tenant.companyId, row.id);
    const totals = invoiceTotals(lines, row.taxes);
    const [updated] = await tx
      .update(invoices)
      .set({
        subtotal: totals.subtotal,
        taxes: totals.taxes,
        taxTotal: totals.taxTotal,
        total: totals.total,
        balance: totals.total,
        updatedAt: new Date(),
      })
      .where(tenantWhere(invoices, tenant, eq(invoices.id, row.id), eq(invoices.status, 'draft')))
      .returning();
    if (!updated) {
      throw conflict(row.status, INVOICE_MSG.publishedImmutable);
    }
    return updated;
  };

  /** The invoice, locked, owned by the caller and still a draft (404 / 403 for a party / 409). */
  const draftOf = async (tx: Tx, tenant: Tenant, id: string) => {
    const row = await q.findInvoiceRow(tx, tenant, id, true);
    if (!row) {
      await ownerOnly(tx, tenant, id);
      throw notFound(INVOICE_MSG.notFound);
    }
    if (row.status !== 'draft') {
      throw conflict(row.status, INVOICE_MSG.publishedImmutable);
    }
    return row;
  };

  /** A party asking to change an invoice is refused (403); anybody else finds nothing (404). */
  const ownerOnly = async (tx: Executor, tenant: Tenant, id: string) => {
    await q.invoiceSharing.require(tx, tenant, id, ['owner'], {
      notFound: INVOICE_MSG.notFound,
      forbidden: INVOICE_MSG.ownerOnly,
    });
  };

  const logged = <T>(
    tenant: Tenant,
    type: string,
    write: (tx: Tx) => Promise<{
      result: T;
      aggregateId: string;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    }>,
  ) => loggedWrite(db, tenant, { aggregateType: 'invoice', type }, write);

  const get = async (tenant: Tenant, id: string, scope: SharingScope = 'all') => {
    const row = await q.findInvoiceRow(db, tenant, id);
    const visible =
      row &&
      (scope === 'all' ||
        (scope === 'owned' && row.companyId === tenant.companyId) ||
        (scope === 'shared' && row.companyId !== tenant.companyId));
    if (!visible) {
      throw notFound(INVOICE_MSG.notFound);
    }
    return q.loadInvoice(db, tenant, row);
  };

  return {
    list: (tenant: Tenant, scope: SharingScope, query: TInvoiceListQuery) => q.listInvoices(db, tenant, scope, query),
    get,

    create: async (tenant: Tenant, fields: TInvoiceFields) =>
      logged(tenant, 'invoice.created', async (tx) => {
        const owners = await resolveOrders(tx, tenant, fields.lines);
        await checkBillTo(tx, tenant, fields.billToCompanyId, owners);
        const totals = invoiceTotals(fields.lines, fields.taxes);
        const [row] = await tx
          .insert(invoices)
          .values({
            companyId: tenant.companyId,
            invoiceNumber: await nextNumber(tx, tenant, 'invoice'),
            billToCompanyId: fields.billToCompanyId,
            currency: fields.currency,
            issueDate: fields.issueDate,
            dueDate: fields.dueDate,
            notes: fields.notes,
            taxes: totals.taxes,
            subtotal: totals.subtotal,
            taxTotal: totals.taxTotal,
            total: totals.total,
            balance: totals.total,
            createdBy: tenant.userId || null,
          })
          .returning();
        const created = row as q.InvoiceRow;
        await tx.insert(invoiceParties).values({
          companyId: tenant.companyId,
          invoiceId: created.id,
          partyCompanyId: fields.billToCompanyId,
          role: 'bill-to',
        });
        await writeLines(tx, tenant, created.id, fields.lines, owners);
        const invoice = await q.loadInvoice(tx, tenant, created);
        return { result: invoice, aggregateId: invoice.id, after: eventView(invoice) };
      }),

    /** PUT: a draft only; a published invoice changes by a credit note (409). */
    update: async (tenant: Tenant, id: string, fields: TInvoiceFields) =>
      logged(tenant, 'invoice.updated', async (tx) => {
        const row = await draftOf(tx, tenant, id);
        const before = await q.loadInvoice(tx, tenant, row);
        const owners = await resolveOrders(tx, tenant, fields.lines);
        await checkBillTo(tx, tenant, fields.billToCompanyId, owners);
        await tx
          .update(invoices)
          .set({
            billToCompanyId: fields.billToCompanyId,
            currency: fields.currency,
            issueDate: fields.issueDate,
            dueDate: fields.dueDate,
            notes: fields.notes,
            taxes: fields.taxes.map((t) => ({ ...t, amount: '0' })),
          })
          .where(tenantWhere(invoices, tenant, eq(invoices.id, id)));
        await tx
          .update(invoiceParties)
          .set({ partyCompanyId: fields.billToCompanyId })
          .where(tenantWhere(invoiceParties, tenant, eq(invoiceParties.invoiceId, id)));
        await writeLines(tx, tenant, id, fields.lines, owners);
        const updated = await retotal(tx, tenant, (await q.findInvoiceRow(tx, tenant, id, true)) as q.InvoiceRow);
        const after = await q.loadInvoice(tx, tenant, updated);
        return { result: after, aggregateId: id, before: eventView(before), after: eventView(after) };
      }),

    remove: async (tenant: Tenant, id: string) =>
      logged(tenant, 'invoice.deleted', async (tx) => {
        const row = await q.findInvoiceRow(tx, tenant, id, true);
        if (!row) {
          await ownerOnly(tx, tenant, id);
          throw notFound(INVOICE_MSG.notFound);
        }
        if (row.status !== 'draft') {
          throw conflict(row.status, INVOICE_MSG.deleteDraftOnly);
        }
        const before = await q.loadInvoice(tx, tenant, row);
        await tx.delete(invoices).where(tenantWhere(invoices, tenant, eq(invoices.id, id)));
        return { result: { id }, aggregateId: id, before: eventView(before), after: null };
      }),

    /** publish | cancel: one conditional UPDATE; the losers get 409 with the current state. */
    act: async (tenant: Tenant, id: string, action: TInvoiceAction) =>
      logged(tenant, `invoice.${action === 'publish' ? 'published' : 'cancelled'}`, async (tx) => {
        await ownerOnly(tx, tenant, id);
        const rule = INVOICE_TRANSITIONS[action];
        const before = await q.loadInvoice(tx, tenant, (await q.findInvoiceRow(tx, tenant, id)) as q.InvoiceRow);
        const now = new Date();
        const moved = await transition(tx, {
          table: invoices,
          id,
          tenant,
          from: rule.from,
          to: rule.to,
          set: action === 'publish' ? { publishedAt: now, updatedAt: now } : { updatedAt: now },
          what: 'invoice',
          conflictMessage: (current) => INVOICE_MSG.conflict(current),
        });
        // An invoice with money applied to it keeps its history: it is not cancelled (the check runs
        // after the conditional UPDATE so that it sees the winner's state; the transaction rolls back).
        if (
          action === 'cancel' &&
          (compareAmounts(moved.amountPaid, '0') !== 0 || compareAmounts(moved.amountCredited, '0') !== 0)
        ) {
          throw conflict(before.status, INVOICE_MSG.cancelSettled);
        }
        const after = await q.loadInvoice(tx, tenant, moved);
        return { result: after, aggregateId: id, before: eventView(before), after: eventView(after) };
      }),

    lineDetail: async (tenant: Tenant, id: string, lineId: string) => {
      const invoice = await q.findInvoiceRow(db, tenant, id);
      if (!invoice) {
        throw notFound(INVOICE_MSG.notFound);
      }
      const row = await q.lineDetail(db, invoice.companyId, id, lineId);
      if (!row) {
        throw notFound(INVOICE_MSG.lineNotFound);
      }
      const { mode, origin, destination, ownerName, ...line } = row;
      return {
        ...line,
        chargeLabel: CHARGE_LABEL[line.chargeCode] ?? line.chargeCode,
        order: { id: line.orderId, orderNumber: line.orderNumber, mode, origin, destination, ownerName },
      };
    },

    // invoice-rate CRUD and update-rate: the lines of a draft ---------------------------------------

    rates: async (tenant: Tenant, invoiceId: string) => (await get(tenant, invoiceId)).lines,

    addRate: async (tenant: Tenant, invoiceId: string, line: TInvoiceLineInput) =>
      logged(tenant, 'invoice.rate-added', async (tx) => {
        const row = await draftOf(tx, tenant, invoiceId);
        const before = await q.loadInvoice(tx, tenant, row);
        const owners = await resolveOrders(tx, tenant, [line], 'rate');
        const [last] = await tx
          .select({ position: max(invoiceLines.position) })
          .from(invoiceLines)
          .where(tenantWhere(invoiceLines, tenant, eq(invoiceLines.invoiceId, invoiceId)));
        const amount = invoiceTotals([line], []).lines[0]?.amount as string;
        await tx.insert(invoiceLines).values({
          companyId: tenant.companyId,
          invoiceId,
          position: (last?.position ?? 0) + 1,
          orderCompanyId: owners.get(line.orderId) as string,
          orderId: line.orderId,
          chargeCode: line.chargeCode,
          description: line.description,
          quantity: line.quantity,
          unitRate: line.unitRate,
          amount,
        });
        const after = await q.loadInvoice(tx, tenant, await retotal(tx, tenant, row));
        return { result: after, aggregateId: invoiceId, before: eventView(before), after: eventView(after) };
      }),

    updateRate: async (tenant: Tenant, lineId: string, line: TInvoiceLineInput) =>
      logged(tenant, 'invoice.rate-updated', async (tx) => {
        const invoiceId = await invoiceOfLine(tx, tenant, lineId);
        const row = await draftOf(tx, tenant, invoiceId);
        const before = await q.loadInvoice(tx, tenant, row);
        const owners = await resolveOrders(tx, tenant, [line], 'rate');
        await tx
          .update(invoiceLines)
          .set({
            orderCompanyId: owners.get(line.orderId) as string,
            orderId: line.orderId,
            chargeCode: line.chargeCode,
            description: line.description,
            quantity: line.quantity,
            unitRate: line.unitRate,
            amount: invoiceTotals([line], []).lines[0]?.amount as string,
          })
          .where(tenantWhere(invoiceLines, tenant, eq(invoiceLines.id, lineId)));
        const after = await q.loadInvoice(tx, tenant, await retotal(tx, tenant, row));
        return { result: after, aggregateId: invoiceId, before: eventView(before), after: eventView(after) };
      }),

    deleteRate: async (tenant: Tenant, lineId: string) =>
      logged(tenant, 'invoice.rate-deleted', async (tx) => {
        const invoiceId = await invoiceOfLine(tx, tenant, lineId);
        const row = await draftOf(tx, tenant, invoiceId);
        const before = await q.loadInvoice(tx, tenant, row);
        if (before.lines.length <= 1) {
          throw badRequest(INVOICE_MSG.lastLine);
        }
        await tx.delete(invoiceLines).where(tenantWhere(invoiceLines, tenant, eq(invoiceLines.id, lineId)));
        const after = await q.loadInvoice(tx, tenant, await retotal(tx, tenant, row));
        return { result: after, aggregateId: invoiceId, before: eventView(before), after: eventView(after) };
      }),

    /** update-rate: every line of a draft replaced at once, totals recomputed. */
    replaceRates: async (tenant: Tenant, invoiceId: string, lines: TInvoiceLineInput[]) =>
      logged(tenant, 'invoice.rates-updated', async (tx) => {
        const row = await draftOf(tx, tenant, invoiceId);
        const before = await q.loadInvoice(tx, tenant, row);
        const owners = await resolveOrders(tx, tenant, lines);
        await writeLines(tx, tenant, invoiceId, lines, owners);
        const after = await q.loadInvoice(tx, tenant, await retotal(tx, tenant, row));
        return { result: after, aggregateId: invoiceId, before: eventView(before), after: eventView(after) };
      }),

    // Payments ---------------------------------------------------------------------------------------

    listPayments: (tenant: Tenant, query: TPagedQuery) => q.listPayments(db, tenant, query),
    getPayment: async (tenant: Tenant, id: string) => {
      const payment = await q.findPayment(db, tenant, id);
      if (!payment) {
        throw notFound(INVOICE_MSG.paymentNotFound);
      }
      return payment;
    },

    /**
     * Records a payment and applies it to the caller's invoices, all or nothing. Each application is
     * one conditional UPDATE that may not take a balance below zero: of two payments racing for the
     * last dollar, one wins and the other is refused with the balance it would exceed.
     */
    recordPayment: async (tenant: Tenant, input: TPaymentInput) =>
      loggedWrite(db, tenant, { aggregateType: 'payment', type: 'payment.recorded' }, async (tx) => {
        const rows: q.InvoiceRow[] = [];
        for (const [i, application] of input.applications.entries()) {
          const row = await q.findInvoiceRow(tx, tenant, application.invoiceId);
          if (!row || row.companyId !== tenant.companyId) {
            throw badRequest(INVOICE_MSG.notFound, { [`applications.${i}.invoiceId`]: INVOICE_MSG.notFound });
          }
          rows.push(row);
        }
        const first = rows[0] as q.InvoiceRow;
        rows.forEach((row, i) => {
          if (row.currency !== first.currency) {
            throw badRequest(INVOICE_MSG.oneCurrency, { [`applications.${i}.invoiceId`]: INVOICE_MSG.oneCurrency });
          }
          if (row.billToCompanyId !== first.billToCompanyId) {
            throw badRequest(INVOICE_MSG.onePayer, { [`applications.${i}.invoiceId`]: INVOICE_MSG.onePayer });
          }
        });
        const amount = sumAmounts(input.applications.map((a) => a.amount));
        const [payment] = await tx
          .insert(payments)
          .values({
            companyId: tenant.companyId,
            paymentNumber: await nextNumber(tx, tenant, 'payment'),
            payerCompanyId: first.billToCompanyId,
            receivedOn: input.receivedOn,
            method: input.method,
            reference: input.reference,
            currency: first.currency,
            amount,
            createdBy: tenant.userId || null,
          })
          .returning();
        const created = payment as typeof payments.$inferSelect;
        for (const [i, application] of input.applications.entries()) {
          await applyOrRefuse(
            tx,
            tenant,
            application.invoiceId,
            application.amount,
            'amountPaid',
            `applications.${i}.amount`,
          );
          await tx.insert(paymentApplications).values({
            companyId: tenant.companyId,
            paymentId: created.id,
            invoiceId: application.invoiceId,
            amount: application.amount,
          });
        }
        const result = (await q.findPayment(tx, tenant, created.id)) as NonNullable<
          Awaited<ReturnType<typeof q.findPayment>>
        >;
        const { createdAt: _c, ...after } = result;
        return { result, aggregateId: created.id, after };
      }),

    // Credit notes -----------------------------------------------------------------------------------

    listCreditNotes: (tenant: Tenant, query: TPagedQuery) => q.listCreditNotes(db, tenant, query),
    getCreditNote: async (tenant: Tenant, id: string) => {
      const note = await q.findCreditNote(db, tenant, id);
      if (!note) {
        throw notFound(INVOICE_MSG.creditNoteNotFound);
      }
      return note;
    },

    /** A credit on one unpaid invoice of the caller: lowers its balance, never below zero. */
    recordCreditNote: async (tenant: Tenant, input: TCreditNoteInput) =>
      loggedWrite(db, tenant, { aggregateType: 'credit-note', type: 'credit-note.recorded' }, async (tx) => {
        const row = await q.findInvoiceRow(tx, tenant, input.invoiceId);
        if (!row) {
          throw badRequest(INVOICE_MSG.notFound, { invoiceId: INVOICE_MSG.notFound });
        }
        if (row.companyId !== tenant.companyId) {
          throw forbidden(INVOICE_MSG.ownerOnly);
        }
        await applyOrRefuse(tx, tenant, input.invoiceId, input.amount, 'amountCredited', 'amount');
        const [note] = await tx
          .insert(creditNotes)
          .values({
            companyId: tenant.companyId,
            creditNoteNumber: await nextNumber(tx, tenant, 'credit-note'),
            invoiceId: input.invoiceId,
            issueDate: input.issueDate,
            amount: input.amount,
            reason: input.reason,
            createdBy: tenant.userId || null,
          })
          .returning();
        const result = (await q.findCreditNote(tx, tenant, (note as { id: string }).id)) as NonNullable<
          Awaited<ReturnType<typeof q.findCreditNote>>
        >;
        const { createdAt: _c, ...after } = result;
        return { result, aggregateId: result.id, after };
      }),
  };
};

const CHARGE_LABEL: Record<string, string> = {
  BAS: 'Base freight',
  FSC: 'Fuel surcharge',
  ACC: 'Accessorials',
  DEM: 'Demurrage',
  DET: 'Detention',
};

const invoiceOfLine = async (tx: Tx, tenant: Tenant, lineId: string) => {
  const [line] = await tx
    .select({ invoiceId: invoiceLines.invoiceId })
    .from(invoiceLines)
    .where(tenantWhere(invoiceLines, tenant, eq(invoiceLines.id, lineId)));
  if (!line) {
    throw notFound(INVOICE_MSG.lineNotFound);
  }
  return line.invoiceId;
};

/** Moves a balance or says why not: 409 when the invoice is not unpaid, 400 on the field when it would overdraw. */
const applyOrRefuse = async (
  tx: Tx,
  tenant: Tenant,
  invoiceId: string,
  amount: string,
  column: 'amountPaid' | 'amountCredited',
  field: string,
) => {
  const moved = await q.applyToBalance(tx, tenant, invoiceId, amount, column);
  if (moved) {
    return moved;
  }
  const [now] = await tx
    .select({
      status: invoices.status,
      balance: invoices.balance,
      number: invoices.invoiceNumber,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(and(tenantWhere(invoices, tenant, eq(invoices.id, invoiceId))));
  if (!now) {
    throw notFound(INVOICE_MSG.notFound);
  }
  if (now.status !== 'unpaid') {
    throw new StateConflict(INVOICE_MSG.notPayable(now.number, now.status), now.status);
  }
  const message = INVOICE_MSG.exceedsBalance(`${now.balance} ${now.currency}`);
  throw new AppError(409, 'EXCEEDS_BALANCE', message, { [field]: message });
};
