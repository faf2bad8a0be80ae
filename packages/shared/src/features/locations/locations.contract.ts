import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { LOCATION_LIST_LIMIT, PRODUCT_SLUG, TABLE_PAGE_SIZE } from '../../constants/app';
import { defineMessages, MSG, withParams } from '../../constants/messages';
import { searchField } from '../../validation/text';
import { requiredString } from '../../validation/validators';

// Company locations (spec 01 §3 Location, §5 CSV rules, §8, §9). `country` is an ISO 3166-1 alpha-2
// code, `state` an ISO 3166-2 subdivision code without its country prefix ('QC'), and the code of a
// port or terminal a UN/LOCODE.

export const LOCATION_TYPES = [
  'port',
  'terminal',
  'rail-terminal',
  'rail-yard',
  'yard',
  'dc',
  'warehouse',
  'office',
  'customer',
] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];

/** English labels; the web translates them under `locations.types`. */
export const LOCATION_TYPE_LABELS: Record<TLocationType, string> = {
  port: 'Port',
  terminal: 'Terminal',
  'rail-terminal': 'Rail terminal',
  'rail-yard': 'Rail yard',
  yard: 'Yard',
  dc: 'Distribution center',
  warehouse: 'Warehouse',
  office: 'Office',
  customer: 'Customer',
};

/** Location types whose code is a UN/LOCODE. */
export const UNLOCODE_TYPES: readonly TLocationType[] = ['port', 'terminal'];
/** Two letters of country, then three of location; UN/LOCODE never uses 0 or 1. */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

export const isUnlocodeType = (type: string): boolean => (UNLOCODE_TYPES as readonly string[]).includes(type);

export const LOCATION_CSV_COLUMNS = [
  'name',
  'address',
  'postCode',
  'code',
  'city',
  'country',
  'state',
  'type',
  'latitude',
  'longitude',
] as const;
export type TLocationCsvColumn = (typeof LOCATION_CSV_COLUMNS)[number];
/** The columns a location file must have; latitude and longitude (issue 18) may be left out. */
export const LOCATION_CSV_REQUIRED: readonly TLocationCsvColumn[] = LOCATION_CSV_COLUMNS.filter(
  (column) => column !== 'latitude' && column !== 'longitude',
);
/** The import assistant's template for location files: /api/imports/locations (docs/imports.md). */
export const LOCATION_IMPORT_TEMPLATE = 'locations';
export const LOCATION_TEMPLATE_FILE = `${PRODUCT_SLUG}_location.csv`;
export const LOCATION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const ROW_COUNT_MSG = defineMessages('locations.messages', {
  rowWithErrors: '1 row has errors',
  rowsWithErrors: withParams('{{n}} rows have errors', (n: number) => ({ n })),
});
const rowsWithErrors = (n: number) => (n === 1 ? ROW_COUNT_MSG.rowWithErrors : ROW_COUNT_MSG.rowsWithErrors(n));

