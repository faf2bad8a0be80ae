import { asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, routingGuideCarriers, routingGuides } from '../../db/schema';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of routing guides and their ranked carriers, always scoped to the caller's company.

type Executor = Pick<Db, 'select'>;
export type RoutingGuideRow = typeof routingGuides.$inferSelect;
export type RoutingGuideLane = Pick<RoutingGuideRow, 'originCountry' | 'destinationCountry' | 'equipmentType' | 'mode'>;
export type NewGuideCarrier = { carrierCompanyId: string; rate: string; currency: string; tenderAcceptance: number };

export const listGuides = async (
  db: Executor,
  tenant: Tenant,
  filter: {
    originCountry?: string | undefined;
    destinationCountry?: string | undefined;
    mode?: string | undefined;
    limit: number;
  },
) =>
  db
    .select()
    .from(routingGuides)
    .where(
      tenantWhere(
        routingGuides,
        tenant,
        filter.originCountry ? eq(routingGuides.originCountry, filter.originCountry) : undefined,
        filter.destinationCountry ? eq(routingGuides.destinationCountry, filter.destinationCountry) : undefined,
        filter.mode ? eq(routingGuides.mode, filter.mode) : undefined,
      ),
    )
    .orderBy(desc(routingGuides.updatedAt), desc(routingGuides.id))
    .limit(filter.limit);

export const getGuide = async (db: Executor, tenant: Tenant, id: string) => {
  const [row] = await db
    .select()
    .from(routingGuides)
    .where(tenantWhere(routingGuides, tenant, eq(routingGuides.id, id)))
    .limit(1);
  return row ?? null;
};

/** The carriers of the guides, in rank order, with their names. */
export const carriersOf = async (db: Executor, tenant: Tenant, guideIds: string[]) =>
  guideIds.length === 0
    ? []
    : db
        .select({ carrier: routingGuideCarriers, carrierName: companies.legalName })
        .from(routingGuideCarriers)
        .innerJoin(companies, eq(companies.id, routingGuideCarriers.carrierCompanyId))
        .where(tenantWhere(routingGuideCarriers, tenant, inArray(routingGuideCarriers.routingGuideId, guideIds)))
        .orderBy(asc(routingGuideCarriers.routingGuideId), asc(routingGuideCarriers.rank));

/** The guide of a lane: the one of its exact equipment type first, else the one for any equipment type. */
export const guideForLane = async (
  db: Executor,
  tenant: Tenant,
  lane: { originCountry: string; destinationCountry: string; equipmentType?: string | undefined; mode: string },
) => {
  const equipment: SQL | undefined = lane.equipmentType
    ? or(isNull(routingGuides.equipmentType), sql`lower(${routingGuides.equipmentType}) = lower(${lane.equipmentType})`)
    : isNull(routingGuides.equipmentType);
  const [row] = await db
    .select()
    .from(routingGuides)
    .where(
      tenantWhere(
        routingGuides,
        tenant,
        eq(routingGuides.originCountry, lane.originCountry),
        eq(routingGuides.destinationCountry, lane.destinationCountry),
        eq(routingGuides.mode, lane.mode),
        equipment,
      ),
    )
    .orderBy(sql`${routingGuides.equipmentType} is null`)
    .limit(1);
  return row ?? null;
};

export const insertGuide = async (
  db: Pick<Db, 'insert'>,
  tenant: Tenant,
  lane: RoutingGuideLane & { createdBy: string | null },
) => {
  const [row] = await db.insert(routingGuides).values(tenantValues(tenant, lane)).returning();
  return row as RoutingGuideRow;
};

export const updateGuide = async (db: Pick<Db, 'update'>, tenant: Tenant, id: string, lane: RoutingGuideLane) => {
  const [row] = await db
    .update(routingGuides)
    .set({ ...lane, updatedAt: new Date() })
    .where(tenantWhere(routingGuides, tenant, eq(routingGuides.id, id)))
    .returning();
  return row ?? null;
};

export const deleteGuide = async (db: Pick<Db, 'delete'>, tenant: Tenant, id: string) => {
  const [row] = await db
    .delete(routingGuides)
    .where(tenantWhere(routingGuides, tenant, eq(routingGuides.id, id)))
    .returning();
  return row ?? null;
};

/** Replaces a guide's carriers with these, ranked in their order (1 first). */
export const replaceCarriers = async (
  db: Pick<Db, 'insert' | 'delete'>,
  tenant: Tenant,
  guideId: string,
  carriers: NewGuideCarrier[],
) => {
  await db
    .delete(routingGuideCarriers)
    .where(tenantWhere(routingGuideCarriers, tenant, eq(routingGuideCarriers.routingGuideId, guideId)));
  if (carriers.length > 0) {
    await db
      .insert(routingGuideCarriers)
      .values(carriers.map((c, index) => tenantValues(tenant, { ...c, routingGuideId: guideId, rank: index + 1 })));
  }
};
