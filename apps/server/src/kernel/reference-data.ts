import type { TCountry, TCountryState } from '@lanehub/shared';
import countryList from './datasets/countries.json';
import subdivisionLists from './datasets/subdivisions.json';
import unlocodeLists from './datasets/unlocodes.json';

// The reference data the product ships (built by scripts/build-reference-data.mjs; sources and
// licences in datasets/NOTICE.md): countries, their subdivisions and the UN/LOCODE location codes.
// Lookups are in memory; the tables are read once and indexed on first use.

type CountryEntry = TCountry & { aliases?: string[] };

/** Lower case, without accents, punctuation or repeated spaces: 'Québec' and 'quebec' meet. */
const nameKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const countries: readonly CountryEntry[] = countryList;
export const COUNTRIES: readonly TCountry[] = countries.map(({ code2, code3, name }) => ({ code2, code3, name }));

const byCode2 = new Map(countries.map((c) => [c.code2, c]));
const byCode3 = new Map(countries.map((c) => [c.code3, c]));
const byName = new Map(countries.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((name) => [nameKey(name), c])));

/** The ISO alpha-2 code a text names: an alpha-2 or alpha-3 code or an English name, in any case. */
export const findCountry = (input: string | null | undefined): string | null => {
  const text = input?.trim() ?? '';
  if (!text) {
    return null;
  }
  const upper = text.toUpperCase();
  const entry = byCode2.get(upper) ?? byCode3.get(upper) ?? byName.get(nameKey(text));
  return entry?.code2 ?? null;
};

export const countryName = (code2: string | null | undefined): string | null =>
  (code2 && byCode2.get(code2)?.name) || null;

const subdivisions = subdivisionLists as Record<string, string[][]>;
const statesCache = new Map<string, TCountryState[]>();

/** The subdivisions of a country (alpha-2), by name; empty for an unknown country or one without. */
export const statesOf = (code2: string): TCountryState[] => {
  let states = statesCache.get(code2);
  if (!states) {
    states = (subdivisions[code2] ?? []).map(([code = '', name = '', type = '']) => ({ code, name, type }));
    statesCache.set(code2, states);
  }
  return states;
};

/** The subdivision code a text names within a country: 'QC', 'CA-QC' or 'Québec'; null when none. */
export const findState = (code2: string, input: string | null | undefined): string | null => {
  const text = input?.trim() ?? '';
  if (!text) {
    return null;
  }
  const upper = text.toUpperCase();
  const code = upper.startsWith(`${code2}-`) ? upper.slice(code2.length + 1) : upper;
  const key = nameKey(text);
  const found = statesOf(code2).find((s) => s.code === code) ?? statesOf(code2).find((s) => nameKey(s.name) === key);
  return found?.code ?? null;
};

export const stateName = (code2: string | null | undefined, code: string | null | undefined): string | null =>
  (code2 && code && statesOf(code2).find((s) => s.code === code)?.name) || null;

const locodeLists = unlocodeLists as Record<string, string>;
const locodeCache = new Map<string, ReadonlySet<string>>();

/** Whether a five-letter code ('CAMTR') is in the shipped UN/LOCODE list. */
export const isKnownUnlocode = (code: string): boolean => {
  const country = code.slice(0, 2);
  let codes = locodeCache.get(country);
  if (!codes) {
    codes = new Set((locodeLists[country] ?? '').split(' ').filter(Boolean));
    locodeCache.set(country, codes);
  }
  return codes.has(code.slice(2));
};

/** The shipped UN/LOCODEs of a country ('CA' → ['CAAAA', …, 'CAVAN', …]), sorted. */
export const locodesOf = (code2: string): string[] =>
  (locodeLists[code2.toUpperCase()] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((rest) => `${code2.toUpperCase()}${rest}`)
    .sort();
