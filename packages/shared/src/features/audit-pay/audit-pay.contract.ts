import { z } from 'zod';
import { defineMessages, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';

// Audit & Pay (issue 17, spec 01 module list: Audit & Pay at /invoice-management). Each line of a bill
// (an invoice a carrier issued to the company) is compared with the rate the rating engine gives for
// its order on the order's date, and classified against the company's tolerances. Lines within
// tolerance are approved (in bulk); the others are disputed with a reason and a note to the carrier.
// docs/audit-pay.md.

export const AUDIT_RESULTS = ['match', 'over', 'under', 'no_rate'] as const;
export type TAuditResult = (typeof AUDIT_RESULTS)[number];

export const REVIEW_DECISIONS = ['approved', 'disputed'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const DISPUTE_REASONS = [
  'over_contract_rate',
  'no_contract_rate',
  'not_performed',
  'duplicate',
  'other',
] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];

export const AUDIT_PAY_MSG = defineMessages('auditPay.api', {
  billNotFound: 'Bill not found',
  lineNotFound: 'This line is not on the bill',
  onlyBillTo: 'Only the company the invoice bills can audit it',
  notPublished: 'Only a published, unpaid bill can be audited',
  alreadyReviewed: 'This line has already been reviewed',
  outsideTolerance: 'Only lines within tolerance can be approved; dispute the others',
  settingsSaved: 'Audit tolerances have been saved',
  approved: withParams('{{count}} line(s) approved', (count: number) => ({ count })),
  disputed: 'The line has been disputed and the carrier can see it',
  amount: 'Enter an amount of at most 4 decimals',
  percent: 'A percentage is at most 100',
  note: 'Write a note to the carrier',
});

const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, AUDIT_PAY_MSG.amount);

export const ZAuditSettings = z.object({
  toleranceAmount: decimal,
  tolerancePercent: decimal.refine((value) => Number(value) <= 100, AUDIT_PAY_MSG.percent),
});
export type TAuditSettings = z.infer<typeof ZAuditSettings>;
export const DEFAULT_AUDIT_SETTINGS: TAuditSettings = { toleranceAmount: '5.0000', tolerancePercent: '2.0000' };

export const ZBillIdParams = z.object({ id: refersTo(z.uuid(), 'invoices') });

export const ZApproveInput = z.object({
  lineIds: z.array(refersTo(z.uuid(), 'invoice_lines')).min(1).max(500),
});
export type TApproveInput = z.infer<typeof ZApproveInput>;

export const ZDisputeInput = z.object({
  lineId: refersTo(z.uuid(), 'invoice_lines'),
  reason: z.enum(DISPUTE_REASONS),
  note: z.string().trim().min(1, AUDIT_PAY_MSG.note).max(2000),
});
export type TDisputeInput = z.infer<typeof ZDisputeInput>;

export const ZReview = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.enum(DISPUTE_REASONS).nullable(),
  note: z.string(),
  decidedAt: z.string(),
  decidedByName: z.string().nullable(),
});

export const ZAuditLine = z.object({
  lineId: z.uuid(),
  position: z.number().int(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  chargeCode: z.string(),
  description: z.string(),
  quantity: z.string(),
  billed: z.string(),
  expected: z.string().nullable(),
  difference: z.string().nullable(),
  result: z.enum(AUDIT_RESULTS),
  withinTolerance: z.boolean(),
  contractNumber: z.string().nullable(),
  rateCardName: z.string().nullable(),
  rateCardRow: z.number().int().nullable(),
  rateText: z.string().nullable(),
  review: ZReview.nullable(),
});
export type TAuditLine = z.infer<typeof ZAuditLine>;

export const ZBillAudit = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  status: z.string(),
  role: z.enum(['owner', 'bill-to']),
  issuerName: z.string(),
  billToName: z.string(),
  currency: z.string(),
  issueDate: z.string(),
  total: z.string(),
  balance: z.string(),
  /** Every line approved: the bill may be paid. */
  payable: z.boolean(),
  settings: ZAuditSettings,
  lines: z.array(ZAuditLine),
});
export type TBillAudit = z.infer<typeof ZBillAudit>;

export const ZBillAuditSummary = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  status: z.string(),
  issuerName: z.string(),
  currency: z.string(),
  issueDate: z.string(),
  total: z.string(),
  lineCount: z.number().int(),
  approvedCount: z.number().int(),
  disputedCount: z.number().int(),
  payable: z.boolean(),
});
export type TBillAuditSummary = z.infer<typeof ZBillAuditSummary>;

// Exact fixed-point arithmetic (4 decimals, BigInt), never floats (DOMAIN.md §5).
const UNIT = 10_000n;
export const toUnits = (value: string): bigint => {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    throw new Error(`Not a decimal amount: '${value}'`);
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole) * UNIT + BigInt(fraction.slice(0, 4).padEnd(4, '0'));
  return negative ? -units : units;
};
export const fromUnits = (units: bigint): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / UNIT}.${(abs % UNIT).toString().padStart(4, '0')}`;
};

/** The contract amount of a line: the lane's charge × the line's quantity, rounded half-up to the cent. */
export const expectedAmount = (charge: string, quantity: string): string => {
  const product = toUnits(charge) * toUnits(quantity); // units²
  const cents = (product + UNIT * 50n) / (UNIT * 100n);
  return fromUnits(cents * 100n);
};

/**
 * A line against its contract amount. The allowed difference is the larger of the amount tolerance and
 * the percentage of the contract amount; a difference equal to it is still within tolerance.
 */
export const classify = (
  billed: string,
  expected: string | null,
  settings: TAuditSettings,
): { result: TAuditResult; difference: string | null; withinTolerance: boolean } => {
  if (expected === null) {
    return { result: 'no_rate', difference: null, withinTolerance: false };
  }
  const difference = toUnits(billed) - toUnits(expected);
  const byAmount = toUnits(settings.toleranceAmount);
  // expected × percent / 100, in units (exact: truncated towards zero, i.e. never more lenient).
  const byPercent = (toUnits(expected) * toUnits(settings.tolerancePercent)) / (UNIT * 100n);
  const allowed = byAmount > byPercent ? byAmount : byPercent;
  const abs = difference < 0n ? -difference : difference;
  if (abs <= allowed) {
    return { result: 'match', difference: fromUnits(difference), withinTolerance: true };
  }
  return { result: difference > 0n ? 'over' : 'under', difference: fromUnits(difference), withinTolerance: false };
};
