import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TInvoice } from '@lanehub/shared/features/invoices/invoices.contract';
import { formatAmount } from '@lanehub/shared/features/invoices/invoices.money';
import pdfmake from 'pdfmake';

// The invoice as a PDF a customer's accounts-payable desk accepts (DOMAIN.md §7): who bills whom,
// the invoice number and dates, the terms, one row per charge with its order, subtotal, each tax
// with its rate, total, what was paid or credited and the balance due, in the invoice's currency.
// Rendered on the server with pdfmake as the BOL is; a draft prints 'DRAFT', a cancelled one
// 'CANCELLED', a paid one 'PAID'.

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let configured = false;
const configure = () => {
  if (configured) {
    return;
  }
  pdfmake.setFonts({
    Roboto: {
      normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  configured = true;
};

const MARK: Partial<Record<TInvoice['status'], string>> = { draft: 'DRAFT', cancelled: 'CANCELLED', paid: 'PAID' };
const CHARGE: Record<string, string> = {
  BAS: 'Base freight',
  FSC: 'Fuel surcharge',
  ACC: 'Accessorials',
  DEM: 'Demurrage',
  DET: 'Detention',
};

const money = (value: string, currency: string) => `${formatAmount(value)} ${currency}`;

export const invoiceDocument = (invoice: TInvoice) => {
  const mark = MARK[invoice.status];
  const th = (text: string, alignment = 'left') => ({ text, style: 'th', alignment });
  const right = (text: string) => ({ text, alignment: 'right' });
  const lineRows = invoice.lines.map((line) => [
    String(line.position),
    line.orderNumber ?? '',
    `${line.chargeCode} · ${CHARGE[line.chargeCode] ?? line.chargeCode}${line.description ? `\n${line.description}` : ''}`,
    right(line.quantity.replace(/\.?0+$/, '')),
    right(formatAmount(line.unitRate)),
    right(formatAmount(line.amount)),
  ]);
  const totals: Array<[string, string]> = [
    ['Subtotal', money(invoice.subtotal, invoice.currency)],
    ...invoice.taxes.map((t): [string, string] => [
      `${t.code} ${t.rate.replace(/\.?0+$/, '')}%`,
      money(t.amount, invoice.currency),
    ]),
    ['Total', money(invoice.total, invoice.currency)],
    ...(invoice.amountPaid !== '0.0000'
      ? [['Paid', `-${money(invoice.amountPaid, invoice.currency)}`] as [string, string]]
      : []),
    ...(invoice.amountCredited !== '0.0000'
      ? [['Credited', `-${money(invoice.amountCredited, invoice.currency)}`] as [string, string]]
      : []),
    ['Balance due', money(invoice.balance, invoice.currency)],
  ];
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 50],
    info: { title: `Invoice ${invoice.invoiceNumber}`, author: invoice.issuerName },
    ...(mark ? { watermark: { text: mark, color: '#c0392b', opacity: 0.15, bold: true } } : {}),
    content: [
      {
        columns: [
          {
            stack: [
              { text: invoice.issuerName, style: 'company' },
              { text: 'Invoice', style: 'title' },
            ],
          },
          {
            width: 220,
            table: {
              widths: [90, '*'],
              body: [
                ['Invoice number', { text: invoice.invoiceNumber, bold: true }],
                ['Issue date', invoice.issueDate],
                ['Due date', invoice.dueDate],
                ['Currency', invoice.currency],
                ['Status', invoice.status.toUpperCase()],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: 'Bill to', style: 'label', margin: [0, 18, 0, 2] },
      { text: invoice.billToName, bold: true },
      {
        margin: [0, 16, 0, 8],
        table: {
          headerRows: 1,
          widths: [18, 90, '*', 50, 70, 80],
          body: [
            [th('#'), th('Order'), th('Charge'), th('Qty', 'right'), th('Rate', 'right'), th('Amount', 'right')],
            ...lineRows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          { width: '*', text: invoice.notes ? `Notes: ${invoice.notes}` : '', style: 'notes' },
          {
            width: 240,
            table: {
              widths: ['*', 110],
              body: totals.map(([label, value]) => {
                const strong = label === 'Total' || label === 'Balance due';
                return [
                  { text: label, bold: strong },
                  { text: value, alignment: 'right', bold: strong },
                ];
              }),
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Invoice ${invoice.invoiceNumber} · ${invoice.issuerName}`, style: 'label' },
        { text: `Page ${page} of ${pages}`, style: 'label', alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
    defaultStyle: { fontSize: 9 },
    styles: {
      company: { fontSize: 14, bold: true },
      title: { fontSize: 22, bold: true, margin: [0, 4, 0, 0] },
      label: { fontSize: 7, color: '#52606d' },
      notes: { fontSize: 8, color: '#3e4c59' },
      th: { bold: true, fillColor: '#e4e7eb' },
    },
  };
};

export const renderInvoicePdf = async (invoice: TInvoice): Promise<Buffer> => {
  configure();
  return pdfmake.createPdf(invoiceDocument(invoice) as never).getBuffer();
};
