import { envelope } from '@lanehub/shared';
import {
  AI_CSV_MAX_BYTES,
  AI_MSG,
  ZAiLane,
  ZAiLocation,
  ZAiModel,
  ZAiSession,
  ZAiSessionCreate,
  ZAiSessionListQuery,
  ZAiSessionParams,
  ZDemandPlanningCreate,
} from '@lanehub/shared/features/ai/ai.contract';
import { solverResultSchema } from '@lanehub/solvers/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { type CsvColumn, csvText, sendCsv } from '../../platform/csv-export';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { tenantOf } from '../../platform/tenancy';
import { sendXlsxFile, type XlsxColumn, xlsxStream } from '../../platform/xlsx-export';
import { EXAMPLE_PLANNING, EXAMPLE_SESSION } from './ai.examples';
import { AI_SESSION_JOB, createAiService } from './ai.service';
import { createDemandPlanning, ZDemandPlan } from './demand-planning';

// The AI area (issue 18; spec 02 §7.14 'AI sessions and optimisation solvers: paths not shown'): the
// model catalogue, sessions (create, list, get, stop, delete, result, export) and demand planning fed
// by the sarima forecast. Everything needs ai.view and is scoped to the caller's company.
const BASE = '/api/lanehub-core/ai';
const TAGS = ['AI'];
const use = access.permission('ai.view');
const ZExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  /** The result table to export (its id); the first one by default. */
  table: z.string().max(60).optional(),
});

async function* onePage<T>(rows: readonly T[]) {
  yield rows;
}

