import type { TShipmentEvent, TTrackingResult } from '@lanehub/shared/features/orders/tracking.contract';
import { TRACKING_MSG } from '@lanehub/shared/features/orders/tracking.contract';
import type { TOrderMode } from '@lanehub/shared/orders/order-model';
import { projectOrder, type TOrderProjection } from '@lanehub/shared/orders/projection';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orderOcean, orders, shipmentEvents } from '../../db/schema';
import { recordEvent } from '../../platform/events/record-event';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { orderSharing } from './orders.queries';

// Tracking (DOMAIN.md §2): shipment events are appended, never changed; the order's status, stage,
// ETA/ATA and late flag are a projection of all its events (packages/shared/src/orders/projection.ts),
// written in the same transaction as the events. The replay job projects every order of a company
// again from its events; it must give what the live writes gave (tested).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export const ORDER_REPLAY_JOB = 'orders.replay';

/** The offset of an ISO time with one ('+08:00', '-05:00'; 'Z' is '+00:00'). */
const offsetOf = (time: string): string => {
  const match = /([+-]\d{2}:\d{2}|Z)$/.exec(time);
  return !match || match[1] === 'Z' ? '+00:00' : (match[1] as string);
};

/** An instant written at the offset it was reported in: '2026-03-01T09:15:00.000+08:00'. */
export const atOffset = (instant: Date, offset: string): string => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  const shifted = new Date(instant.getTime() + sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
  return `${shifted.toISOString().slice(0, 23)}${offset}`;
};

type EventRow = typeof shipmentEvents.$inferSelect;

const toTrackingEvent = (row: EventRow): TTrackingEvent =>
  ({
    eventType: row.eventType,
    eventCode: row.eventCode,
    eventClassifier: row.classifier,
    eventTime: atOffset(row.eventAt, row.eventOffset),
    recordedTime: row.recordedAt.toISOString(),
    location: row.locode ?? undefined,
    facilityType: row.facility ?? undefined,
    locationType: row.locationType ?? undefined,
    transportMode: row.transportMode ?? undefined,
    emptyIndicator: row.emptyIndicator ?? undefined,
    containerNumber: row.equipmentReference ?? undefined,
    vesselName: row.vesselName ?? undefined,
    voyage: row.voyage ?? undefined,
    remarks: row.remarks ?? undefined,
    source: row.source,
    idempotencyKey: row.idempotencyKey,
  }) as TTrackingEvent;

const eventRowsOf = (db: Executor, owner: Tenant, orderId: string) =>
  db
    .select()
    .from(shipmentEvents)
    .where(tenantWhere(shipmentEvents, owner, eq(shipmentEvents.orderId, orderId)))
    .orderBy(asc(shipmentEvents.eventAt), asc(shipmentEvents.id));

/**
 * Projects one order (the owner's row) from its events and writes the projection on the order: the
 * one place that does (tracking, the replay, Shipment Control's mark ended).
 */
export const reprojectOrder = async (
  tx: Executor,
  owner: Tenant,
  orderId: string,
  now: Date,
): Promise<TOrderProjection> => {
  const [order] = await tx
    .select({
      mode: orders.mode,
      eta: orders.eta,
      pol: orderOcean.portOfLoading,
      pod: orderOcean.portOfDischarge,
      transhipmentPorts: orderOcean.transhipmentPorts,
    })
    .from(orders)
    .leftJoin(orderOcean, and(eq(orderOcean.companyId, orders.companyId), eq(orderOcean.orderId, orders.id)))
    .where(tenantWhere(orders, owner, eq(orders.id, orderId)))
    .limit(1);
  const events = (await eventRowsOf(tx, owner, orderId)).map(toTrackingEvent);
  const projection = projectOrder((order?.mode ?? 'ocean') as TOrderMode, events, {
    route: {
      ...(order?.pol ? { pol: order.pol } : {}),
      ...(order?.pod ? { pod: order.pod } : {}),
      transhipmentPorts: order?.transhipmentPorts ?? [],
    },
    promisedArrival: order?.eta ? order.eta.toISOString() : null,
    now: now.toISOString(),
  });
  const last = projection.lastEvent;
  await tx
    .update(orders)
    .set({
      status: projection.status,
      stage: projection.stage,
      lastEventCode: last?.eventCode ?? null,
      lastEventAt: last ? new Date(last.eventTime) : null,
      actualArrivalAt: projection.ata ? new Date(projection.ata) : null,
      late: projection.late,
      endedAt: projection.status === 'ended' ? (last ? new Date(last.eventTime) : now) : null,
    })
    .where(tenantWhere(orders, owner, eq(orders.id, orderId)));
  return projection;
};

