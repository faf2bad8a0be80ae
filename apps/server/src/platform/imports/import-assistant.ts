import {
  codedMessageOf,
  IMPORT_ASSISTANT_MSG,
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  parseCsvRecords,
  type TImportCellError,
  type TImportEdit,
  type TImportMapping,
  type TImportPreview,
  type TJobErrorReport,
} from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importMappings } from '../../db/schema';
import { badRequest, codesOf, isUniqueViolation } from '../errors';
import { recordEvent } from '../events/record-event';
import type { JobContext } from '../jobs/job-runner';
import { runInWorker } from '../jobs/worker-threads';
import { type Tenant, tenantValues, tenantWhere } from '../tenancy';

// The import assistant (issue 15, DOMAIN.md §7, docs/imports.md): the one pipeline every import uses.
// A feature declares its template (columns, the row check, the commit); the kit reads the file
// (papaparse: '#' rows ignored, the header first, no data row → 'File is empty'), maps the file's
// columns onto the template's (the company's saved mapping for the template first, then the header's
// names), applies the values the user typed in the preview grid, and checks every row. The dry run
// answers the preview; the commit runs the same check in a job (a worker thread when the template
// names one) and writes every row or none in the transaction that ends the job.

/** One data row of a file by template column, with its line number in the file. */
export type ImportRow = { row: number; cells: Record<string, string> };
/** A problem of one cell (column) or of the whole row; `message` is a catalogue message. */
export type ImportProblem = { row: number; column?: string | undefined; message: string };
export type ImportCheck<Value> = { ok: true; value: Value } | { ok: false; errors: ImportProblem[] };
export type ImportProgress = (done: number, total: number) => void;

export type ImportTemplate<Value> = {
  /** The template's name in the routes and the saved mappings ('purchase-orders'). */
  name: string;
  columns: readonly string[];
  required: readonly string[];
  /** A small valid file, the routes' documented example. */
  example: string;
  /** The largest file the template takes, in bytes (IMPORT_MAX_BYTES when not given). */
  maxBytes?: number;
  /** Checks the rows (pure, the dry run and the job both use it). */
  check: (rows: ImportRow[], progress?: ImportProgress) => ImportCheck<Value>;
  /** A worker module serving `check` (serveWorkerTask over `{ rows }`): the job checks there. */
  worker?: URL;
  /**
   * Checks that need the database (reads only), after `check`, in the dry run and in the job: e.g. the
   * orders a row names must be ones the company sees. Its problems are the file's like `check`'s.
   */
  lookup?: (db: Db, tenant: Tenant, rows: ImportRow[]) => Promise<ImportProblem[]>;
  /**
   * Writes the checked value in the job's finishing transaction (its domain events too); problems
   * found only now (a number already used) refuse the whole file.
   */
  commit: (
    tx: Db,
    tenant: Tenant,
    value: Value,
  ) => Promise<{ result: Record<string, unknown> } | { errors: ImportProblem[] }>;
};

/** 'PO Number', 'po_number' and 'poNumber' all name the column poNumber. */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');

export type ReadFile = { headers: string[]; records: Array<{ row: number; cells: string[] }> };

/** The file's header and data records; 400 'File is empty', or 'No row may come before the header'. */
export const readImportFile = (template: ImportTemplate<unknown>, content: string): ReadFile => {
  const records = parseCsvRecords(content);
  const [first, ...data] = records;
  if (!first) {
    throw badRequest(IMPORT_ASSISTANT_MSG.fileEmpty, { content: IMPORT_ASSISTANT_MSG.fileEmpty });
  }
  const known = new Set(template.columns.map(headerKey));
  const names = (cells: string[]) => cells.some((cell) => known.has(headerKey(cell)));
  // A file whose header is not its first row: a later row names the template's columns, the first does not.
  if (!names(first.cells) && data.some((record) => names(record.cells))) {
    throw badRequest(IMPORT_ASSISTANT_MSG.headerFirst, { content: IMPORT_ASSISTANT_MSG.headerFirst });
  }
  if (data.length === 0) {
    throw badRequest(IMPORT_ASSISTANT_MSG.fileEmpty, { content: IMPORT_ASSISTANT_MSG.fileEmpty });
  }
  return { headers: first.cells.map((cell) => cell.trim()), records: data };
};

