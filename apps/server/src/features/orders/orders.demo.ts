import type { TOrderMode } from '@lanehub/shared/orders/order-model';
import type { TTrackingEvent } from '@lanehub/shared/orders/tracking-events';
import { withCheckDigit } from '@lanehub/shared/validation/iso6346';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyPartners,
  companySequences,
  orderAir,
  orderDrayage,
  orderOcean,
  orderParties,
  orderRail,
  orderRoad,
  orders,
  orderUnits,
  shipmentEvents,
} from '../../db/schema';
import { type DemoSeed, demoCompanyId } from '../../kernel/demo-seed';
import { reprojectOrder } from './orders.tracking';

// A book of business for the demo shipper (issue 14 "Demo data"): a few hundred orders across every
// mode and status on real UN/LOCODE lanes, the demo carriers and forwarder as parties, containers with
// valid ISO 6346 check digits, and event histories that leave them at different stages. Status and
// stage come from the same projection as live events. Deterministic: the same seed gives the same book.

const SHIPPER = 'Maple Leaf Home Goods Ltd.';
const OCEAN_CARRIER = 'North Atlantic Container Line S.A.';
const ROAD_CARRIER = 'Great Lakes Trucking Co.';
const FORWARDER = 'Harbourfront Forwarding NVOCC';
const VENDOR = 'Pacific Rim Industrial Supply';

const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so the demo book is the same on every start. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type Lane = {
  mode: TOrderMode;
  from: string;
  to: string;
  offset: [string, string];
  moveType: string;
  shippingType: string;
  equipmentType: string;
  incoterm: string;
  days: number;
  via?: string[];
  vessel?: [string, string];
};

const LANES: Lane[] = [
  {
    mode: 'ocean',
    from: 'CNSHA',
    to: 'CAVAN',
    offset: ['+08:00', '-08:00'],
    moveType: 'Port-to-Door',
    shippingType: 'FCL',
    equipmentType: '45G1',
    incoterm: 'FOB',
    days: 18,
    vessel: ['NACL Aurora', '041E'],
  },
  {
    mode: 'ocean',
    from: 'CNNGB',
    to: 'CAVAN',
    offset: ['+08:00', '-08:00'],
    moveType: 'Port-to-Port',
    shippingType: 'FCL',
    equipmentType: '42G1',
    incoterm: 'CIF',
    days: 19,
    vessel: ['NACL Borealis', '112E'],
  },
  {
    mode: 'ocean',
    from: 'VNSGN',
    to: 'CAVAN',
    offset: ['+07:00', '-08:00'],
    moveType: 'Door-to-Port',
    shippingType: 'FCL',
    equipmentType: '45G1',
    incoterm: 'FCA',
    days: 26,
    via: ['SGSIN'],
    vessel: ['NACL Cascadia', '207N'],
  },
  {
    mode: 'ocean',
    from: 'DEHAM',
    to: 'CAMTR',
    offset: ['+01:00', '-05:00'],
    moveType: 'Door-to-Door',
    shippingType: 'FCL',
    equipmentType: '22G1',
    incoterm: 'DAP',
    days: 12,
    vessel: ['NACL Laurentia', '318W'],
  },
  {
    mode: 'ocean',
    from: 'DEHAM',
    to: 'USNYC',
    offset: ['+01:00', '-05:00'],
    moveType: 'Port-to-Port',
    shippingType: 'LCL',
    equipmentType: '22G1',
    incoterm: 'CFR',
    days: 11,
    vessel: ['NACL Atlantica', '402W'],
  },
  {
    mode: 'rail',
    from: 'CAVAN',
    to: 'CATOR',
    offset: ['-08:00', '-05:00'],
    moveType: 'Ramp-to-Ramp',
    shippingType: 'intermodal/domestic',
    equipmentType: '45G1',
    incoterm: 'FCA',
    days: 5,
  },
  {
    mode: 'rail',
    from: 'CAMTR',
    to: 'CATOR',
    offset: ['-05:00', '-05:00'],
    moveType: 'Ramp-to-Door',
    shippingType: 'intermodal/domestic',
    equipmentType: '45G1',
    incoterm: 'CPT',
    days: 2,
  },
  {
    mode: 'road',
    from: 'CATOR',
    to: 'CAMTR',
    offset: ['-05:00', '-05:00'],
    moveType: 'Door-to-Door',
    shippingType: 'FTL',
    equipmentType: '53FT',
    incoterm: 'DAP',
    days: 1,
  },
  {
    mode: 'road',
    from: 'CATOR',
    to: 'USCHI',
    offset: ['-05:00', '-06:00'],
    moveType: 'Door-to-Door',
    shippingType: 'LTL',
    equipmentType: '53FT',
    incoterm: 'DDP',
    days: 2,
  },
  {
    mode: 'drayage',
    from: 'USLAX',
    to: 'USLAX',
    offset: ['-08:00', '-08:00'],
    moveType: 'Out Port Drayage Pick-up and Deliver',
    shippingType: 'co_op_chassis',
    equipmentType: '45G1',
    incoterm: 'DAP',
    days: 1,
  },
  {
    mode: 'drayage',
    from: 'USLGB',
    to: 'USLGB',
    offset: ['-08:00', '-08:00'],
    moveType: 'Out Port Drayage Pick-up and Deliver',
    shippingType: '3PL_chassis_provider',
    equipmentType: '42G1',
    incoterm: 'DAP',
    days: 1,
  },
  {
    mode: 'air',
    from: 'CNPVG',
    to: 'CAYYZ',
    offset: ['+08:00', '-05:00'],
    moveType: 'Port-to-Door',
    shippingType: 'general cargo',
    equipmentType: 'PMC',
    incoterm: 'CPT',
    days: 2,
  },
];

