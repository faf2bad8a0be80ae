import {
  BOL_CSV_COLUMNS,
  BOL_CSV_REQUIRED,
  BOL_MSG,
  type TBol,
  type TBolImportRowError,
  type TBolValues,
  ZBolCustomInput,
  ZBolInput,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import Papa from 'papaparse';
import type { CsvColumn } from '../../platform/csv-export';
import type { XlsxColumn } from '../../platform/xlsx-export';

// The CSV of bills of lading, in and out (docs/bills-of-lading.md): one row per container; the rows
// that share a bolNumber are one BOL (its first row gives the BOL's fields); a row without a bolNumber
// is a BOL of its own numbered from the company's sequence. '#' lines are comments; the header comes
// first.

type Column = (typeof BOL_CSV_COLUMNS)[number];
type CsvRecord = { row: number; cells: string[] };

/** RFC 4180 records with the line each starts on; blank and '#' lines are left out. */
const csvRecords = (input: string): CsvRecord[] => {
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let counted = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted++) {
      if (text.charCodeAt(counted) === 10) {
        line++;
      }
    }
    return line;
  };
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    comments: '#',
    step: (result) => {
      const cells = result.data;
      const cursor = result.meta.cursor;
      const end = text.charCodeAt(cursor - 1) === 10 ? cursor - 1 : cursor;
      const inner = cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
      if (cells.some((cell) => cell.trim() !== '')) {
        records.push({ row: lineAt(end) - inner, cells });
      }
    },
  });
  return records;
};

export type BolImportItem = { values: TBolValues; bolNumber: string | null; row: number };
export type BolCsv =
  | { ok: true; items: BolImportItem[] }
  | { ok: false; message: string; errors: TBolImportRowError[] };

// Where a schema path lands in the file: the column of the row that carries it.
const COLUMN_OF_PATH: Record<string, Column> = {
  'shipper.name': 'shipperName',
  'shipper.address': 'shipperAddress',
  'consignee.name': 'consigneeName',
  'consignee.address': 'consigneeAddress',
  'notifyParty.name': 'notifyName',
  'notifyParty.address': 'notifyAddress',
  containerNumber: 'containerNumber',
  sizeType: 'sizeType',
  sealNumbers: 'sealNumbers',
  packages: 'containerPackages',
  grossWeightKg: 'grossWeightKg',
};

/** Reads the file into BOLs, or every problem with its row (the import is all or nothing). */
export const parseBolCsv = (text: string): BolCsv => {
  const [header, ...data] = csvRecords(text);
  if (!header) {
    return { ok: false, message: BOL_MSG.fileEmpty, errors: [] };
  }
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const found = BOL_CSV_COLUMNS.find((c) => c.toLowerCase() === cell.trim().toLowerCase());
    if (found) {
      index.set(found, i);
    }
  });
  const missing = BOL_CSV_REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    const errors = missing.map((c) => ({ row: header.row, field: c, message: BOL_MSG.columnMissing(c) }));
    return { ok: false, message: errors[0]?.message ?? BOL_MSG.rowBeforeHeader, errors };
  }
  if (data.length === 0) {
    return { ok: false, message: BOL_MSG.fileEmpty, errors: [] };
  }
  const cell = (record: CsvRecord, column: Column) => {
    const i = index.get(column);
    return i === undefined ? '' : (record.cells[i] ?? '').trim();
  };

  // Group the rows: one BOL per bolNumber, one per row without.
  const groups: CsvRecord[][] = [];
  const byNumber = new Map<string, CsvRecord[]>();
  for (const record of data) {
    const number = cell(record, 'bolNumber').toUpperCase();
    if (!number) {
      groups.push([record]);
      continue;
    }
    const group = byNumber.get(number);
    if (group) {
      group.push(record);
    } else {
      const fresh = [record];
      byNumber.set(number, fresh);
      groups.push(fresh);
    }
  }

  const errors: TBolImportRowError[] = [];
  const items: BolImportItem[] = [];
  for (const group of groups) {
    const first = group[0] as CsvRecord;
    const containerRows = group.filter((r) => cell(r, 'containerNumber') !== '');
    const bolNumber = cell(first, 'bolNumber');
    const input = {
      ...(bolNumber ? { bolNumber } : {}),
      shipper: { name: cell(first, 'shipperName'), address: cell(first, 'shipperAddress') },
      consignee: { name: cell(first, 'consigneeName'), address: cell(first, 'consigneeAddress') },
      notifyParty: { name: cell(first, 'notifyName'), address: cell(first, 'notifyAddress') },
      carrierName: cell(first, 'carrierName'),
      carrierScac: cell(first, 'carrierScac'),
      vesselName: cell(first, 'vesselName'),
      voyage: cell(first, 'voyage'),
      portOfLoading: cell(first, 'portOfLoading'),
      portOfDischarge: cell(first, 'portOfDischarge'),
      placeOfReceipt: cell(first, 'placeOfReceipt'),
      placeOfDelivery: cell(first, 'placeOfDelivery'),
      containers: containerRows.map((r) => ({
        containerNumber: cell(r, 'containerNumber'),
        sizeType: cell(r, 'sizeType'),
        sealNumbers: cell(r, 'sealNumbers'),
        packages: cell(r, 'containerPackages'),
        grossWeightKg: cell(r, 'containerWeightKg'),
      })),
      packageCount: cell(first, 'packageCount'),
      packageKind: cell(first, 'packageKind'),
      grossWeightKg: cell(first, 'grossWeightKg'),
      volumeM3: cell(first, 'volumeM3'),
      marks: cell(first, 'marks'),
      goodsDescription: cell(first, 'goodsDescription'),
      freightTerms: cell(first, 'freightTerms').toLowerCase() || undefined,
      numberOfOriginals: cell(first, 'numberOfOriginals') || undefined,
    };
    const parsed = bolNumber ? ZBolCustomInput.safeParse(input) : ZBolInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, position, leaf] = issue.path.map(String);
        if (head === 'containers' && position !== undefined) {
          const record = containerRows[Number(position)] ?? first;
          const field = leaf === 'grossWeightKg' ? 'containerWeightKg' : (COLUMN_OF_PATH[leaf ?? ''] ?? leaf);
          errors.push({ row: record.row, field, message: issue.message });
        } else {
          const path = issue.path.map(String).join('.');
          errors.push({ row: first.row, field: COLUMN_OF_PATH[path] ?? head, message: issue.message });
        }
      }
      continue;
    }
    items.push({
      values: parsed.data,
      bolNumber: 'bolNumber' in parsed.data ? (parsed.data.bolNumber as string) : null,
      row: first.row,
    });
  }
  if (errors.length > 0) {
    const rows = new Set(errors.map((e) => e.row)).size;
    return { ok: false, message: BOL_MSG.importRefused(rows), errors: errors.sort((a, b) => a.row - b.row) };
  }
  return { ok: true, items };
};

