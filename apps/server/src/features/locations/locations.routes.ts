import {
  countCsvRecords,
  envelope,
  LOCATION_CSV_COLUMNS,
  LOCATION_EXPORT_MAX_ROWS,
  LOCATION_IMPORT_MAX_BYTES,
  LOCATION_MSG,
  LOCATION_TEMPLATE_FILE,
  LOCATION_TYPE_LABELS,
  LOCATION_TYPES,
  locationCsvTemplate,
  locationExportFileName,
  type TLocationImportErrorBody,
  withCause,
  ZIdParams,
  ZJob,
  ZLocation,
  ZLocationExportQuery,
  ZLocationImportErrorBody,
  ZLocationImportRequest,
  ZLocationImportResult,
  ZLocationInput,
  ZLocationListQuery,
  ZLocationTypeOption,
} from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { csvStream, sendCsv } from '../../platform/csv-export';
import { ok } from '../../platform/envelope';
import { AppError, badRequest, codesOf, errorBody, toErrorReply } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import {
  checkRowsPerDay,
  checkRowsPerImport,
  type ImportLimits,
  reserveRowsPerDay,
} from '../../platform/jobs/import-limits';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import {
  detectFileType,
  payloadTooLarge,
  registerUploads,
  UPLOAD_FIELD,
  type UploadedFile,
  uploadedFileOf,
  uploadedText,
} from '../../platform/uploads';
import { EXAMPLE_IMPORT, EXAMPLE_LOCATION } from './locations.examples';
import { assertExportable, LOCATION_EXPORT_COLUMNS, locationPages } from './locations.export';
import {
  createLocationService,
  LOCATION_IMPORT_JOB,
  type LocationImportInput,
  locationImportJob,
} from './locations.service';

const TAGS = ['Locations'];
const BASE = '/api/lanehub-core';
const read = access.permission('company.view');
const write = access.permission('company.edit');

// A CSV sent as JSON text grows by its escapes; the content itself is held to the file limit.
const JSON_IMPORT_BODY_LIMIT = LOCATION_IMPORT_MAX_BYTES * 2;
const LOCATION_CSV_COLUMNS_TEXT = LOCATION_CSV_COLUMNS.join(', ');

const fileField = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'multipart only: the CSV file' });
const ZImportBody = z.object({
  fileName: z.string().optional().meta({ description: 'JSON only: the file name, ending in .csv' }),
  content: z.string().optional().meta({ description: 'JSON only: the CSV text' }),
  [UPLOAD_FIELD]: fileField,
});
// Every 400 of the route goes through this schema, the validation ones too: the report is optional.
const ZImportRefused = ZLocationImportErrorBody.partial({ errors: true, rowsWithErrors: true });

/** Schema failures of a write, reported as 'Failed to add company location: <cause>' (spec 01 §8). */
const rejectInvalid = (request: FastifyRequest, prefix: string) => {
  if (request.validationError) {
    const { status, body } = toErrorReply(request.validationError);
    throw new AppError(status, body.code, withCause(prefix, body.message), body.fieldErrors);
  }
};

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');

/** The CSV of an import: a multipart upload (its bytes staged in the file store) or JSON text. */
type ImportedCsv = { content: string; upload: UploadedFile | null };

/** The CSV's text: the `file` part of a multipart upload, read back from the store, or `{ fileName, content }` as JSON. */
const importedCsv = async (request: FastifyRequest, files: FileStorage): Promise<ImportedCsv> => {
  if (isMultipart(request)) {
    const upload = uploadedFileOf(request);
    // Extension, declared type and the bytes themselves (UTF-8 text) must say CSV.
    detectFileType(upload, ['text/csv']);
    return { content: await uploadedText(files, upload), upload };
  }
  const parsed = ZLocationImportRequest.safeParse(request.body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
    }
    throw badRequest(Object.values(fieldErrors)[0] ?? LOCATION_MSG.fileEmpty, fieldErrors);
  }
  const { fileName, content } = parsed.data;
  if (!fileName.toLowerCase().endsWith('.csv') || content.includes('\u0000')) {
    const message = LOCATION_MSG.notSupported(fileName);
    throw badRequest(message, { [UPLOAD_FIELD]: message });
  }
  if (Buffer.byteLength(content, 'utf8') > LOCATION_IMPORT_MAX_BYTES) {
    throw payloadTooLarge(LOCATION_IMPORT_MAX_BYTES);
  }
  return { content, upload: null };
};

