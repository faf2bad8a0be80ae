import { stageLabel as labelOfStage, type TOrderMode, type TOrderStage, type TOrderStatus } from './order-model';
import type { TEventCode, TTrackingEvent, TTransportMode } from './tracking-events';

// The order's status and stage as a pure function of its tracking events (DOMAIN.md §2, issue 14).
//
// 1. Duplicates go first: of the events sharing an idempotency key one is kept (the smallest in a
//    canonical order, so the choice does not depend on arrival), then of identical events (same
//    facts, whatever the key, source or recorded time) the one with the smallest key is kept.
// 2. The rest are sorted by event time (the instant, whatever the offset), then by a stable tiebreak:
//    actual before estimated before planned, the event codes in the order a journey meets them, the
//    container, the place, the idempotency key. Arrival order never matters.
// 3. A fold walks them once. Actual events move each container along its journey (a milestone that
//    only goes forward, main-carriage legs counted for transhipment); planned and estimated events only
//    feed the arrival estimates and the knowledge of the route (transhipment ports, a rail leg).
// 4. The view turns what the fold learnt into the spec's status and stage, for the container that is
//    furthest behind (the order is where its last container is), with the ETA, ATA and late flag.
//
// `applyEvent` adds one event to a folded state: an event later than every other is one fold step,
// anything else (a late or out-of-order event, a duplicate that wins) folds again, so replaying every
// event and applying them one by one in any order give the same projection (tested).

export type TProjectionRoute = {
  /** Port (or ramp, airport) of loading: UN/LOCODE. Without it, the first main-carriage load's place. */
  pol?: string;
  /** Port of discharge: UN/LOCODE. Without it, a place an event names as POD, else the last arrival. */
  pod?: string;
  transhipmentPorts?: readonly string[];
  /** The order continues by rail after the port of discharge (ocean and integrated orders). */
  railOnCarriage?: boolean;
};

export type TProjectionOptions = {
  route?: TProjectionRoute;
  /** The arrival promised when the order was booked (its ETA); the late flag compares with it. */
  promisedArrival?: string | null;
  /** The present instant, for 'late' before an arrival: a pure function is told the time. */
  now?: string | null;
};

export type TContainerProjection = { containerNumber: string; status: TOrderStatus; stage: TOrderStage };

export type TOrderProjection = {
  status: TOrderStatus;
  stage: TOrderStage;
  stageLabel: string;
  /** The last actual event, by event time. */
  lastEvent: TTrackingEvent | null;
  /** Estimated (else planned) arrival at the destination, as reported. */
  eta: string | null;
  /** Actual arrival at the destination, as reported. */
  ata: string | null;
  late: boolean;
  /** One entry per container, by number; empty when no event names a container. */
  containers: TContainerProjection[];
  /** Events kept after removing duplicates. */
  eventCount: number;
};

// ---------------------------------------------------------------------------------------------
// Ordering and duplicates

const CLASSIFIER_RANK: Record<string, number> = { ACT: 0, EST: 1, PLN: 2, REQ: 3 };

const CODE_ORDER: readonly TEventCode[] = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'PENC',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'HOLD',
  'RELS',
  'PICK',
  'STUF',
  'GTIN',
  'LOAD',
  'DEPA',
  'ARRI',
  'DISC',
  'AVPU',
  'AVDO',
  'CUSS',
  'CUSI',
  'CUSR',
  'INSP',
  'RMVD',
  'RSEA',
  'WAYP',
  'GTOT',
  'STRP',
  'DROP',
  'CMPL',
  'CANC',
];
const CODE_RANK = new Map<string, number>(CODE_ORDER.map((code, index) => [code, index]));

const instant = (time: string): number => Date.parse(time);

const cmpText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The projection's order of events: time, then the stable tiebreak. */
export const compareEvents = (a: TTrackingEvent, b: TTrackingEvent): number =>
  instant(a.eventTime) - instant(b.eventTime) ||
  (CLASSIFIER_RANK[a.eventClassifier] ?? 9) - (CLASSIFIER_RANK[b.eventClassifier] ?? 9) ||
  (CODE_RANK.get(a.eventCode) ?? 99) - (CODE_RANK.get(b.eventCode) ?? 99) ||
  cmpText(a.containerNumber ?? '', b.containerNumber ?? '') ||
  cmpText(a.location, b.location) ||
  cmpText(a.idempotencyKey, b.idempotencyKey) ||
  cmpText(canonical(a), canonical(b));

