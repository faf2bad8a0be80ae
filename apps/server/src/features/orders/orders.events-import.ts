import {
  type CheckedEventRow,
  checkOrderEventRow,
  ORDER_EVENT_CSV_COLUMNS,
  ORDER_EVENTS_IMPORT_MSG,
  ORDER_EVENTS_IMPORT_TEMPLATE,
  type OrderEventCsvRow,
  orderEventsCsvTemplate,
  type TOrderEventCsvColumn,
  type TOrderEventsImportResult,
} from '@lanehub/shared/features/orders/events-import.contract';
import { TRACKING_BATCH_MAX } from '@lanehub/shared/features/orders/tracking.contract';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderUnits } from '../../db/schema';
import { isKnownUnlocode } from '../../kernel/reference-data';
import type { ImportProblem, ImportRow, ImportTemplate } from '../../platform/imports/import-assistant';
import type { Tenant } from '../../platform/tenancy';
import { orderSharing } from './orders.queries';
import { postEventsIn } from './orders.tracking';

// The tracking events CSV import (issue 14; docs/orders-events-import.md) on the import assistant
// (platform/imports, docs/imports.md): the template `order-events`. `check` is the shared row checker
// (the code, the time, the UN/LOCODE, the remarks); `lookup` finds each row's order among the orders the
// company sees and asks its role on it (the rules of platform/sharing.ts, as POST /api/orders/{id}/events);
// `commit` posts the events, order by order, through `postEventsIn` (the API's code) in the transaction
// that ends the job: the projection and the `order.tracked` change-log entries are the API's. One bad row
// and nothing is imported.

/** Roles that may report events (as POST /api/orders/{id}/events). */
const REPORTERS = ['owner', 'carrier', 'forwarder'] as const;

type GoodRow = Extract<CheckedEventRow, { ok: true }>;
type OrderEvents = { ownerCompanyId: string; events: TTrackingEvent[] };
export type OrderEventsValue = { rows: GoodRow[] };

const csvRowOf = ({ row, cells }: ImportRow): OrderEventCsvRow => ({
  row,
  values: Object.fromEntries(ORDER_EVENT_CSV_COLUMNS.map((column) => [column, cells[column] ?? ''])) as Record<
    TOrderEventCsvColumn,
    string
  >,
});

/** Every row as a tracking event (source csv), or every problem on its row and column. */
const checkRows = (rows: ImportRow[]) => {
  const good: GoodRow[] = [];
  const errors: ImportProblem[] = [];
  for (const row of rows) {
    const checked = checkOrderEventRow(csvRowOf(row), isKnownUnlocode);
    if (checked.ok) {
      good.push(checked);
    } else {
      errors.push(...checked.errors.map(({ row, field, message }) => ({ row, column: field, message })));
    }
  }
  return { good, errors };
};

type Candidate = { id: string; ownerCompanyId: string };

/** The orders the company sees (owned or a party), by order number and by container number. */
const visibleOrdersOf = async (db: Db, tenant: Tenant, numbers: string[], containers: string[]) => {
  const byNumber = new Map<string, Candidate[]>();
  const byContainer = new Map<string, Candidate[]>();
  const add = (map: Map<string, Candidate[]>, key: string, candidate: Candidate) => {
    const list = map.get(key) ?? [];
    if (!list.some((c) => c.id === candidate.id)) {
      list.push(candidate);
    }
    map.set(key, list);
  };
  if (numbers.length > 0) {
    const rows = await db
      .select({ id: orders.id, ownerCompanyId: orders.companyId, number: sql<string>`upper(${orders.orderNumber})` })
      .from(orders)
      .where(and(sql`upper(${orders.orderNumber}) in ${numbers}`, orderSharing.visibleWhere(tenant)));
    for (const row of rows) {
      add(byNumber, row.number, { id: row.id, ownerCompanyId: row.ownerCompanyId });
    }
  }
  if (containers.length > 0) {
    const rows = await db
      .select({ id: orders.id, ownerCompanyId: orders.companyId, container: orderUnits.equipmentNumber })
      .from(orderUnits)
      .innerJoin(orders, and(eq(orders.companyId, orderUnits.companyId), eq(orders.id, orderUnits.orderId)))
      .where(and(inArray(orderUnits.equipmentNumber, containers), orderSharing.visibleWhere(tenant)));
    for (const row of rows) {
      add(byContainer, row.container, { id: row.id, ownerCompanyId: row.ownerCompanyId });
    }
  }
  return { byNumber, byContainer };
};

