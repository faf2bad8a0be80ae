import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TBol } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import pdfmake from 'pdfmake';

// The bill of lading as a PDF a carrier's documentation desk accepts (DOMAIN.md §7): A4, the boxes of
// a standard ocean BOL (shipper, consignee, notify party, carrier, vessel and voyage, the four places,
// containers with their seals, marks, packages, description of goods, weights and measure, freight
// terms, number of originals), rendered on the server with pdfmake as the shipping instruction is
// (Roboto as pdfmake ships it; no URL and no file outside the font folder is read). A draft or an
// approved BOL prints 'DRAFT' across its title; a void one 'VOID'.

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

const DASH = '—';
const show = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? DASH : String(value);
const number = (value: number | null | undefined, digits = 3) =>
  value === null || value === undefined ? null : value.toLocaleString('en-US', { maximumFractionDigits: digits });

type Cell = Record<string, unknown> | string;

const label = (text: string): Cell => ({ text: text.toUpperCase(), style: 'label' });
const box = (title: string, lines: Array<string | null>): Cell => ({
  stack: [label(title), ...lines.filter((l): l is string => Boolean(l)).map((text) => ({ text, style: 'value' }))],
});
const field = (title: string, value: string | number | null | undefined): Cell => ({
  stack: [label(title), { text: show(value), style: 'value' }],
});

const grid = (widths: Array<string | number>, rows: Cell[][], headerRows = 0) => ({
  table: { widths, body: rows, headerRows },
  layout: {
    hLineColor: () => '#9aa5b1',
    vLineColor: () => '#9aa5b1',
    paddingTop: () => 4,
    paddingBottom: () => 4,
  },
  margin: [0, 0, 0, 8],
});

export type BolPdfContext = { issuedBy: string; printedAt: Date };

const STATUS_MARK: Partial<Record<TBol['status'], string>> = { draft: 'DRAFT', approved: 'DRAFT', void: 'VOID' };

