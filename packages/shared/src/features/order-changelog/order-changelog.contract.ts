import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages } from '../../constants/messages';
import { ORDER_MODES, ORDER_STATUSES } from '../../orders/order-model';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';

// The order change log (issue 14): the domain events of aggregate 'order', read per order by every
// company that sees the order, as a whole by the owner, and across companies by system administrators
// (Admin → Order Change Logs, /admin/order-management). Exports are Excel files (exceljs on the server).

/** What happened to an order: the event type without its 'order.' prefix. */
export const ORDER_CHANGE_ACTIONS = ['created', 'updated', 'deleted', 'tracked'] as const;
export type TOrderChangeAction = (typeof ORDER_CHANGE_ACTIONS)[number];

export const ORDER_CHANGELOG_PAGE_LIMIT = 200;
/** Rows an Excel export of the change log writes at most (streamed); the filters narrow a bigger log. */
export const ORDER_CHANGELOG_EXPORT_LIMIT = 100_000;
/** Orders an Excel export of the orders list writes at most (streamed; the list counts up to this many): more is refused with 400. */
export const ORDER_EXPORT_LIMIT = 10_000;

/** One changed field of an order event: its value before and after (null when absent). */
export const ZOrderFieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const ZOrderChangeLogEntry = z.object({
  /** The event's id; for a party, `<order id>-<sequence>` (the owner's log rows are not its ids). */
  id: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  /** The order's company (on the admin screen, which reads every company's). */
  companyName: z.string().nullable(),
  sequence: z.number().int(),
  type: z.string(),
  action: z.string(),
  occurredAt: z.string(),
  /**
   * Who made the change: the owner's user, or for a party (which never sees another company's users)
   * null; `byCompany` then names the company that made it.
   */
  byEmail: z.string().nullable(),
  byName: z.string().nullable(),
  byCompany: z.string().nullable(),
  changes: z.array(ZOrderFieldChange),
});
export type TOrderChangeLogEntry = z.infer<typeof ZOrderChangeLogEntry>;

const cursorField = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();
const dateBound = z.iso.date();

export const ZOrderChangeLogPageQuery = z.object({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(ORDER_CHANGELOG_PAGE_LIMIT).default(50),
});

export const ZOrderChangeLogFilters = z.object({
  /** The order number, whole or its beginning ('ORD-2026-0001'). */
  orderNumber: searchField(40),
  action: z.enum(ORDER_CHANGE_ACTIONS).optional(),
  /** A user id (the actor). */
  user: refersTo(z.uuid().optional(), 'users'),
  from: dateBound.optional(),
  to: dateBound.optional(),
});
export type TOrderChangeLogFilters = z.infer<typeof ZOrderChangeLogFilters>;

export const ZOrderChangeLogListQuery = ZOrderChangeLogFilters.extend(ZOrderChangeLogPageQuery.shape);
const companyFilter = { companyId: refersTo(z.uuid().optional(), 'companies') };
export const ZAdminOrderChangeLogListQuery = ZOrderChangeLogListQuery.extend(companyFilter);
export const ZAdminOrderChangeLogExportQuery = ZOrderChangeLogFilters.extend(companyFilter);
export type TAdminOrderChangeLogListQuery = z.infer<typeof ZAdminOrderChangeLogListQuery>;

/** Admin → Order management: every company's orders, read only. */
export const ZAdminOrderListQuery = z.object({
  companyId: refersTo(z.uuid().optional(), 'companies'),
  search: searchField(100),
  mode: z.enum(ORDER_MODES).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).default(0),
  cursor: ZListCursor,
});
export type TAdminOrderListQuery = Partial<z.output<typeof ZAdminOrderListQuery>>;

export const ZAdminOrderRow = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  mode: z.string(),
  status: z.string(),
  stage: z.number().int(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  eta: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ORDER_CHANGELOG_MSG = defineMessages('orderChangelog.messages', {
  invalidCursor: 'This page of the change log cannot be found; start again from the first page',
  unknownUser: 'This user made no change to the orders',
  unknownCompany: 'This company does not exist',
  tooManyOrders: 'Too many orders match: narrow the filters to export them',
});