/** The mapping suggested for a file: the saved one where its headers are in the file, else by name. */
export const suggestMapping = (
  template: ImportTemplate<unknown>,
  headers: readonly string[],
  saved: TImportMapping | null,
): TImportMapping => {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  return Object.fromEntries(
    template.columns.map((column) => {
      const remembered = saved?.[column];
      if (remembered && headers.includes(remembered)) {
        return [column, remembered];
      }
      return [column, byKey.get(headerKey(column)) ?? null];
    }),
  );
};

/** 400 on the mapping's fields: a required column left out, a header twice, a header not in the file. */
export const checkMapping = (
  template: ImportTemplate<unknown>,
  headers: readonly string[],
  mapping: TImportMapping,
) => {
  const fields: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const column of template.columns) {
    const header = mapping[column];
    if (!header) {
      if (template.required.includes(column)) {
        fields[`mapping.${column}`] = IMPORT_ASSISTANT_MSG.columnRequired(column);
      }
      continue;
    }
    if (!headers.includes(header)) {
      fields[`mapping.${column}`] = IMPORT_ASSISTANT_MSG.unknownHeader(header);
    } else if (seen.has(header)) {
      fields[`mapping.${column}`] = IMPORT_ASSISTANT_MSG.columnTwice(header);
    }
    seen.set(header, column);
  }
  const first = Object.values(fields)[0];
  if (first) {
    throw badRequest(first, fields);
  }
};

/** The data rows by template column, the grid's edits applied over the file's values. */
export const mapRows = (
  template: ImportTemplate<unknown>,
  file: ReadFile,
  mapping: TImportMapping,
  edits: readonly TImportEdit[],
): ImportRow[] => {
  const indexOf = template.columns.map((column) => {
    const header = mapping[column];
    return [column, header ? file.headers.indexOf(header) : -1] as const;
  });
  const rows = file.records.map((record) => ({
    row: record.row,
    cells: Object.fromEntries(
      indexOf.filter(([, index]) => index >= 0).map(([column, index]) => [column, (record.cells[index] ?? '').trim()]),
    ) as Record<string, string>,
  }));
  const byRow = new Map(rows.map((row) => [row.row, row]));
  for (const edit of edits) {
    const row = byRow.get(edit.row);
    if (row && template.columns.includes(edit.column)) {
      row.cells[edit.column] = edit.value.trim();
    }
  }
  return rows;
};

const withCodes = (problem: ImportProblem): TImportCellError => {
  const coded = codedMessageOf(problem.message);
  return {
    row: problem.row,
    ...(problem.column ? { column: problem.column } : {}),
    message: problem.message,
    ...(coded ? { messageCode: coded.code, params: coded.params } : {}),
  };
};

const rowsOf = (problems: readonly ImportProblem[]) => new Set(problems.map((p) => p.row)).size;

/** The job's error report: 'n rows have errors; nothing was imported' and each problem with its codes. */
export const importErrorReport = (problems: ImportProblem[]): TJobErrorReport => {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const message = IMPORT_ASSISTANT_MSG.rowsRefused(rowsOf(sorted));
  const coded = codedMessageOf(message);
  return {
    message,
    ...(coded ? { messageCode: coded.code, params: coded.params } : {}),
    code: 'IMPORT_REFUSED',
    errors: sorted.slice(0, IMPORT_MAX_ERRORS).map((problem) => {
      const { column, ...rest } = withCodes(problem);
      return { ...rest, ...(column ? { field: column } : {}) };
    }),
    rowsWithErrors: rowsOf(sorted),
  };
};

export const loadSavedMapping = async (db: Db, tenant: Tenant, template: string): Promise<TImportMapping | null> => {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(tenantWhere(importMappings, tenant, eq(importMappings.template, template)));
  return row?.mapping ?? null;
};

