import { parseCsvRecords } from '@lanehub/shared';
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
import { listErrors } from './purchase-orders.rules';

// PoTemplate.csv (spec 02 §3, §4): one row per line item with its PO's header fields. Rows are grouped
// by poNumber and customerLoadNumber; a poNumber with several loads becomes poNumber-00, -01 … (two
// digits, in the order the loads first appear). '#' rows are ignored, no row may come before the
// header, a file without data rows is 'File is empty'. Pure: run in a worker thread by the import job.

export type PoCsvOutcome = { ok: true; pos: TPoValues[] } | { ok: false; message: string; errors: TPoImportError[] };

const PROGRESS_EVERY = 500;
const columnKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const KNOWN = new Map<string, (typeof PO_CSV_COLUMNS)[number]>(PO_CSV_COLUMNS.map((c) => [columnKey(c), c]));

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

  const errors: TPoImportError[] = [];
  // poNumber → load → the group's header (first row) and items, keeping the file's order.
  const groups = new Map<
    string,
    Map<string, { row: number; header: Record<string, string>; items: unknown[]; rows: number[] }>
  >();
  data.forEach((record, index) => {
    const cells: Record<string, string> = {};
    header.forEach((column, i) => {
      if (column) {
        cells[column] = (record.cells[i] ?? '').trim();
      }
    });
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
    if (onProgress && ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === data.length)) {
      onProgress(index + 1, data.length);
    }
  });

  const pos: TPoValues[] = [];
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
          const name = first === 'items' && typeof field === 'string' ? field : String(first ?? '');
          errors.push({ row, field: name, message: PO_MSG.rowError(row, `${name}: ${issue.message}`) });
        }
        continue;
      }
      for (const [key, message] of Object.entries(listErrors(parsed.data.items))) {
        const [, index, field] = key.split('.');
        const row = group.rows[Number(index)] ?? group.row;
        errors.push({ row, field: field ?? '', message: PO_MSG.rowError(row, message) });
      }
      pos.push(parsed.data);
    }
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    return { ok: false, message: PO_MSG.rowsRefused(new Set(errors.map((e) => e.row)).size), errors };
  }
  return { ok: true, pos };
};
