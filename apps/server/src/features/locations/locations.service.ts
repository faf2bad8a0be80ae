import {
  isUnlocodeType,
  LOCATION_CSV_COLUMNS,
  LOCATION_MSG,
  locationInputOfCsv,
  parseLocationCsv,
  type TLocation,
  type TLocationCsvColumn,
  type TLocationImportRowError,
  type TLocationValues,
  withCause,
  ZLocationInput,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { countryName, findCountry, findState, isKnownUnlocode, stateName } from '../../kernel/reference-data';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { ImportCheck, ImportProblem, ImportProgress, ImportRow } from '../../platform/imports/import-assistant';
import type { Tenant } from '../../platform/tenancy';
import * as q from './locations.queries';

// The rules of company locations: the shared schema checks the fields (UN/LOCODE pattern and country),
// this service checks them against the reference data (known country, state of that country,
// UN/LOCODE in the list) and the company's own records (one location per type and code).

type FieldErrors = Record<string, string>;

export const toLocation = (row: q.LocationRow): TLocation => ({
  id: row.id,
  name: row.name,
  type: row.type,
  code: row.code,
  locationType: row.locationType,
  address: row.address,
  address1: row.address1,
  city: row.city,
  province: row.province,
  state: row.state,
  stateName: stateName(row.country, row.state),
  country: row.country,
  countryName: countryName(row.country),
  zip: row.zip,
  postCode: row.postCode,
  contact: row.contact ?? {},
  latitude: row.latitude,
  longitude: row.longitude,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The row to write for valid fields, or the fields that break a reference rule. */
export const checkReferences = (
  input: TLocationValues,
): { ok: true; values: q.LocationValues } | { ok: false; fieldErrors: FieldErrors } => {
  const fieldErrors: FieldErrors = {};
  const country = findCountry(input.country);
  if (!country) {
    fieldErrors.country = LOCATION_MSG.countryUnknown(input.country);
  }
  let state: string | null = null;
  if (input.state && country) {
    state = findState(country, input.state);
    if (!state) {
      fieldErrors.state = LOCATION_MSG.stateNotInCountry(input.state, countryName(country) ?? country);
    }
  }
  // An unknown country is the cause; its codes are not looked up.
  if (country && input.code && isUnlocodeType(input.type) && !isKnownUnlocode(input.code)) {
    fieldErrors.code = LOCATION_MSG.unlocodeUnknown(input.code);
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    values: {
      name: input.name,
      type: input.type,
      code: input.code ?? null,
      locationType: input.locationType ?? null,
      address: input.address ?? null,
      address1: input.address1 ?? null,
      city: input.city ?? null,
      province: input.province ?? null,
      state,
      country,
      zip: input.zip ?? null,
      postCode: input.postCode ?? null,
      contact: withoutUndefined(input.contact),
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    },
  };
};

const firstError = (fieldErrors: FieldErrors) => Object.values(fieldErrors)[0] ?? LOCATION_MSG.failedToAdd;

const duplicate = (prefix: string, type: string, code: string) => {
  const message = LOCATION_MSG.duplicateCode(type, code);
  return new AppError(409, 'CONFLICT', withCause(prefix, message), { code: message });
};

// --- the CSV import (on the import assistant: locations.import.ts) ---------------------------------

export type LocationReadyRow = { row: number; values: q.LocationValues };
/** Rows checked between two progress reports of the import job's check. */
const PROGRESS_EVERY = 500;

/**
 * Checks the mapped rows of a location file one by one: their fields (the shared schema, the form's
 * messages, coordinates both or neither), the reference data, and duplicates within the file. Pure:
 * the import assistant runs it for the dry run and, in a worker thread, for the job.
 */
export const checkLocationRows = (
  rows: ImportRow[],
  onProgress?: ImportProgress,
): ImportCheck<{ ready: LocationReadyRow[] }> => {
  const errors: ImportProblem[] = [];
  const ready: LocationReadyRow[] = [];
  const firstRowOfKey = new Map<string, number>();
  rows.forEach(({ row, cells }, index) => {
    if (onProgress && ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === rows.length)) {
      onProgress(index + 1, rows.length);
    }
    const values = Object.fromEntries(LOCATION_CSV_COLUMNS.map((c) => [c, cells[c] ?? ''])) as Record<
      TLocationCsvColumn,
      string
    >;
    const raw = locationInputOfCsv(values);
    // A CSV may name the country ('Canada', 'CAN'); the schema wants its alpha-2 code.
    const parsed = ZLocationInput.safeParse({ ...raw, country: findCountry(raw.country) ?? raw.country });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field)) {
          continue;
        }
        seen.add(field);
        const message = field === 'country' && raw.country ? LOCATION_MSG.countryUnknown(raw.country) : issue.message;
        errors.push(field ? { row, column: field, message } : { row, message });
      }
      return;
    }
    const checked = checkReferences(parsed.data);
    if (!checked.ok) {
      for (const [column, message] of Object.entries(checked.fieldErrors)) {
        errors.push({ row, column, message });
      }
      return;
    }
    const { type, code } = checked.values;
    if (code) {
      const key = `${type}|${code}`;
      const earlier = firstRowOfKey.get(key);
      if (earlier !== undefined) {
        errors.push({ row, column: 'code', message: LOCATION_MSG.duplicateInFile(earlier) });
        return;
      }
      firstRowOfKey.set(key, row);
    }
    ready.push({ row, values: checked.values });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { ready } };
};