/** Saves the company's mapping for the template (with its domain event), in the caller's transaction. */
export const saveMapping = async (tx: Db, tenant: Tenant, template: string, mapping: TImportMapping) => {
  const before = await loadSavedMapping(tx, tenant, template);
  const [row] = await tx
    .insert(importMappings)
    .values(tenantValues(tenant, { template, mapping }))
    .onConflictDoUpdate({
      target: [importMappings.companyId, importMappings.template],
      set: { mapping, updatedAt: new Date() },
    })
    .returning({ id: importMappings.id });
  if (row) {
    await recordEvent(tx, tenant, {
      aggregateType: 'import-mapping',
      aggregateId: row.id,
      type: before ? 'import-mapping.updated' : 'import-mapping.created',
      before: before ? { template, ...before } : null,
      after: { template, ...mapping },
    });
  }
};

/** The dry run: every row checked, the first rows and every row with an error for the grid. */
export const previewImport = (
  template: ImportTemplate<unknown>,
  file: ReadFile,
  rows: ImportRow[],
  mapping: TImportMapping,
  savedMapping: boolean,
  looked: readonly ImportProblem[] = [],
): TImportPreview => {
  const checked = template.check(rows);
  const problems = [...(checked.ok ? [] : checked.errors), ...looked];
  const withErrors = new Set(problems.map((p) => p.row));
  const shown = rows.filter((row, index) => index < IMPORT_PREVIEW_ROWS || withErrors.has(row.row));
  const count = withErrors.size;
  return {
    template: template.name,
    columns: template.columns.map((key) => ({ key, required: template.required.includes(key) })),
    headers: file.headers,
    mapping,
    savedMapping,
    totalRows: rows.length,
    rows: shown,
    errors: [...problems]
      .sort((a, b) => a.row - b.row)
      .slice(0, IMPORT_MAX_ERRORS)
      .map(withCodes),
    rowsWithErrors: count,
    summary: count === 0 ? IMPORT_ASSISTANT_MSG.noErrors : IMPORT_ASSISTANT_MSG.rowsToFix(count),
  };
};

export type ImportJobInput = { rows: ImportRow[] };
/** The share of the progress bar the row check takes; the write takes the rest. */
const CHECK_SHARE = 60;

/** The commit job: the rows checked again (in a worker when the template has one), then all or none. */
export const importJobHandler =
  <Value>(template: ImportTemplate<Value>, db: Db) =>
  async (ctx: JobContext<ImportJobInput>) => {
    const { rows } = ctx.input;
    const onProgress = (done: number, total: number) => ctx.progress(done, total, (done / total) * CHECK_SHARE);
    const checked = template.worker
      ? await runInWorker<ImportCheck<Value>>(template.worker, { rows }, { onProgress }).result
      : template.check(rows);
    const looked = template.lookup ? await template.lookup(db, ctx.tenant, rows) : [];
    if (!checked.ok || looked.length > 0) {
      const problems = [...(checked.ok ? [] : checked.errors), ...looked];
      await ctx.finish(async () => ({ errorReport: importErrorReport(problems) }));
      return;
    }
    try {
      await ctx.finish(async (tx) => {
        await ctx.checkCancel(tx);
        const outcome = await template.commit(tx, ctx.tenant, checked.value);
        if ('errors' in outcome) {
          return { errorReport: importErrorReport(outcome.errors) };
        }
        return { result: { ...outcome.result, rows: rows.length, message: IMPORT_ASSISTANT_MSG.imported } };
      });
    } catch (error) {
      // Another write took a unique value of the file meanwhile: the transaction wrote nothing.
      if (!isUniqueViolation(error)) {
        throw error;
      }
      const message = IMPORT_ASSISTANT_MSG.addedMeanwhile;
      await ctx.finish(async () => ({ errorReport: { message, ...codesOf(message), code: 'IMPORT_REFUSED' } }));
    }
  };
