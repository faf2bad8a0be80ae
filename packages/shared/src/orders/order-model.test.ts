import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  addressFieldsFor,
  applyAddressRule,
  DRAYAGE_STAGE_LABELS,
  isMoveTypeOf,
  moveTypesOf,
  OCEAN_STAGE_LABELS,
  ORDER_MODE_LABELS,
  ORDER_MODES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderModeOfShippingMode,
  orderModeTextKey,
  orderStageTextKey,
  orderStatusTextKey,
  stageLabel,
} from './order-model';
import {
  EQUIPMENT_EVENT_CODES,
  EVENT_CLASSIFIERS,
  eventTypeOf,
  FACILITY_TYPES,
  parseTrackingEvent,
  SHIPMENT_EVENT_CODES,
  SHIPMENT_LOCATION_TYPES,
  TRANSPORT_EVENT_CODES,
} from './tracking-events';

describe('statuses and stages (spec 01 §2.3)', () => {
  it('lists the tracking statuses in the spec order, d_d_invoice shown as D&D invoice', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'tracking',
      'at_origin',
      'on_vessel',
      'waiting_rail',
      'LTR',
      'waiting_pickup',
      'waiting_empty_return',
      'd_d_invoice',
      'ended',
    ]);
    expect(ORDER_STATUS_LABELS.d_d_invoice).toBe('D&D invoice');
    expect(ORDER_STATUS_LABELS.LTR).toBe('LTR');
  });

  it('numbers the ocean stages 0 to 15 with the spec labels', () => {
    expect(OCEAN_STAGE_LABELS).toHaveLength(16);
    expect(stageLabel('ocean', 0)).toBe('Booked');
    expect(stageLabel('ocean', 6)).toBe('Underway to a Transhipment Port');
    expect(stageLabel('ocean', 10)).toBe('Arrived at POD');
    expect(stageLabel('ocean', 15)).toBe('Arrived at Destination Ramp');
    expect(stageLabel('ocean', 16)).toBeNull();
  });

  it('gives drayage its own labels, Completed at 13 and Arrived at destination ramp at 15', () => {
    expect(Object.values(DRAYAGE_STAGE_LABELS)).toEqual([
      'Booked',
      'Collected from Shipper',
      'Not arrived at Port of Load',
      'Waiting at terminal',
      'Waiting for pickup',
      'Pending return',
      'Completed',
      'Arrived at destination ramp',
    ]);
    expect(stageLabel('drayage', 13)).toBe('Completed');
    expect(stageLabel('drayage', 15)).toBe('Arrived at destination ramp');
    expect(stageLabel('drayage', 5)).toBeNull();
  });

  it('maps the platform shipping modes to order modes', () => {
    expect(orderModeOfShippingMode('drayage_chassis')).toBe('drayage');
    expect(orderModeOfShippingMode('integrated_shipping')).toBe('integrated');
    expect(orderModeOfShippingMode('ocean')).toBe('ocean');
    expect(orderModeOfShippingMode('ports')).toBeNull();
  });
});

describe('move types (spec 02 §9) and the address rule (spec 02 §5)', () => {
  it('offers each mode its move types', () => {
    expect(moveTypesOf('rail')).toEqual(['Door-to-Door', 'Ramp-to-Ramp', 'Door-to-Ramp', 'Ramp-to-Door']);
    expect(moveTypesOf('ocean')).toEqual(expect.arrayContaining(['Door-to-Door', 'Door-to-Port', 'Port-to-Door']));
    expect(moveTypesOf('drayage')).toContain('Drayage WHS Deliver Full and Pick-up Empty');
    expect(moveTypesOf('drayage')).toHaveLength(6);
    expect(isMoveTypeOf('rail', 'Door-to-Port')).toBe(false);
  });

  it('fills the origin address only for Door-to-Door and Door-to-Port, the destination only for Port-to-Door and Door-to-Door', () => {
    expect(addressFieldsFor('Door-to-Door')).toEqual({ origin: true, destination: true });
    expect(addressFieldsFor('Door-to-Port')).toEqual({ origin: true, destination: false });
    expect(addressFieldsFor('Port-to-Door')).toEqual({ origin: false, destination: true });
    expect(addressFieldsFor('Port-to-Port')).toEqual({ origin: false, destination: false });
    expect(addressFieldsFor('Ramp-to-Door')).toEqual({ origin: false, destination: false });
    expect(addressFieldsFor(null)).toEqual({ origin: false, destination: false });
  });

  it('clears the address fields the move type does not allow', () => {
    const entry = {
      moveType: 'Door-to-Port',
      shipperLocation: { city: 'Shanghai' },
      consigneeLocation: { city: 'Vancouver' },
    };
    expect(applyAddressRule(entry, { origin: ['shipperLocation'], destination: ['consigneeLocation'] })).toEqual({
      moveType: 'Door-to-Port',
      shipperLocation: { city: 'Shanghai' },
    });
  });
});