/** The facts of an event: two events with the same facts are the same event reported twice. */
export const eventFacts = (e: TTrackingEvent): string =>
  JSON.stringify([
    e.eventType,
    e.eventCode,
    e.eventClassifier,
    instant(e.eventTime),
    e.location,
    e.facilityType ?? null,
    e.locationType ?? null,
    e.transportMode ?? null,
    e.emptyIndicator ?? null,
    e.containerNumber ?? null,
    e.vesselName ?? null,
    e.voyage ?? null,
  ]);

const canonical = (e: TTrackingEvent): string =>
  JSON.stringify([eventFacts(e), e.eventTime, e.recordedTime ?? null, e.source, e.idempotencyKey]);

/** Removes duplicates (same idempotency key, or same facts) whatever the order the events came in. */
export const dedupeEvents = (events: readonly TTrackingEvent[]): TTrackingEvent[] => {
  const byKey = new Map<string, TTrackingEvent>();
  for (const event of events) {
    const kept = byKey.get(event.idempotencyKey);
    if (!kept || canonical(event) < canonical(kept)) {
      byKey.set(event.idempotencyKey, event);
    }
  }
  const byFacts = new Map<string, TTrackingEvent>();
  for (const event of byKey.values()) {
    const facts = eventFacts(event);
    const kept = byFacts.get(facts);
    if (!kept || event.idempotencyKey < kept.idempotencyKey) {
      byFacts.set(facts, event);
    }
  }
  return [...byFacts.values()];
};

// ---------------------------------------------------------------------------------------------
// The fold

/**
 * Where a container is on its journey. Pre-carriage milestones, then the main carriage (vessel for
 * ocean, train for rail, truck for road, aircraft for air) counted in legs, then on-carriage.
 */
type TMilestone =
  | 'booked'
  | 'emptyReleased'
  | 'collected'
  | 'toOriginPort'
  | 'atOriginRamp'
  | 'onRailPre'
  | 'atOriginPort'
  | 'loaded'
  | 'departed'
  | 'arrived'
  | 'discharged'
  | 'atOnRamp'
  | 'onRailOn'
  | 'arrivedDestRamp'
  | 'leftDestination'
  | 'delivered'
  | 'emptyReturned'
  | 'handedOver';

const PRE: readonly TMilestone[] = [
  'booked',
  'emptyReleased',
  'collected',
  'toOriginPort',
  'atOriginRamp',
  'onRailPre',
  'atOriginPort',
];
const MAIN: readonly TMilestone[] = ['loaded', 'departed', 'arrived', 'discharged'];
const POST: readonly TMilestone[] = [
  'atOnRamp',
  'onRailOn',
  'arrivedDestRamp',
  'leftDestination',
  'delivered',
  'emptyReturned',
  'handedOver',
];

type TTrack = {
  m: TMilestone;
  /** Main-carriage loads so far. */
  legs: number;
  /** Where the current leg was loaded, and where the container last arrived or was discharged. */
  legFrom: string | null;
  at: string | null;
  /** The journey went through a destination ramp (rail on-carriage). */
  viaRail: boolean;
};

const rankOf = (track: Pick<TTrack, 'm' | 'legs'>): number => {
  const pre = PRE.indexOf(track.m);
  if (pre >= 0) {
    return pre;
  }
  const main = MAIN.indexOf(track.m);
  if (main >= 0) {
    return 10 + track.legs * 4 + main;
  }
  return 10_000 + POST.indexOf(track.m);
};

type TArrivalRecord = { time: number; recorded: number; event: TTrackingEvent };
type TArrivals = { ACT?: TArrivalRecord; PLN?: TArrivalRecord; estFirst?: TArrivalRecord; estLast?: TArrivalRecord };

