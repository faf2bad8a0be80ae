import Papa from 'papaparse';
import {
  LOCATION_CSV_COLUMNS,
  LOCATION_CSV_REQUIRED,
  LOCATION_MSG,
  LOCATION_TYPES,
  normalizeLocationType,
  type TLocationCsvColumn,
  type TLocationImportRowError,
  type TLocationInput,
} from './locations.contract';

// The location CSV (spec 01 §3, §5): the records reader the import assistant uses (rows starting with #
// are ignored, blank rows are skipped, row numbers are the file's own line numbers), the reading of a
// mapped row as a location's fields, the downloadable template, and the vendor survey's header-bound
// reading (`parseLocationCsv`). The locations import is the import assistant's `locations` template
// (docs/imports.md).

export type CsvRecord = { row: number; cells: string[] };

/**
 * RFC 4180 records (read by papaparse), each with the line it starts on; comment (#) and blank lines
 * are left out. Line breaks are made \n first, so \r\n, \n and \r may be mixed in one file.
 */
export const parseCsvRecords = (input: string): CsvRecord[] => {
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  // Lines counted up to `counted`: each step's cursor is the end of its record, line break included.
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
      // The record starts as many lines before its end as its quoted cells hold line breaks.
      const inner = cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
      const row = lineAt(end) - inner;
      if (cells.some((cell) => cell.trim() !== '')) {
        records.push({ row, cells });
      }
    },
  });
  return records;
};

/** One CSV line, quoting the cells that need it. */
export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>): string =>
  cells
    .map((cell) => {
      const text = cell === null || cell === undefined ? '' : String(cell);
      return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');

export type LocationCsvRow = { row: number; values: Record<TLocationCsvColumn, string> };

/**
 * The vendor survey's reading of a location file (it has no column mapping): the header found by name, the
 * required columns there, no unknown column. The locations screen's import is the import assistant's.
 */
export type LocationCsv =
  /** The file cannot be read as a location CSV at all (empty, no header, rows before it, bad header). */
  | { ok: false; message: string; errors: TLocationImportRowError[] }
  /** Data rows, with the problems found while reading them (e.g. too many cells). */
  | { ok: true; headerRow: number; rows: LocationCsvRow[]; errors: TLocationImportRowError[] };

const columnOf = (cell: string): TLocationCsvColumn | undefined => {
  const wanted = cell.trim().toLowerCase();
  return LOCATION_CSV_COLUMNS.find((column) => column.toLowerCase() === wanted);
};

// A header names at least three of the columns; anything else is data.
const looksLikeHeader = (record: CsvRecord) => record.cells.filter((cell) => columnOf(cell)).length >= 3;

export const parseLocationCsv = (text: string): LocationCsv => {
  const records = parseCsvRecords(text);
  if (records.length === 0) {
    return { ok: false, message: LOCATION_MSG.fileEmpty, errors: [] };
  }
  const headerIndex = records.findIndex(looksLikeHeader);
  const header = records[headerIndex];
  if (!header) {
    const first = records[0] as CsvRecord;
    return {
      ok: false,
      message: LOCATION_MSG.headerMissing,
      errors: [{ row: first.row, message: LOCATION_MSG.headerMissing }],
    };
  }
  if (headerIndex > 0) {
    const message = LOCATION_MSG.rowBeforeHeader(header.row);
    return {
      ok: false,
      message,
      errors: records.slice(0, headerIndex).map((record) => ({ row: record.row, message })),
    };
  }

  const positions: Array<TLocationCsvColumn | null> = [];
  const headerErrors: TLocationImportRowError[] = [];
  for (const cell of header.cells) {
    const column = columnOf(cell);
    if (column && !positions.includes(column)) {
      positions.push(column);
    } else {
      positions.push(null);
      if (cell.trim() !== '') {
        headerErrors.push({ row: header.row, message: LOCATION_MSG.unknownColumn(cell.trim()) });
      }
    }
  }
  for (const column of LOCATION_CSV_REQUIRED) {
    if (!positions.includes(column)) {
      headerErrors.push({ row: header.row, field: column, message: LOCATION_MSG.missingColumn(column) });
    }
  }
  if (headerErrors.length > 0) {
    return { ok: false, message: (headerErrors[0] as TLocationImportRowError).message, errors: headerErrors };
  }

  const data = records.slice(headerIndex + 1);
  if (data.length === 0) {
    return { ok: false, message: LOCATION_MSG.fileEmpty, errors: [] };
  }
  const errors: TLocationImportRowError[] = [];
  const rows = data.map((record): LocationCsvRow => {
    const values = Object.fromEntries(LOCATION_CSV_COLUMNS.map((c) => [c, ''])) as Record<TLocationCsvColumn, string>;
    record.cells.forEach((cell, index) => {
      const column = positions[index];
      if (column) {
        values[column] = cell.trim();
      }
    });
    const used = record.cells.findLastIndex((cell) => cell.trim() !== '') + 1;
    if (used > positions.length) {
      errors.push({ row: record.row, message: LOCATION_MSG.tooManyCells(positions.length, used) });
    }
    return { row: record.row, values };
  });
  return { ok: true, headerRow: header.row, rows, errors };
};

/** A CSV row as the fields of a location; the type may be written as its label ('Rail yard'). */
export const locationInputOfCsv = (
  values: Record<Exclude<TLocationCsvColumn, 'latitude' | 'longitude'>, string> &
    Partial<Record<'latitude' | 'longitude', string>>,
): TLocationInput => ({
  name: values.name,
  address: values.address,
  postCode: values.postCode,
  code: values.code,
  city: values.city,
  country: values.country,
  state: values.state,
  type: normalizeLocationType(values.type) as TLocationInput['type'],
  // Optional columns (issue 18): both or neither, checked by the schema as the form's.
  latitude: values.latitude ?? '',
  longitude: values.longitude ?? '',
});

/** The downloadable template (`lanehub_location.csv`): the header, then notes and an example as comments. */
export const locationCsvTemplate = (): string =>
  [
    LOCATION_CSV_COLUMNS.join(','),
    `# type is one of: ${LOCATION_TYPES.join(' ')}`,
    '# port and terminal codes are UN/LOCODEs (CAMTR); country is an ISO code (CA); state a state or province code (QC)',
    '# rows starting with # are ignored; remove the # of the example below to import it',
    '# latitude and longitude are optional degrees (WGS 84): fill both or neither',
    `# ${csvLine(['Port of Montreal', '2100 Avenue Pierre-Dupuy', 'H3C 3R5', 'CAMTR', 'Montreal', 'CA', 'QC', 'port', '45.5017', '-73.5673'])}`,
    '',
  ].join('\r\n');
