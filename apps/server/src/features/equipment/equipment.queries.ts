import type { EquipmentKind, EquipmentSort } from '@lanehub/shared';
import { LOCATION_LIST_LIMIT } from '@lanehub/shared';
import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment, equipmentTypes, locations } from '../../db/schema';
import { defineList, escapeLike, type ListParams as ListParams_, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the equipment feature. Every statement, joins included, is scoped to the caller's company
// through platform/tenancy: a unit only ever shows a type or a location of its own company.

export type EquipmentValues = Omit<typeof equipment.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

const typeOfUnit = (tenant: Tenant) =>
  tenantWhere(equipmentTypes, tenant, eq(equipmentTypes.id, equipment.equipmentTypeId));
const locationOfUnit = (tenant: Tenant) => tenantWhere(locations, tenant, eq(locations.id, equipment.locationId));

const columns = {
  ...getTableColumns(equipment),
  typeCode: equipmentTypes.code,
  typeAlias: equipmentTypes.alias,
  typeCategory: equipmentTypes.category,
  locationName: locations.name,
  locationCode: locations.code,
};

export type EquipmentRow = typeof equipment.$inferSelect & {
  typeCode: string | null;
  typeAlias: string | null;
  typeCategory: string | null;
  locationName: string | null;
  locationCode: string | null;
};

// The list's sorts; the list helper ends each with the id, so pages never overlap or skip rows.
const EQUIPMENT_LIST = defineList<EquipmentSort>({
  id: equipment.id,
  sorts: {
    number: equipment.number,
    kind: equipment.kind,
    equipmentType: equipmentTypes.alias,
    status: equipment.status,
    ownership: equipment.ownership,
    location: locations.name,
    licensePlate: equipment.licensePlate,
    createdAt: equipment.createdAt,
    updatedAt: equipment.updatedAt,
  },
});

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  const pattern = `%${escapeLike(text)}%`;
  // Unit numbers are stored without separators: 'CSQU 305438' finds CSQU3054383.
  const compact = text.replace(/[\s-]/g, '');
  return or(
    ilike(equipment.number, pattern),
    compact && compact !== text ? ilike(equipment.number, `%${escapeLike(compact)}%`) : undefined,
    ilike(equipment.licensePlate, pattern),
    ilike(equipment.notes, pattern),
    ilike(equipmentTypes.code, pattern),
    ilike(equipmentTypes.alias, pattern),
    ilike(locations.name, pattern),
  );
};

export type ListParams = ListParams_<EquipmentSort> & {
  kind?: EquipmentKind | undefined;
  search?: string | undefined;
};

export const listEquipment = async (db: Db, tenant: Tenant, params: ListParams) => {
  const where = tenantWhere(
    equipment,
    tenant,
    params.kind ? eq(equipment.kind, params.kind) : undefined,
    searchCondition(params.search),
  );
  const plan = listPlan(EQUIPMENT_LIST, params);
  const fetched = await db
    .select({ ...columns, ...plan.keyColumns })
    .from(equipment)
    .leftJoin(equipmentTypes, typeOfUnit(tenant))
    .leftJoin(locations, locationOfUnit(tenant))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(equipment)
    .leftJoin(equipmentTypes, typeOfUnit(tenant))
    .leftJoin(locations, locationOfUnit(tenant))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows as EquipmentRow[], ...page };
};

export const getEquipment = async (db: Db, tenant: Tenant, id: string): Promise<EquipmentRow | null> => {
  const [row] = await db
    .select(columns)
    .from(equipment)
    .leftJoin(equipmentTypes, typeOfUnit(tenant))
    .leftJoin(locations, locationOfUnit(tenant))
    .where(tenantWhere(equipment, tenant, eq(equipment.id, id)))
    .limit(1);
  return row ?? null;
};

/** The by-id writes of a unit (404 with the platform's message, as before). */
export const equipmentRepository = tenantRepository(equipment);

export const insertEquipment = async (db: Db, tenant: Tenant, values: EquipmentValues) => {
  const [row] = await db.insert(equipment).values(tenantValues(tenant, values)).returning({ id: equipment.id });
  return row?.id as string;
};

/** Whether another unit of the company already has this kind and number. */
export const isNumberTaken = async (db: Db, tenant: Tenant, kind: string, number: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      tenantWhere(
        equipment,
        tenant,
        eq(equipment.kind, kind),
        eq(equipment.number, number),
        exceptId ? ne(equipment.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

export const findEquipmentType = async (db: Db, tenant: Tenant, id: string) => {
  const [row] = await db
    .select({ id: equipmentTypes.id, category: equipmentTypes.category })
    .from(equipmentTypes)
    .where(tenantWhere(equipmentTypes, tenant, eq(equipmentTypes.id, id)))
    .limit(1);
  return row ?? null;
};

export const countByKind = async (db: Db, tenant: Tenant) =>
  db
    .select({ kind: equipment.kind, n: count() })
    .from(equipment)
    .where(tenantWhere(equipment, tenant))
    .groupBy(equipment.kind);

export const typeOptions = async (db: Db, tenant: Tenant, kind: EquipmentKind) =>
  db
    .select({
      id: equipmentTypes.id,
      code: equipmentTypes.code,
      alias: equipmentTypes.alias,
      category: equipmentTypes.category,
    })
    .from(equipmentTypes)
    .where(tenantWhere(equipmentTypes, tenant, eq(equipmentTypes.category, kind), eq(equipmentTypes.active, true)))
    .orderBy(asc(equipmentTypes.code));

export const locationOptions = async (db: Db, tenant: Tenant) =>
  db
    .select({ id: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .where(tenantWhere(locations, tenant))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(LOCATION_LIST_LIMIT);

export const typesByCode = async (db: Db, tenant: Tenant, codes: readonly string[]) =>
  db
    .select({ id: equipmentTypes.id, code: equipmentTypes.code })
    .from(equipmentTypes)
    .where(tenantWhere(equipmentTypes, tenant, inArray(equipmentTypes.code, [...codes])));