type TAcc = {
  mode: TOrderMode;
  /** '' is the shipment itself: events without a container; the view uses it when no container is named. */
  tracks: Map<string, TTrack>;
  lastAct: TTrackingEvent | null;
  lastEvent: TTrackingEvent | null;
  count: number;
  ended: boolean;
  /** Main-carriage load places (any classifier) with their earliest time. */
  mainLoads: Map<string, number>;
  typed: { pol: string | null; pod: string | null; transhipment: Set<string> };
  railFirst: number | null;
  railLast: number | null;
  firstMainLoad: number | null;
  arrivals: Map<string, TArrivals>;
};

const MAIN_MODE: Record<TOrderMode, TTransportMode> = {
  ocean: 'VESSEL',
  integrated: 'VESSEL',
  rail: 'RAIL',
  road: 'TRUCK',
  drayage: 'TRUCK',
  air: 'AIRCRAFT',
};

/** The transport an event is about: as given, a ramp's is rail, otherwise the order's main one. */
const transportOf = (mode: TOrderMode, e: TTrackingEvent): TTransportMode =>
  e.transportMode ?? (e.facilityType === 'RAMP' ? 'RAIL' : MAIN_MODE[mode]);

const isEmpty = (e: TTrackingEvent): boolean =>
  e.emptyIndicator === 'EMPTY' || (e.emptyIndicator === undefined && e.facilityType === 'DEPO');

const isRail = (mode: TOrderMode, e: TTrackingEvent) => transportOf(mode, e) === 'RAIL' || e.facilityType === 'RAMP';

const newTrack = (): TTrack => ({ m: 'booked', legs: 0, legFrom: null, at: null, viaRail: false });

const emptyAcc = (mode: TOrderMode): TAcc => ({
  mode,
  tracks: new Map([['', newTrack()]]),
  lastAct: null,
  lastEvent: null,
  count: 0,
  ended: false,
  mainLoads: new Map(),
  typed: { pol: null, pod: null, transhipment: new Set() },
  railFirst: null,
  railLast: null,
  firstMainLoad: null,
  arrivals: new Map(),
});

const cloneAcc = (acc: TAcc): TAcc => ({
  ...acc,
  tracks: new Map([...acc.tracks].map(([key, track]) => [key, { ...track }])),
  mainLoads: new Map(acc.mainLoads),
  typed: { ...acc.typed, transhipment: new Set(acc.typed.transhipment) },
  arrivals: new Map([...acc.arrivals].map(([key, value]) => [key, { ...value }])),
});

const advance = (track: TTrack, m: TMilestone, at?: string) => {
  const next = { ...track, m };
  if (rankOf(next) > rankOf(track)) {
    track.m = m;
    if (at) {
      track.at = at;
    }
  }
};

const isPre = (track: TTrack) => PRE.includes(track.m);
const isPost = (track: TTrack) => POST.includes(track.m);
/** Off the main carriage at the end of a leg (or beyond): on-carriage events apply. */
const pastMain = (track: TTrack) => track.m === 'discharged' || isPost(track);

