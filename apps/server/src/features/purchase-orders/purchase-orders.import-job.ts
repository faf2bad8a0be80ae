import {
  PO_CSV_COLUMNS,
  PO_CSV_REQUIRED,
  PO_MSG,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { recordEvent } from '../../platform/events/record-event';
import type { ImportTemplate } from '../../platform/imports/import-assistant';
import { workerModule } from '../../platform/jobs/worker-threads';
import { checkPoRows, type PoImportValue } from './purchase-orders.import';
import * as q from './purchase-orders.queries';

// PoTemplate.csv on the import assistant (platform/imports): the rows are checked by `checkPoRows`
// (in a worker thread for the commit job, with progress), then every PO is written in the transaction
// that ends the job, or none: a PO number already used refuses the file.

export const PO_IMPORT_TEMPLATE = 'purchase-orders';

export const poImportTemplate: ImportTemplate<PoImportValue> = {
  name: PO_IMPORT_TEMPLATE,
  columns: PO_CSV_COLUMNS,
  required: PO_CSV_REQUIRED,
  example: 'poNumber,customerLoadNumber,item,quantity\nPO-7781,LD-1,SKU-1,10\n',
  check: checkPoRows,
  worker: workerModule(import.meta.url, './po-import.worker.ts', 'po-import'),
  commit: async (tx, tenant, { pos, rows }) => {
    const numbers = pos.map((po) => po.poNumber);
    const taken = await q.takenNumbers(tx, tenant, numbers);
    if (taken.size > 0) {
      return {
        errors: pos.flatMap((po, index) =>
          taken.has(po.poNumber)
            ? [{ row: rows[index] ?? 1, column: 'poNumber', message: PO_MSG.duplicateNumber }]
            : [],
        ),
      };
    }
    const ids = await q.insertPos(tx as unknown as q.Tx, tenant, pos);
    // One event per imported PO, in the buyer's log (the job's user started it).
    for (const [index, id] of ids.entries()) {
      const po = pos[index];
      await recordEvent(tx, tenant, {
        aggregateType: 'purchase-order',
        aggregateId: id,
        type: 'purchase-order.imported',
        after: { poNumber: po?.poNumber, items: po?.items.length },
      });
    }
    return { result: { imported: ids.length, poNumbers: numbers } };
  },
};