export const LOCATION_MSG = {
  ...defineMessages('locations.messages', {
    // The spec's words (spec 01 §8, spec 02 §8, 'succesfully' as written there).
    failedToAdd: 'Failed to add company location',
    imported: 'File imported succesfully',
    fileEmpty: 'File is empty',
    notSupported: withParams('{{file}} is not supported file types', (file: string) => ({ file })),
    // Ours, in the spec's style.
    failedToUpdate: 'Failed to update company location',
    created: 'Location has been created',
    updated: 'Location has been updated',
    deleted: 'Location has been deleted',
    unlocode: 'Must be a UN/LOCODE such as CAMTR',
    unlocodeCountry: withParams("Must be a UN/LOCODE of the location's country ({{country}}…)", (country: string) => ({
      country,
    })),
    unlocodeUnknown: withParams('{{code}} is not in the UN/LOCODE list', (code: string) => ({ code })),
    country: 'Must be an ISO country code such as CA',
    latitude: 'Latitude is a number of degrees from -90 to 90',
    longitude: 'Longitude is a number of degrees from -180 to 180',
    coordinatesPair: 'Enter both latitude and longitude, or neither',
    countryUnknown: withParams('{{country}} is not a known country', (country: string) => ({ country })),
    stateNotInCountry: withParams(
      '{{state}} is not a state or province of {{country}}',
      (state: string, country: string) => ({ state, country }),
    ),
    type: `Must be one of: ${LOCATION_TYPES.join(', ')}`,
    duplicateCode: withParams(
      'A {{type}} location with code {{code}} already exists',
      (type: string, code: string) => ({ type, code }),
    ),
    duplicateInFile: withParams('Same type and code as row {{row}}', (row: number) => ({ row })),
    inUse: withParams('This location is used by account {{account}}', (account: string) => ({ account })),
    fileTooLarge: withParams('The file must be at most {{mb}} MB', (mb: number) => ({ mb })),
    headerMissing: `The header row is missing: ${LOCATION_CSV_REQUIRED.join(', ')}`,
    rowBeforeHeader: withParams('No row may come before the header (row {{headerRow}})', (headerRow: number) => ({
      headerRow,
    })),
    unknownColumn: withParams('Unknown column {{column}}', (column: string) => ({ column })),
    missingColumn: withParams('Missing column {{column}}', (column: string) => ({ column })),
    tooManyCells: withParams('Expected {{expected}} columns, found {{found}}', (expected: number, found: number) => ({
      expected,
      found,
    })),
    // The causes after 'Failed to add company location: '.
    atRow: withParams('row {{row}}: {{cause}}', (row: number, cause: string) => ({ row, cause }), {
      nested: ['cause'],
    }),
    firstAtRow: withParams(
      '{{rows}}, the first at row {{row}}: {{cause}}',
      (rows: number, row: number, cause: string) => ({ rows: rowsWithErrors(rows), row, cause }),
      { nested: ['rows', 'cause'] },
    ),
    addedMeanwhile: 'a location of the file was added meanwhile',
    exportTooLarge: withParams(
      'More than {{max}} locations match; narrow the search to export them',
      (max: number) => ({ max }),
    ),
    importQueued: 'The file is being imported',
  }),
  rowsWithErrors,
};

/** 'Failed to add company location: <cause>' (spec 01 §8). */
export const withCause = MSG.withCause;

// Type of a CSV cell or form value: 'Distribution center', 'rail yard' and 'DC' all name a type.
const typeKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
const TYPE_ALIASES: ReadonlyMap<string, TLocationType> = new Map(
  LOCATION_TYPES.flatMap((type) => [
    [type, type],
    [typeKey(LOCATION_TYPE_LABELS[type]), type],
  ]),
);
/** The type a text names (its value or English label, any case), or the text unchanged. */
export const normalizeLocationType = (value: string): string => TYPE_ALIASES.get(typeKey(value)) ?? value.trim();

const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Optional text: blank or null is absent (stored as null), never an empty string.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((value) => value || undefined);

export const ZLocationContact = z.object({
  firstName: optionalText(80),
  lastName: optionalText(80),
  email: z
    .string()
    .trim()
    .max(254, { error: MSG.maxLength(254) })
    .refine((value) => value === '' || LOOSE_EMAIL.test(value), { error: MSG.email })
    .nullish()
    .transform((value) => value || undefined),
  phone: optionalText(40),
  fax: optionalText(40),
});
export type TLocationContact = z.infer<typeof ZLocationContact>;

const upperText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .transform((value) => value.toUpperCase());

/** A WGS 84 coordinate in degrees: empty is none, text ('45.5') is read as a number (CSV, forms). */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? value.trim() === ''
            ? undefined
            : Number(value.trim())
          : value,
    z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }).optional(),
  );