const resultOf = (projection: TOrderProjection, stored: number, duplicates: number): TTrackingResult => ({
  stored,
  duplicates,
  status: projection.status,
  stage: projection.stage,
  stageLabel: projection.stageLabel,
  eta: projection.eta,
  ata: projection.ata,
  late: projection.late,
});

/**
 * Appends events to an order and projects it again, inside the caller's transaction: what
 * POST /api/orders/{id}/events does once the caller's role was checked, and what the events CSV import
 * does for each order of its file (one transaction for the whole file). `ownerCompanyId` is the order's
 * owner, `tenant` the company reporting.
 */
export const postEventsIn = async (
  tx: Executor,
  tenant: Tenant,
  ownerCompanyId: string,
  orderId: string,
  events: TTrackingEvent[],
): Promise<TTrackingResult> => {
  // The events are the owner's rows (its tenant key), posted by the caller.
  const owner: Tenant = { companyId: ownerCompanyId, userId: tenant.userId };
  // One writer per order at a time: the projection reads every event, so two batches take turns.
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(tenantWhere(orders, owner, eq(orders.id, orderId)))
    .for('update');
  const inserted = await tx
    .insert(shipmentEvents)
    .values(
      events.map((event) =>
        tenantValues(owner, {
          orderId,
          eventType: event.eventType,
          classifier: event.eventClassifier,
          eventCode: event.eventCode,
          emptyIndicator: event.emptyIndicator ?? null,
          locode: event.location ?? null,
          facility: event.facilityType ?? null,
          locationType: event.locationType ?? null,
          equipmentReference: event.containerNumber ?? null,
          transportMode: event.transportMode ?? null,
          vesselName: event.vesselName ?? null,
          voyage: event.voyage ?? null,
          remarks: event.remarks || null,
          eventAt: new Date(event.eventTime),
          eventOffset: offsetOf(event.eventTime),
          ...(event.recordedTime ? { recordedAt: new Date(event.recordedTime) } : {}),
          source: event.source,
          idempotencyKey: event.idempotencyKey,
          postedByCompanyId: tenant.companyId,
          createdBy: tenant.userId,
        }),
      ),
    )
    .onConflictDoNothing({
      target: [shipmentEvents.companyId, shipmentEvents.orderId, shipmentEvents.idempotencyKey],
    })
    .returning({ id: shipmentEvents.id, eventCode: shipmentEvents.eventCode });
  const [before] = await tx
    .select({ status: orders.status, stage: orders.stage })
    .from(orders)
    .where(tenantWhere(orders, owner, eq(orders.id, orderId)));
  const projection = await reprojectOrder(tx, owner, orderId, new Date());
  if (inserted.length > 0) {
    const [poster] = await tx
      .select({ legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, tenant.companyId));
    await recordEvent(tx, owner, {
      aggregateType: 'order',
      aggregateId: orderId,
      type: 'order.tracked',
      before: { status: before?.status ?? null, stage: before?.stage ?? null },
      after: {
        status: projection.status,
        stage: projection.stage,
        events: inserted.map((e) => e.eventCode),
        reportedBy: poster?.legalName ?? null,
      },
    });
  }
  return resultOf(projection, inserted.length, events.length - inserted.length);
};

