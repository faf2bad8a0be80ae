import {
  BOL_CSV_COLUMNS,
  type TBol,
  type TBolValues,
  ZBolCustomInput,
  ZBolInput,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import type { CsvColumn } from '../../platform/csv-export';
import type { ImportCheck, ImportProblem, ImportRow } from '../../platform/imports/import-assistant';
import type { XlsxColumn } from '../../platform/xlsx-export';

// The CSV of bills of lading, in and out (docs/bills-of-lading.md): one row per container; the rows
// that share a bolNumber are one BOL (its first row gives the BOL's fields); a row without a bolNumber
// is a BOL of its own numbered from the company's sequence. The import is the import assistant's
// template `bol` (bills-of-lading.import.ts), which reads the file ('#' lines are comments, the header
// comes first) and maps its columns.

type Column = (typeof BOL_CSV_COLUMNS)[number];

export type BolImportItem = { values: TBolValues; bolNumber: string | null; row: number };

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

/**
 * The import assistant's check of a BOL file's mapped rows: grouped into BOLs (one per bolNumber, one
 * per row without), each checked by the shared schema; every problem on its row and column. Pure.
 */
export const checkBolRows = (rows: ImportRow[]): ImportCheck<{ items: BolImportItem[] }> => {
  const cell = (record: ImportRow, column: Column) => (record.cells[column] ?? '').trim();

  // Group the rows: one BOL per bolNumber, one per row without.
  const groups: ImportRow[][] = [];
  const byNumber = new Map<string, ImportRow[]>();
  for (const record of rows) {
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

  const errors: ImportProblem[] = [];
  const items: BolImportItem[] = [];
  for (const group of groups) {
    const first = group[0] as ImportRow;
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
          const column = leaf === 'grossWeightKg' ? 'containerWeightKg' : (COLUMN_OF_PATH[leaf ?? ''] ?? leaf);
          errors.push({ row: record.row, column, message: issue.message });
        } else {
          const path = issue.path.map(String).join('.');
          errors.push({ row: first.row, column: COLUMN_OF_PATH[path] ?? head, message: issue.message });
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
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { items } };
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
