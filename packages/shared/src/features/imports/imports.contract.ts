import { z } from 'zod';
import { ZMessageParams } from '../../api/envelope';
import { defineMessages, MSG, withParams } from '../../constants/messages';

// The import assistant (issue 15, DOMAIN.md §7): one pipeline for every import. Upload a file, map its
// columns onto the template's (suggested from the header and from the mapping the company saved for
// the template), check it in a dry run whose errors sit on their row and column and can be fixed in
// the preview grid, then commit all rows or none as a job; its report is a CSV of row, column, message.

/** Rows of the file the preview grid shows (rows with errors are always shown as well). */
export const IMPORT_PREVIEW_ROWS = 20;
/** At most this many problems are reported (the count of rows with errors is always given). */
export const IMPORT_MAX_ERRORS = 1000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const ROW_COUNT_MSG = defineMessages('imports.messages', {
  rowHasErrors: '1 row has errors; nothing was imported',
  rowsHaveErrors: withParams('{{count}} rows have errors; nothing was imported', (count: number) => ({ count })),
  rowToFix: '1 row has errors',
  rowsToFix: withParams('{{count}} rows have errors', (count: number) => ({ count })),
});

export const IMPORT_ASSISTANT_MSG = {
  ...defineMessages('imports.messages', {
    imported: 'File imported succesfully',
    fileEmpty: 'File is empty',
    headerFirst: 'No row may come before the header',
    queued: 'The file is being imported',
    notCsv: withParams('{{name}} is not a CSV file', (name: string) => ({ name })),
    columnRequired: withParams('Choose the file column for {{column}}', (column: string) => ({ column })),
    columnTwice: withParams('The file column {{header}} is mapped twice', (header: string) => ({ header })),
    unknownHeader: withParams('The file has no column {{header}}', (header: string) => ({ header })),
    noErrors: 'No errors: the file is ready to import',
    reportNotFound: 'This import has no error report',
    addedMeanwhile: 'A record of the file was added meanwhile; nothing was imported',
  }),
  /** '1 row has errors; nothing was imported' / '3 rows have errors; nothing was imported'. */
  rowsRefused: (count: number) => (count === 1 ? ROW_COUNT_MSG.rowHasErrors : ROW_COUNT_MSG.rowsHaveErrors(count)),
  /** The preview's count: '1 row has errors' / '3 rows have errors'. */
  rowsToFix: (count: number) => (count === 1 ? ROW_COUNT_MSG.rowToFix : ROW_COUNT_MSG.rowsToFix(count)),
};

/** Which file column (by its header) feeds each template column; a column left out is empty. */
export const ZImportMapping = z.record(z.string().max(100), z.string().max(200).nullable());
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** A value typed in the preview grid over the file's: row as in the file, column of the template. */
export const ZImportEdit = z.object({
  row: z.number().int().min(1),
  column: z.string().max(100),
  value: z.string().max(10_000),
});
export type TImportEdit = z.infer<typeof ZImportEdit>;

export const ZImportRequest = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: MSG.required })
    .max(255, { error: MSG.maxLength(255) }),
  content: z.string(),
  /** Absent: the suggested mapping (the company's saved one, else the header's names). */
  mapping: ZImportMapping.optional(),
  edits: z.array(ZImportEdit).max(5000).default([]),
});
export type TImportRequest = z.input<typeof ZImportRequest>;

/** One problem on one cell (column) or a whole row (no column), row numbers as in the file. */
export const ZImportCellError = z.object({
  row: z.number().int().min(1),
  column: z.string().optional(),
  message: z.string(),
  messageCode: z.string().optional(),
  params: ZMessageParams.optional(),
});
export type TImportCellError = z.infer<typeof ZImportCellError>;

export const ZImportTemplateColumn = z.object({ key: z.string(), required: z.boolean() });

export const ZImportPreview = z.object({
  template: z.string(),
  columns: z.array(ZImportTemplateColumn),
  /** The file's header cells, as written. */
  headers: z.array(z.string()),
  mapping: ZImportMapping,
  /** Whether the mapping came from the company's saved one for this template. */
  savedMapping: z.boolean(),
  totalRows: z.number().int(),
  /** The first rows and every row with an error, by template column, edits applied. */
  rows: z.array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string()) })),
  errors: z.array(ZImportCellError),
  rowsWithErrors: z.number().int(),
  /** 'No errors…' or '3 rows have errors'. */
  summary: z.string(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportSavedMapping = z.object({ template: z.string(), mapping: ZImportMapping.nullable() });
