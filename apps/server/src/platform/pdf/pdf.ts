import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

// The one PDF helper of the platform (docs/architecture.md, "PDF documents"): the business papers a
// carrier's documentation desk or a customs officer reads (shipping instruction, bill of lading…) share
// their setup here: A4, the Roboto font pdfmake ships (Apache License 2.0; accented names print as
// written), a header block, boxes of labelled values, line tables whose header row repeats on every
// page, a signature line, a "Page x of y" footer and an optional watermark. pdfmake lays the page out
// and breaks pages (it draws through pdfkit); no URL and no file outside the font folder is ever read.

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

/** A pdfmake content node (text, stack, columns, table…). */
export type PdfNode = Record<string, unknown> | string;
type Value = string | number | null | undefined;

export const DASH = '—';
/** A value as printed: a dash when there is none. */
export const show = (value: Value) => (value === null || value === undefined || value === '' ? DASH : String(value));
/** A number with at most `digits` decimals and thousands separators, or null. */
export const formatNumber = (value: number | null | undefined, digits = 3) =>
  value === null || value === undefined ? null : value.toLocaleString('en-US', { maximumFractionDigits: digits });

export const label = (text: string): PdfNode => ({ text: text.toUpperCase(), style: 'label' });
export const heading = (text: string): PdfNode => ({ text, style: 'heading' });

/** A labelled box of lines (a party: name, address…); empty lines are left out. */
export const box = (title: string, lines: Array<string | null | undefined>): PdfNode => ({
  stack: [label(title), ...lines.filter((l): l is string => Boolean(l)).map((text) => ({ text, style: 'value' }))],
});

/** A labelled value. */
export const field = (title: string, value: Value): PdfNode => ({
  stack: [label(title), { text: show(value), style: 'value' }],
});

const LAYOUT = {
  hLineColor: () => '#9aa5b1',
  vLineColor: () => '#9aa5b1',
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** A ruled grid of cells; `headerRows` repeat at the top of every page the grid flows onto. */
export const grid = (widths: Array<string | number>, rows: PdfNode[][], headerRows = 0): PdfNode => ({
  table: { widths, body: rows, headerRows, dontBreakRows: true },
  layout: LAYOUT,
  margin: [0, 0, 0, 8],
});

/** Key/value boxes, `perRow` to a row (a short last row is filled with empty cells). */
export const keyValueTable = (pairs: Array<[string, Value]>, perRow = 4): PdfNode => {
  const rows: PdfNode[][] = [];
  for (let i = 0; i < pairs.length; i += perRow) {
    const row = pairs.slice(i, i + perRow).map(([title, value]) => field(title, value));
    while (row.length < perRow) {
      row.push('');
    }
    rows.push(row);
  }
  return grid(
    Array.from({ length: perRow }, () => '*'),
    rows,
  );
};

export type LineColumn<T> = {
  title: string;
  width?: string | number;
  align?: 'left' | 'right';
  bold?: boolean;
  value: (line: T) => Value;
};

/** A table of lines (containers, dangerous goods…) with a header row repeated on each page. */
export const lineTable = <T>(columns: LineColumn<T>[], lines: readonly T[], empty?: string): PdfNode => {
  const header = columns.map((c) => ({ text: c.title, style: 'th' }));
  const body: PdfNode[][] =
    lines.length === 0 && empty
      ? [[{ text: empty, colSpan: columns.length, style: 'value', italics: true }, ...columns.slice(1).map(() => '')]]
      : lines.map((line) =>
          columns.map((c) => ({
            text: show(c.value(line)),
            style: 'value',
            ...(c.bold ? { bold: true } : {}),
            ...(c.align === 'right' ? { alignment: 'right' } : {}),
          })),
        );
  return grid(
    columns.map((c) => c.width ?? '*'),
    [header, ...body],
    1,
  );
};

/** One paragraph in a ruled box. */
export const textBlock = (text: Value): PdfNode => grid(['*'], [[{ text: show(text), style: 'value' }]]);

/** The document's title block: the title and a line under it on the left, references on the right. */
export const headerBlock = (title: string, subtitle: string | null, right: string[]): PdfNode => ({
  columns: [
    {
      width: '*',
      stack: [{ text: title, style: 'title' }, ...(subtitle ? [{ text: subtitle, style: 'label' }] : [])],
    },
    {
      width: 'auto',
      stack: right.map((text, i) => ({ text, style: i === 0 ? 'reference' : 'value', alignment: 'right' })),
    },
  ],
  margin: [0, 0, 0, 10],
});

/** A line to sign on with its caption. */
export const signatureLine = (caption: string, length = 220): PdfNode => ({
  stack: [
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: length, y2: 0, lineWidth: 0.8 }] },
    { text: caption, style: 'label', margin: [0, 3, 0, 0] },
  ],
});

export type PdfDocumentOptions = {
  /** Title of the file's metadata and of the footer, e.g. "Bill of Lading MAEU1234". */
  title: string;
  subject: string;
  author: string;
  /** Large diagonal text across every page (DRAFT, VOID). */
  watermark?: string | null;
  content: PdfNode[];
};

/** The document definition: A4, margins, fonts, styles, footer with page x of y. */
export const pdfDocument = (options: PdfDocumentOptions) => ({
  pageSize: 'A4',
  pageMargins: [36, 36, 36, 44],
  info: { title: options.title, author: options.author, subject: options.subject },
  defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2933' },
  ...(options.watermark
    ? { watermark: { text: options.watermark, color: '#9aa5b1', opacity: 0.2, bold: true, fontSize: 90, angle: -35 } }
    : {}),
  footer: (page: number, pages: number) => ({
    columns: [
      { text: options.title, style: 'label' },
      { text: `Page ${page} of ${pages}`, style: 'label', alignment: 'right' },
    ],
    margin: [36, 12, 36, 0],
  }),
  styles: {
    title: { fontSize: 20, bold: true },
    reference: { fontSize: 12, bold: true },
    heading: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] },
    label: { fontSize: 7, color: '#52606d' },
    value: { fontSize: 9 },
    th: { fontSize: 8, bold: true, fillColor: '#e4e7eb' },
  },
  content: options.content,
});

/** The PDF file of a document made with `pdfDocument`. */
export const renderPdf = async (document: ReturnType<typeof pdfDocument>): Promise<Buffer> => {
  configure();
  return pdfmake.createPdf(document).getBuffer();
};