export const bolDocument = (bol: TBol, context: BolPdfContext) => {
  const totalPackages =
    bol.packageCount ??
    (bol.containers.some((c) => c.packages) ? bol.containers.reduce((n, c) => n + (c.packages ?? 0), 0) : null);
  const totalWeight =
    bol.grossWeightKg ??
    (bol.containers.some((c) => c.grossWeightKg)
      ? bol.containers.reduce((n, c) => n + (c.grossWeightKg ?? 0), 0)
      : null);
  const mark = STATUS_MARK[bol.status];
  const carrier = [bol.carrierName, bol.carrierScac ? `SCAC ${bol.carrierScac}` : null].filter(Boolean).join(' · ');
  const issued = bol.issuedAt ? bol.issuedAt.slice(0, 10) : null;

  const containerRows: Cell[][] = [
    ['Container number', 'Size/type', 'Seal numbers', 'Packages', 'Gross weight (kg)'].map((t) => ({
      text: t,
      style: 'th',
    })),
    ...(bol.containers.length === 0
      ? [[{ text: 'No container declared', colSpan: 5, style: 'value', italics: true }, '', '', '', '']]
      : bol.containers.map((c) => [
          { text: c.containerNumber, style: 'value', bold: true },
          { text: show(c.sizeType), style: 'value' },
          { text: c.sealNumbers.length > 0 ? c.sealNumbers.join(', ') : DASH, style: 'value' },
          { text: show(number(c.packages, 0)), style: 'value', alignment: 'right' },
          { text: show(number(c.grossWeightKg)), style: 'value', alignment: 'right' },
        ])),
  ];

  const content: unknown[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Bill of Lading', style: 'title' },
            { text: mark ? `${mark} · not negotiable` : 'Original · negotiable as stated', style: 'label' },
          ],
        },
        {
          width: 'auto',
          stack: [
            { text: `B/L No. ${bol.bolNumber}`, style: 'orderNumber', alignment: 'right' },
            { text: `Status: ${bol.status}`, style: 'value', alignment: 'right' },
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    },
    grid(
      ['*', '*'],
      [
        [box('Shipper', [bol.shipper.name, bol.shipper.address]), box('Carrier', [carrier || DASH])],
        [
          box('Consignee', [bol.consignee.name, bol.consignee.address]),
          box('Notify party', [bol.notifyParty.name ?? DASH, bol.notifyParty.address]),
        ],
      ],
    ),
    grid(
      ['*', '*', '*', '*'],
      [
        [
          field('Vessel', bol.vesselName),
          field('Voyage', bol.voyage),
          field('Place of receipt', bol.placeOfReceipt),
          field('Port of loading', bol.portOfLoading),
        ],
        [
          field('Port of discharge', bol.portOfDischarge),
          field('Place of delivery', bol.placeOfDelivery),
          field('Freight', bol.freightTerms === 'prepaid' ? 'Prepaid' : 'Collect'),
          field('Number of originals', bol.numberOfOriginals),
        ],
      ],
    ),
    { text: 'Containers and seals', style: 'heading' },
    grid(['*', 'auto', '*', 'auto', 'auto'], containerRows, 1),
    { text: 'Particulars furnished by the shipper', style: 'heading' },
    grid(
      ['*', 'auto', '*', 'auto', 'auto'],
      [
        ['Marks and numbers', 'Packages', 'Description of goods', 'Gross weight', 'Measurement'].map((t) => ({
          text: t,
          style: 'th',
        })),
        [
          { text: show(bol.marks), style: 'value' },
          {
            text: [number(totalPackages, 0), bol.packageKind].filter(Boolean).join(' ') || DASH,
            style: 'value',
          },
          { text: bol.goodsDescription, style: 'value' },
          { text: totalWeight === null ? DASH : `${number(totalWeight)} kg`, style: 'value', alignment: 'right' },
          { text: bol.volumeM3 === null ? DASH : `${number(bol.volumeM3)} m³`, style: 'value', alignment: 'right' },
        ],
      ],
      1,
    ),
  ];

  if (bol.orders.length > 0) {
    content.push(
      { text: 'Orders', style: 'heading' },
      grid(['*'], [[{ text: bol.orders.map((o) => o.orderNumber).join(', '), style: 'value' }]]),
    );
  }
  if (bol.amendments.length > 0) {
    content.push(
      { text: 'Amendments', style: 'heading' },
      grid(
        ['auto', '*', '*'],
        [
          ['Date', 'By', 'Reason'].map((t) => ({ text: t, style: 'th' })),
          ...bol.amendments.map((a) => [
            { text: a.createdAt.slice(0, 10), style: 'value' },
            { text: show(a.amendedByName), style: 'value' },
            { text: a.reason, style: 'value' },
          ]),
        ],
        1,
      ),
    );
  }

  content.push(
    {
      text:
        `Received by the carrier in apparent good order and condition, unless otherwise noted, the goods described above, ` +
        `to be carried to the port of discharge or place of delivery. In witness whereof ${bol.numberOfOriginals} original ` +
        `bill(s) of lading have been signed, one of which being accomplished, the others to stand void.`,
      style: 'label',
      margin: [0, 6, 0, 0],
    },
    grid(
      ['*', '*'],
      [
        [
          field('Place and date of issue', issued ? `${show(bol.placeOfReceipt)}, ${issued}` : null),
          field('Printed', context.printedAt.toISOString().slice(0, 10)),
        ],
      ],
    ),
    {
      margin: [0, 18, 0, 0],
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 240, y2: 0, lineWidth: 0.8 }] },
        { text: `Signed for the carrier by ${context.issuedBy}`, style: 'label', margin: [0, 3, 0, 0] },
      ],
    },
  );

  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 44],
    info: { title: `Bill of Lading ${bol.bolNumber}`, author: context.issuedBy, subject: 'Bill of Lading' },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
    ...(mark
      ? { watermark: { text: mark, color: '#9aa5b1', opacity: 0.2, bold: true, fontSize: 90, angle: -35 } }
      : {}),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Bill of Lading ${bol.bolNumber}`, style: 'label' },
        { text: `Page ${page} of ${pages}`, style: 'label', alignment: 'right' },
      ],
      margin: [36, 12, 36, 0],
    }),
    styles: {
      title: { fontSize: 20, bold: true },
      orderNumber: { fontSize: 12, bold: true },
      heading: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] },
      label: { fontSize: 7, color: '#52606d' },
      value: { fontSize: 9 },
      th: { fontSize: 8, bold: true, fillColor: '#e4e7eb' },
    },
    content,
  };
};

/** The PDF file of a bill of lading. */
export const renderBolPdf = async (bol: TBol, context: BolPdfContext): Promise<Buffer> => {
  configure();
  return pdfmake.createPdf(bolDocument(bol, context)).getBuffer();
};
