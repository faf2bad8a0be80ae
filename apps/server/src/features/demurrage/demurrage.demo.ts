import { projectOrder } from '@lanehub/shared/orders/projection';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import { withCheckDigit } from '@lanehub/shared/validation/iso6346';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companySequences,
  dndTerms,
  orderOcean,
  orderParties,
  orders,
  orderUnits,
  shipmentEvents,
} from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';

// The demo shipper's free-time terms and one container whose demurrage free time has run out, so the
// D&D warning list is not empty: an ocean order from Shanghai discharged at Vancouver six days ago and
// not gated out yet (4 free days: two days over, 300.00 CAD accrued). Its number continues the
// shipper's order sequence after the orders feature's demo book.

const SHIPPER = 'Maple Leaf Home Goods Ltd.';
const OCEAN_CARRIER = 'North Atlantic Container Line S.A.';
const DAY = 86_400_000;

const reported = (instant: number, offset: string): string => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const shifted = new Date(instant + sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
  return `${shifted.toISOString().slice(0, 19)}${offset}`;
};

const idOf = async (tx: Db, legalName: string) =>
  (await tx.select({ id: companies.id }).from(companies).where(eq(companies.legalName, legalName)).limit(1))[0]?.id;

const seedDnd = async (tx: Db) => {
  const shipperId = await idOf(tx, SHIPPER);
  const carrierId = await idOf(tx, OCEAN_CARRIER);
  if (!shipperId || !carrierId) {
    return;
  }
  await tx.insert(dndTerms).values([
    {
      companyId: shipperId,
      name: 'NACL Vancouver demurrage',
      clock: 'demurrage',
      carrierCompanyId: carrierId,
      contractReference: 'NACL tariff 2026',
      portLocode: 'CAVAN',
      freeDays: 4,
      currency: 'CAD',
      tiers: [
        { fromDay: 1, toDay: 4, rate: '150.00' },
        { fromDay: 5, toDay: null, rate: '300.00' },
      ],
    },
    {
      companyId: shipperId,
      name: 'Detention, every port',
      clock: 'detention',
      carrierCompanyId: null,
      contractReference: null,
      portLocode: null,
      freeDays: 5,
      currency: 'CAD',
      tiers: [
        { fromDay: 1, toDay: 3, rate: '95.00' },
        { fromDay: 4, toDay: null, rate: '175.00' },
      ],
    },
  ]);

  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const [sequence] = await tx
    .update(companySequences)
    .set({ value: sql`${companySequences.value} + 1` })
    .where(
      and(
        eq(companySequences.companyId, shipperId),
        eq(companySequences.kind, 'order'),
        eq(companySequences.year, year),
      ),
    )
    .returning({ value: companySequences.value });
  if (!sequence) {
    return;
  }
  const discharged = now - 6 * DAY;
  const departure = discharged - 18.3 * DAY;
  const container = withCheckDigit('NACU900001');
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: shipperId,
      orderNumber: `ORD-${year}-${String(sequence.value).padStart(6, '0')}`,
      mode: 'ocean',
      moveType: 'Port-to-Door',
      shippingType: 'FCL',
      equipmentType: '45G1',
      incoterm: 'FOB',
      originLocode: 'CNSHA',
      originCountry: 'CN',
      destinationLocode: 'CAVAN',
      destinationCountry: 'CA',
      bookingNumber: 'NACL7990001',
      bolNumber: 'NACL990000001',
      grossWeight: '21400',
      weightUnit: 'kg',
      orderDate: new Date(departure - 10 * DAY).toISOString().slice(0, 10),
      etd: new Date(departure),
      eta: new Date(departure + 18 * DAY),
      createdAt: new Date(departure - 10 * DAY),
      updatedAt: new Date(departure - 10 * DAY),
    })
    .returning({ id: orders.id });
  const orderId = order?.id as string;
  await tx.insert(orderParties).values([
    { companyId: shipperId, orderId, partyCompanyId: shipperId, role: 'shipper' },
    { companyId: shipperId, orderId, partyCompanyId: carrierId, role: 'carrier' },
  ]);
  await tx
    .insert(orderUnits)
    .values({ companyId: shipperId, orderId, kind: 'container', equipmentNumber: container, sizeType: '45G1' });
  await tx.insert(orderOcean).values({
    companyId: shipperId,
    orderId,
    carrierScac: 'NACL',
    vesselName: 'NACL Aurora',
    voyage: '041E',
    portOfLoading: 'CNSHA',
    portOfDischarge: 'CAVAN',
  });
  const steps = [
    { code: 'GTIN', type: 'EQUIPMENT', at: departure - 2 * DAY, place: 'CNSHA', offset: '+08:00' },
    { code: 'LOAD', type: 'EQUIPMENT', at: departure, place: 'CNSHA', offset: '+08:00', vessel: true },
    { code: 'DEPA', type: 'TRANSPORT', at: departure + 0.2 * DAY, place: 'CNSHA', offset: '+08:00', vessel: true },
    { code: 'ARRI', type: 'TRANSPORT', at: discharged - 0.3 * DAY, place: 'CAVAN', offset: '-08:00', vessel: true },
    { code: 'DISC', type: 'EQUIPMENT', at: discharged, place: 'CAVAN', offset: '-08:00', vessel: true },
  ] as const;
  const events: TTrackingEvent[] = steps.map(
    (step, index) =>
      ({
        eventType: step.type,
        eventCode: step.code,
        eventClassifier: 'ACT',
        eventTime: reported(step.at, step.offset),
        location: step.place,
        ...('vessel' in step ? { transportMode: 'VESSEL' } : {}),
        ...(step.type === 'EQUIPMENT' ? { emptyIndicator: 'LADEN' } : {}),
        containerNumber: container,
        source: 'edi',
        idempotencyKey: `demo-dnd-${index}`,
      }) as TTrackingEvent,
  );
  await tx.insert(shipmentEvents).values(
    events.map((event) => ({
      companyId: shipperId,
      orderId,
      eventType: event.eventType,
      classifier: event.eventClassifier,
      eventCode: event.eventCode,
      emptyIndicator: event.emptyIndicator ?? null,
      locode: event.location ?? null,
      transportMode: event.transportMode ?? null,
      equipmentReference: container,
      vesselName: event.transportMode === 'VESSEL' ? 'NACL Aurora' : null,
      voyage: event.transportMode === 'VESSEL' ? '041E' : null,
      eventAt: new Date(event.eventTime),
      eventOffset: event.eventTime.slice(-6),
      recordedAt: new Date(event.eventTime),
      source: event.source,
      idempotencyKey: event.idempotencyKey,
      postedByCompanyId: carrierId,
    })),
  );
  const projection = projectOrder('ocean', events, {
    route: { pol: 'CNSHA', pod: 'CAVAN', transhipmentPorts: [] },
    promisedArrival: new Date(departure + 18 * DAY).toISOString(),
    now: new Date(now).toISOString(),
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
    })
    .where(and(eq(orders.companyId, shipperId), eq(orders.id, orderId)));
};

export const demurrageDemoSeed: DemoSeed = {
  name: 'demurrage',
  after: async (tx) => {
    await seedDnd(tx);
  },
};
