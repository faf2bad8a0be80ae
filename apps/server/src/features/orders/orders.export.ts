import {
  ORDER_CHANGELOG_MSG,
  ORDER_EXPORT_LIMIT,
} from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { type TOrderRow, ZOrderListQuery } from '@lanehub/shared/features/orders/orders.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { Tenant } from '../../platform/tenancy';
import { tenantOf } from '../../platform/tenancy';
import { sendXlsxFile, type XlsxColumn, xlsxStream } from '../../platform/xlsx-export';
import type { OrderListParams } from './orders.queries';
import { createOrderService, type OrderService } from './orders.service';

// The orders list as an Excel file (spec 02 §7.3 "export-excel"): the rows /orders/all shows with its
// current filters, sort and scope, read through the list's own service (same visibility, same filters)
// page by page on the keyset cursor and streamed into the workbook. Typed cells: dates are dates,
// weights and volumes numbers. The list counts up to ORDER_EXPORT_LIMIT rows; more is refused (400)
// rather than cut short, so a planner never reads a partial file as the whole book.

const PAGE = 500;

/** Exactly the list's filters, sort and scope; the list's paging is the export's own. */
const ZOrderExportQuery = ZOrderListQuery.omit({ skip: true, limit: true, cursor: true });

const partyName = (row: TOrderRow, role: string) =>
  row.parties
    .filter((p) => p.role === role)
    .map((p) => p.legalName)
    .join(', ');

const end = (side: TOrderRow['origin']) => side.locode ?? side.city ?? side.locationName ?? null;

export const ORDER_EXPORT_COLUMNS: XlsxColumn<TOrderRow>[] = [
  { header: 'Order number', kind: 'text', width: 18, value: (o) => o.orderNumber },
  { header: 'Mode', kind: 'text', value: (o) => o.mode },
  { header: 'Status', kind: 'text', value: (o) => o.status },
  { header: 'Stage', kind: 'number', value: (o) => o.stage },
  { header: 'Origin', kind: 'text', value: (o) => end(o.origin) },
  { header: 'Destination', kind: 'text', value: (o) => end(o.destination) },
  { header: 'Owner', kind: 'text', width: 28, value: (o) => o.ownerName },
  { header: 'Shipper', kind: 'text', width: 28, value: (o) => partyName(o, 'shipper') },
  { header: 'Consignee', kind: 'text', width: 28, value: (o) => partyName(o, 'consignee') },
  { header: 'Carrier', kind: 'text', width: 28, value: (o) => partyName(o, 'carrier') },
  { header: 'PO number', kind: 'text', value: (o) => o.poNumber },
  { header: 'BOL number', kind: 'text', value: (o) => o.bolNumber },
  { header: 'Booking number', kind: 'text', value: (o) => o.bookingNumber },
  { header: 'Customer reference', kind: 'text', width: 20, value: (o) => o.customerReference },
  { header: 'Units', kind: 'number', value: (o) => o.unitCount },
  { header: 'Gross weight', kind: 'number', value: (o) => o.grossWeight },
  { header: 'Weight unit', kind: 'text', value: (o) => o.weightUnit },
  { header: 'Volume', kind: 'number', value: (o) => o.volume },
  { header: 'Volume unit', kind: 'text', value: (o) => o.volumeUnit },
  { header: 'Order date', kind: 'date', value: (o) => o.orderDate },
  { header: 'Ready date', kind: 'date', value: (o) => o.readyDate },
  { header: 'ETD', kind: 'dateTime', width: 18, value: (o) => o.etd },
  { header: 'ETA', kind: 'dateTime', width: 18, value: (o) => o.eta },
  { header: 'Delivered', kind: 'dateTime', width: 18, value: (o) => o.deliveryAt },
  { header: 'Late', kind: 'text', value: (o) => (o.late ? 'yes' : 'no') },
  { header: 'Created', kind: 'dateTime', width: 18, value: (o) => o.createdAt },
];

async function* orderPages(service: OrderService, tenant: Tenant, params: OrderListParams, first: TOrderRow[]) {
  yield first;
  let cursor = params.cursor;
  let page = first;
  while (cursor && page.length === PAGE) {
    const next = await service.list(tenant, { ...params, cursor });
    page = next.items;
    cursor = next.nextCursor;
    yield page;
  }
}

export const orderExportRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrderService(opts.db);

  r.get(
    '/api/lanehub-core/order/export-excel',
    {
      config: { access: access.permission('order.view'), exposes: 'parties', errors: [400] },
      schema: {
        tags: ['Orders'],
        summary: 'The orders list as an Excel file, with the list’s filters, sort and scope',
        description: `Every order the list shows with these filters (at most ${ORDER_EXPORT_LIMIT}; more is 400), streamed. Dates are date cells, weights and volumes numbers, the header row frozen; text starting with =, +, -, @, a tab or a carriage return gets a leading '.`,
        querystring: ZOrderExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const params: OrderListParams = { ...request.query, skip: 0, limit: PAGE };
      const first = await service.list(tenant, params);
      if (!first.totalExact || first.total > ORDER_EXPORT_LIMIT) {
        throw badRequest(ORDER_CHANGELOG_MSG.tooManyOrders);
      }
      const pages = orderPages(service, tenant, { ...params, cursor: first.nextCursor }, first.items);
      const name = `orders-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return sendXlsxFile(reply, name, xlsxStream('Orders', ORDER_EXPORT_COLUMNS, pages));
    },
  );
};
