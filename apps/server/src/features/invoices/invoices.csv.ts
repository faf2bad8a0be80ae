import type { TInvoiceSummary } from '@lanehub/shared/features/invoices/invoices.contract';
import type { CsvColumn } from '../../platform/csv-export';

// The invoice list as CSV (platform/csv-export.ts neutralises cells a spreadsheet would run as a
// formula: a bill-to named '=HYPERLINK(…)' is written as text).
export const INVOICE_EXPORT_CSV: ReadonlyArray<CsvColumn<TInvoiceSummary>> = [
  { header: 'invoiceNumber', value: (r) => r.invoiceNumber },
  { header: 'status', value: (r) => r.status },
  { header: 'issuer', value: (r) => r.issuerName },
  { header: 'billTo', value: (r) => r.billToName },
  { header: 'issueDate', value: (r) => r.issueDate },
  { header: 'dueDate', value: (r) => r.dueDate },
  { header: 'currency', value: (r) => r.currency },
  { header: 'total', value: (r) => r.total, numeric: true },
  { header: 'balance', value: (r) => r.balance, numeric: true },
];
