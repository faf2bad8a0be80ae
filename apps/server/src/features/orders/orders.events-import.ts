import { buffer } from 'node:stream/consumers';
import type { TJobErrorReport } from '@lanehub/shared/features/jobs/jobs.contract';
import {
  checkOrderEventRow,
  ORDER_EVENTS_IMPORT_MSG,
  parseOrderEventsCsv,
  type TOrderEventsImportResult,
  type TOrderEventsImportRowError,
} from '@lanehub/shared/features/orders/events-import.contract';
import { TRACKING_BATCH_MAX } from '@lanehub/shared/features/orders/tracking.contract';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, orders, orderUnits } from '../../db/schema';
import { isKnownUnlocode } from '../../kernel/reference-data';
import { codesOf } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { type Tenant, tenantWhere } from '../../platform/tenancy';
import { orderSharing } from './orders.queries';
import { postEventsIn } from './orders.tracking';

// The events CSV import (issue 14; docs/orders-events-import.md). Every row is checked first (the
// code, the time, the UN/LOCODE, the order: one the company sees and may report events on, by the
// rules of platform/sharing.ts); one bad row and nothing is imported. The events then go, order by
// order, through `postEventsIn`, the same code POST /api/orders/{id}/events runs, all in one
// transaction: the projection and the `order.tracked` change-log entries are the ones the API gives.

export const ORDER_EVENTS_IMPORT_JOB = 'orders.events-import';
/** The report lists at most this many problems (the count of bad rows is always given). */
const MAX_ERRORS = 1000;
/** Roles that may report events (as POST /api/orders/{id}/events). */
const REPORTERS = ['owner', 'carrier', 'forwarder'] as const;

type OrderEvents = { ownerCompanyId: string; events: TTrackingEvent[] };
export type CheckedFile =
  | { ok: true; rows: number; orders: Map<string, OrderEvents> }
  | { ok: false; message: string; errors: TOrderEventsImportRowError[]; rowsWithErrors: number };

