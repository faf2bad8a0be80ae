import {
  EVENT_EXPORT_LIMIT,
  EVENT_MSG,
  envelope,
  ZAdminEventExportQuery,
  ZAdminEventListQuery,
  ZAdminEventRecordNameQuery,
  ZDomainEvent,
  ZEventActor,
  ZEventExportQuery,
  ZEventListQuery,
  ZEventNameQuery,
  ZEventRecordName,
  ZEventRecordNameQuery,
} from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { access } from '../access';
import { ok } from '../envelope';
import { badRequest } from '../errors';
import { listMeta } from '../list-query';
import { tenantOf } from '../tenancy';
import {
  actedInLog,
  type EventScope,
  eachEventPage,
  listEventActors,
  listEventRecords,
  listEvents,
} from './events.queries';
import { eventColumns, eventsWorkbook, sendEventsCsv, sendXlsx } from './events-export';

// The change log (docs/api.md "Change log"): a company administrator reads their own company's log,
// per record or whole, filtered and paged; system administrators read every company's on the admin
// "Data Events" screen (/admin/event-management). Both export to CSV and Excel.

const TAGS = ['Change log'];
const COMPANY_BASE = '/api/lanehub-core/events';
const ADMIN_BASE = '/api/admin/events';

const listReply = { 200: envelope(z.array(ZDomainEvent)) };

const EXPORT_DESCRIPTION =
  `Every event the filters select, newest first, streamed, at most ${EVENT_EXPORT_LIMIT} rows. ` +
  "`format=csv` (default) or `format=xlsx`. Text cells starting with =, +, -, @, a tab or a carriage return are written with a leading ' so that spreadsheets do not run them as formulas.";

const sendExport = (
  reply: FastifyReply,
  db: Db,
  scope: EventScope,
  query: z.infer<typeof ZEventExportQuery>,
  withCompany: boolean,
) => {
  const { format, ...filters } = query;
  const pages = eachEventPage(db, scope, filters, EVENT_EXPORT_LIMIT);
  const name = `change-log-${new Date().toISOString().slice(0, 10)}`;
  const columns = eventColumns(withCompany);
  return format === 'xlsx'
    ? sendXlsx(reply, `${name}.xlsx`, eventsWorkbook(columns, pages))
    : sendEventsCsv(reply, `${name}.csv`, columns, pages);
};

const actorsReply = { 200: envelope(z.array(ZEventActor)) };
const recordsReply = { 200: envelope(z.array(ZEventRecordName)) };

/**
 * The ids the filters take come from the pickers: an actor must have made a change in the scope's
 * log and a company must exist, else 400 on the field (never an empty page that looks like "no changes").
 */
const checkFilterIds = async (db: Db, scope: EventScope, filters: { actor?: string | undefined }) => {
  if (!('tenant' in scope) && scope.companyId) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, scope.companyId));
    if (!company) {
      throw badRequest(EVENT_MSG.unknownCompany, { companyId: EVENT_MSG.unknownCompany });
    }
  }
  if (filters.actor && !(await actedInLog(db, scope, filters.actor))) {
    throw badRequest(EVENT_MSG.unknownActor, { actor: EVENT_MSG.unknownActor });
  }
};

export const eventRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${COMPANY_BASE}/actors`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The users who made changes in the company's change log, by name or e-mail (the actor filter)",
        querystring: ZEventNameQuery,
        response: actorsReply,
      },
    },
    async (request) => {
      const page = await listEventActors(opts.db, { tenant: tenantOf(request) }, request.query);
      return ok(page.rows, listMeta(page, { skip: 0, limit: request.query.limit }));
    },
  );

  r.get(
    `${COMPANY_BASE}/records`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The records the company's change log names, by the name they last had there (the record filter)",
        querystring: ZEventRecordNameQuery,
        response: recordsReply,
      },
    },
    async (request) => {
      const page = await listEventRecords(opts.db, { tenant: tenantOf(request) }, request.query);
      return ok(page.rows, listMeta(page, { skip: 0, limit: request.query.limit }));
    },
  );

  r.get(
    `${ADMIN_BASE}/actors`,
    {
      config: { access: access.admin('adminMgt.event') },
      schema: {
        tags: TAGS,
        summary: "The users who made changes in any company's change log (Data Events; system administrators)",
        querystring: ZEventNameQuery,
        response: actorsReply,
      },
    },
    async (request) => {
      const page = await listEventActors(opts.db, { allCompanies: true }, request.query);
      return ok(page.rows, listMeta(page, { skip: 0, limit: request.query.limit }));
    },
  );

  r.get(
    `${ADMIN_BASE}/records`,
    {
      config: { access: access.admin('adminMgt.event') },
      schema: {
        tags: TAGS,
        summary: 'The records the change logs name, of one company or all (Data Events; system administrators)',
        querystring: ZAdminEventRecordNameQuery,
        response: recordsReply,
      },
    },
    async (request) => {
      const { companyId, ...query } = request.query;
      const page = await listEventRecords(opts.db, { allCompanies: true, companyId }, query);
      return ok(page.rows, listMeta(page, { skip: 0, limit: request.query.limit }));
    },
  );

  r.get(
    COMPANY_BASE,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The company's change log, newest first (one record with aggregateType and aggregateId)",
        description:
          'Filters: `aggregateType`, `aggregateId`, `type` (an event type, or a prefix ending in a dot), `actor` ' +
          '(a user id), `from` and `to` (a day, inclusive, or an instant). Paged by `cursor`: pass the ' +
          "previous page's `meta.nextCursor` (null on the last page).",
        querystring: ZEventListQuery,
        response: listReply,
      },
    },
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      const scope = { tenant: tenantOf(request) };
      await checkFilterIds(opts.db, scope, filters);
      const page = await listEvents(opts.db, scope, filters, { cursor, limit });
      return ok(page.items, { limit, nextCursor: page.nextCursor });
    },
  );

  r.get(
    `${COMPANY_BASE}/export`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: "The company's change log as a CSV or Excel file, with the list's filters",
        description: EXPORT_DESCRIPTION,
        querystring: ZEventExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const scope = { tenant: tenantOf(request) };
      await checkFilterIds(opts.db, scope, request.query);
      return sendExport(reply, opts.db, scope, request.query, false);
    },
  );

  r.get(
    ADMIN_BASE,
    {
      config: { access: access.admin('adminMgt.event') },
      schema: {
        tags: TAGS,
        summary: "Every company's change log, newest first (Data Events; system administrators)",
        description: 'The filters of the company log, and `companyId` for one company.',
        querystring: ZAdminEventListQuery,
        response: listReply,
      },
    },
    async (request) => {
      const { cursor, limit, companyId, ...filters } = request.query;
      const scope = { allCompanies: true as const, companyId };
      await checkFilterIds(opts.db, scope, filters);
      const page = await listEvents(opts.db, scope, filters, { cursor, limit });
      return ok(page.items, { limit, nextCursor: page.nextCursor });
    },
  );

  r.get(
    `${ADMIN_BASE}/export`,
    {
      config: { access: access.admin('adminMgt.event') },
      schema: {
        tags: TAGS,
        summary: "Every company's change log as a CSV or Excel file (Data Events; system administrators)",
        description: EXPORT_DESCRIPTION,
        querystring: ZAdminEventExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { companyId, ...query } = request.query;
      const scope = { allCompanies: true as const, companyId };
      await checkFilterIds(opts.db, scope, query);
      return sendExport(reply, opts.db, scope, query, true);
    },
  );
};