/** One actual event moves one container (or the shipment, for `shipmentLevel`). */
const stepTrack = (mode: TOrderMode, track: TTrack, e: TTrackingEvent, shipmentLevel: boolean) => {
  const main = MAIN_MODE[mode];
  const via = transportOf(mode, e);
  const empty = isEmpty(e);
  if (mode === 'drayage') {
    stepDrayage(track, e, via, empty);
    return;
  }
  switch (e.eventCode) {
    case 'GTOT':
      if (empty) {
        if (track.m === 'booked') {
          track.m = 'emptyReleased';
        }
      } else if (isPre(track)) {
        if (track.m !== 'atOriginPort') {
          advance(track, 'toOriginPort');
        }
      } else if (pastMain(track) || track.m === 'arrived') {
        advance(track, 'leftDestination', e.location);
      }
      return;
    case 'PICK':
    case 'STUF':
      if (isPre(track)) {
        advance(track, 'collected');
      }
      return;
    case 'STRP':
    case 'DROP':
      if (pastMain(track) || (track.m === 'arrived' && main !== 'VESSEL')) {
        advance(track, 'delivered', e.location);
      }
      return;
    case 'GTIN':
      if (empty) {
        if (pastMain(track)) {
          advance(track, 'emptyReturned', e.location);
        }
      } else if (isPre(track)) {
        advance(track, isRail(mode, e) && main !== 'RAIL' ? 'atOriginRamp' : 'atOriginPort', e.location);
      } else if (pastMain(track) && isRail(mode, e) && main !== 'RAIL') {
        advance(track, 'atOnRamp', e.location);
      }
      return;
    case 'LOAD':
      if (via === main) {
        if (track.m === 'loaded' && track.legFrom === e.location) {
          return;
        }
        track.legs += 1;
        track.m = 'loaded';
        track.legFrom = e.location;
        track.at = e.location;
      } else if (via === 'RAIL') {
        if (isPre(track)) {
          advance(track, 'onRailPre');
        } else if (pastMain(track)) {
          advance(track, 'onRailOn');
        }
      } else if (isPre(track)) {
        advance(track, 'toOriginPort');
      }
      return;
    case 'DEPA':
      if (via === main) {
        if (track.m === 'loaded') {
          track.m = 'departed';
        } else if (isPre(track) && (shipmentLevel || e.containerNumber)) {
          // A departure reported without its load: the load is implied.
          track.legs += 1;
          track.m = 'departed';
          track.legFrom = e.location;
          track.at = e.location;
        }
      } else if (via === 'RAIL') {
        if (isPre(track)) {
          advance(track, 'onRailPre');
        } else if (pastMain(track)) {
          advance(track, 'onRailOn');
        }
      } else if (isPre(track)) {
        advance(track, 'toOriginPort');
      } else if (pastMain(track)) {
        advance(track, 'leftDestination');
      }
      return;
    case 'ARRI':
      if (via === main) {
        if (track.m === 'departed') {
          track.m = 'arrived';
          track.at = e.location;
        }
      } else if (via === 'RAIL') {
        if (isPre(track)) {
          advance(track, 'atOriginPort', e.location);
        } else if (pastMain(track)) {
          advance(track, 'arrivedDestRamp', e.location);
          track.viaRail = true;
        }
      } else if (isPre(track)) {
        advance(track, 'atOriginPort', e.location);
      }
      return;
    case 'DISC':
      if (via === main) {
        if (track.m === 'loaded' || track.m === 'departed' || track.m === 'arrived') {
          track.m = 'discharged';
          track.at = e.location;
        }
      } else if (via === 'RAIL') {
        if (isPre(track)) {
          advance(track, 'atOriginPort', e.location);
        } else if (pastMain(track)) {
          advance(track, 'arrivedDestRamp', e.location);
          track.viaRail = true;
        }
      }
      return;
    default:
      return;
  }
};

/** Drayage: the truck's moves between a terminal (or ramp) and a customer, export or import. */
const stepDrayage = (track: TTrack, e: TTrackingEvent, via: TTransportMode, empty: boolean) => {
  const atTerminal = e.facilityType === 'POTE' || e.facilityType === 'RAMP' || e.facilityType === 'INTE';
  switch (e.eventCode) {
    case 'GTOT':
      if (empty) {
        if (track.m === 'booked') {
          track.m = 'emptyReleased';
        }
      } else if (atTerminal || track.m === 'discharged' || track.m === 'arrivedDestRamp') {
        advance(track, 'leftDestination', e.location);
      } else if (isPre(track)) {
        advance(track, 'toOriginPort');
      }
      return;
    case 'PICK':
    case 'STUF':
      if (isPre(track) && !empty) {
        advance(track, 'collected');
      }
      return;
    case 'DEPA':
      if (via === 'TRUCK' && isPre(track) && track.m !== 'booked' && track.m !== 'emptyReleased') {
        advance(track, 'toOriginPort');
      }
      return;
    case 'GTIN':
      if (empty) {
        if (track.m === 'leftDestination' || track.m === 'delivered') {
          advance(track, 'emptyReturned', e.location);
        }
      } else if (e.facilityType === 'RAMP') {
        advance(track, 'atOriginRamp', e.location);
      } else if (isPre(track)) {
        advance(track, 'atOriginPort', e.location);
      }
      return;
    case 'LOAD':
      if (via === 'VESSEL' || via === 'RAIL') {
        if (track.m === 'atOriginPort' || track.m === 'atOriginRamp') {
          advance(track, 'handedOver', e.location);
        }
      } else if (isPre(track)) {
        advance(track, 'collected');
      }
      return;
    case 'DISC':
    case 'AVPU':
      if (via === 'RAIL' || e.facilityType === 'RAMP') {
        if (isPre(track)) {
          advance(track, 'arrivedDestRamp', e.location);
        }
      } else if (isPre(track)) {
        advance(track, 'discharged', e.location);
      }
      return;
    case 'ARRI':
      if (via === 'RAIL' && isPre(track)) {
        advance(track, 'arrivedDestRamp', e.location);
      }
      return;
    case 'STRP':
    case 'DROP':
      if (track.m === 'leftDestination') {
        advance(track, 'delivered', e.location);
      }
      return;
    default:
      return;
  }
};