/** The fields of a location a user writes (form, API, CSV row). */
export const ZLocationFields = z.object({
  name: requiredString(200),
  type: z.enum(LOCATION_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MSG.required : LOCATION_MSG.type),
  }),
  code: upperText(35)
    .nullish()
    .transform((value) => value || undefined),
  locationType: optionalText(80),
  address: optionalText(300),
  address1: optionalText(300),
  city: optionalText(120),
  province: optionalText(120),
  /** A subdivision code ('QC', 'CA-QC') or name ('Quebec'); the server stores the code. */
  state: optionalText(120),
  country: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: LOCATION_MSG.country })),
  zip: optionalText(20),
  postCode: optionalText(20),
  contact: ZLocationContact.nullish().transform((value) => value ?? {}),
  /** Where it is (WGS 84 degrees), for routing and maps (issue 18); both or neither. */
  latitude: coordinate(90, LOCATION_MSG.latitude),
  longitude: coordinate(180, LOCATION_MSG.longitude),
});

// The rules that tie fields together: a port or terminal needs a UN/LOCODE of its own country.
// Whether the code exists and the state belongs to the country needs the reference data: the server.
export const ZLocationInput = ZLocationFields.superRefine((value, ctx) => {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    const missing = value.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: LOCATION_MSG.coordinatesPair });
  }
  if (!isUnlocodeType(value.type)) {
    return;
  }
  if (!value.code) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: MSG.required });
  } else if (!UNLOCODE_PATTERN.test(value.code)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: LOCATION_MSG.unlocode });
  } else if (/^[A-Z]{2}$/.test(value.country) && !value.code.startsWith(value.country)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: LOCATION_MSG.unlocodeCountry(value.country) });
  }
});
export type TLocationInput = z.input<typeof ZLocationInput>;
export type TLocationValues = z.output<typeof ZLocationInput>;

export const ZLocation = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  code: z.string().nullable(),
  locationType: z.string().nullable(),
  address: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  state: z.string().nullable(),
  /** The subdivision's name (spec 01 §3: 'state (state name)'). */
  stateName: z.string().nullable(),
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  zip: z.string().nullable(),
  postCode: z.string().nullable(),
  contact: z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    fax: z.string().optional(),
  }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const LOCATION_SORTS = ['name', 'type', 'code', 'city', 'state', 'country', 'postCode', 'updatedAt'] as const;

export const ZLocationListQuery = z.object({
  /** One type, or several separated by commas ('yard,rail-yard'). */
  type: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').map((t) => t.trim()) : []))
    .pipe(z.array(z.enum(LOCATION_TYPES, { error: LOCATION_MSG.type }))),
  search: searchField(200),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(LOCATION_LIST_LIMIT).default(TABLE_PAGE_SIZE),
  sort: z.enum(LOCATION_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  cursor: ZListCursor,
});
export type TLocationListQuery = z.input<typeof ZLocationListQuery>;

/** The CSV export: the list's filters and sort, every page of them up to LOCATION_EXPORT_MAX_ROWS rows. */
export const ZLocationExportQuery = ZLocationListQuery.omit({ skip: true, limit: true, cursor: true });
export type TLocationExportQuery = z.input<typeof ZLocationExportQuery>;
export const LOCATION_EXPORT_MAX_ROWS = 100_000;
/** 'lanehub_locations_2026-11-23.csv': the day of the export, in UTC. */
export const locationExportFileName = (day: string) => `${PRODUCT_SLUG}_locations_${day}.csv`;

export const ZLocationTypeOption = z.object({ value: z.enum(LOCATION_TYPES), label: z.string() });
export type TLocationTypeOption = z.infer<typeof ZLocationTypeOption>;

/** One problem of a location file: the row number as in the file (1 is the first line), the column, why. */
export const ZLocationImportRowError = z.object({
  row: z.number().int().min(1),
  field: z.string().optional(),
  message: z.string(),
});
export type TLocationImportRowError = z.infer<typeof ZLocationImportRowError>;
