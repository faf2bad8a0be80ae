import {
  envelope,
  LOCATION_CSV_COLUMNS,
  LOCATION_EXPORT_MAX_ROWS,
  LOCATION_MSG,
  LOCATION_TEMPLATE_FILE,
  LOCATION_TYPE_LABELS,
  LOCATION_TYPES,
  locationCsvTemplate,
  locationExportFileName,
  withCause,
  ZIdParams,
  ZLocation,
  ZLocationExportQuery,
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
import { AppError, toErrorReply } from '../../platform/errors';
import { importAssistantRoutes } from '../../platform/imports/import-assistant.routes';
import type { ImportLimits } from '../../platform/jobs/import-limits';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { EXAMPLE_LOCATION } from './locations.examples';
import { assertExportable, LOCATION_EXPORT_COLUMNS, locationPages } from './locations.export';
import { locationImportTemplate } from './locations.import';
import { createLocationService } from './locations.service';

const TAGS = ['Locations'];
const BASE = '/api/lanehub-core';
const read = access.permission('company.view');
const write = access.permission('company.edit');

const LOCATION_CSV_COLUMNS_TEXT = LOCATION_CSV_COLUMNS.join(', ');

/** Schema failures of a write, reported as 'Failed to add company location: <cause>' (spec 01 §8). */
const rejectInvalid = (request: FastifyRequest, prefix: string) => {
  if (request.validationError) {
    const { status, body } = toErrorReply(request.validationError);
    throw new AppError(status, body.code, withCause(prefix, body.message), body.fieldErrors);
  }
};

// Company locations (issue 5; spec 01 §3 Location): list (up to 10,000, by name), one, add, change,
// delete, the location types, the CSV template and the CSV export. The all-or-nothing CSV import is the
// import assistant's template `locations` (/api/imports/locations, locations.import.ts), counted against
// the company's import quotas. Reads need company.view, writes company.edit; everything is scoped to the
// caller's company.
export const locationRoutes = async (app: FastifyInstance, opts: { db: Db; jobs: JobRunner; limits: ImportLimits }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLocationService(opts.db);
  await app.register(importAssistantRoutes, {
    db: opts.db,
    jobs: opts.jobs,
    template: locationImportTemplate,
    access: write,
    limits: opts.limits,
  });

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
};
