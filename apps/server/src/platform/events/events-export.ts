import { PassThrough, type Readable } from 'node:stream';
import type { TDomainEvent } from '@lanehub/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_FORMULA_START, type CsvColumn, csvStream, sendCsv } from '../csv-export';

// The change log's exports: CSV through the server's one CSV writer, Excel with exceljs, both
// streamed page by page (the log can be large) and both with the same guard against spreadsheet
// formulas in text cells.

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

const changedFields = (event: TDomainEvent) =>
  [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])].join(', ');

/** The columns of both exports; `company` only on the admin screen's export of every company. */
export const eventColumns = (withCompany: boolean): CsvColumn<TDomainEvent>[] => [
  { header: 'Time', value: (e) => e.occurredAt },
  ...(withCompany ? [{ header: 'Company', value: (e: TDomainEvent) => e.companyName }] : []),
  { header: 'Record type', value: (e) => e.aggregateType },
  { header: 'Record id', value: (e) => e.aggregateId },
  { header: 'Sequence', value: (e) => e.sequence, numeric: true },
  { header: 'Event', value: (e) => e.type },
  { header: 'By', value: (e) => e.actorEmail ?? '' },
  { header: 'Changed fields', value: changedFields },
  { header: 'Before', value: (e) => json(e.before) },
  { header: 'After', value: (e) => json(e.after) },
];

/** A text cell as a spreadsheet should show it: text that starts like a formula gets a leading '. */
export const guardedText = (value: string) => (CSV_FORMULA_START.test(value) ? `'${value}` : value);

export const sendEventsCsv = (
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<TDomainEvent>[],
  pages: AsyncIterable<readonly TDomainEvent[]>,
) => sendCsv(reply, fileName, csvStream(columns, pages));

/** An .xlsx workbook written row by row into the reply (exceljs's streaming writer). */
export const eventsWorkbook = (
  columns: CsvColumn<TDomainEvent>[],
  pages: AsyncIterable<readonly TDomainEvent[]>,
): Readable => {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Change log');
  const write = async () => {
    sheet.addRow(columns.map((c) => guardedText(c.header))).commit();
    for await (const page of pages) {
      for (const event of page) {
        const cells = columns.map((column) => {
          const value = column.value(event);
          if (value === null || value === undefined) {
            return null;
          }
          return column.numeric && typeof value === 'number' ? value : guardedText(String(value));
        });
        sheet.addRow(cells).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sendXlsx = (reply: FastifyReply, fileName: string, body: Readable) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(body);