const keepArrival = (acc: TAcc, e: TTrackingEvent) => {
  const record: TArrivalRecord = {
    time: instant(e.eventTime),
    recorded: instant(e.recordedTime ?? e.eventTime),
    event: e,
  };
  const current = acc.arrivals.get(e.location) ?? {};
  const later = (a: TArrivalRecord | undefined) =>
    !a || record.recorded > a.recorded || (record.recorded === a.recorded && compareEvents(e, a.event) > 0);
  const earlier = (a: TArrivalRecord | undefined) =>
    !a || record.recorded < a.recorded || (record.recorded === a.recorded && compareEvents(e, a.event) < 0);
  const next = { ...current };
  if (e.eventClassifier === 'ACT' && later(current.ACT)) {
    next.ACT = record;
  } else if (e.eventClassifier === 'PLN' && later(current.PLN)) {
    next.PLN = record;
  } else if (e.eventClassifier === 'EST') {
    if (later(current.estLast)) {
      next.estLast = record;
    }
    if (earlier(current.estFirst)) {
      next.estFirst = record;
    }
  }
  acc.arrivals.set(e.location, next);
};

const isArrival = (mode: TOrderMode, e: TTrackingEvent): boolean => {
  const via = transportOf(mode, e);
  if (mode === 'road' || mode === 'drayage') {
    return (e.eventCode === 'ARRI' && via === 'TRUCK') || e.eventCode === 'DROP';
  }
  return e.eventCode === 'ARRI' && via === MAIN_MODE[mode];
};

/** One fold step, in place (callers give it an accumulator of their own). */
const step = (acc: TAcc, e: TTrackingEvent) => {
  const mode = acc.mode;
  acc.count += 1;
  acc.lastEvent = e;
  const time = instant(e.eventTime);
  const via = transportOf(mode, e);
  // What the route is, from every event whatever its classifier.
  if (e.locationType === 'POL') {
    acc.typed.pol = e.location;
  } else if (e.locationType === 'POD') {
    acc.typed.pod = e.location;
  } else if (e.locationType === 'RTP') {
    acc.typed.transhipment.add(e.location);
  }
  if (e.eventCode === 'LOAD' && via === MAIN_MODE[mode]) {
    if (!acc.mainLoads.has(e.location)) {
      acc.mainLoads.set(e.location, time);
    }
    acc.firstMainLoad ??= time;
  }
  if (e.eventType !== 'SHIPMENT' && isRail(mode, e)) {
    acc.railFirst ??= time;
    acc.railLast = time;
  }
  if (isArrival(mode, e)) {
    keepArrival(acc, e);
  }
  if (e.eventClassifier !== 'ACT') {
    return;
  }
  acc.lastAct = e;
  if (e.eventType === 'SHIPMENT') {
    if (e.eventCode === 'CMPL' || e.eventCode === 'CANC') {
      acc.ended = true;
    }
    return;
  }
  if (e.containerNumber) {
    let track = acc.tracks.get(e.containerNumber);
    if (!track) {
      // A container first seen inherits what the shipment's own events did before it.
      track = { ...(acc.tracks.get('') ?? newTrack()) };
      acc.tracks.set(e.containerNumber, track);
    }
    stepTrack(mode, track, e, false);
    return;
  }
  for (const [key, track] of acc.tracks) {
    stepTrack(mode, track, e, key === '');
  }
};

