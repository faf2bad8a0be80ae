import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_FORMULA_START } from './csv-export';

// Excel exports with typed cells: a date is a date cell, a number a number cell, text is text with the
// CSV rule against formulas (text that starts with =, +, -, @, a tab or a carriage return gets a
// leading '). The workbook is written row by row into the reply (exceljs's streaming writer, no
// shared strings), so memory stays flat however many pages are read; the header row is frozen.

export type XlsxCellKind = 'text' | 'number' | 'date' | 'dateTime';

export type XlsxColumn<T> = {
  header: string;
  kind: XlsxCellKind;
  width?: number;
  value: (row: T) => string | number | Date | null | undefined;
};

/** Text a spreadsheet must not run as a formula. */
export const neutralisedText = (value: string) => (CSV_FORMULA_START.test(value) ? `'${value}` : value);

const NUMBER_FORMATS: Record<XlsxCellKind, string | undefined> = {
  text: undefined,
  number: undefined,
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/** A calendar day 'YYYY-MM-DD' is the day itself (midnight UTC, which Excel shows as that day). */
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export const cellOf = (kind: XlsxCellKind, value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (kind === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : neutralisedText(String(value));
  }
  if (kind === 'date' || kind === 'dateTime') {
    const date = toDate(value as string | Date);
    return Number.isNaN(date.getTime()) ? neutralisedText(String(value)) : date;
  }
  return neutralisedText(String(value));
};

/** A one-sheet workbook streamed from pages of rows. */
export const xlsxStream = <T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
): Readable => {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? Math.max(12, column.header.length + 2),
    ...(NUMBER_FORMATS[column.kind] ? { style: { numFmt: NUMBER_FORMATS[column.kind] } } : {}),
  }));
  const write = async () => {
    const header = sheet.addRow(columns.map((c) => neutralisedText(c.header)));
    header.font = { bold: true };
    header.commit();
    for await (const page of pages) {
      for (const row of page) {
        sheet.addRow(columns.map((column) => cellOf(column.kind, column.value(row)))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
};

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sendXlsxFile = (reply: FastifyReply, fileName: string, body: Readable) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(body);