describe('tracking event schema', () => {
  const base = {
    eventType: 'EQUIPMENT',
    eventCode: 'load',
    eventTime: '2026-03-01T02:00:00+08:00',
    location: 'cnsha',
    containerNumber: 'MSKU 123456-5',
    idempotencyKey: 'edi-315-42',
  };

  it('parses a DCSA equipment event, normalising code, place and container number', () => {
    const parsed = parseTrackingEvent(base);
    expect(parsed.success && parsed.data).toMatchObject({
      eventCode: 'LOAD',
      location: 'CNSHA',
      containerNumber: 'MSKU1234565',
      eventClassifier: 'ACT',
      source: 'api',
    });
  });

  it('refuses a code of another event type, a time without offset, a bad check digit or place', () => {
    const messages = (input: object) => {
      const parsed = parseTrackingEvent({ ...base, ...input });
      return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    };
    expect(messages({ eventType: 'TRANSPORT' })).toEqual(['eventCode: LOAD is not a DCSA transport event code']);
    expect(messages({ eventTime: '2026-03-01T02:00:00' })).toEqual([
      'eventTime: Must be a date and time with its offset, e.g. 2026-03-02T14:30:00-05:00',
    ]);
    expect(messages({ containerNumber: 'MSKU1234566' })).toEqual([
      'containerNumber: The check digit of MSKU123456 should be 5',
    ]);
    expect(messages({ location: 'CN SH' })).toEqual(['location: Must be a UN/LOCODE such as CAMTR']);
    expect(messages({ idempotencyKey: ' ' })).toEqual(['idempotencyKey: This field is required']);
    expect(messages({ transportMode: 'SHIP' })).toEqual([
      'transportMode: The transport mode is VESSEL, BARGE, RAIL, TRUCK or AIRCRAFT',
    ]);
  });

  it('knows which type each code belongs to', () => {
    expect(eventTypeOf('DEPA')).toBe('TRANSPORT');
    expect(eventTypeOf('GTOT')).toBe('EQUIPMENT');
    expect(eventTypeOf('CMPL')).toBe('SHIPMENT');
    expect(eventTypeOf('XXXX')).toBeNull();
  });

  // The code lists are those of shared/data/dcsa-reference-data, checked against the files where they are.
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const dcsa = [process.env.SHARED_DATA_DIR, path.join(repo, '../shared/data'), path.join(repo, '../../shared/data')]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, 'dcsa-reference-data/referencedata-legacy-2023'))
    .find((dir) => existsSync(dir));
  const firstColumn = (file: string) =>
    Papa.parse<string[]>(readFileSync(path.join(dcsa as string, file), 'utf8'), { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => (row[0] ?? '').trim());

  it.runIf(dcsa)('uses exactly the DCSA code lists', () => {
    expect(firstColumn('transporteventtypecodes.csv')).toEqual([...TRANSPORT_EVENT_CODES]);
    expect(firstColumn('equipmenteventtypecodes.csv')).toEqual([...EQUIPMENT_EVENT_CODES]);
    expect(firstColumn('shipmenteventtypecodes.csv')).toEqual([...SHIPMENT_EVENT_CODES]);
    expect(firstColumn('eventclassifiercodes.csv')).toEqual([...EVENT_CLASSIFIERS]);
    expect(firstColumn('facilitytypes.csv')).toEqual([...FACILITY_TYPES]);
    expect(firstColumn('shipmentlocationtypes.csv')).toEqual([...SHIPMENT_LOCATION_TYPES]);
  });
});

describe('catalogue keys of the labels', () => {
  it('finds every status, stage and mode label in the English catalogue, with the same words', async () => {
    const { default: catalogue } = await import('../../../../apps/web/src/locales/en/orders.json');
    const at = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    for (const status of ORDER_STATUSES) {
      expect(at(orderStatusTextKey(status))).toBe(ORDER_STATUS_LABELS[status]);
    }
    OCEAN_STAGE_LABELS.forEach((label, stage) => {
      expect(at(orderStageTextKey('ocean', stage))).toBe(label);
    });
    for (const [stage, label] of Object.entries(DRAYAGE_STAGE_LABELS)) {
      expect(at(orderStageTextKey('drayage', Number(stage)))).toBe(label);
    }
    for (const mode of ORDER_MODES) {
      expect(at(orderModeTextKey(mode))).toBe(ORDER_MODE_LABELS[mode]);
    }
  });
});
