import {
  AUDIT_PAY_MSG,
  classify,
  DEFAULT_AUDIT_SETTINGS,
  expectedAmount,
  type TApproveInput,
  type TAuditLine,
  type TAuditSettings,
  type TBillAudit,
  type TDisputeInput,
} from '@lanehub/shared/features/audit-pay/audit-pay.contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { recordEvent, type Tx } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import { createContractsService } from '../contracts/contracts.service';
import { invoiceSharing } from '../invoices/invoices.queries';
import * as q from './audit-pay.queries';

// The rules of Audit & Pay (docs/audit-pay.md): each line of a bill against the rating engine's rate
// for its order on the order's date, classified with the billed company's tolerances; approvals and
// disputes are one decision per line, written as the invoice owner's rows in one transaction with
// their domain event in the owner's change log.

type Executor = Db | Tx;

/** Lane features from the orders' modes (the contracts' Mode feature: Road, Rail, Dray). */
const RATE_MODE: Record<string, string> = { road: 'Road', rail: 'Rail', drayage: 'Dray' };

export const createAuditPayService = (db: Db) => {
  const contracts = createContractsService({ db });

  const settings = async (tenant: Tenant): Promise<TAuditSettings> =>
    (await q.readSettings(db, tenant)) ?? DEFAULT_AUDIT_SETTINGS;

  const saveSettings = async (tenant: Tenant, values: TAuditSettings) =>
    db.transaction(async (tx) => {
      const before = await q.readSettings(tx, tenant);
      const after = await q.upsertSettings(tx, tenant, values);
      await recordEvent(tx, tenant, {
        aggregateType: 'company',
        aggregateId: tenant.companyId,
        type: 'company.audit-tolerances-changed',
        before: before ?? null,
        after: after ?? null,
      });
      return after as TAuditSettings;
    });

  /** The bill as the caller sees it: 404 when it is neither its issuer nor the company billed. */
  const requireBill = async (db: Executor, tenant: Tenant, id: string) => {
    const { role } = await invoiceSharing.require(db, tenant, id, ['owner', 'bill-to'], {
      notFound: AUDIT_PAY_MSG.billNotFound,
    });
    const bill = await q.readBill(db, id);
    if (!bill || (role !== 'owner' && bill.status === 'draft')) {
      throw notFound(AUDIT_PAY_MSG.billNotFound);
    }
    return { bill, role: role as 'owner' | 'bill-to' };
  };

  /**
   * Each line against the billed company's contracts: the best lane for the order's features (the
   * issuing carrier, countries, equipment, move type, mode) on the order's date, its charge of the
   * line's code × quantity. One rating per order of the bill.
   */
  const auditLines = async (
    db: Executor,
    raterTenant: Tenant | null,
    bill: NonNullable<Awaited<ReturnType<typeof q.readBill>>>,
    tolerances: TAuditSettings,
  ) => {
    const lines = await q.readLines(db, bill.companyId, bill.id);
    const reviews = new Map((await q.readReviews(db, bill.companyId, bill.id)).map((r) => [r.lineId, r]));
    const rated = new Map<string, Awaited<ReturnType<typeof contracts.matchedRate>>>();
    const audited: TAuditLine[] = [];
    for (const line of lines) {
      let answer = rated.get(line.orderId);
      if (answer === undefined) {
        const features = Object.fromEntries(
          Object.entries({
            carrier: bill.issuerName,
            originCountry: line.originCountry ?? '',
            destinationCountry: line.destinationCountry ?? '',
            equipmentType: line.equipmentType ?? '',
            moveType: line.moveType ?? '',
            mode: RATE_MODE[line.mode] ?? '',
          }).filter(([, value]) => value.trim() !== ''),
        );
        const date = line.orderDate ?? line.orderCreatedAt.toISOString().slice(0, 10);
        answer = raterTenant ? await contracts.matchedRate(raterTenant, { features, date }) : null;
        rated.set(line.orderId, answer);
      }
      const charge =
        answer && answer.currency === bill.currency
          ? answer.charges.find((c) => c.code === line.chargeCode)
          : undefined;
      const expected = charge ? expectedAmount(charge.amount, line.quantity) : null;
      const verdict = classify(line.amount, expected, tolerances);
      const review = reviews.get(line.lineId);
      audited.push({
        lineId: line.lineId,
        position: line.position,
        orderId: line.orderId,
        orderNumber: line.orderNumber,
        chargeCode: line.chargeCode,
        description: line.description,
        quantity: line.quantity,
        billed: line.amount,
        expected,
        ...verdict,
        contractNumber: charge && answer ? answer.contractNumber : null,
        rateCardName: charge && answer ? answer.rateCardName : null,
        rateCardRow: charge && answer ? answer.rowIndex + 1 : null,
        rateText: charge && answer ? answer.why.text : null,
        review: review
          ? {
              decision: review.decision as 'approved' | 'disputed',
              reason: (review.reason ?? null) as NonNullable<TAuditLine['review']>['reason'],
              note: review.note,
              decidedAt: review.createdAt.toISOString(),
              decidedByName: review.decidedByName,
            }
          : null,
      });
    }
    return audited;
  };

  const audit = async (tenant: Tenant, id: string): Promise<TBillAudit> => {
    const { bill, role } = await requireBill(db, tenant, id);
    // The rating is the billed company's (its contracts); the issuer sees the decisions, not the rates.
    const tolerances = role === 'bill-to' ? await settings(tenant) : DEFAULT_AUDIT_SETTINGS;
    // The carrier (owner) sees its lines and the decisions on them, never its customer's contract rates.
    const lines = await auditLines(db, role === 'bill-to' ? tenant : null, bill, tolerances);
    return {
      id: bill.id,
      invoiceNumber: bill.invoiceNumber,
      status: bill.status,
      role,
      issuerName: bill.issuerName,
      billToName: bill.billToName,
      currency: bill.currency,
      issueDate: bill.issueDate,
      total: bill.total,
      balance: bill.balance,
      payable: lines.length > 0 && lines.every((l) => l.review?.decision === 'approved'),
      settings: tolerances,
      lines,
    };
  };

  const list = async (tenant: Tenant) =>
    (await q.listBills(db, tenant, 200)).map((row) => ({
      ...row,
      payable: row.lineCount > 0 && row.approvedCount === row.lineCount,
    }));

  /** Checks that the caller is the company billed and the bill is still open; answers the audit. */
  const openBillForReview = async (tenant: Tenant, id: string) => {
    const { bill, role } = await requireBill(db, tenant, id);
    if (role !== 'bill-to') {
      throw forbidden(AUDIT_PAY_MSG.onlyBillTo);
    }
    if (bill.status !== 'unpaid') {
      throw new AppError(409, 'STATE_CONFLICT', AUDIT_PAY_MSG.notPublished, undefined, { current: bill.status });
    }
    // Rated before the write's transaction: the rating engine reads with its own connection (on the
    // embedded database, one connection: reading inside the transaction would wait for it).
    const lines = await auditLines(db, tenant, bill, await settings(tenant));
    return { bill, lines };
  };

  /** Inside the write: the bill is still open (a cancel or the last payment may have come meanwhile). */
  const stillOpen = async (tx: Tx, tenant: Tenant, id: string) => {
    const { bill } = await requireBill(tx, tenant, id);
    if (bill.status !== 'unpaid') {
      throw new AppError(409, 'STATE_CONFLICT', AUDIT_PAY_MSG.notPublished, undefined, { current: bill.status });
    }
  };

  /**
   * Approves lines within tolerance. All or nothing: a line outside tolerance is 400 on its field, a
   * line another request decided first is 409 (the insert skipped it; the transaction rolls back).
   */
  const approve = async (tenant: Tenant, id: string, input: TApproveInput) => {
    const { bill, lines } = await openBillForReview(tenant, id);
    return db.transaction(async (tx) => {
      await stillOpen(tx, tenant, id);
      const byId = new Map(lines.map((l) => [l.lineId, l]));
      const wanted = [...new Set(input.lineIds)];
      for (const [index, lineId] of wanted.entries()) {
        const line = byId.get(lineId);
        if (!line) {
          throw badRequest(AUDIT_PAY_MSG.lineNotFound, { [`lineIds.${index}`]: AUDIT_PAY_MSG.lineNotFound });
        }
        if (line.review) {
          throw new AppError(409, 'STATE_CONFLICT', AUDIT_PAY_MSG.alreadyReviewed, undefined, {
            current: line.review.decision,
          });
        }
        if (!line.withinTolerance) {
          throw badRequest(AUDIT_PAY_MSG.outsideTolerance, { [`lineIds.${index}`]: AUDIT_PAY_MSG.outsideTolerance });
        }
      }
      const inserted = await q.insertReviews(
        tx,
        wanted.map((lineId) => {
          const line = byId.get(lineId) as TAuditLine;
          return {
            companyId: bill.companyId,
            invoiceId: bill.id,
            lineId,
            reviewerCompanyId: tenant.companyId,
            decision: 'approved',
            result: line.result,
            billed: line.billed,
            expected: line.expected,
            difference: line.difference,
            rateText: line.rateText,
            decidedBy: tenant.userId || null,
          };
        }),
      );
      if (inserted.length !== wanted.length) {
        throw new AppError(409, 'STATE_CONFLICT', AUDIT_PAY_MSG.alreadyReviewed, undefined, { current: 'approved' });
      }
      // The owner's change log, naming the billed company that acted.
      await recordEvent(
        tx,
        { companyId: bill.companyId, userId: null },
        {
          aggregateType: 'invoice',
          aggregateId: bill.id,
          type: 'invoice.lines-approved',
          before: null,
          after: { byCompanyId: tenant.companyId, lines: wanted.map((lineId) => byId.get(lineId)?.position) },
        },
      );
      return wanted.length;
    });
  };

  const dispute = async (tenant: Tenant, id: string, input: TDisputeInput) => {
    const { bill, lines } = await openBillForReview(tenant, id);
    return db.transaction(async (tx) => {
      await stillOpen(tx, tenant, id);
      const line = lines.find((l) => l.lineId === input.lineId);
      if (!line) {
        throw badRequest(AUDIT_PAY_MSG.lineNotFound, { lineId: AUDIT_PAY_MSG.lineNotFound });
      }
      const inserted = await q.insertReviews(tx, [
        {
          companyId: bill.companyId,
          invoiceId: bill.id,
          lineId: line.lineId,
          reviewerCompanyId: tenant.companyId,
          decision: 'disputed',
          result: line.result,
          billed: line.billed,
          expected: line.expected,
          difference: line.difference,
          rateText: line.rateText,
          reason: input.reason,
          note: input.note,
          decidedBy: tenant.userId || null,
        },
      ]);
      if (inserted.length !== 1) {
        throw new AppError(409, 'STATE_CONFLICT', AUDIT_PAY_MSG.alreadyReviewed, undefined, {
          current: line.review?.decision ?? 'approved',
        });
      }
      await recordEvent(
        tx,
        { companyId: bill.companyId, userId: null },
        {
          aggregateType: 'invoice',
          aggregateId: bill.id,
          type: 'invoice.line-disputed',
          before: null,
          after: {
            byCompanyId: tenant.companyId,
            line: line.position,
            reason: input.reason,
            note: input.note,
            billed: line.billed,
            expected: line.expected,
          },
        },
      );
    });
  };

  return { settings, saveSettings, audit, list, approve, dispute };
};