/**
 * Each checked row's order (one the company sees and may report events on), the events grouped by
 * order, or the problems on the row's orderNumber / containerNumber column. Reads only.
 */
export const resolveOrders = async (db: Db, tenant: Tenant, good: GoodRow[]) => {
  const errors: ImportProblem[] = [];
  const numbers = [...new Set(good.filter((c) => !c.byContainer).map((c) => c.reference))];
  const containers = [...new Set(good.filter((c) => c.byContainer).map((c) => c.event.containerNumber ?? c.reference))];
  const found = await visibleOrdersOf(db, tenant, numbers, containers);
  const roles = new Map<string, string | null>();
  const grouped = new Map<string, OrderEvents>();
  for (const row of good) {
    const column = row.byContainer ? 'containerNumber' : 'orderNumber';
    const key = row.byContainer ? (row.event.containerNumber ?? row.reference) : row.reference;
    const candidates = (row.byContainer ? found.byContainer : found.byNumber).get(key) ?? [];
    if (candidates.length === 0) {
      errors.push({ row: row.row, column, message: ORDER_EVENTS_IMPORT_MSG.unknownOrder(key) });
      continue;
    }
    if (candidates.length > 1) {
      errors.push({ row: row.row, column, message: ORDER_EVENTS_IMPORT_MSG.ambiguousOrder(key) });
      continue;
    }
    const order = candidates[0] as Candidate;
    if (!roles.has(order.id)) {
      // The caller's role on the order, by the one sharing helper (what the API's route asks).
      roles.set(order.id, await orderSharing.roleOn(db, tenant, order.id));
    }
    const role = roles.get(order.id);
    if (!role || !(REPORTERS as readonly string[]).includes(role)) {
      errors.push({ row: row.row, column, message: ORDER_EVENTS_IMPORT_MSG.notAllowed(key) });
      continue;
    }
    const entry = grouped.get(order.id) ?? { ownerCompanyId: order.ownerCompanyId, events: [] };
    entry.events.push(row.event);
    grouped.set(order.id, entry);
  }
  return { errors, grouped };
};

/**
 * In the caller's transaction: posts each order's events through the tracking service's
 * `postEventsIn` (in batches of at most what the API takes).
 */
const writeEvents = async (
  tx: Db,
  tenant: Tenant,
  rows: number,
  grouped: Map<string, OrderEvents>,
): Promise<TOrderEventsImportResult> => {
  let stored = 0;
  let duplicates = 0;
  for (const [orderId, { ownerCompanyId, events }] of grouped) {
    for (let i = 0; i < events.length; i += TRACKING_BATCH_MAX) {
      const result = await postEventsIn(tx, tenant, ownerCompanyId, orderId, events.slice(i, i + TRACKING_BATCH_MAX));
      stored += result.stored;
      duplicates += result.duplicates;
    }
  }
  return { rows, stored, duplicates, orders: grouped.size };
};

export const orderEventsImportTemplate: ImportTemplate<OrderEventsValue> = {
  name: ORDER_EVENTS_IMPORT_TEMPLATE,
  columns: ORDER_EVENT_CSV_COLUMNS,
  required: ['eventCode', 'eventTime', 'location'],
  example: `${orderEventsCsvTemplate()}\n`,
  check: (rows) => {
    const { good, errors } = checkRows(rows);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { rows: good } };
  },
  lookup: async (db, tenant, rows) => (await resolveOrders(db, tenant, checkRows(rows).good)).errors,
  // The job's tenant is the user who started it: the events and the change log name them.
  commit: async (tx, tenant, { rows }) => {
    const { errors, grouped } = await resolveOrders(tx, tenant, rows);
    if (errors.length > 0) {
      return { errors };
    }
    return { result: await writeEvents(tx, tenant, rows.length, grouped) };
  },
};