type Step = {
  code: string;
  type: 'EQUIPMENT' | 'TRANSPORT';
  at: 'from' | 'to' | 'via';
  day: number;
  transport?: string;
  empty?: boolean;
};

/** The journey of each mode as its events, in order; an order stops somewhere along it. */
export const journeyOf = (lane: Lane): Step[] => {
  const d = lane.days;
  switch (lane.mode) {
    case 'ocean':
      return [
        { code: 'GTIN', type: 'EQUIPMENT', at: 'from', day: -2 },
        { code: 'LOAD', type: 'EQUIPMENT', at: 'from', day: 0, transport: 'VESSEL' },
        { code: 'DEPA', type: 'TRANSPORT', at: 'from', day: 0.2, transport: 'VESSEL' },
        ...(lane.via
          ? ([
              { code: 'ARRI', type: 'TRANSPORT', at: 'via', day: d * 0.3, transport: 'VESSEL' },
              { code: 'DISC', type: 'EQUIPMENT', at: 'via', day: d * 0.3 + 0.3, transport: 'VESSEL' },
              { code: 'LOAD', type: 'EQUIPMENT', at: 'via', day: d * 0.4, transport: 'VESSEL' },
              { code: 'DEPA', type: 'TRANSPORT', at: 'via', day: d * 0.4 + 0.2, transport: 'VESSEL' },
            ] as Step[])
          : []),
        { code: 'ARRI', type: 'TRANSPORT', at: 'to', day: d, transport: 'VESSEL' },
        { code: 'DISC', type: 'EQUIPMENT', at: 'to', day: d + 0.3, transport: 'VESSEL' },
        { code: 'GTOT', type: 'EQUIPMENT', at: 'to', day: d + 2 },
        { code: 'GTIN', type: 'EQUIPMENT', at: 'to', day: d + 6, empty: true },
      ];
    case 'rail':
      return [
        { code: 'GTIN', type: 'EQUIPMENT', at: 'from', day: -1 },
        { code: 'LOAD', type: 'EQUIPMENT', at: 'from', day: 0, transport: 'RAIL' },
        { code: 'DEPA', type: 'TRANSPORT', at: 'from', day: 0.2, transport: 'RAIL' },
        { code: 'ARRI', type: 'TRANSPORT', at: 'to', day: d, transport: 'RAIL' },
        { code: 'GTOT', type: 'EQUIPMENT', at: 'to', day: d + 1 },
        { code: 'GTIN', type: 'EQUIPMENT', at: 'to', day: d + 4, empty: true },
      ];
    case 'road':
      return [
        { code: 'PICK', type: 'EQUIPMENT', at: 'from', day: 0 },
        { code: 'DEPA', type: 'TRANSPORT', at: 'from', day: 0.1, transport: 'TRUCK' },
        { code: 'DROP', type: 'EQUIPMENT', at: 'to', day: d },
      ];
    case 'drayage':
      return [
        { code: 'DISC', type: 'EQUIPMENT', at: 'from', day: 0, transport: 'VESSEL' },
        { code: 'GTOT', type: 'EQUIPMENT', at: 'from', day: 2 },
        { code: 'GTIN', type: 'EQUIPMENT', at: 'to', day: 5, empty: true },
      ];
    default:
      return [
        { code: 'LOAD', type: 'EQUIPMENT', at: 'from', day: 0, transport: 'AIRCRAFT' },
        { code: 'DEPA', type: 'TRANSPORT', at: 'from', day: 0.1, transport: 'AIRCRAFT' },
        { code: 'ARRI', type: 'TRANSPORT', at: 'to', day: d, transport: 'AIRCRAFT' },
        { code: 'DISC', type: 'EQUIPMENT', at: 'to', day: d + 0.2, transport: 'AIRCRAFT' },
      ];
  }
};