const refused = (message: string, errors: TOrderEventsImportRowError[]): Extract<CheckedFile, { ok: false }> => {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return {
    ok: false,
    message,
    errors: sorted.slice(0, MAX_ERRORS),
    rowsWithErrors: new Set(sorted.map((e) => e.row)).size,
  };
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
 * Reads and checks the whole file and finds each row's order; the events grouped by order, or every
 * problem with its row and field. Reads only (the writes are `writeEvents`).
 */
export const checkFile = async (db: Db, tenant: Tenant, content: string): Promise<CheckedFile> => {
  const csv = parseOrderEventsCsv(content);
  if (!csv.ok) {
    return refused(csv.message, csv.errors);
  }
  const errors = [...csv.errors];
  const checked = csv.rows.map((row) => checkOrderEventRow(row, isKnownUnlocode));
  const good = checked.flatMap((c) => (c.ok ? [c] : []));
  for (const c of checked) {
    if (!c.ok) {
      errors.push(...c.errors);
    }
  }
  const numbers = [...new Set(good.filter((c) => !c.byContainer).map((c) => c.reference))];
  const containers = [...new Set(good.filter((c) => c.byContainer).map((c) => c.event.containerNumber ?? c.reference))];
  const found = await visibleOrdersOf(db, tenant, numbers, containers);
  const roles = new Map<string, string | null>();
  const grouped = new Map<string, OrderEvents>();
  for (const row of good) {
    const field = row.byContainer ? 'containerNumber' : 'orderNumber';
    const key = row.byContainer ? (row.event.containerNumber ?? row.reference) : row.reference;
    const candidates = (row.byContainer ? found.byContainer : found.byNumber).get(key) ?? [];
    if (candidates.length === 0) {
      errors.push({ row: row.row, field, message: ORDER_EVENTS_IMPORT_MSG.unknownOrder(key) });
      continue;
    }
    if (candidates.length > 1) {
      errors.push({ row: row.row, field, message: ORDER_EVENTS_IMPORT_MSG.ambiguousOrder(key) });
      continue;
    }
    const order = candidates[0] as Candidate;
    if (!roles.has(order.id)) {
      // The caller's role on the order, by the one sharing helper (what the API's route asks).
      roles.set(order.id, await orderSharing.roleOn(db, tenant, order.id));
    }
    const role = roles.get(order.id);
    if (!role || !(REPORTERS as readonly string[]).includes(role)) {
      errors.push({ row: row.row, field, message: ORDER_EVENTS_IMPORT_MSG.notAllowed(key) });
      continue;
    }
    const entry = grouped.get(order.id) ?? { ownerCompanyId: order.ownerCompanyId, events: [] };
    entry.events.push(row.event);
    grouped.set(order.id, entry);
  }
  if (errors.length > 0) {
    return refused(ORDER_EVENTS_IMPORT_MSG.refused, errors);
  }
  return { ok: true, rows: csv.rows.length, orders: grouped };
};

/**
 * In the caller's transaction: posts each order's events through the tracking service's
 * `postEventsIn` (in batches of at most what the API takes), `afterOrder` between orders.
 */
export const writeEvents = async (
  tx: Db,
  tenant: Tenant,
  file: Extract<CheckedFile, { ok: true }>,
  afterOrder?: (done: number) => Promise<void>,
): Promise<TOrderEventsImportResult> => {
  let stored = 0;
  let duplicates = 0;
  let done = 0;
  for (const [orderId, { ownerCompanyId, events }] of file.orders) {
    for (let i = 0; i < events.length; i += TRACKING_BATCH_MAX) {
      const result = await postEventsIn(tx, tenant, ownerCompanyId, orderId, events.slice(i, i + TRACKING_BATCH_MAX));
      stored += result.stored;
      duplicates += result.duplicates;
    }
    done += 1;
    await afterOrder?.(done);
  }
  return { rows: file.rows, stored, duplicates, orders: file.orders.size };
};

export const reportOf = (outcome: Extract<CheckedFile, { ok: false }>): TJobErrorReport => ({
  message: outcome.message,
  ...codesOf(outcome.message),
  code: 'IMPORT_REFUSED',
  errors: outcome.errors.map((error) => ({ ...error, ...codesOf(error.message) })),
  rowsWithErrors: outcome.rowsWithErrors,
});

export type OrderEventsImportInput = { fileKey: string };

/** The user who started the job (a job's tenant carries no user): the events and the change log name them. */
const startedBy = async (db: Db, tenant: Tenant, jobId: string): Promise<string | null> => {
  if (!/^[0-9a-f-]{36}$/i.test(jobId)) {
    return null;
  }
  const [row] = await db
    .select({ createdBy: jobs.createdBy })
    .from(jobs)
    .where(tenantWhere(jobs, tenant, eq(jobs.id, jobId)))
    .limit(1);
  return row?.createdBy ?? null;
};

/**
 * A large file, as a job: the same checks, then every order's events in the one transaction that ends
 * the job (all or nothing), with progress by order. The file's bytes leave the store when it ends.
 */
export const orderEventsImportJob =
  (db: Db, files: Pick<FileStorage, 'get' | 'delete'>): JobHandler<OrderEventsImportInput> =>
  async (ctx) => {
    const object = await files.get(ctx.input.fileKey);
    if (!object) {
      throw new Error('The file of the import is missing from the file store');
    }
    const content = (await buffer(object.stream)).toString('utf8');
    const tenant: Tenant = { ...ctx.tenant, userId: (await startedBy(db, ctx.tenant, ctx.jobId)) ?? ctx.tenant.userId };
    const file = await checkFile(db, tenant, content);
    if (!file.ok) {
      await ctx.finish(async () => ({ errorReport: reportOf(file) }));
      await files.delete(ctx.input.fileKey);
      return;
    }
    await ctx.finish(async (tx) => {
      const result = await writeEvents(tx, tenant, file, async (done) => {
        if (done % 100 === 0) {
          await ctx.checkCancel(tx);
        }
      });
      return { result };
    });
    await files.delete(ctx.input.fileKey);
  };