/** One exported row: a BOL and one of its containers (or none). */
export type BolExportRow = { bol: TBol; container: TBol['containers'][number] | null };

const cellValue = (column: Column, { bol, container }: BolExportRow): string | number | null => {
  switch (column) {
    case 'bolNumber':
      return bol.bolNumber;
    case 'shipperName':
      return bol.shipper.name;
    case 'shipperAddress':
      return bol.shipper.address;
    case 'consigneeName':
      return bol.consignee.name;
    case 'consigneeAddress':
      return bol.consignee.address;
    case 'notifyName':
      return bol.notifyParty.name;
    case 'notifyAddress':
      return bol.notifyParty.address;
    case 'containerNumber':
      return container?.containerNumber ?? null;
    case 'sizeType':
      return container?.sizeType ?? null;
    case 'sealNumbers':
      return container ? container.sealNumbers.join(' ') : null;
    case 'containerPackages':
      return container?.packages ?? null;
    case 'containerWeightKg':
      return container?.grossWeightKg ?? null;
    default:
      return bol[column] ?? null;
  }
};

const NUMERIC: ReadonlySet<Column> = new Set([
  'containerPackages',
  'containerWeightKg',
  'packageCount',
  'grossWeightKg',
  'volumeM3',
  'numberOfOriginals',
]);

/** The export's columns: the import's, so an export can be read back, plus the status. */
export const BOL_EXPORT_CSV: CsvColumn<BolExportRow>[] = [
  ...BOL_CSV_COLUMNS.map((column) => ({
    header: column,
    value: (row: BolExportRow) => cellValue(column, row),
    numeric: NUMERIC.has(column),
  })),
  { header: 'status', value: (row) => row.bol.status },
];

export const BOL_EXPORT_XLSX: XlsxColumn<BolExportRow>[] = [
  ...BOL_CSV_COLUMNS.map((column) => ({
    header: column,
    kind: NUMERIC.has(column) ? ('number' as const) : ('text' as const),
    value: (row: BolExportRow) => cellValue(column, row),
  })),
  { header: 'status', kind: 'text', value: (row) => row.bol.status },
];

/** A BOL's export rows: one per container, or one when it has none. */
export const exportRowsOf = (bol: TBol): BolExportRow[] =>
  bol.containers.length === 0 ? [{ bol, container: null }] : bol.containers.map((container) => ({ bol, container }));
