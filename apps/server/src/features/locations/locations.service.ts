import { buffer } from 'node:stream/consumers';
import {
  isUnlocodeType,
  LOCATION_IMPORT_MAX_ERRORS,
  LOCATION_MSG,
  type LocationCsvRow,
  locationInputOfCsv,
  parseLocationCsv,
  type TJobErrorReport,
  type TLocation,
  type TLocationImportRowError,
  type TLocationValues,
  withCause,
  ZLocationInput,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { countryName, findCountry, findState, isKnownUnlocode, stateName } from '../../kernel/reference-data';
import { AppError, badRequest, codesOf, isUniqueViolation, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { FileStorage } from '../../platform/files';
import { JobCancelled, type JobHandler } from '../../platform/jobs/job-runner';
import { runInWorker, workerModule } from '../../platform/jobs/worker-threads';
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

// --- the CSV import -------------------------------------------------------------------------------

export type ImportOutcome =
  | { ok: true; imported: number }
  | { ok: false; message: string; errors: TLocationImportRowError[]; rowsWithErrors: number };

type ReadyRow = { row: number; values: q.LocationValues };

const refused = (message: string, errors: TLocationImportRowError[]): ImportOutcome => {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const rowsWithErrors = new Set(sorted.map((e) => e.row)).size;
  return { ok: false, message, errors: sorted.slice(0, LOCATION_IMPORT_MAX_ERRORS), rowsWithErrors };
};

// 'Failed to add company location: row 3: Must be a UN/LOCODE such as CAMTR' (spec 01 §8, with the cause).
const importFailure = (errors: TLocationImportRowError[]): ImportOutcome => {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const first = sorted[0] as TLocationImportRowError;
  const rows = new Set(sorted.map((e) => e.row)).size;
  const cause =
    rows === 1 ? LOCATION_MSG.atRow(first.row, first.message) : LOCATION_MSG.firstAtRow(rows, first.row, first.message);
  return refused(withCause(LOCATION_MSG.failedToAdd, cause), sorted);
};

/** Checks rows one by one (their fields, the reference data, duplicates within the file). */
const createRowChecker = (errors: TLocationImportRowError[]) => {
  const ready: ReadyRow[] = [];
  const firstRowOfKey = new Map<string, number>();
  const check = ({ row, values }: LocationCsvRow) => {
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
        errors.push(field ? { row, field, message } : { row, message });
      }
      return;
    }
    const checked = checkReferences(parsed.data);
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.fieldErrors)) {
        errors.push({ row, field, message });
      }
      return;
    }
    const { type, code } = checked.values;
    if (code) {
      const key = `${type}|${code}`;
      const earlier = firstRowOfKey.get(key);
      if (earlier !== undefined) {
        errors.push({ row, field: 'code', message: LOCATION_MSG.duplicateInFile(earlier) });
        return;
      }
      firstRowOfKey.set(key, row);
    }
    ready.push({ row, values: checked.values });
  };
  return { check, ready, errors };
};

/**
 * Reads and checks every row in memory; the rows that pass, and the problems of the others.
 * `onChecked` hears every JOB_CHUNK rows (an import job runs this in a worker thread).
 */
export const validateRows = (content: string, onChecked?: (done: number, total: number) => void) => {
  const csv = parseLocationCsv(content);
  if (!csv.ok) {
    return { ok: false, refused: refused(csv.message, csv.errors) } as const;
  }
  const checker = createRowChecker([...csv.errors]);
  const total = csv.rows.length;
  csv.rows.forEach((row, i) => {
    checker.check(row);
    if (onChecked && ((i + 1) % JOB_CHUNK === 0 || i + 1 === total)) {
      onChecked(i + 1, total);
    }
  });
  return { ok: true, ready: checker.ready, errors: checker.errors } as const;
};
export type CheckedRows = ReturnType<typeof validateRows>;

/**
 * In the import's transaction: the rows whose code the company already has are errors; otherwise
 * every row is inserted (batch by batch, `afterBatch` between them). Nothing is written on failure.
 */
const writeRows = async (
  tx: Db,
  tenant: Tenant,
  ready: ReadyRow[],
  errors: TLocationImportRowError[],
  afterBatch?: (done: number) => Promise<void>,
): Promise<ImportOutcome> => {
  const typesWithCodes = [...new Set(ready.filter((r) => r.values.code).map((r) => r.values.type))];
  const existing = await q.existingCodeKeys(tx, tenant, typesWithCodes);
  for (const { row, values } of ready) {
    if (values.code && existing.has(`${values.type}|${values.code}`)) {
      errors.push({ row, field: 'code', message: LOCATION_MSG.duplicateCode(values.type, values.code) });
    }
  }
  if (errors.length > 0) {
    return importFailure(errors);
  }
  const imported = await q.insertLocations(
    tx,
    tenant,
    ready.map((r) => r.values),
    afterBatch,
  );
  // One event for the whole import (its count), not one per row: the company's locations changed.
  await recordEvent(tx, tenant, {
    aggregateType: 'company',
    aggregateId: tenant.companyId,
    type: 'location.imported',
    after: { imported },
  });
  return { ok: true, imported };
};

