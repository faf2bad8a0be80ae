import {
  BOL_CSV_COLUMNS,
  BOL_CSV_REQUIRED,
  BOL_IMPORT_MAX_BYTES,
  BOL_IMPORT_TEMPLATE,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import type { Db } from '../../db/client';
import type { Tx } from '../../platform/events/record-event';
import type { ImportTemplate } from '../../platform/imports/import-assistant';
import { type BolImportItem, checkBolRows } from './bills-of-lading.csv';
import { createBolService } from './bills-of-lading.service';

// The bills-of-lading CSV (spec 02 §7.5; issue 15) on the import assistant (platform/imports,
// docs/imports.md): the template `bol`. One row per container; the rows of one bolNumber are one BOL,
// a row without one is a BOL numbered from the company's sequence. `check` is the schema's (per row and
// column); `lookup` asks what needs the database (UN/LOCODEs in the list, numbers the company already
// used or the file names twice); `commit` asks it again in the job's transaction and writes every BOL
// with its `bill-of-lading.imported` event, or none. Files up to 2 MB.
export const bolImportTemplate = (db: Db): ImportTemplate<{ items: BolImportItem[] }> => {
  const service = createBolService(db);
  return {
    name: BOL_IMPORT_TEMPLATE,
    columns: BOL_CSV_COLUMNS,
    required: BOL_CSV_REQUIRED,
    example:
      'shipperName,consigneeName,goodsDescription,containerNumber,sealNumbers\nAcme,Bolt Inc,Chairs,CSQU3054383,SL1\n',
    maxBytes: BOL_IMPORT_MAX_BYTES,
    check: checkBolRows,
    lookup: async (reader, tenant, rows) => {
      const checked = checkBolRows(rows);
      return checked.ok ? service.importProblems(reader, tenant, checked.value.items) : [];
    },
    commit: async (tx, tenant, { items }) => {
      const errors = await service.importProblems(tx, tenant, items);
      if (errors.length > 0) {
        return { errors };
      }
      const numbers = await service.importIn(tx as unknown as Tx, tenant, items);
      return { result: { imported: numbers.length, numbers } };
    },
  };
};
