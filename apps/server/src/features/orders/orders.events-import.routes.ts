import { envelope } from '@lanehub/shared/api/envelope';
import { ZJob } from '@lanehub/shared/features/jobs/jobs.contract';
import { countCsvRecords } from '@lanehub/shared/features/locations/location-csv';
import {
  ORDER_EVENT_CSV_COLUMNS,
  ORDER_EVENTS_IMPORT_MAX_BYTES,
  ORDER_EVENTS_IMPORT_MSG,
  orderEventsCsvTemplate,
  type TOrderEventsImportErrorBody,
  ZOrderEventsImportErrorBody,
  ZOrderEventsImportRequest,
  ZOrderEventsImportResult,
} from '@lanehub/shared/features/orders/events-import.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { badRequest, codesOf, errorBody } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import {
  checkRowsPerDay,
  checkRowsPerImport,
  type ImportLimits,
  reserveRowsPerDay,
} from '../../platform/jobs/import-limits';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { tenantOf } from '../../platform/tenancy';
import { payloadTooLarge } from '../../platform/uploads';
import {
  checkFile,
  ORDER_EVENTS_IMPORT_JOB,
  type OrderEventsImportInput,
  orderEventsImportJob,
  writeEvents,
} from './orders.events-import';

const TAGS = ['Orders'];
const ZImportRefused = ZOrderEventsImportErrorBody.partial({ errors: true, rowsWithErrors: true });

// POST /api/orders/events/import: the tracking events CSV, all rows or none (the locations import's
// pipeline: limits per file and per day, a job above IMPORT_JOB_ROWS). Who may post events on an order
// is what POST /api/orders/{id}/events allows: its owner, carrier or forwarder.
export const orderEventsImportRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; limits: ImportLimits; files: FileStorage },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, jobs, limits, files } = opts;
  jobs.register(ORDER_EVENTS_IMPORT_JOB, orderEventsImportJob(db, files) as never, { expireInSeconds: 1800 });

  r.post(
    '/api/orders/events/import',
    {
      bodyLimit: ORDER_EVENTS_IMPORT_MAX_BYTES * 2,
      config: {
        access: access.permission('order.view'),
        exposes: 'parties',
        example: { body: { fileName: 'events.csv', content: orderEventsCsvTemplate() } },
      },
      schema: {
        tags: TAGS,
        summary: 'Import tracking events from a CSV file, all rows or none',
        description:
          `JSON \`{ fileName, content }\` with the CSV as text. Columns: ${ORDER_EVENT_CSV_COLUMNS.join(', ')}; ` +
          'an order is named by its number or, without one, by a container number. Each row is one actual event ' +
          '(source csv) posted as POST /api/orders/{id}/events would: only on orders the company owns, carries or ' +
          'forwards. Any bad row: 400, nothing imported, `errors` names each row and field. A file of more than ' +
          'IMPORT_JOB_ROWS rows is imported as a job: 202 with the job (`GET /api/jobs/:id`).',
        body: ZOrderEventsImportRequest,
        response: {
          200: envelope(ZOrderEventsImportResult),
          202: envelope(z.object({ job: ZJob })),
          400: ZImportRefused,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { fileName, content } = request.body;
      if (!fileName.toLowerCase().endsWith('.csv') || content.includes('\u0000')) {
        throw badRequest(ORDER_EVENTS_IMPORT_MSG.refused, { fileName: 'Must be a .csv file' });
      }
      if (Buffer.byteLength(content, 'utf8') > ORDER_EVENTS_IMPORT_MAX_BYTES) {
        throw payloadTooLarge(ORDER_EVENTS_IMPORT_MAX_BYTES);
      }
      const rows = Math.max(0, countCsvRecords(content) - 1);
      checkRowsPerImport(rows, limits);
      await checkRowsPerDay(db, tenant, rows, limits);
      if (rows > limits.jobRows) {
        const fileKey = await files.put(tenant.companyId, Buffer.from(content, 'utf8'));
        try {
          const job = await jobs.enqueue(tenant, {
            kind: ORDER_EVENTS_IMPORT_JOB,
            input: { fileKey } satisfies OrderEventsImportInput,
            total: rows,
            quotaUnits: rows,
            admit: (tx) => reserveRowsPerDay(tx, tenant, rows, limits),
          });
          return reply.status(202).send(ok({ job }, { message: ORDER_EVENTS_IMPORT_MSG.queued }));
        } catch (error) {
          await files.delete(fileKey);
          throw error;
        }
      }
      const file = await checkFile(db, tenant, content);
      if (!file.ok) {
        const body: TOrderEventsImportErrorBody = {
          ...errorBody(file.message, 'IMPORT_REFUSED'),
          errors: file.errors.map((error) => ({ ...error, ...codesOf(error.message) })),
          rowsWithErrors: file.rowsWithErrors,
        };
        return reply.status(400).send(body);
      }
      const result = await db.transaction(async (tx) => {
        await reserveRowsPerDay(tx as unknown as Db, tenant, file.rows, limits);
        const written = await writeEvents(tx as unknown as Db, tenant, file);
        await jobs.record(tx as unknown as Db, tenant, {
          kind: ORDER_EVENTS_IMPORT_JOB,
          total: file.rows,
          quotaUnits: file.rows,
          result: written,
        });
        return written;
      });
      return ok(result, { message: ORDER_EVENTS_IMPORT_MSG.imported, total: result.stored });
    },
  );
};
