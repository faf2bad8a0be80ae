import {
  BOL_EDITABLE,
  BOL_MSG,
  BOL_TRANSITIONS,
  type TBol,
  type TBolAction,
  type TBolAmendValues,
  type TBolFields,
  type TBolListQuery,
  type TBolStatus,
  type TBolValues,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import type { Db } from '../../db/client';
import { billsOfLading } from '../../db/schema';
import { isKnownUnlocode } from '../../kernel/reference-data';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { diffFields, loggedWrite, recordEvent, type Tx } from '../../platform/events/record-event';
import { nextNumber, reserveNumbers } from '../../platform/sequences';
import type { Tenant } from '../../platform/tenancy';
import { StateConflict, transition } from '../../platform/transition';
import * as q from './bills-of-lading.queries';

/** A BOL of an import file: its values, its own number (or null: the sequence's) and its first row. */
type BolImportItemLike = { values: TBolValues; bolNumber: string | null; row: number };

// The rules of a bill of lading (docs/bills-of-lading.md). Every write runs in one transaction with
// its domain event ('bill-of-lading.*'); transitions are one conditional UPDATE each.

/** Numbers of the company's own sequence: a custom BOL may use one only if book-number reserved it. */
const SEQUENCE_NUMBER = /^BOL-\d{4}-\d{6}$/;

const conflict = (current: string) => new StateConflict(BOL_MSG.conflict(current), current);

/** What the change log keeps of a BOL: its fields, containers and linked orders (not its history). */
export const eventView = (bol: TBol) => {
  const { amendments: _a, updatedAt: _u, createdAt: _c, orders, ...fields } = bol;
  return { ...fields, orders: orders.map((o) => o.orderNumber) };
};

/** The fields an amendment compares: everything a user edits. */
const editableView = (bol: TBol | TBolFields) => ({
  shipper: bol.shipper,
  consignee: bol.consignee,
  notifyParty: bol.notifyParty,
  carrierName: bol.carrierName,
  carrierScac: bol.carrierScac,
  vesselName: bol.vesselName,
  voyage: bol.voyage,
  portOfLoading: bol.portOfLoading,
  portOfDischarge: bol.portOfDischarge,
  placeOfReceipt: bol.placeOfReceipt,
  placeOfDelivery: bol.placeOfDelivery,
  containers: bol.containers.map((c) => ({
    containerNumber: c.containerNumber,
    sizeType: c.sizeType,
    sealNumbers: c.sealNumbers,
    packages: c.packages,
    grossWeightKg: c.grossWeightKg,
  })),
  packageCount: bol.packageCount,
  packageKind: bol.packageKind,
  grossWeightKg: bol.grossWeightKg,
  volumeM3: bol.volumeM3,
  marks: bol.marks,
  goodsDescription: bol.goodsDescription,
  freightTerms: bol.freightTerms,
  numberOfOriginals: bol.numberOfOriginals,
});

export const createBolService = (db: Db) => {
  /** Checks what the schema cannot: UN/LOCODEs in the list, parties in the network, orders of the company. */
  const check = async (tx: Tx | Db, tenant: Tenant, fields: TBolFields, orderIds: string[] = []) => {
    const errors: Record<string, string> = {};
    for (const key of ['portOfLoading', 'portOfDischarge'] as const) {
      const code = fields[key];
      if (code && !isKnownUnlocode(code)) {
        errors[key] = BOL_MSG.locodeUnknown(code);
      }
    }
    const parties = { shipper: fields.shipper, consignee: fields.consignee, notifyParty: fields.notifyParty };
    const named = Object.values(parties)
      .map((p) => p.companyId)
      .filter((id): id is string => Boolean(id) && id !== tenant.companyId);
    const partners = new Set(await q.partnerIds(tx, tenant, [...new Set(named)]));
    for (const [key, party] of Object.entries(parties)) {
      if (party.companyId && party.companyId !== tenant.companyId && !partners.has(party.companyId)) {
        errors[`${key}.companyId`] = BOL_MSG.partyNotPartner;
      }
    }
    if (orderIds.length > 0) {
      const own = new Set(await q.ownOrderIds(tx, tenant, orderIds));
      if (orderIds.some((id) => !own.has(id))) {
        errors.orderIds = BOL_MSG.orderNotFound;
      }
    }
    const first = Object.values(errors)[0];
    if (first) {
      throw badRequest(first, errors);
    }
  };

  const getRow = async (tx: Tx | Db, tenant: Tenant, id: string, lock = false) => {
    const row = await q.findBolRow(tx, tenant, id, lock);
    if (!row) {
      throw notFound(BOL_MSG.notFound);
    }
    return row;
  };

  /** A custom number: not used by another BOL, and from the sequence only when reserved. */
  const claimNumber = async (tx: Tx, tenant: Tenant, bolNumber: string, bolId: string, field = 'bolNumber') => {
    const used = await q.useReservation(tx, tenant, bolNumber, bolId);
    if (!used && SEQUENCE_NUMBER.test(bolNumber)) {
      const message = BOL_MSG.numberNotReserved(bolNumber);
      throw badRequest(message, { [field]: message });
    }
  };

  /** Inserts one BOL with its containers and orders, inside `tx`; the number is taken before. */
  const insertWhole = async (tx: Tx, tenant: Tenant, values: TBolValues, bolNumber: string | null, field?: string) => {
    if (bolNumber) {
      const taken = await q.findBolByNumber(tx, tenant, bolNumber);
      if (taken) {
        const message = BOL_MSG.numberTaken(bolNumber);
        throw new AppError(409, 'CONFLICT', message, { [field ?? 'bolNumber']: message });
      }
    }
    const row = await q.insertBol(tx, tenant, bolNumber ?? (await nextNumber(tx, tenant, 'bol')), values);
    if (bolNumber) {
      await claimNumber(tx, tenant, bolNumber, row.id, field);
    }
    await q.replaceContainers(tx, tenant, row.id, values);
    await q.linkOrders(tx, tenant, row.id, [...new Set(values.orderIds)]);
    return q.loadBol(tx, tenant, row);
  };

  const create = async (tenant: Tenant, values: TBolValues, bolNumber: string | null = null) => {
    await check(db, tenant, values, values.orderIds);
    return loggedWrite(db, tenant, { aggregateType: 'bill-of-lading', type: 'bill-of-lading.created' }, async (tx) => {
      const bol = await insertWhole(tx, tenant, values, bolNumber);
      return { result: bol, aggregateId: bol.id, after: eventView(bol) };
    });
  };

  return {
    list: (tenant: Tenant, query: Required<Pick<TBolListQuery, 'skip' | 'limit' | 'sort' | 'order'>> & TBolListQuery) =>
      q.listBols(db, tenant, query),

    get: async (tenant: Tenant, id: string) => q.loadBol(db, tenant, await getRow(db, tenant, id)),

    create,

    /** PUT: in place while draft or approved; an issued (or later) BOL answers 409 with its state. */
    update: async (tenant: Tenant, id: string, fields: TBolFields) => {
      await check(db, tenant, fields);
      return loggedWrite(
        db,
        tenant,
        { aggregateType: 'bill-of-lading', type: 'bill-of-lading.updated' },
        async (tx) => {
          const before = await q.loadBol(tx, tenant, await getRow(tx, tenant, id, true));
          const row = await q.updateBolIn(tx, tenant, id, BOL_EDITABLE, fields);
          if (!row) {
            const current = (await getRow(tx, tenant, id)).status;
            throw new StateConflict(
              current === 'issued' ? BOL_MSG.issuedImmutable : BOL_MSG.conflict(current),
              current,
            );
          }
          await q.replaceContainers(tx, tenant, id, fields);
          const after = await q.loadBol(tx, tenant, row);
          return { result: after, aggregateId: id, before: eventView(before), after: eventView(after) };
        },
      );
    },

    /** DELETE: drafts only; anything further is voided instead (409 with the state). */
    remove: (tenant: Tenant, id: string) =>
      loggedWrite(db, tenant, { aggregateType: 'bill-of-lading', type: 'bill-of-lading.deleted' }, async (tx) => {
        const before = await q.loadBol(tx, tenant, await getRow(tx, tenant, id, true));
        const row = await q.deleteDraft(tx, tenant, id);
        if (!row) {
          throw new StateConflict(BOL_MSG.deleteDraftOnly, before.status);
        }
        return { result: { id }, aggregateId: id, before: eventView(before), after: null };
      }),

    /** approve | issue | surrender | void: one conditional UPDATE; the losers get 409 with the current state. */
    act: (tenant: Tenant, id: string, action: TBolAction) =>
      loggedWrite(db, tenant, { aggregateType: 'bill-of-lading', type: `bill-of-lading.${action}` }, async (tx) => {
        const rule = BOL_TRANSITIONS[action];
        // The row lock makes a concurrent attempt wait; its conditional UPDATE then finds the new state.
        const locked = await getRow(tx, tenant, id, true);
        const now = new Date();
        const row = await transition(tx, {
          table: billsOfLading,
          id,
          tenant,
          from: rule.from,
          to: rule.to,
          set: action === 'issue' ? { issuedAt: now, updatedAt: now } : { updatedAt: now },
          what: 'bill of lading',
          conflictMessage: (current) => BOL_MSG.conflict(current),
          notFoundMessage: BOL_MSG.notFound,
        });
        return {
          result: await q.loadBol(tx, tenant, row),
          aggregateId: id,
          before: { status: locked.status },
          after: { status: rule.to },
        };
      }),

    /** An issued BOL changes only here: who and why are kept with the fields before and after. */
    amend: (tenant: Tenant, id: string, input: TBolAmendValues) =>
      loggedWrite(db, tenant, { aggregateType: 'bill-of-lading', type: 'bill-of-lading.amended' }, async (tx) => {
        const current = await q.loadBol(tx, tenant, await getRow(tx, tenant, id, true));
        if (current.status !== 'issued') {
          throw new StateConflict(BOL_MSG.notIssued, current.status);
        }
        const { reason, ...changes } = input;
        await check(tx, tenant, changes);
        const diff = diffFields('bill-of-lading', editableView(current), editableView(changes));
        if (diff.changed.length === 0) {
          throw badRequest(BOL_MSG.noChange);
        }
        const row = await q.updateBolIn(tx, tenant, id, ['issued'], changes);
        if (!row) {
          throw conflict(current.status);
        }
        await q.replaceContainers(tx, tenant, id, changes);
        await q.insertAmendment(tx, tenant, {
          bolId: id,
          reason,
          before: diff.before ?? {},
          after: diff.after ?? {},
        });
        const after = await q.loadBol(tx, tenant, row);
        return {
          result: after,
          aggregateId: id,
          before: eventView(current),
          after: { ...eventView(after), amendmentReason: reason },
        };
      }),

    /** assign: links an order of the company to the BOL with that number (not once issued). */
    assign: async (tenant: Tenant, orderId: string, bolNumber: string) => {
      if ((await q.ownOrderIds(db, tenant, [orderId])).length === 0) {
        throw badRequest(BOL_MSG.orderNotFound, { orderId: BOL_MSG.orderNotFound });
      }
      return loggedWrite(
        db,
        tenant,
        { aggregateType: 'bill-of-lading', type: 'bill-of-lading.order-assigned' },
        async (tx) => {
          const found = await q.findBolByNumber(tx, tenant, bolNumber);
          if (!found) {
            const message = BOL_MSG.numberUnknown(bolNumber);
            throw badRequest(message, { bolNumber: message });
          }
          const row = await getRow(tx, tenant, found.id, true);
          if (!BOL_EDITABLE.includes(row.status as TBolStatus)) {
            throw new StateConflict(
              row.status === 'issued' ? BOL_MSG.issuedImmutable : BOL_MSG.conflict(row.status),
              row.status,
            );
          }
          if (await q.isLinked(tx, tenant, row.id, orderId)) {
            throw new AppError(409, 'CONFLICT', BOL_MSG.orderTwice, { orderId: BOL_MSG.orderTwice });
          }
          const before = await q.loadBol(tx, tenant, row);
          await q.linkOrders(tx, tenant, row.id, [orderId]);
          const after = await q.loadBol(tx, tenant, row);
          return { result: after, aggregateId: row.id, before: eventView(before), after: eventView(after) };
        },
      );
    },

    /** book-number: a block of numbers from the company's sequence, reserved in one statement. */
    book: (tenant: Tenant, count: number) =>
      loggedWrite(db, tenant, { aggregateType: 'company', type: 'company.bol-numbers-reserved' }, async (tx) => {
        const numbers = await reserveNumbers(tx, tenant, 'bol', count);
        await q.insertReservations(tx, tenant, numbers);
        return { result: { numbers }, aggregateId: tenant.companyId, before: null, after: { bolNumbers: numbers } };
      }),

    reservations: async (tenant: Tenant) =>
      (await q.openReservations(db, tenant)).map((r) => ({
        bolNumber: r.bolNumber,
        reservedAt: r.createdAt.toISOString(),
        bolId: null,
      })),

    /** Many BOLs in one transaction (the import): all or none. */
    /**
     * What an import's BOLs break besides the schema (UN/LOCODEs, parties, numbers used by the company
     * or twice in the file), each problem on the row and column of the file. Reads only.
     */
    importProblems: async (tx: Tx | Db, tenant: Tenant, items: readonly BolImportItemLike[]) => {
      const problems: Array<{ row: number; column: string; message: string }> = [];
      const seen = new Set<string>();
      for (const item of items) {
        try {
          await check(tx, tenant, item.values);
        } catch (error) {
          if (!(error instanceof AppError && error.fieldErrors)) {
            throw error;
          }
          for (const [column, message] of Object.entries(error.fieldErrors)) {
            problems.push({ row: item.row, column, message });
          }
        }
        if (item.bolNumber) {
          if (seen.has(item.bolNumber) || (await q.findBolByNumber(tx, tenant, item.bolNumber))) {
            problems.push({ row: item.row, column: 'bolNumber', message: BOL_MSG.numberTaken(item.bolNumber) });
          }
          seen.add(item.bolNumber);
        }
      }
      return problems;
    },

    /** Writes an import's BOLs in the caller's transaction (the import job's), each with its event. */
    importIn: async (tx: Tx, tenant: Tenant, items: readonly BolImportItemLike[]) => {
      const numbers: string[] = [];
      for (const item of items) {
        const bol = await insertWhole(tx, tenant, item.values, item.bolNumber);
        numbers.push(bol.bolNumber);
        await loggedWriteIn(tx, tenant, bol);
      }
      return numbers;
    },

    check,
  };
};

/** The created event of an imported BOL, in the import's transaction. */
const loggedWriteIn = async (tx: Tx, tenant: Tenant, bol: TBol) => {
  await recordEvent(tx, tenant, {
    aggregateType: 'bill-of-lading',
    aggregateId: bol.id,
    type: 'bill-of-lading.imported',
    before: null,
    after: eventView(bol),
  });
};

export type BolService = ReturnType<typeof createBolService>;
