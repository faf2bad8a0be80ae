import { envelope } from '@lanehub/shared';
import {
  ORDER_CHANGELOG_EXPORT_LIMIT,
  ORDER_CHANGELOG_MSG,
  type TOrderChangeLogFilters,
  ZAdminOrderChangeLogExportQuery,
  ZAdminOrderChangeLogListQuery,
  ZAdminOrderListQuery,
  ZAdminOrderRow,
  ZOrderChangeLogEntry,
  ZOrderChangeLogFilters,
  ZOrderChangeLogListQuery,
  ZOrderChangeLogPageQuery,
} from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { ORDER_MSG, ZOrderIdParams } from '@lanehub/shared/features/orders/orders.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { sendXlsxFile, xlsxStream } from '../../platform/xlsx-export';
import { changeLogColumns, toEntry, type Viewer } from './order-changelog.entries';
import {
  type ChangeLogScope,
  changedOrders,
  companyExists,
  eachChangeLogPage,
  listAdminOrders,
  listChangeLog,
  orderVisibility,
} from './order-changelog.queries';

// The order change log (spec 02 §7.3 "Changelogs: per order, all, export-excel, download"): the
// domain events of aggregate 'order'. Per order for every company that sees the order (the owner and
// the parties named on it); all of the company's own orders; every company's on the admin screen
// (Admin → Order Change Logs) beside the read-only list of every company's orders (/admin/order-management).

const TAGS = ['Order change log'];
const ORDER_BASE = '/api/lanehub-core/order';
const ADMIN_BASE = '/api/admin/order-changelogs';

const PARTY_ROLES = ['owner', 'shipper', 'consignee', 'carrier', 'forwarder', 'customer'] as const;

const read = { access: access.permission('order.view'), exposes: 'parties' as const };
const admin = { access: access.admin('adminMgt.order') };

const entriesReply = { 200: envelope(z.array(ZOrderChangeLogEntry)) };
const EXCEL = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const EXPORT_DESCRIPTION = `Newest first, streamed, at most ${ORDER_CHANGELOG_EXPORT_LIMIT} rows. Dates are date cells; text starting with =, +, -, @, a tab or a carriage return is written with a leading ' so that spreadsheets do not run it.`;

const today = () => new Date().toISOString().slice(0, 10);