// ---------------------------------------------------------------------------------------------
// The view

type TPlace = { stage: TOrderStage; status: TOrderStatus };

type TRouteFacts = {
  isTranshipment: (place: string | null) => boolean;
  legs: number;
  railOnCarriage: boolean;
};

const routeFacts = (acc: TAcc, route: TProjectionRoute = {}): TRouteFacts => {
  const loads = [...acc.mainLoads].sort((a, b) => a[1] - b[1] || cmpText(a[0], b[0]));
  const pol = route.pol ?? acc.typed.pol ?? loads[0]?.[0] ?? null;
  const pod = route.pod ?? acc.typed.pod ?? null;
  const ports = new Set<string>([...(route.transhipmentPorts ?? []), ...acc.typed.transhipment]);
  for (const [place] of loads) {
    if (place !== pol) {
      ports.add(place);
    }
  }
  if (pod) {
    ports.delete(pod);
  }
  const railOnCarriage =
    route.railOnCarriage ?? (acc.railLast !== null && acc.firstMainLoad !== null && acc.railLast > acc.firstMainLoad);
  return { isTranshipment: (place) => place !== null && ports.has(place), legs: 1 + ports.size, railOnCarriage };
};

const place = (stage: TOrderStage, status: TOrderStatus): TPlace => ({ stage, status });

const oceanPlace = (track: TTrack, route: TRouteFacts, started: boolean): TPlace => {
  switch (track.m) {
    case 'booked':
      return place(0, started ? 'tracking' : 'pending');
    case 'emptyReleased':
      return place(0, 'tracking');
    case 'collected':
      return place(1, 'at_origin');
    case 'toOriginPort':
      return place(2, 'at_origin');
    case 'atOriginRamp':
      return place(14, 'waiting_rail');
    case 'onRailPre':
      return place(2, 'LTR');
    case 'atOriginPort':
      return place(3, 'at_origin');
    case 'loaded':
      return place(track.legs > 1 ? 9 : 4, 'on_vessel');
    case 'departed':
      return place(track.legs < route.legs ? 6 : 5, 'on_vessel');
    case 'arrived':
      return place(route.isTranshipment(track.at) ? 7 : 10, 'on_vessel');
    case 'discharged':
      if (route.isTranshipment(track.at)) {
        return place(8, 'on_vessel');
      }
      return place(11, route.railOnCarriage ? 'waiting_rail' : 'waiting_pickup');
    case 'atOnRamp':
      return place(14, 'waiting_rail');
    case 'onRailOn':
      return place(12, 'LTR');
    case 'arrivedDestRamp':
      return place(15, 'waiting_pickup');
    case 'leftDestination':
      return place(track.viaRail ? 15 : 12, 'waiting_empty_return');
    case 'delivered':
      return place(13, 'waiting_empty_return');
    case 'emptyReturned':
    case 'handedOver':
      return place(13, 'd_d_invoice');
  }
};

const railPlace = (track: TTrack, started: boolean): TPlace => {
  switch (track.m) {
    case 'booked':
      return place(0, started ? 'tracking' : 'pending');
    case 'emptyReleased':
      return place(0, 'tracking');
    case 'collected':
    case 'toOriginPort':
      return place(1, 'at_origin');
    case 'atOriginRamp':
    case 'onRailPre':
    case 'atOriginPort':
      return place(14, 'waiting_rail');
    case 'loaded':
      return place(14, 'LTR');
    case 'departed':
      return place(5, 'LTR');
    case 'arrived':
    case 'discharged':
    case 'arrivedDestRamp':
    case 'atOnRamp':
    case 'onRailOn':
      return place(15, 'waiting_pickup');
    case 'leftDestination':
      return place(15, 'waiting_empty_return');
    case 'delivered':
      return place(13, 'waiting_empty_return');
    case 'emptyReturned':
    case 'handedOver':
      return place(13, 'd_d_invoice');
  }
};