/** An instant at a reported offset, as the events carry it. */
export const reported = (instant: number, offset: string): string => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const shifted = new Date(instant + sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
  return `${shifted.toISOString().slice(0, 19)}${offset}`;
};

const idOf = demoCompanyId;

/** A lane of the demo book, by origin and destination: other features' demo orders run on the same lanes. */
export const demoLane = (from: string, to: string): Lane => {
  const lane = LANES.find((l) => l.from === from && l.to === to);
  if (!lane) {
    throw new Error(`No demo lane from ${from} to ${to}`);
  }
  return lane;
};

export type DemoOrder = {
  shipperId: string;
  carrierId: string;
  /** A forwarder party besides the shipper and the carrier. */
  forwarderId?: string | undefined;
  orderNumber: string;
  lane: Lane;
  /** When the order was created and when it leaves its origin (epoch ms): the journey's day 0. */
  created: number;
  departure: number;
  /** Defaults to the creation day. */
  orderDate?: string | undefined;
  poNumber?: string | null | undefined;
  bookingNumber: string | null;
  bolNumber: string | null;
  grossWeight: string;
  /** The container (ocean, rail, drayage; road and air orders carry none). */
  container: string;
  sealNumbers?: string[] | undefined;
  trailerNumber?: string | undefined;
  airWaybill?: string | undefined;
  /** How many steps of the lane's journey (`journeyOf`) have happened: their actual events are posted. */
  reached: number;
  /** The events' idempotency keys are `<eventKey>-<index>`. */
  eventKey: string;
  now: Date;
};

/**
 * One demo order, the one way every demo seed creates one: the order with its parties, container and
 * mode details, the actual events of its journey so far (posted by the carrier), and its status and
 * stage projected from them by the orders feature's own `reprojectOrder`, as live tracking and the
 * replay do. Returns the order's id.
 */
