import {
  EQUIPMENT_KINDS,
  EQUIPMENT_MSG,
  type EquipmentKind,
  type EquipmentOwnership,
  type EquipmentStatus,
  MSG,
  type TEquipment,
  type TEquipmentFormOptions,
  type TEquipmentSummary,
  type TEquipmentValues,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { type equipment, locations } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { assertOwned } from '../../platform/repository';
import type { Tenant } from '../../platform/tenancy';
import * as q from './equipment.queries';

// The rules of equipment units: the type and the location are the company's own, the type's category
// is the unit's kind, and a number is used once per kind.

export const toEquipment = (row: q.EquipmentRow): TEquipment => ({
  id: row.id,
  kind: row.kind as EquipmentKind,
  number: row.number,
  equipmentTypeId: row.equipmentTypeId,
  equipmentType:
    row.equipmentTypeId && row.typeCode !== null
      ? {
          id: row.equipmentTypeId,
          code: row.typeCode,
          alias: row.typeAlias ?? row.typeCode,
          category: row.typeCategory ?? row.kind,
        }
      : null,
  status: row.status as EquipmentStatus,
  ownership: row.ownership as EquipmentOwnership | null,
  locationId: row.locationId,
  location:
    row.locationId && row.locationName !== null
      ? { id: row.locationId, name: row.locationName, code: row.locationCode }
      : null,
  licensePlate: row.licensePlate,
  attributes: row.attributes,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicate = () => new AppError(409, 'CONFLICT', MSG.conflict, { number: MSG.conflict });

/** The fields of a unit the change log keeps: all but its keys and timestamps. */
const logged = (row: typeof equipment.$inferSelect): Record<string, unknown> => {
  const { id: _id, companyId: _companyId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
};

export const createEquipmentService = (db: Db) => {
  const checkReferences = async (tenant: Tenant, values: TEquipmentValues) => {
    if (values.equipmentTypeId) {
      const type = await q.findEquipmentType(db, tenant, values.equipmentTypeId);
      if (!type) {
        throw badRequest(EQUIPMENT_MSG.typeNotFound, { equipmentTypeId: EQUIPMENT_MSG.typeNotFound });
      }
      if (type.category !== values.kind) {
        const message = EQUIPMENT_MSG.typeOtherKind(values.kind);
        throw badRequest(message, { equipmentTypeId: message });
      }
    }
    await assertOwned(
      db,
      tenant,
      { locationId: { table: locations, message: EQUIPMENT_MSG.locationNotFound } },
      values,
    );
  };

  const read = async (tenant: Tenant, id: string) => {
    const row = await q.getEquipment(db, tenant, id);
    if (!row) {
      throw notFound();
    }
    return toEquipment(row);
  };

  return {
    list: async (tenant: Tenant, params: q.ListParams) => {
      const { rows, ...total } = await q.listEquipment(db, tenant, params);
      return { items: rows.map(toEquipment), ...total };
    },

    get: read,

    create: async (tenant: Tenant, values: TEquipmentValues) => {
      await checkReferences(tenant, values);
      if (await q.isNumberTaken(db, tenant, values.kind, values.number)) {
        throw duplicate();
      }
      // Two requests racing past the check still meet the unique index, answered 409 by the error handler.
      const id = await db.transaction(async (tx) => {
        const created = await q.insertEquipment(tx, tenant, values);
        const row = await q.equipmentRepository.find(tx, tenant, created);
        await recordEvent(tx, tenant, {
          aggregateType: 'equipment',
          aggregateId: created,
          type: 'equipment.created',
          after: row ? logged(row) : values,
        });
        return created;
      });
      return read(tenant, id);
    },

    update: async (tenant: Tenant, id: string, values: TEquipmentValues) => {
      if (!(await q.getEquipment(db, tenant, id))) {
        throw notFound();
      }
      await checkReferences(tenant, values);
      if (await q.isNumberTaken(db, tenant, values.kind, values.number, id)) {
        throw duplicate();
      }
      await db.transaction(async (tx) => {
        const { before, after } = await q.equipmentRepository.update(tx, tenant, id, values);
        await recordEvent(tx, tenant, {
          aggregateType: 'equipment',
          aggregateId: id,
          type: 'equipment.updated',
          before: logged(before),
          after: logged(after),
        });
      });
      return read(tenant, id);
    },

    remove: async (tenant: Tenant, id: string) => {
      return db.transaction(async (tx) => {
        const before = await q.equipmentRepository.delete(tx, tenant, id);
        await recordEvent(tx, tenant, {
          aggregateType: 'equipment',
          aggregateId: id,
          type: 'equipment.deleted',
          before: logged(before),
          after: null,
        });
        return before.id;
      });
    },

    summary: async (tenant: Tenant): Promise<TEquipmentSummary> => {
      const counts = new Map((await q.countByKind(db, tenant)).map((row) => [row.kind, Number(row.n)]));
      const kinds = EQUIPMENT_KINDS.map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
      return { total: kinds.reduce((sum, k) => sum + k.count, 0), kinds };
    },

    formOptions: async (tenant: Tenant, kind: EquipmentKind): Promise<TEquipmentFormOptions> => {
      const [equipmentTypes, locations] = await Promise.all([
        q.typeOptions(db, tenant, kind),
        q.locationOptions(db, tenant),
      ]);
      return { equipmentTypes, locations };
    },
  };
};

export type EquipmentService = ReturnType<typeof createEquipmentService>;
