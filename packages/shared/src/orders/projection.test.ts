import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../validation/iso6346';
import type { TOrderMode } from './order-model';
import {
  applyEvent,
  foldTracking,
  initialTracking,
  projectOrder,
  projectTracking,
  type TProjectionOptions,
} from './projection';
import { parseTrackingEvent, type TTrackingEvent, type TTrackingEventInput } from './tracking-events';

// Realistic journeys on real UN/LOCODE lanes, with container numbers whose check digits compute.
const BOX_A = withCheckDigit('MSKU123456'); // MSKU1234565
const BOX_B = withCheckDigit('TGHU987654');

let serial = 0;
const ev = (
  eventCode: string,
  eventTime: string,
  location: string,
  extra: Partial<TTrackingEventInput> = {},
): TTrackingEvent => {
  const eventType = ['ARRI', 'DEPA'].includes(eventCode)
    ? 'TRANSPORT'
    : ['CONF', 'CMPL', 'CANC', 'ISSU', 'RECE'].includes(eventCode)
      ? 'SHIPMENT'
      : 'EQUIPMENT';
  serial += 1;
  const parsed = parseTrackingEvent({
    eventType,
    eventCode,
    eventTime,
    location,
    idempotencyKey: `k-${String(serial).padStart(4, '0')}`,
    ...(eventType === 'EQUIPMENT' ? { containerNumber: BOX_A } : {}),
    ...extra,
  });
  if (!parsed.success) {
    throw new Error(JSON.stringify(parsed.error.issues));
  }
  return parsed.data;
};

/** Status and stage after each prefix of the journey, as a user watching it would see them. */
const walk = (mode: TOrderMode, events: TTrackingEvent[], options?: TProjectionOptions) =>
  events.map((_, index) => {
    const p = projectOrder(mode, events.slice(0, index + 1), options);
    return `${p.status} ${p.stage} ${p.stageLabel}`;
  });

// CNSHA → CAVAN direct, trucked to the consignee: every stage of the ocean scale a direct call meets.
const shanghaiToVancouver = () => [
  ev('CONF', '2026-02-20T09:00:00+08:00', 'CNSHA'),
  ev('GTOT', '2026-02-25T08:00:00+08:00', 'CNSHA', { emptyIndicator: 'EMPTY', facilityType: 'DEPO' }),
  ev('PICK', '2026-02-26T15:00:00+08:00', 'CNSHA', { facilityType: 'CLOC' }),
  ev('DEPA', '2026-02-26T16:00:00+08:00', 'CNSHA', { transportMode: 'TRUCK', containerNumber: BOX_A }),
  ev('GTIN', '2026-02-27T10:00:00+08:00', 'CNSHA', { facilityType: 'POTE' }),
  ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA', { transportMode: 'VESSEL', vesselName: 'MAERSK ESSEN' }),
  ev('DEPA', '2026-02-28T20:00:00Z', 'CNSHA', { transportMode: 'VESSEL' }),
  ev('ARRI', '2026-03-15T06:00:00-07:00', 'CAVAN', { transportMode: 'VESSEL' }),
  ev('DISC', '2026-03-15T18:00:00-07:00', 'CAVAN', { transportMode: 'VESSEL' }),
  ev('GTOT', '2026-03-17T09:00:00-07:00', 'CAVAN', { facilityType: 'POTE', emptyIndicator: 'LADEN' }),
  ev('DROP', '2026-03-17T14:00:00-07:00', 'CAVAN', { facilityType: 'CLOC' }),
  ev('GTIN', '2026-03-19T11:00:00-07:00', 'CAVAN', { emptyIndicator: 'EMPTY', facilityType: 'DEPO' }),
  ev('CMPL', '2026-03-25T10:00:00-04:00', 'CAVAN'),
];