export const insertDemoOrder = async (tx: Db, o: DemoOrder): Promise<string> => {
  const { lane, shipperId } = o;
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: shipperId,
      orderNumber: o.orderNumber,
      mode: lane.mode,
      moveType: lane.moveType,
      shippingType: lane.shippingType,
      equipmentType: lane.equipmentType,
      incoterm: lane.incoterm,
      originLocode: lane.from,
      originCountry: lane.from.slice(0, 2),
      destinationLocode: lane.to,
      destinationCountry: lane.to.slice(0, 2),
      poNumber: o.poNumber ?? null,
      bookingNumber: o.bookingNumber,
      bolNumber: o.bolNumber,
      grossWeight: o.grossWeight,
      weightUnit: 'kg',
      orderDate: o.orderDate ?? new Date(o.created).toISOString().slice(0, 10),
      etd: new Date(o.departure),
      eta: new Date(o.departure + lane.days * DAY),
      createdAt: new Date(o.created),
      updatedAt: new Date(o.created),
    })
    .returning({ id: orders.id });
  const orderId = order?.id as string;
  await tx
    .insert(orderParties)
    .values([
      { companyId: shipperId, orderId, partyCompanyId: shipperId, role: 'shipper' },
      { companyId: shipperId, orderId, partyCompanyId: o.carrierId, role: 'carrier' },
      ...(o.forwarderId ? [{ companyId: shipperId, orderId, partyCompanyId: o.forwarderId, role: 'forwarder' }] : []),
    ]);
  const containerized = lane.mode !== 'road' && lane.mode !== 'air';
  if (containerized) {
    await tx.insert(orderUnits).values({
      companyId: shipperId,
      orderId,
      kind: 'container',
      equipmentNumber: o.container,
      sizeType: lane.equipmentType,
      ...(o.sealNumbers ? { sealNumbers: o.sealNumbers } : {}),
    });
  }
  const details = { companyId: shipperId, orderId };
  if (lane.mode === 'ocean') {
    await tx.insert(orderOcean).values({
      ...details,
      carrierScac: 'NACL',
      vesselName: lane.vessel?.[0] ?? null,
      voyage: lane.vessel?.[1] ?? null,
      portOfLoading: lane.from,
      portOfDischarge: lane.to,
      transhipmentPorts: lane.via ?? [],
    });
  } else if (lane.mode === 'rail') {
    await tx.insert(orderRail).values({ ...details, originRamp: lane.from, destinationRamp: lane.to });
  } else if (lane.mode === 'road') {
    await tx.insert(orderRoad).values({ ...details, trailerNumber: o.trailerNumber ?? null });
  } else if (lane.mode === 'drayage') {
    await tx.insert(orderDrayage).values({
      ...details,
      terminal: lane.from === 'USLAX' ? 'APM Terminals Pier 400' : 'Long Beach Container Terminal',
    });
  } else {
    await tx.insert(orderAir).values({
      ...details,
      airWaybill: o.airWaybill ?? null,
      originAirport: 'PVG',
      destinationAirport: 'YYZ',
    });
  }

  const events: TTrackingEvent[] = journeyOf(lane)
    .slice(0, o.reached)
    .map((step, index) => {
      const place = step.at === 'from' ? lane.from : step.at === 'to' ? lane.to : (lane.via?.[0] as string);
      const offset = step.at === 'to' ? lane.offset[1] : lane.offset[0];
      return {
        eventType: step.type,
        eventCode: step.code,
        eventClassifier: 'ACT',
        eventTime: reported(o.departure + step.day * DAY, offset),
        location: place,
        ...(step.transport ? { transportMode: step.transport } : {}),
        ...(step.type === 'EQUIPMENT' ? { emptyIndicator: step.empty ? 'EMPTY' : 'LADEN' } : {}),
        ...(containerized ? { containerNumber: o.container } : {}),
        source: 'edi',
        idempotencyKey: `${o.eventKey}-${index}`,
      } as TTrackingEvent;
    });
  if (events.length > 0) {
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
        equipmentReference: event.containerNumber ?? null,
        vesselName: event.transportMode === 'VESSEL' ? (lane.vessel?.[0] ?? null) : null,
        voyage: event.transportMode === 'VESSEL' ? (lane.vessel?.[1] ?? null) : null,
        eventAt: new Date(event.eventTime),
        eventOffset: event.eventTime.slice(-6),
        recordedAt: new Date(event.eventTime),
        source: event.source,
        idempotencyKey: event.idempotencyKey,
        postedByCompanyId: o.carrierId,
      })),
    );
    await reprojectOrder(tx, { companyId: shipperId, userId: '' }, orderId, o.now);
  }
  return orderId;
};

