import { z } from 'zod';
import { CHARGE_CODES } from '../../constants/charge-codes';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { plainText, searchField } from '../../validation/text';
import { compareAmounts, lineAmount, toUnits } from './invoices.money';

// Freight accounting, first slice (issue 17; spec 02 §7.5 'Invoice'; DOMAIN.md §4–5). An invoice is
// the record of the company that bills (a carrier billing the shipper of an order it carries): a
// receivable for its owner, a bill (payable) for the company it bills, which sees it read-only through
// the sharing helper. Lifecycle: draft → (publish) unpaid → paid when its balance reaches zero;
// draft or unpaid → (cancel) cancelled while nothing is paid or credited on it. A published invoice
// changes only by a credit note. Payments and credit notes are records of the invoice's owner.

export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'cancelled'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The transitions a user asks for, declared once; unpaid → paid follows the balance, not a user. */
export const INVOICE_TRANSITIONS = {
  publish: { from: ['draft'], to: 'unpaid' },
  cancel: { from: ['draft', 'unpaid'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TInvoiceStatus[]; to: TInvoiceStatus }>;
export type TInvoiceAction = keyof typeof INVOICE_TRANSITIONS;
export const INVOICE_ACTIONS = Object.keys(INVOICE_TRANSITIONS) as TInvoiceAction[];

export const CHARGE_CODE_VALUES = CHARGE_CODES.map((c) => c.code) as [
  (typeof CHARGE_CODES)[number]['code'],
  ...Array<(typeof CHARGE_CODES)[number]['code']>,
];

/** Canadian sales taxes with their usual rates (percent); each invoice keeps the rates it was issued with. */
export const TAX_CODES = ['GST', 'HST', 'QST', 'PST'] as const;
export const DEFAULT_TAX_RATES: Record<(typeof TAX_CODES)[number], string> = {
  GST: '5',
  HST: '13',
  QST: '9.975',
  PST: '7',
};
export const DEFAULT_CURRENCY = 'CAD';
export const PAYMENT_METHODS = ['eft', 'wire', 'cheque', 'card', 'cash'] as const;
export const INVOICE_MAX_LINES = 200;
export const PAYMENT_MAX_INVOICES = 50;

export const INVOICE_MSG = defineMessages('invoices.api', {
  created: withParams('Invoice {{number}} has been created', (number: string) => ({ number })),
  updated: 'Invoice has been updated',
  deleted: 'Invoice has been deleted',
  published: 'Invoice has been published',
  cancelled: 'Invoice has been cancelled',
  notFound: 'Invoice not found',
  lineNotFound: 'Invoice line not found',
  conflict: withParams('This invoice is already {{current}}', (current: string) => ({ current })),
  publishedImmutable: 'A published invoice changes only by a credit note',
  deleteDraftOnly: 'Only a draft invoice can be deleted; cancel it instead',
  cancelSettled: 'An invoice with payments or credit notes cannot be cancelled',
  ownerOnly: 'Only the company that issued the invoice can change it',
  orderNotFound: 'Order not found',
  billToUnknown: 'Choose a company of your partner network or the owner of the invoiced orders',
  rateAdded: 'Rate has been added',
  rateUpdated: 'Rate has been updated',
  rateDeleted: 'Rate has been deleted',
  ratesUpdated: 'Rates have been updated',
  lastLine: 'An invoice keeps at least one line',
  lineZero: 'The line amounts to less than one cent',
  amount: 'Enter an amount with at most 4 decimals',
  positive: 'Must be more than 0',
  quantity: 'Enter a quantity greater than 0 with at most 3 decimals',
  rate: 'Enter a rate with at most 4 decimals',
  taxRate: 'Enter a rate between 0 and 100 percent',
  taxTwice: 'This tax is already on the invoice',
  currency: 'Enter a 3-letter ISO 4217 currency code',
  dueBeforeIssue: 'The due date is on or after the issue date',
  paymentRecorded: withParams('Payment {{number}} has been recorded', (number: string) => ({ number })),
  paymentNotFound: 'Payment not found',
  exceedsBalance: withParams('The amount is more than the balance of {{balance}}', (balance: string) => ({ balance })),
  notPayable: withParams(
    'Invoice {{number}} is {{status}}: only an unpaid invoice takes a payment',
    (number: string, status: string) => ({ number, status }),
  ),
  invoiceTwice: 'This invoice is already in the payment',
  oneCurrency: 'All invoices of a payment are in one currency',
  onePayer: 'All invoices of a payment bill the same company',
  creditNoteRecorded: withParams('Credit note {{number}} has been recorded', (number: string) => ({ number })),
  creditNoteNotFound: 'Credit note not found',
  reason: 'Say why the credit is given',
});

const decimal = (message: string, places: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,14}(\\.\\d{1,${places}})?$`), { error: message });

const positive = (message: string, places: number) =>
  decimal(message, places).refine((v) => toUnits(v) > 0n, { error: INVOICE_MSG.positive });

const text = (max: number) =>
  plainText('multi')
    .trim()
    .max(max, { error: MSG.maxLength(max) });
const day = z.iso.date();

const invoiceLineShape = {
  orderId: refersTo(z.uuid(), 'orders'),
  chargeCode: z.enum(CHARGE_CODE_VALUES),
  description: text(200).default(''),
  quantity: positive(INVOICE_MSG.quantity, 3),
  unitRate: positive(INVOICE_MSG.rate, 4),
};
// A line bills at least a cent once rounded (an unpaid invoice always has a balance to pay).
const billsACent = (v: { quantity: string; unitRate: string }) => toUnits(lineAmount(v.quantity, v.unitRate)) > 0n;

export const ZInvoiceLineInput = z
  .object(invoiceLineShape)
  .refine(billsACent, { error: INVOICE_MSG.lineZero, path: ['unitRate'] });
export type TInvoiceLineInput = z.output<typeof ZInvoiceLineInput>;

export const ZInvoiceTaxInput = z.object({
  code: z.enum(TAX_CODES),
  rate: decimal(INVOICE_MSG.taxRate, 3).refine((v) => compareAmounts(v, '100') <= 0, { error: INVOICE_MSG.taxRate }),
});

const uniqueTaxes = (taxes: Array<{ code: string }>, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  taxes.forEach((tax, i) => {
    if (seen.has(tax.code)) {
      ctx.addIssue({ code: 'custom', message: INVOICE_MSG.taxTwice, path: [i, 'code'] });
    }
    seen.add(tax.code);
  });
};

export const ZInvoiceFields = z
  .object({
    billToCompanyId: refersTo(z.uuid(), 'companies'),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: INVOICE_MSG.currency })
      .default(DEFAULT_CURRENCY),
    issueDate: day,
    dueDate: day,
    notes: text(1000).default(''),
    taxes: z.array(ZInvoiceTaxInput).max(TAX_CODES.length).superRefine(uniqueTaxes).default([]),
    lines: z
      .array(ZInvoiceLineInput)
      .min(1, { error: MSG.notEmptyArray })
      .max(INVOICE_MAX_LINES, { error: MSG.maxLength(INVOICE_MAX_LINES) }),
  })
  .refine((v) => v.dueDate >= v.issueDate, { error: INVOICE_MSG.dueBeforeIssue, path: ['dueDate'] });
export type TInvoiceFields = z.output<typeof ZInvoiceFields>;
export type TInvoiceInput = z.input<typeof ZInvoiceFields>;

export const ZInvoiceIdParams = z.object({ id: refersTo(z.uuid(), 'invoices') });
export const ZInvoiceLineParams = z.object({
  id: refersTo(z.uuid(), 'invoices'),
  lineId: refersTo(z.uuid(), 'invoice_lines'),
});
export const ZInvoiceRateParams = z.object({ id: refersTo(z.uuid(), 'invoice_lines') });
export const ZInvoiceRateInput = z
  .object({ invoiceId: refersTo(z.uuid(), 'invoices'), ...invoiceLineShape })
  .refine(billsACent, { error: INVOICE_MSG.lineZero, path: ['unitRate'] });
export const ZInvoiceRateQuery = z.object({ invoiceId: refersTo(z.uuid(), 'invoices') });
export const ZUpdateRatesInput = z.object({
  lines: z.array(ZInvoiceLineInput).min(1, { error: MSG.notEmptyArray }).max(INVOICE_MAX_LINES),
});

export const INVOICE_SORTS = ['invoiceNumber', 'issueDate', 'dueDate', 'total', 'status', 'updatedAt'] as const;
export const ZInvoiceListQuery = z.object({
  search: searchField(100),
  status: z.enum(INVOICE_STATUSES).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  sort: z.enum(INVOICE_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

export const ZInvoiceLine = z.object({
  id: z.uuid(),
  position: z.number().int(),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  chargeCode: z.string(),
  description: z.string(),
  quantity: z.string(),
  unitRate: z.string(),
  amount: z.string(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceLineDetail = ZInvoiceLine.extend({
  order: z.object({
    id: z.uuid(),
    orderNumber: z.string(),
    mode: z.string().nullable(),
    origin: z.string().nullable(),
    destination: z.string().nullable(),
    ownerName: z.string().nullable(),
  }),
  chargeLabel: z.string(),
});

export const ZInvoiceSummary = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** 'owner' on a receivable; 'bill-to' on a bill the caller is billed by. */
  role: z.enum(['owner', 'bill-to']),
  issuerCompanyId: z.uuid(),
  issuerName: z.string(),
  billToCompanyId: z.uuid(),
  billToName: z.string(),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  total: z.string(),
  balance: z.string(),
  updatedAt: z.string(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoice = ZInvoiceSummary.extend({
  notes: z.string(),
  subtotal: z.string(),
  taxes: z.array(z.object({ code: z.string(), rate: z.string(), amount: z.string() })),
  taxTotal: z.string(),
  amountPaid: z.string(),
  amountCredited: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ZInvoiceLine),
});
export type TInvoice = z.infer<typeof ZInvoice>;

// Payments -------------------------------------------------------------------------------------------

export const ZPaymentInput = z
  .object({
    receivedOn: day,
    method: z.enum(PAYMENT_METHODS),
    reference: text(100).default(''),
    applications: z
      .array(z.object({ invoiceId: refersTo(z.uuid(), 'invoices'), amount: positive(INVOICE_MSG.amount, 4) }))
      .min(1, { error: MSG.notEmptyArray })
      .max(PAYMENT_MAX_INVOICES, { error: MSG.maxLength(PAYMENT_MAX_INVOICES) }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.applications.forEach((a, i) => {
      if (seen.has(a.invoiceId)) {
        ctx.addIssue({ code: 'custom', message: INVOICE_MSG.invoiceTwice, path: ['applications', i, 'invoiceId'] });
      }
      seen.add(a.invoiceId);
    });
  });
export type TPaymentInput = z.output<typeof ZPaymentInput>;

export const ZPayment = z.object({
  id: z.uuid(),
  paymentNumber: z.string(),
  payerCompanyId: z.uuid(),
  payerName: z.string(),
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  currency: z.string(),
  amount: z.string(),
  createdAt: z.string(),
  applications: z.array(z.object({ invoiceId: z.uuid(), invoiceNumber: z.string(), amount: z.string() })),
});
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentIdParams = z.object({ id: refersTo(z.uuid(), 'payments') });

// Credit notes ---------------------------------------------------------------------------------------

export const ZCreditNoteInput = z.object({
  invoiceId: refersTo(z.uuid(), 'invoices'),
  issueDate: day,
  amount: positive(INVOICE_MSG.amount, 4),
  reason: text(500).min(1, { error: INVOICE_MSG.reason }),
});
export type TCreditNoteInput = z.output<typeof ZCreditNoteInput>;

export const ZCreditNote = z.object({
  id: z.uuid(),
  creditNoteNumber: z.string(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  billToName: z.string(),
  issueDate: z.string(),
  currency: z.string(),
  amount: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
export const ZCreditNoteIdParams = z.object({ id: refersTo(z.uuid(), 'credit_notes') });

export const ZPagedQuery = z.object({
  search: searchField(100),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});
export type TPagedQuery = z.output<typeof ZPagedQuery>;

export const invoiceFileName = (invoiceNumber: string) => `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

export const INVOICE_EXAMPLE = {
  billToCompanyId: '00000000-0000-4000-8000-000000000001',
  currency: 'CAD',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  notes: 'Net 30',
  taxes: [{ code: 'HST', rate: '13' }],
  lines: [
    {
      orderId: '00000000-0000-4000-8000-000000000002',
      chargeCode: 'BAS',
      description: 'Toronto to Montreal, 53 ft dry van',
      quantity: '1',
      unitRate: '1850.00',
    },
  ],
} satisfies TInvoiceInput;