/** The fields of a location the change log keeps: all but its keys and timestamps. */
const logged = (row: q.LocationRow): Record<string, unknown> => {
  const { id: _id, companyId: _companyId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
};

const addedMeanwhile = () =>
  new AppError(409, 'CONFLICT', withCause(LOCATION_MSG.failedToAdd, LOCATION_MSG.addedMeanwhile));

/** The error report of a refused import, as the job keeps it and the import route's 400 sends it. */
const reportOf = (outcome: Extract<ImportOutcome, { ok: false }>): TJobErrorReport => ({
  message: outcome.message,
  ...codesOf(outcome.message),
  code: 'IMPORT_REFUSED',
  errors: outcome.errors.map((error) => ({ ...error, ...codesOf(error.message) })),
  rowsWithErrors: outcome.rowsWithErrors,
});

export const LOCATION_IMPORT_JOB = 'location-import';
/**
 * A job's file: the key of its bytes in the file store (the job removes them when it ends), or, for
 * jobs queued before imports went through the store, the text itself.
 */
export type LocationImportInput = { fileKey: string } | { content: string };
/** Rows checked between two progress updates (and cancel checks) of an import job. */
const JOB_CHUNK = 500;
/** The share of the progress bar the checking takes; writing takes the rest. */
const CHECK_SHARE = 80;

/** The parse and checks of a job's file, in a worker thread (location-import.worker.ts). */
const CHECK_WORKER = workerModule(import.meta.url, './location-import.worker.ts', 'location-import');

/**
 * The import as a job: the same rules as `importCsv`. The file is parsed and checked in a worker
 * thread (the server keeps answering meanwhile) that reports progress every JOB_CHUNK rows; a cancel
 * stops the thread at once. All rows are written in the transaction that completes the job, with a
 * cancel check between insert batches.
 */
export const locationImportJob =
  (files: Pick<FileStorage, 'get' | 'delete'>): JobHandler<LocationImportInput> =>
  async (ctx) => {
    const { input } = ctx;
    const content = 'fileKey' in input ? await storedText(files, input.fileKey) : input.content;
    try {
      await importText({ ...ctx, input: { content } });
    } catch (error) {
      // A failed attempt is retried and needs the file again; a cancelled job does not.
      if (!(error instanceof JobCancelled)) {
        throw error;
      }
      await discardJobFile(files, input);
      throw error;
    }
    await discardJobFile(files, input);
  };

const storedText = async (files: Pick<FileStorage, 'get'>, key: string): Promise<string> => {
  const object = await files.get(key);
  if (!object) {
    // Not the user's fault, and no retry brings it back: the job fails with this.
    throw new Error('The file of the import is missing from the file store');
  }
  return (await buffer(object.stream)).toString('utf8');
};

/** The job ended (imported, refused or cancelled): its bytes go (the orphan sweep would take them later). */
const discardJobFile = async (files: Pick<FileStorage, 'delete'>, input: LocationImportInput) => {
  if ('fileKey' in input) {
    await files.delete(input.fileKey);
  }
};

const importText: JobHandler<{ content: string }> = async (ctx) => {
  const checker = await runInWorker<CheckedRows>(CHECK_WORKER, ctx.input, {
    onProgress: (checked, total) => ctx.progress(0, total, (checked / total) * CHECK_SHARE),
  }).result;
  if (!checker.ok) {
    const outcome = checker.refused;
    await ctx.finish(async () => ({ errorReport: reportOf(outcome as Extract<ImportOutcome, { ok: false }>) }));
    return;
  }
  try {
    await ctx.finish(async (tx) => {
      // The change log names who started the import (a job's tenant carries no user).
      const tenant = { ...ctx.tenant, userId: (await q.jobStartedBy(tx, ctx.tenant, ctx.jobId)) ?? ctx.tenant.userId };
      const outcome = await writeRows(tx, tenant, checker.ready, checker.errors, () => ctx.checkCancel(tx));
      return outcome.ok
        ? { result: { imported: outcome.imported } }
        : { errorReport: reportOf(outcome as Extract<ImportOutcome, { ok: false }>) };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
    // Someone added one of the codes while the file was being imported; nothing was written.
    await ctx.finish(async () => ({
      errorReport: { message: addedMeanwhile().message, ...codesOf(addedMeanwhile().message), code: 'CONFLICT' },
    }));
  }
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

  /**
   * Imports a location CSV in the request: every row is read and checked in memory, then all are
   * inserted in batches inside one transaction, or none when any row fails (the report names each bad
   * row). The transaction also records the import (a completed job) against the company's daily rows.
   */
  importCsv: async (
    tenant: Tenant,
    content: string,
    hooks: {
      /** First in the transaction, with the rows that would be imported (e.g. a quota, which may refuse). */
      admit?: (tx: Db, rows: number) => Promise<void>;
      /** Last, once the rows are written. */
      record?: (tx: Db, imported: number) => Promise<void>;
    } = {},
  ): Promise<ImportOutcome> => {
    const checked = validateRows(content);
    if (!checked.ok) {
      return checked.refused;
    }
    try {
      return await db.transaction(async (tx) => {
        if (checked.errors.length === 0) {
          await hooks.admit?.(tx, checked.ready.length);
        }
        const outcome = await writeRows(tx, tenant, checked.ready, checked.errors);
        if (outcome.ok) {
          await hooks.record?.(tx, outcome.imported);
        }
        return outcome;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Someone added one of the codes while the file was being imported; nothing was written.
        throw addedMeanwhile();
      }
      throw error;
    }
  },
});

export type LocationService = ReturnType<typeof createLocationService>;