const seedOrders = async (tx: Db) => {
  const shipperId = await idOf(tx, SHIPPER);
  const oceanCarrierId = await idOf(tx, OCEAN_CARRIER);
  const roadCarrierId = await idOf(tx, ROAD_CARRIER);
  const forwarderId = await idOf(tx, FORWARDER);
  const vendorId = await idOf(tx, VENDOR);
  if (!shipperId || !oceanCarrierId || !roadCarrierId || !forwarderId) {
    return;
  }
  // The carriers, the forwarder and the vendor are the shipper's partners (parties come from the network).
  const partners = [oceanCarrierId, roadCarrierId, forwarderId, ...(vendorId ? [vendorId] : [])];
  const known = await tx
    .select({ id: companyPartners.partnerCompanyId })
    .from(companyPartners)
    .where(and(eq(companyPartners.companyId, shipperId), inArray(companyPartners.partnerCompanyId, partners)));
  const missing = partners.filter((id) => !known.some((k) => k.id === id));
  if (missing.length > 0) {
    await tx
      .insert(companyPartners)
      .values(missing.map((partnerCompanyId) => ({ companyId: shipperId, partnerCompanyId })));
  }

  const random = generator(20_260_301);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const COUNT = 300;
  // Most lanes are ocean; the rest spread over rail, road, drayage and air.
  const weighted = LANES.flatMap((lane) => Array.from({ length: lane.mode === 'ocean' ? 4 : 2 }, () => lane));
  for (let n = 1; n <= COUNT; n++) {
    const lane = pick(weighted);
    const created = now - Math.floor(random() * 120) * DAY - Math.floor(random() * DAY);
    const departure = created + (3 + Math.floor(random() * 10)) * DAY;
    const journey = journeyOf(lane);
    // How far along its journey the order is: the older, the further (some not started, some done).
    const reached = Math.min(
      journey.length,
      Math.max(0, Math.floor(((now - departure) / DAY / (lane.days + 6)) * journey.length + random() * 2)),
    );
    const ocean = lane.mode === 'ocean' || lane.mode === 'drayage';
    await insertDemoOrder(tx, {
      shipperId,
      carrierId: lane.mode === 'road' || lane.mode === 'drayage' ? roadCarrierId : oceanCarrierId,
      forwarderId: lane.mode === 'ocean' && n % 3 === 0 ? forwarderId : undefined,
      orderNumber: `ORD-${year}-${String(n).padStart(6, '0')}`,
      lane,
      created,
      departure,
      poNumber: `PO-${year}-${String(1000 + Math.floor(n / 2)).padStart(4, '0')}`,
      bookingNumber: ocean ? `NACL${String(7_000_000 + n * 13)}` : null,
      bolNumber: ocean ? `NACL${String(900_000_000 + n * 101)}` : null,
      grossWeight: String(8000 + Math.floor(random() * 18_000)),
      container: withCheckDigit(`NACU${String(100_000 + n * 37).padStart(6, '0')}`),
      sealNumbers: [`SL${String(400_000 + n)}`],
      trailerNumber: `GLT-${500 + n}`,
      airWaybill: `176-${String(10_000_000 + n * 7).slice(0, 8)}`,
      reached,
      eventKey: `demo-${n}`,
      now: new Date(now),
    });
  }
  // One more for demurrage and detention (issue 17; the D&D demo seeds the shipper's free-time terms): a
  // container from Shanghai discharged at Vancouver six days ago and not gated out yet, so with the
  // NACL terms' 4 free days the D&D warning list is not empty (two days over, 300.00 CAD accrued).
  const dndLane = demoLane('CNSHA', 'CAVAN');
  const dndJourney = journeyOf(dndLane);
  const discharge = dndJourney.findIndex((step) => step.code === 'DISC' && step.at === 'to');
  const discharged = now - 6 * DAY;
  const dndDeparture = discharged - (dndJourney[discharge]?.day ?? 0) * DAY;
  await insertDemoOrder(tx, {
    shipperId,
    carrierId: oceanCarrierId,
    orderNumber: `ORD-${year}-${String(COUNT + 1).padStart(6, '0')}`,
    lane: dndLane,
    created: dndDeparture - 10 * DAY,
    departure: dndDeparture,
    bookingNumber: 'NACL7990001',
    bolNumber: 'NACL990000001',
    grossWeight: '21400',
    container: withCheckDigit('NACU900001'),
    reached: discharge + 1,
    eventKey: 'demo-dnd',
    now: new Date(now),
  });
  // The company's order sequence continues after the demo numbers.
  await tx.insert(companySequences).values({ companyId: shipperId, kind: 'order', year, value: COUNT + 1 });
};

export const ordersDemoSeed: DemoSeed = {
  name: 'orders',
  after: async (tx) => {
    await seedOrders(tx);
  },
};