export const createTrackingService = (db: Db) => ({
  /**
   * Appends events to an order the caller owns, carries or forwards, and projects the order again, in
   * one transaction. An event whose idempotency key the order already has is not stored again.
   */
  post: async (tenant: Tenant, orderId: string, events: TTrackingEvent[]): Promise<TTrackingResult> => {
    const { ownerCompanyId } = await orderSharing.require(db, tenant, orderId, ['owner', 'carrier', 'forwarder'], {
      notFound: 'Order not found',
      forbidden: TRACKING_MSG.notAllowed,
    });
    return db.transaction((tx) => postEventsIn(tx, tenant, ownerCompanyId, orderId, events));
  },

  /** The order's events, by event time, for the owner and every party. */
  list: async (tenant: Tenant, orderId: string): Promise<TShipmentEvent[]> => {
    const { ownerCompanyId } = await orderSharing.require(
      db,
      tenant,
      orderId,
      ['owner', 'shipper', 'consignee', 'carrier', 'forwarder', 'customer'],
      { notFound: 'Order not found' },
    );
    const rows = await db
      .select({ event: shipmentEvents, postedBy: companies.legalName })
      .from(shipmentEvents)
      .leftJoin(companies, eq(companies.id, shipmentEvents.postedByCompanyId))
      .where(
        tenantWhere(
          shipmentEvents,
          { companyId: ownerCompanyId, userId: tenant.userId },
          eq(shipmentEvents.orderId, orderId),
        ),
      )
      .orderBy(asc(shipmentEvents.eventAt), asc(shipmentEvents.id));
    return rows.map(({ event, postedBy }) => ({
      id: event.id,
      eventType: event.eventType,
      eventCode: event.eventCode,
      eventClassifier: event.classifier,
      eventTime: atOffset(event.eventAt, event.eventOffset),
      recordedTime: event.recordedAt.toISOString(),
      location: event.locode,
      facilityType: event.facility,
      locationType: event.locationType,
      transportMode: event.transportMode,
      emptyIndicator: event.emptyIndicator,
      containerNumber: event.equipmentReference,
      vesselName: event.vesselName,
      voyage: event.voyage,
      remarks: event.remarks,
      source: event.source,
      idempotencyKey: event.idempotencyKey,
      postedBy: postedBy ?? null,
    }));
  },
});

/** How many of the company's orders a replay projects per transaction. */
const REPLAY_BATCH = 200;

/**
 * The replay job: projects every order of the company again from its events, in batches by id (each
 * batch one transaction), with progress. It changes only what the events say differently.
 */
export const replayJob =
  (db: Db): JobHandler<Record<string, never>> =>
  async (ctx) => {
    const owner = ctx.tenant;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(tenantWhere(orders, owner));
    const total = count?.n ?? 0;
    let done = 0;
    let changed = 0;
    let after: string | null = null;
    const now = new Date();
    for (;;) {
      const batch: Array<{ id: string; status: string; stage: number }> = await db
        .select({ id: orders.id, status: orders.status, stage: orders.stage })
        .from(orders)
        .where(tenantWhere(orders, owner, after ? gt(orders.id, after) : undefined))
        .orderBy(asc(orders.id))
        .limit(REPLAY_BATCH);
      if (batch.length === 0) {
        break;
      }
      await db.transaction(async (tx) => {
        for (const order of batch) {
          const projection = await reprojectOrder(tx, owner, order.id, now);
          if (projection.status !== order.status || projection.stage !== order.stage) {
            changed += 1;
          }
        }
      });
      done += batch.length;
      after = batch[batch.length - 1]?.id ?? null;
      await ctx.progress(done, total, total === 0 ? 100 : Math.round((100 * done) / total));
    }
    await ctx.finish(async () => ({ result: { orders: done, changed } }));
  };