export const aiRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAiService({ db: opts.db, jobs: opts.jobs });
  const planning = createDemandPlanning(opts.db, service);
  opts.jobs.register(AI_SESSION_JOB, service.runSession, { retryLimit: 1, expireInSeconds: 3600 });

  r.get(
    `${BASE}/models`,
    {
      config: { access: use },
      schema: { tags: TAGS, summary: 'The planning models', response: { 200: envelope(z.array(ZAiModel)) } },
    },
    async () => ok(service.models()),
  );

  r.get(
    `${BASE}/locations`,
    {
      config: { access: use },
      schema: {
        tags: TAGS,
        summary:
          "The company's locations as routing stops: coordinates from the UN/LOCODE list, or null when the location has none",
        response: { 200: envelope(z.array(ZAiLocation)) },
      },
    },
    async (request) => ok(await service.locations(tenantOf(request))),
  );

  r.get(
    `${BASE}/lanes`,
    {
      config: { access: use },
      schema: {
        tags: TAGS,
        summary: "The company's lanes (origin → destination) with their order counts, busiest first",
        response: { 200: envelope(z.array(ZAiLane)) },
      },
    },
    async (request) => ok(await service.lanes(tenantOf(request))),
  );

  r.get(
    `${BASE}/sessions`,
    {
      config: { access: use },
      schema: {
        tags: TAGS,
        summary: "The company's sessions, newest first (paged: skip, limit ≤ 100; model filters)",
        querystring: ZAiSessionListQuery,
        response: { 200: envelope(z.array(ZAiSession)) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(tenantOf(request), request.query);
      return ok(rows, { total, skip: request.query.skip, limit: request.query.limit });
    },
  );

  r.post(
    `${BASE}/sessions`,
    {
      bodyLimit: AI_CSV_MAX_BYTES + 64 * 1024,
      config: { access: use, errors: [404], example: { body: EXAMPLE_SESSION } },
      schema: {
        tags: TAGS,
        summary: 'Start a session: a model on a series from the orders of a lane or an uploaded CSV',
        description:
          "`input` is `{ source: 'orders', origin, destination, frequency }` (orders per lane per month or week) or " +
          "`{ source: 'csv', fileName, content, frequency }` with `date,value` rows (a .csv of UTF-8 text, up to 1 MB). " +
          "`params` are the model's (GET /models gives the defaults). 201 with the session, queued; it runs as a job.",
        body: ZAiSessionCreate,
        response: { 201: envelope(ZAiSession) },
      },
    },
    async (request, reply) => {
      const session = await service.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(session, { message: AI_MSG.created(session.name) }));
    },
  );

  r.get(
    `${BASE}/sessions/:id`,
    {
      config: { access: use },
      schema: {
        tags: TAGS,
        summary: 'One session with its progress',
        params: ZAiSessionParams,
        response: { 200: envelope(ZAiSession) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.post(
    `${BASE}/sessions/:id/stop`,
    {
      config: { access: use, errors: [409], example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Stop a session: the model returns its best answer so far, which is kept',
        description: 'Queued or running only; otherwise 409 with the current status in `params.current`.',
        params: ZAiSessionParams,
        response: { 200: envelope(ZAiSession) },
      },
    },
    async (request) => ok(await service.stop(tenantOf(request), request.params.id), { message: AI_MSG.stopping }),
  );

  r.delete(
    `${BASE}/sessions/:id`,
    {
      config: { access: use, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Delete a finished session (a running one: 409, stop it first)',
        params: ZAiSessionParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const removed = await service.remove(tenantOf(request), request.params.id);
      return ok({ id: removed.id }, { message: AI_MSG.deleted(removed.name) });
    },
  );

  r.get(
    `${BASE}/sessions/:id/result`,
    {
      config: { access: use, errors: [409] },
      schema: {
        tags: TAGS,
        summary: "The session's result: KPIs, tables, series and routes (409 while there is none)",
        params: ZAiSessionParams,
        response: { 200: envelope(solverResultSchema) },
      },
    },
    async (request) => ok(await service.result(tenantOf(request), request.params.id)),
  );

  r.get(
    `${BASE}/sessions/:id/export`,
    {
      config: { access: use, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'One table of the result as CSV or Excel',
        description:
          "`format` csv (default) or xlsx; `table` the table's id (the first by default). Text cells starting with =, +, -, @, " +
          "a tab or a carriage return get a leading ' so that spreadsheets do not run them as formulas.",
        params: ZAiSessionParams,
        querystring: ZExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const session = await service.get(tenant, request.params.id);
      const result = await service.result(tenant, request.params.id);
      const table = request.query.table ? result.tables.find((t) => t.id === request.query.table) : result.tables[0];
      if (!table) {
        throw notFound(AI_MSG.tableNotFound);
      }
      type Row = (typeof table.rows)[number];
      const fileName = `${session.model}-${table.id}-${session.id.slice(0, 8)}`;
      if (request.query.format === 'xlsx') {
        const columns: XlsxColumn<Row>[] = table.columns.map((c) => ({
          header: c.label,
          kind: c.numeric ? 'number' : 'text',
          value: (row) => {
            const v = row[c.key];
            return typeof v === 'boolean' ? String(v) : v;
          },
        }));
        return sendXlsxFile(
          reply,
          `${fileName}.xlsx`,
          xlsxStream(table.title.slice(0, 31), columns, onePage(table.rows)),
        );
      }
      const columns: CsvColumn<Row>[] = table.columns.map((c) => ({
        header: c.label,
        numeric: c.numeric,
        value: (row) => {
          const v = row[c.key];
          return typeof v === 'boolean' ? String(v) : v;
        },
      }));
      return sendCsv(reply, `${fileName}.csv`, csvText(columns, table.rows));
    },
  );

  // Demand planning (spec 02 §7.14 'GET and POST /{product}-core/demand/planning').
  r.get(
    '/api/lanehub-core/demand/planning',
    {
      config: { access: use },
      schema: {
        tags: TAGS,
        summary: 'Demand plans: the latest sarima forecast of each lane (or uploaded series) of the company',
        response: { 200: envelope(z.array(ZDemandPlan)) },
      },
    },
    async (request) => ok(await planning.list(tenantOf(request))),
  );

  r.post(
    '/api/lanehub-core/demand/planning',
    {
      bodyLimit: AI_CSV_MAX_BYTES + 64 * 1024,
      config: { access: use, example: { body: EXAMPLE_PLANNING } },
      schema: {
        tags: TAGS,
        summary: "Plan demand: starts a sarima session on a lane's orders per month or week, or on an uploaded series",
        body: ZDemandPlanningCreate,
        response: { 201: envelope(ZAiSession) },
      },
    },
    async (request, reply) => {
      const session = await planning.create(tenantOf(request), request.body);
      return reply.status(201).send(ok(session, { message: AI_MSG.created(session.name) }));
    },
  );
};