describe('projectOrder: ocean', () => {
  it('is pending and Booked before any event', () => {
    const p = projectOrder('ocean', []);
    expect(p).toMatchObject({ status: 'pending', stage: 0, stageLabel: 'Booked', lastEvent: null, late: false });
  });

  it('walks a direct call CNSHA → CAVAN through the spec stages', () => {
    expect(walk('ocean', shanghaiToVancouver())).toEqual([
      'tracking 0 Booked',
      'tracking 0 Booked',
      'at_origin 1 Collected from Shipper',
      'at_origin 2 Not arrived at Port of Load',
      'at_origin 3 Waiting at Port of Load',
      'on_vessel 4 Shipped on board',
      'on_vessel 5 Underway',
      'on_vessel 10 Arrived at POD',
      'waiting_pickup 11 Waiting at Destination Port',
      'waiting_empty_return 12 Left the Destination Port',
      'waiting_empty_return 13 Shipment Completed',
      'd_d_invoice 13 Shipment Completed',
      'ended 13 Shipment Completed',
    ]);
  });

  it('orders by the instant, whatever offset each event was reported in', () => {
    const events = shanghaiToVancouver();
    // 02:00 +08:00 on 1 March is 18:00 Z on 28 February: the load comes before the 20:00 Z departure.
    const p = projectOrder('ocean', events.slice(0, 7));
    expect(p.stageLabel).toBe('Underway');
    expect(p.lastEvent?.eventCode).toBe('DEPA');
    expect(projectOrder('ocean', [...events.slice(0, 7)].reverse())).toEqual(p);
  });

  it('sees a transhipment at SGSIN known from the plan, leg by leg', () => {
    const plan = ev('LOAD', '2026-03-08T10:00:00+08:00', 'SGSIN', { eventClassifier: 'PLN' });
    const journey = [
      ev('GTIN', '2026-02-27T10:00:00+08:00', 'CNSHA', { facilityType: 'POTE' }),
      ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA'),
      ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
      ev('ARRI', '2026-03-06T07:00:00+08:00', 'SGSIN'),
      ev('DISC', '2026-03-06T12:00:00+08:00', 'SGSIN'),
      ev('LOAD', '2026-03-08T11:00:00+08:00', 'SGSIN'),
      ev('DEPA', '2026-03-08T20:00:00+08:00', 'SGSIN'),
      ev('ARRI', '2026-04-01T05:00:00+02:00', 'NLRTM'),
      ev('DISC', '2026-04-01T14:00:00+02:00', 'NLRTM'),
    ];
    expect(walk('ocean', [plan, ...journey]).slice(1)).toEqual([
      'at_origin 3 Waiting at Port of Load',
      'on_vessel 4 Shipped on board',
      'on_vessel 6 Underway to a Transhipment Port',
      'on_vessel 7 Arrival at Transhipment Port',
      'on_vessel 8 Waiting at Transhipment Port',
      'on_vessel 9 Shipped on board at Transhipment Port',
      'on_vessel 5 Underway',
      'on_vessel 10 Arrived at POD',
      'waiting_pickup 11 Waiting at Destination Port',
    ]);
  });

  it('without a plan, corrects an arrival at a transhipment port once the container is loaded again', () => {
    const journey = [
      ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA'),
      ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
      ev('ARRI', '2026-03-06T07:00:00+08:00', 'SGSIN'),
      ev('DISC', '2026-03-06T12:00:00+08:00', 'SGSIN'),
      ev('LOAD', '2026-03-08T11:00:00+08:00', 'SGSIN'),
    ];
    expect(walk('ocean', journey)).toEqual([
      'on_vessel 4 Shipped on board',
      'on_vessel 5 Underway',
      'on_vessel 10 Arrived at POD',
      'waiting_pickup 11 Waiting at Destination Port',
      'on_vessel 9 Shipped on board at Transhipment Port',
    ]);
    // The route given by the order (its transhipment ports) is known from the start.
    expect(walk('ocean', journey, { route: { transhipmentPorts: ['SGSIN'] } }).slice(1, 4)).toEqual([
      'on_vessel 6 Underway to a Transhipment Port',
      'on_vessel 7 Arrival at Transhipment Port',
      'on_vessel 8 Waiting at Transhipment Port',
    ]);
  });

  it('follows a rail leg CAVAN → CATOR after the discharge (waiting_rail, LTR)', () => {
    const journey = [
      ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA'),
      ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
      ev('DEPA', '2026-03-19T20:00:00-07:00', 'CAVAN', { eventClassifier: 'PLN', transportMode: 'RAIL' }),
      ev('ARRI', '2026-03-15T06:00:00-07:00', 'CAVAN'),
      ev('DISC', '2026-03-15T18:00:00-07:00', 'CAVAN'),
      ev('GTIN', '2026-03-17T08:00:00-07:00', 'CAVAN', { facilityType: 'RAMP' }),
      ev('LOAD', '2026-03-19T09:00:00-07:00', 'CAVAN', { transportMode: 'RAIL', facilityType: 'RAMP' }),
      ev('DEPA', '2026-03-19T21:00:00-07:00', 'CAVAN', { transportMode: 'RAIL' }),
      ev('ARRI', '2026-03-24T07:00:00-04:00', 'CATOR', { transportMode: 'RAIL' }),
      ev('GTOT', '2026-03-25T10:00:00-04:00', 'CATOR', { facilityType: 'RAMP' }),
      ev('DROP', '2026-03-25T15:00:00-04:00', 'CATOR', { facilityType: 'CLOC' }),
      ev('GTIN', '2026-03-27T09:00:00-04:00', 'CATOR', { emptyIndicator: 'EMPTY', facilityType: 'DEPO' }),
    ];
    // Events in the order they reach us: the rail departure is planned before the vessel arrives.
    expect(walk('ocean', journey)).toEqual([
      'on_vessel 4 Shipped on board',
      'on_vessel 5 Underway',
      'on_vessel 5 Underway',
      'on_vessel 10 Arrived at POD',
      'waiting_rail 11 Waiting at Destination Port',
      'waiting_rail 14 Waiting at Origin Ramp',
      'LTR 12 Left the Destination Port',
      'LTR 12 Left the Destination Port',
      'waiting_pickup 15 Arrived at Destination Ramp',
      'waiting_empty_return 15 Arrived at Destination Ramp',
      'waiting_empty_return 13 Shipment Completed',
      'd_d_invoice 13 Shipment Completed',
    ]);
  });

  it('keeps the order where its last container is: a rolled container holds it at the port of load', () => {
    const events = [
      ev('GTIN', '2026-02-27T10:00:00+08:00', 'CNSHA', { containerNumber: BOX_A }),
      ev('GTIN', '2026-02-27T11:00:00+08:00', 'CNSHA', { containerNumber: BOX_B }),
      ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA', { containerNumber: BOX_A }),
      ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
    ];
    const p = projectOrder('ocean', events);
    expect(p).toMatchObject({ status: 'at_origin', stage: 3, stageLabel: 'Waiting at Port of Load' });
    expect(p.containers).toEqual(
      [
        { containerNumber: BOX_A, status: 'on_vessel', stage: 5 },
        { containerNumber: BOX_B, status: 'at_origin', stage: 3 },
      ].sort((a, b) => (a.containerNumber < b.containerNumber ? -1 : 1)),
    );
    // Loaded on the next sailing, it catches up.
    const next = [
      ...events,
      ev('LOAD', '2026-03-05T02:00:00+08:00', 'CNSHA', { containerNumber: BOX_B }),
      ev('DEPA', '2026-03-05T06:00:00+08:00', 'CNSHA'),
    ];
    expect(projectOrder('ocean', next)).toMatchObject({ status: 'on_vessel', stage: 5 });
  });

  it('moves a shipment reported without container numbers by its transport events', () => {
    const events = [ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'), ev('ARRI', '2026-03-15T06:00:00-07:00', 'CAVAN')];
    expect(walk('ocean', events)).toEqual(['on_vessel 5 Underway', 'on_vessel 10 Arrived at POD']);
  });
});

describe('projectOrder: ETA, ATA and late', () => {
  const planned = ev('ARRI', '2026-03-15T06:00:00-07:00', 'CAVAN', {
    eventClassifier: 'PLN',
    recordedTime: '2026-02-20T09:00:00+08:00',
  });
  const slipped = ev('ARRI', '2026-03-17T06:00:00-07:00', 'CAVAN', {
    eventClassifier: 'EST',
    recordedTime: '2026-03-05T09:00:00Z',
  });
  const older = ev('ARRI', '2026-03-14T22:00:00-07:00', 'CAVAN', {
    eventClassifier: 'EST',
    recordedTime: '2026-03-01T09:00:00Z',
  });
  const loaded = ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA');
  const atPolArrival = ev('ARRI', '2026-02-28T22:00:00+08:00', 'CNSHA', { eventClassifier: 'ACT' });

  it('takes the newest estimate as ETA and is late when it passes the planned arrival', () => {
    const p = projectOrder('ocean', [atPolArrival, loaded, planned, older, slipped]);
    expect(p.eta).toBe('2026-03-17T06:00:00-07:00');
    expect(p.ata).toBeNull();
    expect(p.late).toBe(true);
  });

  it('is on time while the estimate holds and late once now passes it without an arrival', () => {
    const events = [loaded, planned, older];
    expect(projectOrder('ocean', events, { now: '2026-03-10T00:00:00Z' }).late).toBe(false);
    expect(projectOrder('ocean', events, { now: '2026-03-16T00:00:00Z' }).late).toBe(true);
  });

  it('judges the actual arrival against the promise: early is not late, a day after is', () => {
    const early = ev('ARRI', '2026-03-15T05:00:00-07:00', 'CAVAN');
    expect(projectOrder('ocean', [loaded, planned, slipped, early])).toMatchObject({
      ata: '2026-03-15T05:00:00-07:00',
      late: false,
    });
    const after = ev('ARRI', '2026-03-16T06:00:00-07:00', 'CAVAN');
    expect(projectOrder('ocean', [loaded, planned, after]).late).toBe(true);
    // The order's own promised arrival wins over the carrier's plan.
    expect(projectOrder('ocean', [loaded, planned, after], { promisedArrival: '2026-03-18T00:00:00-04:00' }).late).toBe(
      false,
    );
  });

  it('never takes an arrival at the port of loading or a transhipment port for the ATA', () => {
    const ts = [
      loaded,
      ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
      ev('ARRI', '2026-03-06T07:00:00+08:00', 'SGSIN'),
      ev('LOAD', '2026-03-08T11:00:00+08:00', 'SGSIN'),
    ];
    expect(projectOrder('ocean', [atPolArrival, ...ts]).ata).toBeNull();
  });
});

describe('projectOrder: rail, road, air, drayage', () => {
  it('rail CAVAN → CATOR: waiting rail at the ramp, LTR once loaded, waiting pickup on arrival', () => {
    const events = [
      ev('GTIN', '2026-03-17T08:00:00-07:00', 'CAVAN', { facilityType: 'RAMP' }),
      ev('LOAD', '2026-03-19T09:00:00-07:00', 'CAVAN'),
      ev('DEPA', '2026-03-19T21:00:00-07:00', 'CAVAN'),
      ev('ARRI', '2026-03-24T07:00:00-04:00', 'CATOR'),
      ev('GTOT', '2026-03-25T10:00:00-04:00', 'CATOR', { facilityType: 'RAMP' }),
      ev('DROP', '2026-03-25T15:00:00-04:00', 'CATOR', { facilityType: 'CLOC' }),
    ];
    expect(walk('rail', events)).toEqual([
      'waiting_rail 14 Waiting at Origin Ramp',
      'LTR 14 Waiting at Origin Ramp',
      'LTR 5 Underway',
      'waiting_pickup 15 Arrived at Destination Ramp',
      'waiting_empty_return 15 Arrived at Destination Ramp',
      'waiting_empty_return 13 Shipment Completed',
    ]);
    expect(projectOrder('rail', events).ata).toBe('2026-03-24T07:00:00-04:00');
  });

  it('road CAMTR → CATOR without containers: collected, underway, delivered', () => {
    const events = [
      ev('PICK', '2026-03-02T08:00:00-05:00', 'CAMTR', { containerNumber: undefined }),
      ev('DEPA', '2026-03-02T08:30:00-05:00', 'CAMTR'),
      ev('ARRI', '2026-03-02T15:00:00-05:00', 'CATOR'),
      ev('DROP', '2026-03-02T16:00:00-05:00', 'CATOR', { containerNumber: undefined }),
    ];
    expect(walk('road', events)).toEqual([
      'at_origin 1 Collected from Shipper',
      'tracking 5 Underway',
      'tracking 5 Underway',
      'd_d_invoice 13 Shipment Completed',
    ]);
  });

  it('air CNPVG → CAYVR: on board, underway, arrived, waiting pickup', () => {
    const events = [
      ev('GTIN', '2026-03-02T08:00:00+08:00', 'CNPVG', { containerNumber: undefined }),
      ev('LOAD', '2026-03-03T08:00:00+08:00', 'CNPVG', { containerNumber: undefined }),
      ev('DEPA', '2026-03-03T10:00:00+08:00', 'CNPVG'),
      ev('ARRI', '2026-03-03T07:00:00-07:00', 'CAYVR'),
      ev('DISC', '2026-03-03T09:00:00-07:00', 'CAYVR', { containerNumber: undefined }),
    ];
    expect(walk('air', events)).toEqual([
      'at_origin 3 Waiting at Port of Load',
      'tracking 4 Shipped on board',
      'tracking 5 Underway',
      'tracking 10 Arrived at POD',
      'waiting_pickup 11 Waiting at Destination Port',
    ]);
  });

  it('drayage import at USLAX: waiting for pickup, pending return, completed', () => {
    const events = [
      ev('DISC', '2026-03-10T06:00:00-08:00', 'USLAX', { transportMode: 'VESSEL', facilityType: 'POTE' }),
      ev('GTOT', '2026-03-11T09:00:00-08:00', 'USLAX', { facilityType: 'POTE' }),
      ev('DROP', '2026-03-11T13:00:00-08:00', 'USLAX', { facilityType: 'CLOC' }),
      ev('GTIN', '2026-03-13T10:00:00-08:00', 'USLGB', { emptyIndicator: 'EMPTY', facilityType: 'DEPO' }),
    ];
    expect(walk('drayage', events)).toEqual([
      'waiting_pickup 11 Waiting for pickup',
      'waiting_empty_return 12 Pending return',
      'waiting_empty_return 12 Pending return',
      'd_d_invoice 13 Completed',
    ]);
  });

  it('drayage export from the shipper to the terminal, and to a rail ramp', () => {
    const toTerminal = [
      ev('GTOT', '2026-03-01T07:00:00-08:00', 'USLGB', { emptyIndicator: 'EMPTY', facilityType: 'DEPO' }),
      ev('PICK', '2026-03-01T12:00:00-08:00', 'USLGB', { facilityType: 'CLOC' }),
      ev('DEPA', '2026-03-01T12:30:00-08:00', 'USLGB', { transportMode: 'TRUCK', containerNumber: BOX_A }),
      ev('GTIN', '2026-03-01T15:00:00-08:00', 'USLGB', { facilityType: 'POTE' }),
      ev('LOAD', '2026-03-03T15:00:00-08:00', 'USLGB', { transportMode: 'VESSEL' }),
    ];
    expect(walk('drayage', toTerminal)).toEqual([
      'tracking 0 Booked',
      'at_origin 1 Collected from Shipper',
      'at_origin 2 Not arrived at Port of Load',
      'at_origin 3 Waiting at terminal',
      'd_d_invoice 13 Completed',
    ]);
    const toRamp = [ev('GTIN', '2026-03-01T15:00:00-08:00', 'USLAX', { facilityType: 'RAMP' })];
    expect(projectOrder('drayage', toRamp)).toMatchObject({
      status: 'waiting_rail',
      stage: 15,
      stageLabel: 'Arrived at destination ramp',
    });
  });
});

describe('projectOrder: duplicates and order', () => {
  it('counts the same event sent twice (same key) once', () => {
    const events = shanghaiToVancouver();
    const again = [...events, { ...(events[5] as TTrackingEvent) }];
    expect(projectOrder('ocean', again)).toEqual(projectOrder('ocean', events));
    expect(projectOrder('ocean', again).eventCount).toBe(events.length);
  });

  it('counts an identical event under another key (EDI and API both reporting it) once', () => {
    const events = shanghaiToVancouver();
    const copy = { ...(events[5] as TTrackingEvent), idempotencyKey: 'edi-315-0001', source: 'edi' as const };
    const p = projectOrder('ocean', [...events, copy]);
    expect(p.eventCount).toBe(events.length);
  });

  it('keeps the same event whatever order two versions under one key come in', () => {
    const a = ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA', { idempotencyKey: 'same' });
    const b = ev('LOAD', '2026-03-01T03:00:00+08:00', 'CNSHA', { idempotencyKey: 'same' });
    expect(projectOrder('ocean', [a, b])).toEqual(projectOrder('ocean', [b, a]));
    expect(projectOrder('ocean', [a, b]).eventCount).toBe(1);
  });

  it('applies a late event where it belongs in time', () => {
    const all = shanghaiToVancouver().slice(0, 9);
    const events = [...all];
    // The gate-in at the port of load reaches us after the discharge at POD.
    const gateIn = events.splice(4, 1)[0] as TTrackingEvent;
    let state = initialTracking('ocean');
    for (const e of [...events, gateIn]) {
      state = applyEvent(state, e);
    }
    expect(state.events.map((e) => e.eventCode)).toEqual(all.map((e) => e.eventCode));
    expect(projectTracking(state)).toEqual(projectOrder('ocean', all));
    expect(projectTracking(state).stageLabel).toBe('Waiting at Destination Port');
  });
});

describe('projectOrder: properties', () => {
  const journeys: Array<[TOrderMode, () => TTrackingEvent[]]> = [
    ['ocean', shanghaiToVancouver],
    [
      'ocean',
      () => [
        ev('LOAD', '2026-03-08T10:00:00+08:00', 'SGSIN', { eventClassifier: 'PLN' }),
        ev('ARRI', '2026-04-01T08:00:00+02:00', 'NLRTM', {
          eventClassifier: 'EST',
          recordedTime: '2026-03-01T00:00:00Z',
        }),
        ev('ARRI', '2026-04-02T08:00:00+02:00', 'NLRTM', {
          eventClassifier: 'EST',
          recordedTime: '2026-03-09T00:00:00Z',
        }),
        ev('GTIN', '2026-02-27T10:00:00+08:00', 'CNSHA', { containerNumber: BOX_B }),
        ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA'),
        ev('LOAD', '2026-03-01T02:00:00+08:00', 'CNSHA', { containerNumber: BOX_B }),
        ev('DEPA', '2026-03-01T06:00:00+08:00', 'CNSHA'),
        ev('ARRI', '2026-03-06T07:00:00+08:00', 'SGSIN'),
        ev('DISC', '2026-03-06T12:00:00+08:00', 'SGSIN'),
        ev('DISC', '2026-03-06T12:00:00+08:00', 'SGSIN', { containerNumber: BOX_B }),
        ev('LOAD', '2026-03-08T11:00:00+08:00', 'SGSIN'),
        ev('DEPA', '2026-03-08T20:00:00+08:00', 'SGSIN'),
        ev('ARRI', '2026-04-02T05:00:00+02:00', 'NLRTM'),
      ],
    ],
    [
      'drayage',
      () => [
        ev('DISC', '2026-03-10T06:00:00-08:00', 'USLAX', { transportMode: 'VESSEL' }),
        ev('GTOT', '2026-03-11T09:00:00-08:00', 'USLAX', { facilityType: 'POTE' }),
        ev('DROP', '2026-03-11T13:00:00-08:00', 'USLAX'),
        ev('GTIN', '2026-03-13T10:00:00-08:00', 'USLGB', { emptyIndicator: 'EMPTY' }),
      ],
    ],
  ];

  for (const [mode, make] of journeys) {
    const events = make();
    const reference = projectOrder(mode, events, { now: '2026-03-20T00:00:00Z' });

    it(`${mode}: any permutation, with duplicates, gives the same projection`, () => {
      fc.assert(
        fc.property(
          fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
          fc.array(fc.nat({ max: events.length - 1 }), { maxLength: 4 }),
          (order, dupes) => {
            const withDupes = [...order, ...dupes.map((i) => ({ ...(events[i] as TTrackingEvent) }))];
            expect(projectOrder(mode, withDupes, { now: '2026-03-20T00:00:00Z' })).toEqual(reference);
          },
        ),
        { numRuns: 200 },
      );
    });

    it(`${mode}: applying events one by one in any order equals the replay`, () => {
      fc.assert(
        fc.property(
          fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
          fc.array(fc.nat({ max: events.length - 1 }), { maxLength: 3 }),
          (order, dupes) => {
            const arriving = [...order];
            for (const i of dupes) {
              arriving.splice(i, 0, { ...(events[i] as TTrackingEvent) });
            }
            let state = initialTracking(mode);
            for (const e of arriving) {
              state = applyEvent(state, e);
            }
            expect(projectTracking(state, { now: '2026-03-20T00:00:00Z' })).toEqual(reference);
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  // Two versions under one key (a correction sent with the same key), identical copies under new keys,
  // plain duplicates: whatever the order, the same events are kept and the projection is the same.
  const variants = (events: TTrackingEvent[]) =>
    fc
      .record({
        dupes: fc.array(fc.nat({ max: events.length - 1 }), { maxLength: 3 }),
        copies: fc.array(fc.nat({ max: events.length - 1 }), { maxLength: 2 }),
        versions: fc.array(fc.tuple(fc.nat({ max: events.length - 1 }), fc.integer({ min: -90, max: 90 })), {
          maxLength: 2,
        }),
      })
      .chain(({ dupes, copies, versions }) => {
        const all = [
          ...events,
          ...dupes.map((i) => ({ ...(events[i] as TTrackingEvent) })),
          ...copies.map((i) => ({
            ...(events[i] as TTrackingEvent),
            idempotencyKey: `copy-${i}`,
            source: 'edi' as const,
          })),
          ...versions.map(([i, minutes]) => {
            const e = events[i] as TTrackingEvent;
            const time = new Date(Date.parse(e.eventTime) + minutes * 60_000).toISOString();
            return { ...e, eventTime: time };
          }),
        ];
        return fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
      });

  for (const [mode, make] of journeys) {
    const events = make();
    it(`${mode}: corrections, copies and duplicates in any order give one projection, live or replayed`, () => {
      fc.assert(
        fc.property(variants(events), ([all, shuffled]) => {
          const reference = projectOrder(mode, all);
          expect(projectOrder(mode, shuffled)).toEqual(reference);
          let state = initialTracking(mode);
          for (const e of shuffled) {
            state = applyEvent(state, e);
          }
          expect(projectTracking(state)).toEqual(reference);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('replay of events in time order takes the one-step path and equals the fold', () => {
    const events = foldTracking('ocean', shanghaiToVancouver()).events;
    let state = initialTracking('ocean');
    for (const e of events) {
      state = applyEvent(state, e);
    }
    expect(state.events).toEqual(events);
    expect(projectTracking(state)).toEqual(projectOrder('ocean', events));
  });
});
