#!/usr/bin/env node
// Builds the reference data the server ships (apps/server/src/kernel/datasets/) from the
// project's shared data sets (shared/data beside the repository):
//   countries.json     ISO 3166-1: code2, code3, name                 (Debian iso-codes)
//   subdivisions.json  ISO 3166-2 per country: [code, name, type]     (Debian iso-codes)
//   unlocodes.json     UN/LOCODE location codes per country           (UNECE 2024-2 + 2022 supplement)
// Usage: node scripts/build-reference-data.mjs [path/to/shared/data]
// Re-run it when a newer edition lands in shared/data, then commit the regenerated files.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(process.argv[2] ?? process.env.SHARED_DATA_DIR ?? path.join(root, '..', 'shared', 'data'));
const target = path.join(root, 'apps/server/src/kernel/datasets');

const iso = path.join(source, 'iso-3166/debian-iso-codes');
const locode = path.join(source, 'un-locode');
const LOCODE_FILES = [
  // UNECE release 2024-2, parts 2 and 3 (GA to ZW): no header row.
  { file: 'code-list-2024-2-official/2024-2-UNLOCODE-CodeListPart2.utf8.csv', header: false },
  { file: 'code-list-2024-2-official/2024-2-UNLOCODE-CodeListPart3.utf8.csv', header: false },
  // Part 1 (AD to FR) is missing from 2024-2; the 2022 edition stands in for it.
  { file: 'code-list-supplement-2022/ophpl-2022-countries-AD-to-FR.csv', header: true },
];

if (!existsSync(iso) || !existsSync(locode)) {
  console.error(`Shared data not found under ${source}`);
  process.exit(1);
}

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

const byName = (a, b) => a.name.localeCompare(b.name, 'en');

// ISO 3166-1: the common name where Debian gives one ('Bolivia' for 'Bolivia, Plurinational State of');
// the other names stay as aliases so that a CSV may write any of them.
const countryRows = JSON.parse(readFileSync(path.join(iso, 'iso_3166-1.json'), 'utf8'))['3166-1'];
const countries = countryRows
  .map((c) => {
    const name = c.common_name ?? c.name;
    const aliases = [...new Set([c.name, c.official_name].filter((n) => n && n !== name))];
    return { code2: c.alpha_2, code3: c.alpha_3, name, ...(aliases.length > 0 ? { aliases } : {}) };
  })
  .sort(byName);
const known = new Set(countries.map((c) => c.code2));

// ISO 3166-2: the code without its country prefix ('QC' of 'CA-QC'), as addresses write it.
const subdivisionRows = JSON.parse(readFileSync(path.join(iso, 'iso_3166-2.json'), 'utf8'))['3166-2'];
const subdivisions = {};
for (const s of subdivisionRows) {
  const [country, code] = s.code.split('-');
  if (!known.has(country) || !code) {
    continue;
  }
  subdivisions[country] ??= [];
  subdivisions[country].push({ code, name: s.name, type: s.type });
}
const sortedSubdivisions = Object.fromEntries(
  Object.keys(subdivisions)
    .sort()
    .map((country) => [country, subdivisions[country].sort(byName).map((s) => [s.code, s.name, s.type])]),
);

// UN/LOCODE: every location code (all functions), less entries marked for deletion and codes that
// break the standard's pattern. Grouped per country as one space-separated string to stay small.
const LOCATION_PATTERN = /^[A-Z2-9]{3}$/;
const codes = {};
let skipped = 0;
for (const { file, header } of LOCODE_FILES) {
  const records = parseCsv(readFileSync(path.join(locode, file), 'utf8'));
  for (const [change, country, location] of header ? records.slice(1) : records) {
    if (!location) {
      continue;
    }
    if (change?.toUpperCase() === 'X' || !known.has(country) || !LOCATION_PATTERN.test(location)) {
      skipped++;
      continue;
    }
    codes[country] ??= new Set();
    codes[country].add(location);
  }
}
const unlocodes = Object.fromEntries(
  Object.keys(codes)
    .sort()
    .map((country) => [country, [...codes[country]].sort().join(' ')]),
);
const codeCount = Object.values(codes).reduce((n, set) => n + set.size, 0);

mkdirSync(target, { recursive: true });
const write = (name, value) => writeFileSync(path.join(target, name), `${JSON.stringify(value, null, 2)}\n`);
write('countries.json', countries);
write('subdivisions.json', sortedSubdivisions);
write('unlocodes.json', unlocodes);
// iso-codes is LGPL-2.1-or-later: its licence travels with the data derived from it.
const lgpl = '/usr/share/common-licenses/LGPL-2.1';
if (existsSync(lgpl)) {
  copyFileSync(lgpl, path.join(target, 'LICENSE-iso-codes-LGPL-2.1.txt'));
}

// The repository's formatter owns the layout of committed JSON.
const biome = path.join(root, 'node_modules/.bin/biome');
if (existsSync(biome)) {
  spawnSync(biome, ['format', '--write', target], { stdio: 'inherit' });
}

console.log(
  `countries ${countries.length}, subdivisions ${subdivisionRows.length}, ` +
    `UN/LOCODE ${codeCount} codes in ${Object.keys(codes).length} countries (${skipped} skipped)`,
);
