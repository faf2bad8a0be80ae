import { IMPORT_ASSISTANT_MSG, parseCsvRecords } from '@lanehub/shared';
import {
  PO_CSV_COLUMNS,
  PO_CSV_REQUIRED,
  PO_HEADER_COLUMNS,
  PO_ITEM_COLUMNS,
  PO_MSG,
  type TPoImportError,
  type TPoValues,
  ZPoInput,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import type { ImportCheck, ImportProblem, ImportProgress, ImportRow } from '../../platform/imports/import-assistant';
import { listErrors } from './purchase-orders.rules';

// PoTemplate.csv (spec 02 §3, §4): one row per line item with its PO's header fields. Rows are grouped
// by poNumber and customerLoadNumber; a poNumber with several loads becomes poNumber-00, -01 … (two
// digits, in the order the loads first appear). '#' rows are ignored, no row may come before the
// header, a file without data rows is 'File is empty'. Pure: the import assistant runs `checkPoRows`
// for its dry run and, in a worker thread (po-import.worker.ts), for its commit job.

export type PoCsvOutcome = { ok: true; pos: TPoValues[] } | { ok: false; message: string; errors: TPoImportError[] };
/** The checked POs and, for each, the file row of its first line (where a file-wide problem is shown). */
export type PoImportValue = { pos: TPoValues[]; rows: number[] };

const PROGRESS_EVERY = 500;
const columnKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const KNOWN = new Map<string, (typeof PO_CSV_COLUMNS)[number]>(PO_CSV_COLUMNS.map((c) => [columnKey(c), c]));

/**
 * The import assistant's check of PoTemplate.csv rows (by column, as mapped): grouped into POs by
 * poNumber and customerLoadNumber, each PO checked by the shared schema and the shipped lists. Each
 * problem names its row and column, its message a catalogue message.
 */
export const checkPoRows = (rows: ImportRow[], onProgress?: ImportProgress): ImportCheck<PoImportValue> => {
  const errors: ImportProblem[] = [];
  // poNumber → load → the group's header (first row) and items, keeping the file's order.
  const groups = new Map<
    string,
    Map<string, { row: number; header: Record<string, string>; items: unknown[]; rows: number[] }>
  >();
  rows.forEach((record, index) => {
    const cells = record.cells;
    const poNumber = cells.poNumber ?? '';
    const load = cells.customerLoadNumber ?? '';
    const loads = groups.get(poNumber) ?? new Map();
    groups.set(poNumber, loads);
    const group = loads.get(load) ?? {
      row: record.row,
      header: Object.fromEntries(PO_HEADER_COLUMNS.map((c) => [c, cells[c] ?? ''])),
      items: [],
      rows: [],
    };
    loads.set(load, group);
    group.items.push(Object.fromEntries(PO_ITEM_COLUMNS.filter((c) => c in cells).map((c) => [c, cells[c]])));
    group.rows.push(record.row);
    if (onProgress && ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === rows.length)) {
      onProgress(index + 1, rows.length);
    }
  });

  const pos: TPoValues[] = [];
  const firstRows: number[] = [];
  for (const [poNumber, loads] of groups) {
    let suffix = 0;
    for (const [, group] of loads) {
      const number = loads.size > 1 ? `${poNumber}-${String(suffix).padStart(2, '0')}` : poNumber;
      suffix++;
      const parsed = ZPoInput.safeParse({ ...group.header, poNumber: poNumber ? number : '', items: group.items });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [first, index, field] = issue.path;
          const row = first === 'items' && typeof index === 'number' ? (group.rows[index] ?? group.row) : group.row;
          const column = first === 'items' && typeof field === 'string' ? field : String(first ?? '');
          errors.push({ row, column, message: issue.message });
        }
        continue;
      }
      for (const [key, message] of Object.entries(listErrors(parsed.data.items))) {
        const [, index, field] = key.split('.');
        errors.push({ row: group.rows[Number(index)] ?? group.row, column: field ?? '', message });
      }
      pos.push(parsed.data);
      firstRows.push(group.row);
    }
  }
  if (errors.length > 0) {
    return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
  }
  return { ok: true, value: { pos, rows: firstRows } };
};

/**
 * PoTemplate.csv as text (the vendor survey dispatches its PO file this way): the header names the
 * columns, then `checkPoRows`. Problems come back as 'Row n: column: message'.
 */
export const parsePoCsv = (content: string, onProgress?: (done: number, total: number) => void): PoCsvOutcome => {
  const records = parseCsvRecords(content);
  if (records.length === 0) {
    return { ok: false, message: PO_MSG.fileEmpty, errors: [] };
  }
  const headerIndex = records.findIndex((r) => r.cells.some((cell) => KNOWN.get(columnKey(cell)) === 'poNumber'));
  if (headerIndex !== 0) {
    const first = records[0];
    return { ok: false, message: PO_MSG.headerFirst, errors: [{ row: first?.row ?? 1, message: PO_MSG.headerFirst }] };
  }
  const header = records[0]?.cells.map((cell) => KNOWN.get(columnKey(cell)) ?? null) ?? [];
  const missing = PO_CSV_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const message = PO_MSG.missingColumns(missing.join(', '));
    return { ok: false, message, errors: [{ row: records[0]?.row ?? 1, message }] };
  }
  const data = records.slice(1);
  if (data.length === 0) {
    return { ok: false, message: PO_MSG.fileEmpty, errors: [] };
  }
  const rows: ImportRow[] = data.map((record) => {
    const cells: Record<string, string> = {};
    header.forEach((column, i) => {
      if (column) {
        cells[column] = (record.cells[i] ?? '').trim();
      }
    });
    return { row: record.row, cells };
  });
  const checked = checkPoRows(rows, onProgress);
  if (checked.ok) {
    return { ok: true, pos: checked.value.pos };
  }
  const errors = checked.errors.map(({ row, column, message }) => ({
    row,
    field: column ?? '',
    message: PO_MSG.rowError(row, `${column}: ${message}`),
  }));
  return { ok: false, message: IMPORT_ASSISTANT_MSG.rowsRefused(new Set(errors.map((e) => e.row)).size), errors };
};
