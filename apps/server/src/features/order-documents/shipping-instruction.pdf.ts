import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TShippingInstruction } from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import pdfmake from 'pdfmake';

// The shipping instruction as a PDF a carrier's documentation desk or a customs officer reads (DOMAIN.md
// §7): A4, one page for an ordinary instruction (a long container list flows onto a second), rendered on
// the server with pdfmake. The font is Roboto as pdfmake ships it (Apache License 2.0), so accented names
// (Montréal, Düsseldorf) print as written. No URL and no file outside the font folder is ever read.

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

export type SiPdfContext = { issuedBy: string; printedAt: Date };

export const shippingInstructionDocument = (si: TShippingInstruction, context: SiPdfContext) => {
  const totalPackages =
    si.packageCount ??
    (si.containers.some((c) => c.packages) ? si.containers.reduce((n, c) => n + (c.packages ?? 0), 0) : null);
  const totalWeight =
    si.grossWeightKg ??
    (si.containers.some((c) => c.grossWeightKg) ? si.containers.reduce((n, c) => n + (c.grossWeightKg ?? 0), 0) : null);
  const hs = si.hsCode ? `${si.hsCode.slice(0, 4)}.${si.hsCode.slice(4)}` : null;
  const vessel = [si.vesselName, si.voyage ? `voyage ${si.voyage}` : null].filter(Boolean).join(', ');

  const containerRows: Cell[][] = [
    ['Container number', 'Size/type', 'Seal numbers', 'Packages', 'Gross weight (kg)'].map((t) => ({
      text: t,
      style: 'th',
    })),
    ...(si.containers.length === 0
      ? [[{ text: 'No container declared', colSpan: 5, style: 'value', italics: true }, '', '', '', '']]
      : si.containers.map((c) => [
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
        { text: 'Shipping Instruction', style: 'title', width: '*' },
        {
          width: 'auto',
          stack: [
            { text: `Order ${si.orderNumber}`, style: 'orderNumber', alignment: 'right' },
            {
              text: `Version ${si.version} · ${context.printedAt.toISOString().slice(0, 10)}`,
              style: 'value',
              alignment: 'right',
            },
          ],
        },
      ],
      margin: [0, 0, 0, 10],
    },
    grid(
      ['*', '*', '*'],
      [
        [
          box('Shipper', [si.shipper.name, si.shipper.address]),
          box('Consignee', [si.consignee.name, si.consignee.address]),
          box('Notify party', [si.notifyParty.name ?? DASH, si.notifyParty.address]),
        ],
      ],
    ),
    grid(
      ['*', '*', '*', '*'],
      [
        [
          field('Booking number', si.bookingNumber),
          field('Bill of lading number', si.bolNumber),
          field('Vessel / voyage', vessel || null),
          field('Mode', si.mode),
        ],
        [
          field('Place of receipt', si.placeOfReceipt),
          field('Port of loading', si.portOfLoading),
          field('Port of discharge', si.portOfDischarge),
          field('Place of delivery', si.placeOfDelivery),
        ],
        [
          field('Freight terms', si.freightTerms ? si.freightTerms[0]?.toUpperCase() + si.freightTerms.slice(1) : null),
          field('Incoterm 2020', si.incoterm),
          field('HS code', hs),
          field('Packages', [number(totalPackages, 0), si.packageKind].filter(Boolean).join(' ') || null),
        ],
      ],
    ),
    { text: 'Containers and seals', style: 'heading' },
    grid(['*', 'auto', '*', 'auto', 'auto'], containerRows, 1),
    { text: 'Description of goods', style: 'heading' },
    grid(['*'], [[{ text: show(si.goodsDescription), style: 'value' }]]),
  ];

  if (si.dangerousGoods.length > 0) {
    content.push(
      { text: 'Dangerous goods', style: 'heading' },
      grid(
        ['auto', '*', 'auto', 'auto'],
        [
          ['UN number', 'Proper shipping name', 'Class', 'Packing group'].map((t) => ({ text: t, style: 'th' })),
          ...si.dangerousGoods.map((d) => [
            { text: `UN${d.unNumber}`, style: 'value', bold: true },
            { text: d.properShippingName, style: 'value' },
            { text: d.hazardClass, style: 'value' },
            { text: show(d.packingGroup), style: 'value' },
          ]),
        ],
      ),
    );
  }

  content.push(
    { text: 'Totals', style: 'heading' },
    grid(
      ['*', '*', '*'],
      [
        [
          field('Total packages', number(totalPackages, 0)),
          field('Total gross weight', totalWeight === null ? null : `${number(totalWeight)} kg`),
          field('Total volume', si.volumeM3 === null ? null : `${number(si.volumeM3)} m³`),
        ],
      ],
    ),
    { text: 'Remarks', style: 'heading' },
    grid(['*'], [[{ text: show(si.remarks), style: 'value' }]]),
    {
      margin: [0, 24, 0, 0],
      columns: [
        {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.8 }] },
            { text: `Signature for ${context.issuedBy}`, style: 'label', margin: [0, 3, 0, 0] },
          ],
        },
        {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 160, y2: 0, lineWidth: 0.8 }] },
            { text: 'Place and date', style: 'label', margin: [0, 3, 0, 0] },
          ],
        },
      ],
    },
  );

  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 44],
    info: {
      title: `Shipping Instruction ${si.orderNumber}`,
      author: context.issuedBy,
      subject: 'Shipping Instruction',
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Shipping Instruction ${si.orderNumber}`, style: 'label' },
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

/** The PDF file of a shipping instruction. */
export const renderShippingInstructionPdf = async (
  si: TShippingInstruction,
  context: SiPdfContext,
): Promise<Buffer> => {
  configure();
  return pdfmake.createPdf(shippingInstructionDocument(si, context)).getBuffer();
};
