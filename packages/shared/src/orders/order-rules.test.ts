import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { LOCATION_MSG } from '../features/locations/locations.contract';
import {
  checkHazardClass,
  checkIncoterm,
  checkMoveType,
  checkUnlocode,
  checkUnNumber,
  convertVolume,
  convertWeight,
  dangerousGoodsLineSchema,
  hazardDivision,
  INCOTERM_CODES,
  INCOTERMS_2020,
  moveTypeField,
  normalizeVolumeUnit,
  normalizeWeightUnit,
  roundTo,
  unlocodeField,
  weightInKg,
  weightSchema,
} from './order-rules';
import { ORDERS_MSG } from './orders-messages';

// The project's reference data (shared/data beside the repository, or SHARED_DATA_DIR): the full-file
// cross-checks run where it is; the rows copied below always run.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sharedData = [
  process.env.SHARED_DATA_DIR,
  path.join(repo, '../shared/data'),
  path.join(repo, '../../shared/data'),
]
  .filter((dir): dir is string => Boolean(dir))
  .find((dir) => existsSync(path.join(dir, 'dangerous-goods')));
const readCsv = (file: string) =>
  Papa.parse<Record<string, string>>(readFileSync(path.join(sharedData as string, file), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;

describe('UN/LOCODE', () => {
  it('accepts the format and normalises case and spaces', () => {
    expect(checkUnlocode('CAVAN')).toBeNull();
    expect(checkUnlocode('us lax')).toBeNull();
    expect(unlocodeField().parse(' de ham')).toBe('DEHAM');
  });

  it('refuses what breaks the pattern, naming the rule', () => {
    expect(checkUnlocode('CAV4N1')).toBe(LOCATION_MSG.unlocode);
    expect(checkUnlocode('CA1AN')).toBe(LOCATION_MSG.unlocode);
    expect(checkUnlocode('C4VAN')).toBe(LOCATION_MSG.unlocode);
    expect(checkUnlocode('')).toBe('This field is required');
  });

  it('checks membership through the lookup it is given (the server passes the shipped list)', () => {
    const known = new Set(['CAVAN', 'CATOR', 'CNSHA']);
    const isKnown = (code: string) => known.has(code);
    expect(checkUnlocode('CAVAN', isKnown)).toBeNull();
    expect(checkUnlocode('CAZZZ', isKnown)).toBe('CAZZZ is not in the UN/LOCODE list');
    expect(unlocodeField(isKnown).safeParse('CAZZZ').error?.issues[0]?.message).toBe(
      'CAZZZ is not in the UN/LOCODE list',
    );
  });
});

describe('move types', () => {
  it("accepts the mode's move types and names the one that does not belong", () => {
    expect(moveTypeField('rail').parse(' Ramp-to-Ramp ')).toBe('Ramp-to-Ramp');
    expect(checkMoveType('Door-to-Port', 'ocean')).toBeNull();
    expect(checkMoveType('Door-to-Port', 'rail')).toBe('Door-to-Port is not a move type of this mode');
    expect(checkMoveType('Drayage WHS Pick-up empty', 'drayage')).toBeNull();
    expect(moveTypeField('drayage').safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('Incoterms 2020', () => {
  it('has the 11 rules of the shared data set, with the same sea-only group', () => {
    expect(INCOTERM_CODES).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
    expect(INCOTERMS_2020.filter((r) => r.seaOnly).map((r) => r.code)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
  });

  it('refuses FAS, FOB, CFR and CIF for road, rail and air, and accepts them for ocean', () => {
    for (const code of ['FAS', 'FOB', 'CFR', 'CIF']) {
      for (const mode of ['road', 'rail', 'air'] as const) {
        expect(checkIncoterm(code, mode)).toBe(
          `${code} is for sea and inland waterway transport only; use FCA, CPT or CIP instead`,
        );
      }
      expect(checkIncoterm(code, 'ocean')).toBeNull();
    }
    for (const code of ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']) {
      expect(checkIncoterm(code, 'air')).toBeNull();
      expect(checkIncoterm(code.toLowerCase(), 'road')).toBeNull();
    }
  });

  it('refuses DAT (Incoterms 2010, gone in 2020) and anything else', () => {
    expect(checkIncoterm('DAT', 'ocean')).toBe(ORDERS_MSG.incoterm);
    expect(checkIncoterm('FOBB')).toBe(ORDERS_MSG.incoterm);
  });

  it.runIf(sharedData)('matches shared/data/incoterms-2020/incoterms-2020.csv', () => {
    const rows = readCsv('incoterms-2020/incoterms-2020.csv');
    expect(rows.map((r) => [r.code, r.sea_and_inland_waterway_only === 'true'])).toEqual(
      INCOTERMS_2020.map((r) => [r.code, r.seaOnly]),
    );
  });
});

describe('dangerous goods lines', () => {
  // Rows of the US DOT Hazardous Materials Table (49 CFR 172.101, 2019) in shared/data/dangerous-goods.
  const DOT_ROWS = [
    ['UN1090', 'Acetone', '3', 'II'],
    ['UN1203', 'Gasoline', '3', 'II'],
    ['UN1005', 'Ammonia, anhydrous', '2.3', ''],
    ['UN1950', 'Aerosols, flammable', '2.1', ''],
    ['UN2794', 'Batteries, wet, filled with acid', '8', ''],
    ['UN1845', 'Carbon dioxide, solid or Dry ice', '9', ''],
    ['UN3077', 'Environmentally hazardous substance, solid, n.o.s', '9', 'III'],
    ['UN0336', 'Fireworks', '1.4G', ''],
    ['UN3480', 'Lithium ion batteries', '9', ''],
    ['UN2910', 'Radioactive material, excepted package', '7', ''],
    ['UN1428', 'Sodium', '4.3', 'I'],
    ['UN1263', 'Paint', '3', 'III'],
  ] as const;

  it('accepts real lines from the DOT table', () => {
    const schema = dangerousGoodsLineSchema();
    for (const [unNumber, name, hazardClass, pg] of DOT_ROWS) {
      const line = schema.parse({
        unNumber,
        hazardClass,
        properShippingName: name,
        ...(pg ? { packingGroup: pg } : {}),
      });
      expect(line.unNumber).toBe(unNumber);
    }
  });

  it('refuses a UN number that is not UN and 4 digits, and a class that does not exist', () => {
    expect(checkUnNumber('1203')).toBe('A UN number is UN and 4 digits, e.g. UN1203');
    expect(checkUnNumber('UN12034')).toBe(ORDERS_MSG.unNumber);
    expect(checkUnNumber('NA1993')).toBe(ORDERS_MSG.unNumber);
    expect(checkUnNumber('un 1203')).toBeNull();
    for (const bad of ['1', '1.7', '2', '2.4', '4.4', '5.3', '6.3', '10', '0', '3.1', '1.4Z']) {
      expect(checkHazardClass(bad)).toBe(ORDERS_MSG.hazardClass);
    }
    for (const good of [
      '1.1',
      '1.6',
      '1.4S',
      '1.1d',
      '2.1',
      '2.3',
      '3',
      '4.1',
      '4.3',
      '5.1',
      '5.2',
      '6.1',
      '6.2',
      '7',
      '8',
      '9',
    ]) {
      expect(checkHazardClass(good)).toBeNull();
    }
    expect(hazardDivision('1.4S')).toBe('1.4');
    const issues = dangerousGoodsLineSchema().safeParse({ unNumber: 'UN12', hazardClass: '10', packingGroup: 'IV' })
      .error?.issues;
    expect(issues?.map((i) => [i.path[0], i.message])).toEqual([
      ['unNumber', ORDERS_MSG.unNumber],
      ['hazardClass', ORDERS_MSG.hazardClass],
      ['packingGroup', ORDERS_MSG.packingGroup],
    ]);
  });

  it('checks a UN number against the list it is given', () => {
    const known = new Set(DOT_ROWS.map((row) => row[0] as string));
    expect(checkUnNumber('UN1203', (n) => known.has(n))).toBeNull();
    expect(checkUnNumber('UN9999', (n) => known.has(n))).toBe('UN9999 is not in the dangerous goods list');
  });

  it.runIf(sharedData)('accepts every numbered, allowed row of the DOT table and every ADR explosive', () => {
    const dot = readCsv('dangerous-goods/us-dot-hmt-49cfr172.101-2019.csv').filter(
      (r) =>
        r.un_na_number?.startsWith('UN') &&
        !['Forbidden', 'ORM-D', 'Comb liq', ''].includes(r.hazard_class_division ?? ''),
    );
    expect(dot.length).toBeGreaterThan(2500);
    const refused = dot.filter(
      (r) =>
        checkUnNumber(r.un_na_number as string) !== null ||
        checkHazardClass(r.hazard_class_division as string) !== null,
    );
    expect(refused).toEqual([]);
    // NA numbers are North American only: not UN numbers.
    const na = readCsv('dangerous-goods/us-dot-hmt-49cfr172.101-2019.csv').filter((r) =>
      r.un_na_number?.startsWith('NA'),
    );
    expect(na.length).toBeGreaterThan(0);
    expect(na.every((r) => checkUnNumber(r.un_na_number as string) !== null)).toBe(true);
    // Some ADR rows came out of the PDF without their classification code: those say nothing.
    const explosives = readCsv('dangerous-goods/adr-un-numbers-betransit.csv').filter(
      (r) => r.class === '1' && r.classification_code,
    );
    expect(explosives.length).toBeGreaterThan(300);
    expect(explosives.filter((r) => checkHazardClass((r.classification_code as string) ?? '') !== null)).toEqual([]);
  });
});

describe('weights and volumes', () => {
  it("reads the spec's unit spellings: lbs → lb, kgs → kg", () => {
    expect(normalizeWeightUnit('LBS')).toBe('lb');
    expect(normalizeWeightUnit('kgs')).toBe('kg');
    expect(normalizeWeightUnit(' Kg ')).toBe('kg');
    expect(normalizeWeightUnit('tons')).toBeNull();
    expect(normalizeVolumeUnit('cbm')).toBe('CBM');
    expect(normalizeVolumeUnit('ft3')).toBe('CFT');
    expect(weightSchema.parse({ value: 12000, unit: 'KGS' })).toEqual({ value: 12000, unit: 'kg' });
    expect(weightSchema.safeParse({ value: 5, unit: 'tons' }).error?.issues[0]?.message).toBe(
      'The weight unit is kg or lb',
    );
    expect(weightSchema.safeParse({ value: 0, unit: 'kg' }).error?.issues[0]?.message).toBe('Must be more than 0');
  });

  it('converts with the exact definitions: 1 lb = 0.45359237 kg, 1 ft³ = 0.028316846592 m³', () => {
    expect(convertWeight(1000, 'lb', 'kg')).toBe(453.592);
    expect(convertWeight(20000, 'kg', 'lb')).toBe(44092.452);
    expect(convertWeight(44092.452, 'lb', 'kg')).toBe(20000);
    expect(weightInKg({ value: 52910, unit: 'lb' })).toBe(23999.572);
    expect(convertVolume(67.7, 'CBM', 'CFT')).toBe(2390.8029);
    expect(convertVolume(1000, 'CFT', 'CBM')).toBe(28.3168);
    expect(convertWeight(12.5, 'kg', 'kg')).toBe(12.5);
  });

  it('rounds half away from zero in decimal', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.675, 2)).toBe(-2.68);
  });
});