/**
 * A whole location file read by its header (`parseLocationCsv`: the required columns, no unknown one)
 * and checked row by row: the vendor survey's upload and completion, which have no column mapping.
 */
export const validateRows = (content: string) => {
  const csv = parseLocationCsv(content);
  if (!csv.ok) {
    return { ok: false, refused: { ok: false, message: csv.message, errors: csv.errors } } as const;
  }
  const checked = checkLocationRows(csv.rows.map(({ row, values }) => ({ row, cells: values })));
  const errors: TLocationImportRowError[] = [
    ...csv.errors,
    ...(checked.ok
      ? []
      : checked.errors.map(({ row, column, message }) =>
          column ? { row, field: column, message } : { row, message },
        )),
  ];
  return { ok: true, ready: checked.ok ? checked.value.ready : [], errors } as const;
};

/**
 * In the import job's transaction: the rows whose code the company already has are errors; otherwise
 * every row is inserted (in batches) with one `location.imported` event. Nothing is written on failure.
 */
export const writeLocationRows = async (
  tx: Db,
  tenant: Tenant,
  ready: LocationReadyRow[],
): Promise<{ imported: number } | { errors: ImportProblem[] }> => {
  const typesWithCodes = [...new Set(ready.filter((r) => r.values.code).map((r) => r.values.type))];
  const existing = await q.existingCodeKeys(tx, tenant, typesWithCodes);
  const errors: ImportProblem[] = [];
  for (const { row, values } of ready) {
    if (values.code && existing.has(`${values.type}|${values.code}`)) {
      errors.push({ row, column: 'code', message: LOCATION_MSG.duplicateCode(values.type, values.code) });
    }
  }
  if (errors.length > 0) {
    return { errors };
  }
  const imported = await q.insertLocations(
    tx,
    tenant,
    ready.map((r) => r.values),
  );
  // One event for the whole import (its count), not one per row: the company's locations changed.
  await recordEvent(tx, tenant, {
    aggregateType: 'company',
    aggregateId: tenant.companyId,
    type: 'location.imported',
    after: { imported },
  });
  return { imported };
};

/** The fields of a location the change log keeps: all but its keys and timestamps. */
const logged = (row: q.LocationRow): Record<string, unknown> => {
  const { id: _id, companyId: _companyId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
};

export const createLocationService = (db: Db) => ({
  list: async (tenant: Tenant, params: q.LocationListParams) => {
    const { rows, ...total } = await q.listLocations(db, tenant, params);
    return { rows: rows.map(toLocation), ...total };
  },

  get: async (tenant: Tenant, id: string) => {
    return toLocation(await q.locationRepository.get(db, tenant, id));
  },

  create: async (tenant: Tenant, input: TLocationValues) => {
    const checked = checkReferences(input);
    if (!checked.ok) {
      throw badRequest(withCause(LOCATION_MSG.failedToAdd, firstError(checked.fieldErrors)), checked.fieldErrors);
    }
    const { type, code } = checked.values;
    if (code && (await q.findByCode(db, tenant, type, code))) {
      throw duplicate(LOCATION_MSG.failedToAdd, type, code);
    }
    try {
      const row = await db.transaction(async (tx) => {
        const created = await q.createLocation(tx, tenant, checked.values);
        await recordEvent(tx, tenant, {
          aggregateType: 'location',
          aggregateId: created.id,
          type: 'location.created',
          after: logged(created),
        });
        return created;
      });
      return toLocation(row);
    } catch (error) {
      // Two requests adding the same code at once: the unique index decides.
      if (code && isUniqueViolation(error)) {
        throw duplicate(LOCATION_MSG.failedToAdd, type, code);
      }
      throw error;
    }
  },

  update: async (tenant: Tenant, id: string, input: TLocationValues) => {
    if (!(await q.locationRepository.exists(db, tenant, id))) {
      throw notFound();
    }
    const checked = checkReferences(input);
    if (!checked.ok) {
      throw badRequest(withCause(LOCATION_MSG.failedToUpdate, firstError(checked.fieldErrors)), checked.fieldErrors);
    }
    const { type, code } = checked.values;
    if (code && (await q.findByCode(db, tenant, type, code, id))) {
      throw duplicate(LOCATION_MSG.failedToUpdate, type, code);
    }
    try {
      const row = await db.transaction(async (tx) => {
        const { before, after } = await q.locationRepository.update(tx, tenant, id, checked.values);
        await recordEvent(tx, tenant, {
          aggregateType: 'location',
          aggregateId: id,
          type: 'location.updated',
          before: logged(before),
          after: logged(after),
        });
        return after;
      });
      return toLocation(row);
    } catch (error) {
      if (code && isUniqueViolation(error)) {
        throw duplicate(LOCATION_MSG.failedToUpdate, type, code);
      }
      throw error;
    }
  },

  remove: async (tenant: Tenant, id: string) => {
    const account = await q.accountUsing(db, tenant, id);
    if (account) {
      throw new AppError(409, 'CONFLICT', LOCATION_MSG.inUse(account.number));
    }
    return db.transaction(async (tx) => {
      const before = await q.locationRepository.delete(tx, tenant, id);
      await recordEvent(tx, tenant, {
        aggregateType: 'location',
        aggregateId: id,
        type: 'location.deleted',
        before: logged(before),
        after: null,
      });
      return { id: before.id };
    });
  },
});

export type LocationService = ReturnType<typeof createLocationService>;