/** Road and air: no empty to return; a delivered shipment waits for its invoice. */
const roadAirPlace = (mode: 'road' | 'air', track: TTrack, route: TRouteFacts, started: boolean): TPlace => {
  switch (track.m) {
    case 'booked':
      return place(0, started ? 'tracking' : 'pending');
    case 'emptyReleased':
      return place(0, 'tracking');
    case 'collected':
      return place(1, 'at_origin');
    case 'toOriginPort':
      return place(mode === 'air' ? 2 : 1, 'at_origin');
    case 'atOriginRamp':
    case 'onRailPre':
    case 'atOriginPort':
      return place(mode === 'air' ? 3 : 1, 'at_origin');
    case 'loaded':
      return place(mode === 'air' ? (track.legs > 1 ? 9 : 4) : 1, mode === 'air' ? 'tracking' : 'at_origin');
    case 'departed':
      return place(mode === 'air' && track.legs < route.legs ? 6 : 5, 'tracking');
    case 'arrived':
      if (mode === 'air') {
        return place(route.isTranshipment(track.at) ? 7 : 10, 'tracking');
      }
      return place(5, 'tracking');
    case 'discharged':
      if (mode === 'air') {
        return route.isTranshipment(track.at) ? place(8, 'tracking') : place(11, 'waiting_pickup');
      }
      return place(13, 'd_d_invoice');
    case 'atOnRamp':
    case 'onRailOn':
    case 'arrivedDestRamp':
    case 'leftDestination':
      return place(12, 'tracking');
    case 'delivered':
    case 'emptyReturned':
    case 'handedOver':
      return place(13, 'd_d_invoice');
  }
};

const drayagePlace = (track: TTrack, started: boolean): TPlace => {
  switch (track.m) {
    case 'booked':
      return place(0, started ? 'tracking' : 'pending');
    case 'emptyReleased':
      return place(0, 'tracking');
    case 'collected':
      return place(1, 'at_origin');
    case 'toOriginPort':
    case 'onRailPre':
      return place(2, 'at_origin');
    case 'atOriginPort':
      return place(3, 'at_origin');
    case 'atOriginRamp':
      return place(15, 'waiting_rail');
    case 'discharged':
    case 'arrived':
    case 'loaded':
    case 'departed':
      return place(11, 'waiting_pickup');
    case 'arrivedDestRamp':
    case 'atOnRamp':
    case 'onRailOn':
      return place(15, 'waiting_pickup');
    case 'leftDestination':
    case 'delivered':
      return place(12, 'waiting_empty_return');
    case 'emptyReturned':
    case 'handedOver':
      return place(13, 'd_d_invoice');
  }
};

const placeOf = (mode: TOrderMode, track: TTrack, route: TRouteFacts, started: boolean): TPlace => {
  switch (mode) {
    case 'ocean':
    case 'integrated':
      return oceanPlace(track, route, started);
    case 'rail':
      return railPlace(track, started);
    case 'drayage':
      return drayagePlace(track, started);
    case 'road':
    case 'air':
      return roadAirPlace(mode, track, route, started);
  }
};

const destinationArrivals = (acc: TAcc, route: TProjectionRoute, facts: TRouteFacts): TArrivals => {
  const pol = route.pol ?? acc.typed.pol ?? [...acc.mainLoads].sort((a, b) => a[1] - b[1])[0]?.[0] ?? null;
  const pod = route.pod ?? acc.typed.pod ?? null;
  if (pod) {
    return acc.arrivals.get(pod) ?? {};
  }
  // The last place the main carriage arrives at that is neither the place of loading nor a transhipment.
  let best: { place: string; time: number } | null = null;
  for (const [where, arrivals] of acc.arrivals) {
    if ((where === pol && acc.mode !== 'road' && acc.mode !== 'drayage') || facts.isTranshipment(where)) {
      continue;
    }
    const time = Math.max(
      ...[arrivals.ACT, arrivals.PLN, arrivals.estFirst, arrivals.estLast].map((r) => r?.time ?? -Infinity),
    );
    if (!best || time > best.time || (time === best.time && where < best.place)) {
      best = { place: where, time };
    }
  }
  return best ? (acc.arrivals.get(best.place) ?? {}) : {};
};