// Company locations (issue 5; spec 01 §3 Location): list (up to 10,000, by name), one, add, change,
// delete, the location types, the CSV template, the CSV export and the all-or-nothing CSV import. Reads need
// company.view, writes company.edit; everything is scoped to the caller's company.
export const locationRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; limits: ImportLimits; files: FileStorage },
) => {
  registerUploads(app, opts.files);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLocationService(opts.db);
  const { jobs, limits, files } = opts;
  // Large files: one transaction per file still, but in a worker, with progress and cancel.
  jobs.register(LOCATION_IMPORT_JOB, locationImportJob(files), { expireInSeconds: 1800 });

  r.get(
    `${BASE}/location-types`,
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: 'The location types a location may have',
        response: { 200: envelope(z.array(ZLocationTypeOption)) },
      },
    },
    async () => ok(LOCATION_TYPES.map((value) => ({ value, label: LOCATION_TYPE_LABELS[value] }))),
  );

  r.get(
    `${BASE}/locations`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's locations, by name (up to 10,000 per page)",
        description:
          '`type` takes one type or several separated by commas (`yard,rail-yard`). Paged by `skip`, or by ' +
          "`cursor`: pass the previous page's `meta.nextCursor` (present while more rows follow).",
        querystring: ZLocationListQuery,
        response: { 200: envelope(z.array(ZLocation)) },
      },
    },
    async (request) => {
      const { type, search, skip, limit, sort, order, cursor } = request.query;
      const { rows, ...page } = await service.list(tenantOf(request), {
        types: type,
        search,
        skip,
        limit,
        sort,
        order,
        cursor,
      });
      return ok(rows, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/locations/template`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: `The location CSV template (${LOCATION_TEMPLATE_FILE})`,
        produces: ['text/csv'],
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${LOCATION_TEMPLATE_FILE}"`)
        .send(locationCsvTemplate()),
  );

  r.get(
    `${BASE}/locations/export`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: "The company's locations as a CSV file, with the list's filters and sort",
        description:
          `Columns of the import template (${LOCATION_CSV_COLUMNS_TEXT}); every location the list would show ` +
          `for \`type\` and \`search\`, in its \`sort\` and \`order\`, streamed, at most ${LOCATION_EXPORT_MAX_ROWS} ` +
          'rows (more: 400, nothing sent). Text cells starting with =, +, -, @, a tab or a carriage return are written ' +
          "with a leading ' so that spreadsheets do not run them as formulas.",
        querystring: ZLocationExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { type, search, sort, order } = request.query;
      const tenant = tenantOf(request);
      const params = { types: type, search, sort, order };
      await assertExportable(opts.db, tenant, params);
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        locationExportFileName(day),
        csvStream(LOCATION_EXPORT_COLUMNS, locationPages(opts.db, tenant, params)),
      );
    },
  );

  r.get(
    `${BASE}/locations/:id`,
    {
      config: { access: read },
      schema: {
        tags: TAGS,
        summary: 'One location',
        params: ZIdParams,
        response: { 200: envelope(ZLocation) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.post(
    `${BASE}/locations`,
    {
      attachValidation: true,
      config: { access: write, example: { body: EXAMPLE_LOCATION }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Add a location',
        description:
          'Port and terminal codes are UN/LOCODEs of the location’s country; `state` may be a code or a name of ' +
          'the country’s subdivisions. Failures read `Failed to add company location: <cause>`.',
        body: ZLocationInput,
        response: { 201: envelope(ZLocation) },
      },
    },
    async (request, reply) => {
      rejectInvalid(request, LOCATION_MSG.failedToAdd);
      const location = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(location, { message: LOCATION_MSG.created }));
    },
  );

  r.put(
    `${BASE}/locations/:id`,
    {
      attachValidation: true,
      config: { access: write, example: { body: EXAMPLE_LOCATION }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Replace a location (every field is sent)',
        params: ZIdParams,
        body: ZLocationInput,
        response: { 200: envelope(ZLocation) },
      },
    },
    async (request) => {
      rejectInvalid(request, LOCATION_MSG.failedToUpdate);
      const location = await service.update(tenantOf(request), request.params.id, request.body);
      return ok(location, { message: LOCATION_MSG.updated });
    },
  );

  r.delete(
    `${BASE}/locations/:id`,
    {
      config: { access: write, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete a location (refused while an account names it)',
        params: ZIdParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await service.remove(tenantOf(request), request.params.id), { message: LOCATION_MSG.deleted }),
  );

  r.post(
    `${BASE}/locations/import`,
    {
      bodyLimit: JSON_IMPORT_BODY_LIMIT,
      config: {
        access: write,
        upload: { maxFileBytes: LOCATION_IMPORT_MAX_BYTES },
        example: { body: EXAMPLE_IMPORT },
        errors: [409],
      },
      schema: {
        tags: TAGS,
        summary: 'Import locations from a CSV file, all rows or none',
        description:
          'Either multipart/form-data with one `file` part (a .csv of UTF-8 text, up to 5 MB), or JSON ' +
          '`{ fileName, content }` with the CSV as text. Columns: name, address, postCode, code, city, country, state, ' +
          'type; rows starting with # are ignored and no row may come before the header. A file of up to ' +
          'IMPORT_JOB_ROWS data rows (2,000 by default) is imported in the request: 200 with `imported` and ' +
          "'File imported succesfully'; any bad row: 400, nothing imported, `errors` lists each problem with its row " +
          'number in the file. A larger file is imported as a job: 202 with the job (`GET /api/jobs/:id` follows it; ' +
          'the same rules, all rows or none, the per-row report in its `errorReport`). No data row: 400 ' +
          "'File is empty'. Too large: 413. More rows than IMPORT_MAX_ROWS: 400 `IMPORT_TOO_MANY_ROWS`; more than " +
          "the company's IMPORT_MAX_ROWS_PER_DAY in 24 hours: 429 `IMPORT_DAILY_LIMIT`.",
        consumes: ['multipart/form-data', 'application/json'],
        body: ZImportBody,
        response: {
          200: envelope(ZLocationImportResult),
          202: envelope(z.object({ job: ZJob })),
          400: ZImportRefused,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { content, upload } = await importedCsv(request, files);
      // The limits are checked on a count of the file's records, before any row is read.
      const rows = Math.max(0, countCsvRecords(content) - 1);
      checkRowsPerImport(rows, limits);
      await checkRowsPerDay(opts.db, tenant, rows, limits);
      if (rows > limits.jobRows) {
        // The job reads its file from the store: an upload's bytes are kept (a rename), JSON text is stored.
        const fileKey = upload
          ? await files.adopt(tenant.companyId, upload.stagedId)
          : await files.put(tenant.companyId, Buffer.from(content, 'utf8'));
        try {
          const job = await jobs.enqueue(tenant, {
            kind: LOCATION_IMPORT_JOB,
            input: { fileKey } satisfies LocationImportInput,
            total: rows,
            quotaUnits: rows,
            admit: (tx) => reserveRowsPerDay(tx, tenant, rows, limits),
          });
          return reply.status(202).send(ok({ job }, { message: LOCATION_MSG.importQueued }));
        } catch (error) {
          // Not queued (the daily limit, a failure): nobody will read the file.
          await files.delete(fileKey);
          throw error;
        }
      }
      const outcome = await service.importCsv(tenant, content, {
        admit: (tx, ready) => reserveRowsPerDay(tx, tenant, ready, limits),
        record: (tx, imported) =>
          jobs.record(tx, tenant, {
            kind: LOCATION_IMPORT_JOB,
            total: imported,
            quotaUnits: imported,
            result: { imported },
          }),
      });
      if (!outcome.ok) {
        const body: TLocationImportErrorBody = {
          ...errorBody(outcome.message, 'IMPORT_REFUSED'),
          errors: outcome.errors.map((error) => ({ ...error, ...codesOf(error.message) })),
          rowsWithErrors: outcome.rowsWithErrors,
        };
        return reply.status(400).send(body);
      }
      return ok({ imported: outcome.imported }, { message: LOCATION_MSG.imported, total: outcome.imported });
    },
  );
};
