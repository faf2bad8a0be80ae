import { buffer } from 'node:stream/consumers';
import type { TJobErrorReport } from '@lanehub/shared';
import {
  CONTRACT_MSG,
  rateCardTypeOf,
  type TRateCardRowInput,
} from '@lanehub/shared/features/contracts/contracts.contract';
import type { Db } from '../../db/client';
import { recordEvent } from '../../platform/events/record-event';
import type { FileStorage } from '../../platform/files';
import { JobCancelled, type JobHandler } from '../../platform/jobs/job-runner';
import * as q from './contracts.queries';
import { type CheckedRow, checkRow } from './rate-card-rows';

// The bulk upload of a rate card (issue 16): tens of thousands of lanes, as a job with progress, all
// rows or none. The route stores the rows (JSON) in the file store and queues the job; the job checks
// every row with the rules of PUT ratecard/validation (rate-card-rows.ts) in chunks, reporting
// progress, then writes the card and all its lanes in the one transaction that completes the job.
// Kept to this file so that the import assistant can take it over as one of its targets.

export type RateCardUploadInput = { fileKey: string; contractId: string; rateCardTypeId: string; name: string };

/** Rows checked between two progress updates (and cancel checks). */
const CHUNK = 2000;
/** The share of the progress bar the checking takes; writing takes the rest. */
const CHECK_SHARE = 60;
/** Row errors an error report lists at most (their count is always exact); the validation route has them all. */
const REPORT_ERRORS = 1000;

const storedRows = async (files: Pick<FileStorage, 'get'>, key: string): Promise<TRateCardRowInput[]> => {
  const object = await files.get(key);
  if (!object) {
    throw new Error('The rows of the rate card upload are missing from the file store');
  }
  return JSON.parse((await buffer(object.stream)).toString('utf8')) as TRateCardRowInput[];
};

const refused = (message: string, code: string): TJobErrorReport => ({ message, code });

export const rateCardUploadJob =
  ({ db, files }: { db: Db; files: Pick<FileStorage, 'get' | 'delete'> }): JobHandler<RateCardUploadInput> =>
  async (ctx) => {
    const { input, tenant } = ctx;
    try {
      const rows = await storedRows(files, input.fileKey);
      const found = await q.getContract(db, tenant, input.contractId);
      const type = rateCardTypeOf(input.rateCardTypeId);
      if (!found || !type) {
        // Deleted since the upload started (or a type gone): nothing to write.
        await ctx.finish(async () => ({
          errorReport: found
            ? refused(CONTRACT_MSG.rateCardTypeUnknown, 'BAD_REQUEST')
            : refused(CONTRACT_MSG.notFound, 'NOT_FOUND'),
        }));
        await files.delete(input.fileKey);
        return;
      }
      const { contract } = found;
      const checked: CheckedRow[] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        const end = Math.min(rows.length, start + CHUNK);
        for (let index = start; index < end; index++) {
          checked.push(checkRow(type, rows[index] as TRateCardRowInput, index, contract));
        }
        await ctx.progress(end, rows.length, (end / rows.length) * CHECK_SHARE);
      }
      const bad = checked.flatMap((row, index) => (row.errorFields.length > 0 ? [{ index, row }] : []));
      if (bad.length > 0) {
        const errors = bad
          .flatMap(({ index, row }) =>
            row.errorFields.map((e) => ({ row: index + 1, field: e.fieldName, message: e.message })),
          )
          .slice(0, REPORT_ERRORS);
        await ctx.finish(async () => ({
          errorReport: {
            message: CONTRACT_MSG.rowsHaveErrors,
            code: 'ROWS_INVALID',
            errors,
            rowsWithErrors: bad.length,
          },
        }));
        await files.delete(input.fileKey);
        return;
      }
      const lanes = checked.map((row) => row.lane as NonNullable<CheckedRow['lane']>);
      await ctx.finish(async (tx) => {
        const card = await q.insertRateCard(tx, tenant, {
          contractId: input.contractId,
          rateCardTypeId: type._id,
          name: input.name,
        });
        await q.insertLanes(tx, tenant, input.contractId, card.id, lanes, () => ctx.checkCancel(tx));
        await q.touchContract(tx, tenant, input.contractId);
        await recordEvent(tx, tenant, {
          aggregateType: 'contract',
          aggregateId: input.contractId,
          type: 'contract.rate-card-added',
          after: { rateCard: card.name, rateCardType: type.name, lanes: lanes.length, uploaded: true },
        });
        return { result: { rateCardId: card.id, contractId: input.contractId, imported: lanes.length } };
      });
      await files.delete(input.fileKey);
    } catch (error) {
      // A failed attempt is retried and needs the rows again; a cancelled job does not.
      if (error instanceof JobCancelled) {
        await files.delete(input.fileKey);
      }
      throw error;
    }
  };