const view = (acc: TAcc, options: TProjectionOptions = {}): TOrderProjection => {
  const route = routeFacts(acc, options.route);
  const started = acc.count > 0;
  const containers = [...acc.tracks].filter(([key]) => key !== '').sort((a, b) => cmpText(a[0], b[0]));
  const candidates: Array<[string, TTrack]> =
    containers.length > 0 ? containers : [['', acc.tracks.get('') ?? newTrack()]];
  // The order is where its last container is.
  let laggard = candidates[0] as [string, TTrack];
  for (const candidate of candidates) {
    if (rankOf(candidate[1]) < rankOf(laggard[1])) {
      laggard = candidate;
    }
  }
  const at = placeOf(acc.mode, laggard[1], route, started);
  const status: TOrderStatus = acc.ended ? 'ended' : at.status;

  const arrivals = destinationArrivals(acc, options.route ?? {}, route);
  const etaRecord = arrivals.estLast ?? arrivals.PLN;
  const eta = etaRecord?.event.eventTime ?? null;
  const ata = arrivals.ACT?.event.eventTime ?? null;
  const promised = options.promisedArrival ?? arrivals.PLN?.event.eventTime ?? arrivals.estFirst?.event.eventTime;
  let late = false;
  if (promised) {
    const limit = instant(promised);
    if (ata) {
      late = instant(ata) > limit;
    } else {
      const now = options.now ? instant(options.now) : null;
      late = (eta !== null && instant(eta) > limit) || (now !== null && now > (eta ? instant(eta) : limit));
    }
  }

  return {
    status,
    stage: at.stage,
    stageLabel: labelOfStage(acc.mode, at.stage) ?? '',
    lastEvent: acc.lastAct,
    eta,
    ata,
    late,
    containers: containers.map(([containerNumber, track]) => {
      const p = placeOf(acc.mode, track, route, started);
      return { containerNumber, stage: p.stage, status: acc.ended ? 'ended' : p.status };
    }),
    eventCount: acc.count,
  };
};

// ---------------------------------------------------------------------------------------------
// Public API

/** A folded order: every event received, the kept ones in order, and what the fold learnt from them. */
export type TTrackingState = {
  readonly mode: TOrderMode;
  /** Every event given, duplicates included (a later duplicate may replace the kept one). */
  readonly received: readonly TTrackingEvent[];
  /** The events kept, without duplicates, in the projection's order. */
  readonly events: readonly TTrackingEvent[];
  /** @internal */
  readonly acc: TAcc;
};

const fold = (mode: TOrderMode, received: readonly TTrackingEvent[]): TTrackingState => {
  const sorted = dedupeEvents(received).sort(compareEvents);
  const acc = emptyAcc(mode);
  for (const event of sorted) {
    step(acc, event);
  }
  return { mode, received, events: sorted, acc };
};

/** Folds every event of an order (a replay). */
export const foldTracking = (mode: TOrderMode, events: readonly TTrackingEvent[]): TTrackingState =>
  fold(mode, [...events]);

/** The empty state of a new order. */
export const initialTracking = (mode: TOrderMode): TTrackingState => fold(mode, []);

/**
 * Adds one event. A new event (its key and its facts never seen) later than every kept one is one fold
 * step; a late or out-of-order event, or one that shares a key or facts with an earlier one, folds
 * everything again, so the result is always the replay's.
 */
export const applyEvent = (state: TTrackingState, event: TTrackingEvent): TTrackingState => {
  const received = [...state.received, event];
  const facts = eventFacts(event);
  const seen = state.received.some((e) => e.idempotencyKey === event.idempotencyKey || eventFacts(e) === facts);
  const last = state.events.at(-1);
  if (seen || (last && compareEvents(event, last) < 0)) {
    return fold(state.mode, received);
  }
  const acc = cloneAcc(state.acc);
  step(acc, event);
  return { mode: state.mode, received, events: [...state.events, event], acc };
};

/** The projection of a folded state. */
export const projectTracking = (state: TTrackingState, options?: TProjectionOptions): TOrderProjection =>
  view(state.acc, options);

/**
 * The order's status, stage, last event, ETA/ATA and late flag from its events, in any order and with
 * any duplicates: the one function the server, the replay and the screens use.
 */
export const projectOrder = (
  mode: TOrderMode,
  events: readonly TTrackingEvent[],
  options?: TProjectionOptions,
): TOrderProjection => view(fold(mode, events).acc, options);
