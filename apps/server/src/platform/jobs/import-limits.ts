import { IMPORT_MSG } from '@lanehub/shared';
import { gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { AppError } from '../errors';
import type { Tenant } from '../tenancy';
import { tenantWhere } from '../tenancy';
import { lockTenant } from './job-runner';

// Per-company import limits an installation sets (IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_PER_DAY). Every
// import, instant or a job, leaves a `jobs` row whose quota_units are its rows; the rows of the last
// 24 hours that are imported or still on their way (queued, running, completed) count.

export type ImportLimits = {
  /** Rows one file may hold. */
  maxRows: number;
  /** Rows a company may import in any 24 hours. */
  maxRowsPerDay: number;
  /** Files with more data rows than this are imported as a job. */
  jobRows: number;
};

const QUOTA_LOCK = 'lanehub-import-quota';

/** 400 when one file holds more rows than an import may. */
export const checkRowsPerImport = (rows: number, limits: ImportLimits) => {
  if (rows > limits.maxRows) {
    throw new AppError(400, 'IMPORT_TOO_MANY_ROWS', IMPORT_MSG.tooManyRows(String(limits.maxRows)));
  }
};

/** Rows the company imported, or has on their way, in the last 24 hours. */
export const importedRowsToday = async (db: Db, tenant: Tenant): Promise<number> => {
  const [row] = await db
    .select({ rows: sql<string>`coalesce(sum(${jobs.quotaUnits}), 0)` })
    .from(jobs)
    .where(
      tenantWhere(
        jobs,
        tenant,
        inArray(jobs.state, ['queued', 'running', 'completed']),
        gt(jobs.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Number(row?.rows ?? 0);
};

/** 429 when `rows` more would pass the company's rows of the last 24 hours. */
export const checkRowsPerDay = async (db: Db, tenant: Tenant, rows: number, limits: ImportLimits) => {
  const used = await importedRowsToday(db, tenant);
  if (used + rows > limits.maxRowsPerDay) {
    const left = Math.max(0, limits.maxRowsPerDay - used);
    throw new AppError(429, 'IMPORT_DAILY_LIMIT', IMPORT_MSG.dailyLimit(String(limits.maxRowsPerDay), String(left)));
  }
};

/**
 * The authoritative check, inside the transaction that records the import: the company's imports
 * take turns here, so two files at once cannot both squeeze under the limit.
 */
export const reserveRowsPerDay = async (tx: Db, tenant: Tenant, rows: number, limits: ImportLimits) => {
  await lockTenant(tx, tenant, QUOTA_LOCK);
  await checkRowsPerDay(tx, tenant, rows, limits);
};