export const orderChangelogRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  /** The user and company filters name someone who changed an order in the scope, else 400. */
  const checkFilters = async (scope: ChangeLogScope, filters: TOrderChangeLogFilters) => {
    if (scope.kind === 'admin' && scope.companyId && !(await companyExists(db, scope.companyId))) {
      throw badRequest(ORDER_CHANGELOG_MSG.unknownCompany, { companyId: ORDER_CHANGELOG_MSG.unknownCompany });
    }
    if (filters.user && !(await changedOrders(db, scope, filters.user))) {
      throw badRequest(ORDER_CHANGELOG_MSG.unknownUser, { user: ORDER_CHANGELOG_MSG.unknownUser });
    }
  };

  /** The order's log scope and how the caller reads it: 404 for a company that does not see the order. */
  const orderScope = async (request: Parameters<typeof tenantOf>[0], orderId: string) => {
    const tenant = tenantOf(request);
    const { role, ownerCompanyId } = await orderVisibility.require(db, tenant, orderId, PARTY_ROLES, {
      notFound: ORDER_MSG.notFound,
    });
    const scope: ChangeLogScope = { kind: 'order', ownerCompanyId, orderId };
    const viewer: Viewer = role === 'owner' ? 'owner' : 'party';
    return { scope, viewer };
  };

  const sendExcel = (
    reply: FastifyReply,
    name: string,
    scope: ChangeLogScope,
    filters: TOrderChangeLogFilters,
    viewer: Viewer,
  ) => {
    const pages = (async function* () {
      for await (const page of eachChangeLogPage(db, scope, filters, ORDER_CHANGELOG_EXPORT_LIMIT)) {
        yield page.map((row) => toEntry(row, viewer));
      }
    })();
    return sendXlsxFile(
      reply,
      `${name}-${today()}.xlsx`,
      xlsxStream('Order change log', changeLogColumns(viewer === 'admin'), pages),
    );
  };

  r.get(
    `${ORDER_BASE}/changelogs`,
    {
      config: { access: access.permission('order.view') },
      schema: {
        tags: TAGS,
        summary: "The change log of the company's own orders, newest first (keyset paged)",
        description:
          'Filters: `orderNumber` (whole or its beginning), `action` (created, updated, deleted, tracked), `user` ' +
          "(a user id), `from` and `to` (days, inclusive). Paged by `cursor`: the previous page's `meta.nextCursor`.",
        querystring: ZOrderChangeLogListQuery,
        response: entriesReply,
      },
    },
    async (request) => {
      const { cursor, limit, ...filters } = request.query;
      const scope: ChangeLogScope = { kind: 'company', companyId: tenantOf(request).companyId };
      await checkFilters(scope, filters);
      const page = await listChangeLog(db, scope, filters, { cursor, limit });
      return ok(
        page.items.map((row) => toEntry(row, 'owner')),
        { limit, nextCursor: page.nextCursor },
      );
    },
  );

  r.get(
    `${ORDER_BASE}/changelogs/export-excel`,
    {
      config: { access: access.permission('order.view') },
      schema: {
        tags: TAGS,
        summary: "The change log of the company's own orders as an Excel file, with the list's filters",
        description: EXPORT_DESCRIPTION,
        querystring: ZOrderChangeLogFilters,
        produces: EXCEL,
      },
    },
    async (request, reply) => {
      const scope: ChangeLogScope = { kind: 'company', companyId: tenantOf(request).companyId };
      await checkFilters(scope, request.query);
      return sendExcel(reply, 'order-change-log', scope, request.query, 'owner');
    },
  );

  r.get(
    `${ORDER_BASE}/:id/changelogs`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "One order's change log, newest first: for its owner and every party named on it",
        description:
          'A party sees what changed and which company changed it, not the users of the owner. Paged by `cursor`.',
        params: ZOrderIdParams,
        querystring: ZOrderChangeLogPageQuery,
        response: entriesReply,
      },
    },
    async (request) => {
      const { scope, viewer } = await orderScope(request, request.params.id);
      const { cursor, limit } = request.query;
      const page = await listChangeLog(db, scope, {}, { cursor, limit });
      return ok(
        page.items.map((row) => toEntry(row, viewer)),
        { limit, nextCursor: page.nextCursor },
      );
    },
  );

  r.get(
    `${ORDER_BASE}/:id/changelogs/download`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "Download one order's change log as an Excel file",
        description: EXPORT_DESCRIPTION,
        params: ZOrderIdParams,
        produces: EXCEL,
      },
    },
    async (request, reply) => {
      const { scope, viewer } = await orderScope(request, request.params.id);
      return sendExcel(reply, 'order-change-log', scope, {}, viewer);
    },
  );

  r.get(
    ADMIN_BASE,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "Every company's order change log, newest first (Order Change Logs; system administrators)",
        description: 'The filters of the company log, and `companyId` for one company.',
        querystring: ZAdminOrderChangeLogListQuery,
        response: entriesReply,
      },
    },
    async (request) => {
      const { cursor, limit, companyId, ...filters } = request.query;
      const scope: ChangeLogScope = { kind: 'admin', companyId };
      await checkFilters(scope, filters);
      const page = await listChangeLog(db, scope, filters, { cursor, limit });
      return ok(
        page.items.map((row) => toEntry(row, 'admin')),
        { limit, nextCursor: page.nextCursor },
      );
    },
  );

  r.get(
    `${ADMIN_BASE}/export-excel`,
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "Every company's order change log as an Excel file (system administrators)",
        description: EXPORT_DESCRIPTION,
        querystring: ZAdminOrderChangeLogExportQuery,
        produces: EXCEL,
      },
    },
    async (request, reply) => {
      const { companyId, ...filters } = request.query;
      const scope: ChangeLogScope = { kind: 'admin', companyId };
      await checkFilters(scope, filters);
      return sendExcel(reply, 'order-change-log-all', scope, filters, 'admin');
    },
  );

  r.get(
    '/api/admin/orders',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: "Every company's orders, newest first, read only (Admin → Order management)",
        description: 'Filters: `companyId`, `mode`, `status`, `search` (order, PO, BOL or booking number).',
        querystring: ZAdminOrderListQuery,
        response: { 200: envelope(z.array(ZAdminOrderRow)) },
      },
    },
    async (request) => {
      const { companyId } = request.query;
      if (companyId && !(await companyExists(db, companyId))) {
        throw badRequest(ORDER_CHANGELOG_MSG.unknownCompany, { companyId: ORDER_CHANGELOG_MSG.unknownCompany });
      }
      const page = await listAdminOrders(db, request.query);
      const rows = page.rows.map((row) => ({
        ...row,
        status: row.status ?? 'pending',
        stage: row.stage ?? 0,
        eta: row.eta ? row.eta.toISOString() : null,
        createdAt: row.createdAt.toISOString(),
      }));
      return ok(rows, listMeta(page, { skip: request.query.skip, limit: request.query.limit }));
    },
  );
};
