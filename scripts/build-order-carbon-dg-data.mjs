#!/usr/bin/env node
// Builds the two data files the order carbon and dangerous goods feature reads
// (apps/server/src/features/order-carbon-dg/datasets/ and apps/server/src/kernel/datasets/, see NOTICE.md there) from the project's shared
// data sets (shared/data beside the repository):
//   locode-coordinates.json  UN/LOCODE coordinates per country: "LOC" + "DDMMN DDDMME" without the space,
//                            one space-separated string per country (UNECE 2024-2 + 2022 supplement)
//   dangerous-goods.json     UN number → its rows [class or division, packing group, proper shipping
//                            name, flags] (US DOT Hazardous Materials Table 2019; ADR Table A for the
//                            UN numbers the US table lacks). Flags: P forbidden on passenger aircraft,
//                            C forbidden on cargo aircraft.
// Usage: node scripts/build-order-carbon-dg-data.mjs [path/to/shared/data]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(process.argv[2] ?? process.env.SHARED_DATA_DIR ?? path.join(root, '..', 'shared', 'data'));
const target = path.join(root, 'apps/server/src/features/order-carbon-dg/datasets');
// The coordinates are kernel reference data (several features read them).
const kernelTarget = path.join(root, 'apps/server/src/kernel/datasets');

// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
const parseCsv = (text) => {
  const records = [];
  let record = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
      }
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
};

const read = (file) => parseCsv(readFileSync(path.join(source, file), 'utf8'));

// UN/LOCODE coordinates. The 2024-2 parts come first: a code found there is not taken from the 2022 supplement.
const LOCODE_FILES = [
  { file: 'un-locode/code-list-2024-2-official/2024-2-UNLOCODE-CodeListPart2.utf8.csv', header: false },
  { file: 'un-locode/code-list-2024-2-official/2024-2-UNLOCODE-CodeListPart3.utf8.csv', header: false },
  { file: 'un-locode/code-list-supplement-2022/ophpl-2022-countries-AD-to-FR.csv', header: true },
];
const COORDINATES = /^(\d{4})([NS]) (\d{5})([EW])$/;
const seen = new Set();
const byCountry = {};
let count = 0;
for (const { file, header } of LOCODE_FILES) {
  for (const row of read(file).slice(header ? 1 : 0)) {
    const [change, country, location, , , , , , , , coordinates] = row;
    if (!country || !location || change === 'X' || !/^[A-Z2-9]{3}$/.test(location)) {
      continue;
    }
    const code = `${country}${location}`;
    const match = COORDINATES.exec((coordinates ?? '').trim());
    if (seen.has(code) || !match) {
      continue;
    }
    seen.add(code);
    byCountry[country] =
      `${byCountry[country] ? `${byCountry[country]} ` : ''}${location}${match[1]}${match[2]}${match[3]}${match[4]}`;
    count++;
  }
}
// Demo lanes' codes the shipped editions list without coordinates (the 2022 supplement has none for
// CAVAN, CATOR, CAMTR, CNSHA, CNNGB, CNPVG; 2024-2 none for USCHI). Each takes the coordinates of
// another code of the same shipped list at the same place, named here so the choice is visible
// (docs/orders-carbon.md, "Stand-in coordinates"). A code that gets its own coordinates in a later
// edition keeps them: stand-ins only fill a gap.
const STAND_INS = {
  CNSHA: 'CNSGH', // Shanghai Hongqiao Apt → Shanghai (the port's code)
  CNNGB: 'CNNBG', // Ningbo Lishe Apt → Ningbo Pt
  CNPVG: 'CNPDG', // Shanghai Pudong Apt → Pudong/Shanghai
  CAVAN: 'CACXH', // Vancouver → Vancouver Harbour Water Apt/Vancouver (on the harbour)
  CATOR: 'CAYTZ', // Toronto → Billy Bishop Toronto City Apt/Toronto (downtown waterfront)
  CAMTR: 'CAMRE', // Montreal → Montréal-Est (the port's east end)
  USCHI: 'USCGH', // Chicago → Chicago Heights (about 40 km south of the Loop)
};
const coordinateOf = (code) =>
  new RegExp(`(?:^| )${code.slice(2)}(\\d{4}[NS]\\d{5}[EW])`).exec(byCountry[code.slice(0, 2)] ?? '')?.[1];
for (const [code, from] of Object.entries(STAND_INS)) {
  const own = coordinateOf(code);
  const theirs = coordinateOf(from);
  if (own || !theirs) {
    if (!theirs) {
      throw new Error(`stand-in ${from} for ${code} has no coordinates`);
    }
    continue;
  }
  const country = code.slice(0, 2);
  byCountry[country] = `${byCountry[country]} ${code.slice(2)}${theirs}`;
  count++;
}
const sortedCountries = Object.fromEntries(Object.entries(byCountry).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(kernelTarget, 'locode-coordinates.json'), `${JSON.stringify(sortedCountries)}\n`);

// Dangerous goods.
const CLASS = /^(1\.[1-6][A-HJ-LNS]?|2\.[1-3]|3|4\.[1-3]|5\.[12]|6\.[12]|7|8|9)$/;
const dg = {};
const [hmtHeader, ...hmtRows] = read('dangerous-goods/us-dot-hmt-49cfr172.101-2019.csv');
const col = (name) => hmtHeader.indexOf(name);
for (const row of hmtRows) {
  const un = row[col('un_na_number')];
  const hazardClass = row[col('hazard_class_division')];
  if (!/^UN\d{4}$/.test(un ?? '') || !CLASS.test(hazardClass ?? '')) {
    continue;
  }
  const name = (row[col('proper_shipping_names')] ?? '').split(' | ')[0].slice(0, 200);
  const flags = `${row[col('passenger_aircraft_rail_max_qty')] === 'Forbidden' ? 'P' : ''}${row[col('cargo_aircraft_max_qty')] === 'Forbidden' ? 'C' : ''}`;
  const entry = [hazardClass, row[col('packing_group')] || '', name, flags];
  dg[un] = [...(dg[un] ?? []), entry].filter((e, i, all) => all.findIndex((o) => o[0] === e[0] && o[1] === e[1]) === i);
}
let adrOnly = 0;
for (const [number, description, adrClass, classification] of read(
  'dangerous-goods/adr-un-numbers-betransit.csv',
).slice(1)) {
  const un = `UN${number}`;
  if (!/^\d{4}$/.test(number ?? '') || dg[un]) {
    continue;
  }
  // ADR gives no packing group ('*': any) and class 2 without its division.
  const classes = adrClass === '1' ? [classification] : adrClass === '2' ? ['2.1', '2.2', '2.3'] : [adrClass];
  const entries = classes.filter((c) => CLASS.test(c ?? '')).map((c) => [c, '*', description.slice(0, 200), '']);
  if (entries.length > 0) {
    dg[un] = entries;
    adrOnly++;
  }
}
const sortedDg = Object.fromEntries(Object.entries(dg).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(target, 'dangerous-goods.json'), `${JSON.stringify(sortedDg)}\n`);
console.log(`${count} UN/LOCODE coordinates, ${Object.keys(dg).length} UN numbers (${adrOnly} from ADR only)`);
