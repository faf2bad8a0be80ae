import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

// The one CSV writer of the server: every export goes through it, so every export has the same guard
// against spreadsheet formula injection (OWASP "CSV Injection"). A text cell that starts with =, +, -,
// @, a tab or a carriage return is written with a leading ' so that Excel, LibreOffice and Sheets
// show it as text instead of running it (=HYPERLINK(…), @SUM(…), -2+3 …). papaparse's escapeFormulae
// does the prefixing; it is given our own pattern because its default one (/^[=+\-@\t\r].*$/) does not
// match a value that holds a line break, so '=1\n2' would leave unguarded. Only a column declared
// numeric writes numbers as numbers ('-5' stays -5); anything else the user typed is text.

export type CsvValue = string | number | null | undefined;

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => CsvValue;
  /** A numeric column: a value that reads as a plain decimal number is written unguarded, as a number. */
  numeric?: boolean;
};

/** Where a spreadsheet starts a formula (OWASP CSV Injection): such text cells get a leading '. */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

// A byte order mark, so that Excel reads the UTF-8 of names such as 'Montréal'; imports skip it.
const BOM = '\uFEFF';
const NEWLINE = '\r\n';

const UNPARSE_OPTIONS = { escapeFormulae: CSV_FORMULA_START, newline: NEWLINE, header: false } as const;

const cellOf = <T>(column: CsvColumn<T>, row: T): string | number => {
  const value = column.value(row);
  if (value === null || value === undefined) {
    return '';
  }
  if (column.numeric) {
    if (typeof value === 'number' && Number.isFinite(value)) {
      return value;
    }
    if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) {
      return Number(value.trim());
    }
  }
  // Everything else is text, guarded when it starts like a formula (numbers of text columns included).
  return String(value);
};

/** The CSV lines of some rows, each ending with CRLF (RFC 4180), without the header. */
export const csvRows = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  rows.length === 0
    ? ''
    : Papa.unparse(
        rows.map((row) => columns.map((column) => cellOf(column, row))),
        UNPARSE_OPTIONS,
      ) + NEWLINE;

/** The header line, guarded like any other text. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]): string =>
  Papa.unparse([columns.map((column) => column.header)], UNPARSE_OPTIONS) + NEWLINE;

/** A whole small CSV: byte order mark, header and rows. */
export const csvText = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  BOM + csvHeader(columns) + csvRows(columns, rows);

/**
 * A CSV streamed page by page: the header first, then each page as it is read, so a large export is
 * never held in memory. A client that goes away stops the reading (the generator is returned).
 */
export const csvStream = <T>(columns: readonly CsvColumn<T>[], pages: AsyncIterable<readonly T[]>): Readable => {
  async function* lines() {
    yield BOM + csvHeader(columns);
    for await (const page of pages) {
      const text = csvRows(columns, page);
      if (text) {
        yield text;
      }
    }
  }
  return Readable.from(lines(), { objectMode: false });
};

/** Sends a CSV as a file to save: text/csv in UTF-8, attachment with an ASCII file name, never cached. */
export const sendCsv = (reply: FastifyReply, fileName: string, body: string | Readable) => {
  const safeName = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(body);
};
