import {
  envelope,
  IMPORT_ASSISTANT_MSG,
  IMPORT_MAX_BYTES,
  type TImportMapping,
  ZIdParams,
  ZImportPreview,
  ZImportRequest,
  ZImportSavedMapping,
  ZJob,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { RouteAccess } from '../access';
import { csvText, sendCsv } from '../csv-export';
import { ok } from '../envelope';
import { badRequest, notFound } from '../errors';
import { checkRowsPerDay, checkRowsPerImport, type ImportLimits, reserveRowsPerDay } from '../jobs/import-limits';
import type { JobRunner } from '../jobs/job-runner';
import { type Tenant, tenantOf } from '../tenancy';
import { payloadTooLarge } from '../uploads';
import {
  checkMapping,
  type ImportJobInput,
  type ImportTemplate,
  importJobHandler,
  loadSavedMapping,
  mapRows,
  previewImport,
  readImportFile,
  saveMapping,
  suggestMapping,
} from './import-assistant';

const TAGS = ['Imports'];
export const importJobKind = (template: string) => `import.${template}`;
export const importBase = (template: string) => `/api/imports/${template}`;

type ReportRow = { row: number; column: string; message: string };
const REPORT_COLUMNS = [
  { header: 'row', value: (r: ReportRow) => r.row, numeric: true },
  { header: 'column', value: (r: ReportRow) => r.column },
  { header: 'message', value: (r: ReportRow) => r.message },
];

/** The file read and mapped: the request's mapping, else the suggestion (saved, then by header name). */
const prepareImport = async <Value>(
  db: Db,
  template: ImportTemplate<Value>,
  tenant: Tenant,
  body: z.output<typeof ZImportRequest>,
) => {
  const kit = template as ImportTemplate<unknown>;
  if (!body.fileName.toLowerCase().endsWith('.csv') || body.content.includes('\u0000')) {
    const message = IMPORT_ASSISTANT_MSG.notCsv(body.fileName);
    throw badRequest(message, { fileName: message });
  }
  const maxBytes = template.maxBytes ?? IMPORT_MAX_BYTES;
  if (Buffer.byteLength(body.content, 'utf8') > maxBytes) {
    throw payloadTooLarge(maxBytes);
  }
  const file = readImportFile(kit, body.content);
  const saved = body.mapping ? null : await loadSavedMapping(db, tenant, template.name);
  const mapping: TImportMapping = body.mapping ?? suggestMapping(kit, file.headers, saved);
  checkMapping(kit, file.headers, mapping);
  const rows = mapRows(kit, file, mapping, body.edits);
  return { file, mapping, rows, fromSaved: saved !== null };
};

/**
 * The commit: the mapping saved for the company and template with the job that imports the rows. With
 * `limits` (the installation's IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_PER_DAY) the file's rows are counted
 * against them: 400 IMPORT_TOO_MANY_ROWS, 429 IMPORT_DAILY_LIMIT, the day's rows reserved with the job.
 */
export const enqueueImport = async <Value>(
  db: Db,
  jobs: JobRunner,
  template: ImportTemplate<Value>,
  tenant: Tenant,
  body: z.output<typeof ZImportRequest>,
  limits?: ImportLimits,
) => {
  const { mapping, rows } = await prepareImport(db, template, tenant, body);
  if (limits) {
    checkRowsPerImport(rows.length, limits);
    await checkRowsPerDay(db, tenant, rows.length, limits);
  }
  return jobs.enqueue(tenant, {
    kind: importJobKind(template.name),
    input: { rows } satisfies ImportJobInput,
    total: rows.length,
    ...(limits ? { quotaUnits: rows.length } : {}),
    admit: async (tx) => {
      if (limits) {
        await reserveRowsPerDay(tx, tenant, rows.length, limits);
      }
      await saveMapping(tx, tenant, template.name, mapping);
    },
  });
};

/**
 * The assistant's routes for one template (a feature registers them with its template and the
 * permission its import needs): the saved mapping, the dry run, the commit (a job) and the job's report.
 * With `limits` the template's imports count against the company's import quotas.
 */
export const importAssistantRoutes = async <Value>(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; template: ImportTemplate<Value>; access: RouteAccess; limits?: ImportLimits },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, jobs, template } = opts;
  const base = importBase(template.name);
  const kind = importJobKind(template.name);
  const config = { access: opts.access };
  jobs.register(kind, importJobHandler(template, db) as never, { expireInSeconds: 1800 });

  const example = { body: { fileName: 'import.csv', content: template.example } };

  r.get(
    `${base}/mapping`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: `The column mapping the company saved for the ${template.name} import (null: none yet)`,
        response: { 200: envelope(ZImportSavedMapping) },
      },
    },
    async (request) =>
      ok({ template: template.name, mapping: await loadSavedMapping(db, tenantOf(request), template.name) }),
  );

  r.post(
    `${base}/preview`,
    {
      bodyLimit: IMPORT_MAX_BYTES * 2,
      config: { ...config, example },
      schema: {
        tags: TAGS,
        summary: `Dry run of a ${template.name} file: mapping, the first rows and every error on its row and column`,
        description:
          "JSON `{ fileName, content, mapping?, edits? }`. Without `mapping` the company's saved mapping for the template is suggested, else the file's header names. `edits` are values typed in the preview grid (row as in the file, template column). Nothing is written. 400 'File is empty', 'No row may come before the header', or a mapping error on `mapping.<column>`.",
        body: ZImportRequest,
        response: { 200: envelope(ZImportPreview) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { file, mapping, rows, fromSaved } = await prepareImport(db, template, tenant, request.body);
      if (opts.limits) {
        // A file with more rows than one import may take is said at once, not after the fixes.
        checkRowsPerImport(rows.length, opts.limits);
      }
      const looked = template.lookup ? await template.lookup(db, tenant, rows) : [];
      const preview = previewImport(template as ImportTemplate<unknown>, file, rows, mapping, fromSaved, looked);
      return ok(preview, { message: preview.summary });
    },
  );

  r.post(
    base,
    {
      bodyLimit: IMPORT_MAX_BYTES * 2,
      config: { ...config, example },
      schema: {
        tags: TAGS,
        summary: `Import a ${template.name} file, all rows or none, as a job`,
        description:
          "The same body as the dry run. Saves the mapping for the company and template, then answers 202 with the job (`GET /api/jobs/:id`): the rows are checked again with progress and written in one transaction, or none. Success: 'File imported succesfully'; errors: the job's `errorReport` and the CSV report. A template mounted with the import limits (locations) answers 400 `IMPORT_TOO_MANY_ROWS` above IMPORT_MAX_ROWS rows and 429 `IMPORT_DAILY_LIMIT` above the company's IMPORT_MAX_ROWS_PER_DAY; a file above the template's size limit is 413.",
        body: ZImportRequest,
        response: { 202: envelope(z.object({ job: ZJob })) },
      },
    },
    async (request, reply) => {
      const job = await enqueueImport(db, jobs, template, tenantOf(request), request.body, opts.limits);
      return reply.status(202).send(ok({ job }, { message: IMPORT_ASSISTANT_MSG.queued }));
    },
  );

  r.get(
    `${base}/jobs/:id/report`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The error report of an import job as CSV: row, column, message',
        params: ZIdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const job = await jobs.get(tenantOf(request), request.params.id);
      if (job.kind !== kind) {
        throw notFound();
      }
      if (!job.errorReport) {
        throw notFound(IMPORT_ASSISTANT_MSG.reportNotFound);
      }
      const rows: ReportRow[] = (job.errorReport.errors ?? []).map((error) => ({
        row: error.row,
        column: error.field ?? '',
        message: error.message,
      }));
      if (rows.length === 0) {
        rows.push({ row: 0, column: '', message: job.errorReport.message });
      }
      return sendCsv(reply, `${template.name}-import-report.csv`, csvText(REPORT_COLUMNS, rows));
    },
  );
};
