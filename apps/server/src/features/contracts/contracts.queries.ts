import { asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPartners, contracts, domainEvents, rateCardLanes, rateCards, users } from '../../db/schema';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of contracts, rate cards and lanes, always scoped to the caller's company.

type Executor = Pick<Db, 'select'>;
export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = Omit<typeof contracts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type LaneRow = typeof rateCardLanes.$inferSelect;
export type NewLane = Omit<typeof rateCardLanes.$inferInsert, 'id' | 'companyId' | 'contractId' | 'rateCardId'>;

// Correlated counts name the outer table's columns in full: drizzle writes a column of the query's
// own table without its table name, which inside the subquery would mean the inner table's column.
const cardCount = sql<number>`(select count(*)::int from ${rateCards} rc where rc.company_id = "contracts"."company_id" and rc.contract_id = "contracts"."id")`;

const contractColumns = { contract: contracts, partyName: companies.legalName, rateCardCount: cardCount };
export type ContractView = { contract: ContractRow; partyName: string | null; rateCardCount: number };

export const listContracts = async (
  db: Executor,
  tenant: Tenant,
  filter: { limit: number; mode?: string | undefined; status?: string | undefined; search?: string | undefined },
): Promise<ContractView[]> => {
  const conditions: Array<SQL | undefined> = [
    filter.mode ? eq(contracts.mode, filter.mode) : undefined,
    filter.status ? eq(contracts.status, filter.status) : undefined,
    filter.search
      ? or(ilike(contracts.contractNumber, `%${filter.search}%`), ilike(companies.legalName, `%${filter.search}%`))
      : undefined,
  ];
  return db
    .select(contractColumns)
    .from(contracts)
    .leftJoin(companies, eq(companies.id, contracts.partyCompanyId))
    .where(tenantWhere(contracts, tenant, ...conditions))
    .orderBy(desc(contracts.updatedAt), desc(contracts.id))
    .limit(filter.limit);
};

export const getContract = async (db: Executor, tenant: Tenant, id: string): Promise<ContractView | null> => {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .leftJoin(companies, eq(companies.id, contracts.partyCompanyId))
    .where(tenantWhere(contracts, tenant, eq(contracts.id, id)))
    .limit(1);
  return row ?? null;
};

export const isPartner = async (db: Executor, tenant: Tenant, companyId: string) =>
  (
    await db
      .select({ id: companyPartners.id })
      .from(companyPartners)
      .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, companyId)))
      .limit(1)
  ).length > 0;

export const insertContract = async (db: Pick<Db, 'insert'>, tenant: Tenant, values: NewContract) => {
  const [row] = await db.insert(contracts).values(tenantValues(tenant, values)).returning();
  return row as ContractRow;
};

export const updateContract = async (db: Pick<Db, 'update'>, tenant: Tenant, id: string, values: NewContract) => {
  const [row] = await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(contracts, tenant, eq(contracts.id, id)))
    .returning();
  return row ?? null;
};

export const deleteContract = async (db: Pick<Db, 'delete'>, tenant: Tenant, id: string) => {
  const [row] = await db
    .delete(contracts)
    .where(tenantWhere(contracts, tenant, eq(contracts.id, id)))
    .returning();
  return row ?? null;
};

export const touchContract = async (db: Pick<Db, 'update'>, tenant: Tenant, id: string) =>
  db
    .update(contracts)
    .set({ updatedAt: new Date() })
    .where(tenantWhere(contracts, tenant, eq(contracts.id, id)));

/** The contracts' change log, newest first (the domain events of aggregate 'contract'). */
export const contractHistory = async (db: Executor, tenant: Tenant, limit: number) =>
  db
    .select({
      id: domainEvents.id,
      aggregateId: domainEvents.aggregateId,
      type: domainEvents.type,
      occurredAt: domainEvents.occurredAt,
      before: domainEvents.before,
      after: domainEvents.after,
      actor: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(domainEvents)
    .leftJoin(users, eq(users.id, domainEvents.actorUserId))
    .where(tenantWhere(domainEvents, tenant, eq(domainEvents.aggregateType, 'contract')))
    .orderBy(desc(domainEvents.occurredAt), desc(domainEvents.id))
    .limit(limit);

// --- Rate cards ------------------------------------------------------------------------------------

const laneCount = sql<number>`(select count(*)::int from ${rateCardLanes} l where l.company_id = "rate_cards"."company_id" and l.rate_card_id = "rate_cards"."id")`;

export const listRateCards = async (db: Executor, tenant: Tenant, contractId?: string) =>
  db
    .select({ card: rateCards, laneCount })
    .from(rateCards)
    .where(tenantWhere(rateCards, tenant, contractId ? eq(rateCards.contractId, contractId) : undefined))
    .orderBy(desc(rateCards.updatedAt), desc(rateCards.id))
    .limit(500);

export const getRateCard = async (db: Executor, tenant: Tenant, contractId: string, id: string) => {
  const [row] = await db
    .select({ card: rateCards, laneCount })
    .from(rateCards)
    .where(tenantWhere(rateCards, tenant, eq(rateCards.contractId, contractId), eq(rateCards.id, id)))
    .limit(1);
  return row ?? null;
};

export const listLanes = async (db: Executor, tenant: Tenant, rateCardId: string, limit: number) =>
  db
    .select()
    .from(rateCardLanes)
    .where(tenantWhere(rateCardLanes, tenant, eq(rateCardLanes.rateCardId, rateCardId)))
    .orderBy(asc(rateCardLanes.rowIndex))
    .limit(limit);

export const insertRateCard = async (
  db: Pick<Db, 'insert'>,
  tenant: Tenant,
  values: { contractId: string; rateCardTypeId: string; name: string },
) => {
  const [row] = await db.insert(rateCards).values(tenantValues(tenant, values)).returning();
  return row as typeof rateCards.$inferSelect;
};

const LANE_BATCH = 1000;
export const insertLanes = async (
  db: Pick<Db, 'insert'>,
  tenant: Tenant,
  contractId: string,
  rateCardId: string,
  lanes: NewLane[],
  /** Between batches (a job's cancel check). */
  betweenBatches?: () => Promise<void>,
) => {
  for (let i = 0; i < lanes.length; i += LANE_BATCH) {
    if (i > 0) {
      await betweenBatches?.();
    }
    await db
      .insert(rateCardLanes)
      .values(lanes.slice(i, i + LANE_BATCH).map((lane) => tenantValues(tenant, { ...lane, contractId, rateCardId })));
  }
};

export const countLanes = async (db: Executor, tenant: Tenant, contractId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(rateCardLanes)
    .where(tenantWhere(rateCardLanes, tenant, eq(rateCardLanes.contractId, contractId)));
  return Number(row?.n ?? 0);
};

// --- Rating ----------------------------------------------------------------------------------------

export type LaneFeatureColumn =
  | 'carrier'
  | 'originCountry'
  | 'destinationCountry'
  | 'equipmentType'
  | 'moveType'
  | 'mode'
  | 'service';

const COUNTRY_FEATURES: ReadonlySet<string> = new Set(['originCountry', 'destinationCountry']);

/**
 * The lanes of a contract that fit the given features on the date, best first: a lane fits when each
 * given feature is its value or a wildcard (null); features not given are not compared. Best is the
 * most given features matched exactly, then the fewest other constraints, then the latest validity.
 */
export const matchLanes = async (
  db: Executor,
  tenant: Tenant,
  contractId: string,
  features: Partial<Record<LaneFeatureColumn, string>>,
  onDate: string,
  limit = 1,
) => {
  const given = Object.entries(features) as Array<[LaneFeatureColumn, string]>;
  // Countries are stored as ISO alpha-2 codes (the service normalises the lookup's): compared exactly,
  // in the lookup index's own expression. The other features compare in any case.
  const fits = given.map(([name, value]) => {
    const column = rateCardLanes[name];
    return COUNTRY_FEATURES.has(name)
      ? sql`coalesce(${column}, '') in ('', ${value})`
      : or(sql`${column} is null`, sql`lower(${column}) = lower(${value})`);
  });
  const exact =
    given.length === 0
      ? sql<number>`0`
      : sql.join(
          given.map(
            ([name, value]) => sql`(case when lower(${rateCardLanes[name]}) = lower(${value}) then 1 else 0 end)`,
          ),
          sql` + `,
        );
  // No join: the card's name is read for the one lane chosen (a join made the planner loop the
  // contract's lanes once per card).
  const lanes = await db
    .select({
      lane: rateCardLanes,
      exact: sql<number>`(${exact})::int`,
      // The total in SQL, exact (numeric), rounded once.
      total: sql<string>`round(${rateCardLanes.baseRate} + coalesce(${rateCardLanes.fuelSurcharge}, 0) + coalesce(${rateCardLanes.accessorials}, 0) + coalesce(${rateCardLanes.demurrage}, 0) + coalesce(${rateCardLanes.detention}, 0), 4)::text`,
    })
    .from(rateCardLanes)
    .where(
      tenantWhere(
        rateCardLanes,
        tenant,
        eq(rateCardLanes.contractId, contractId),
        ...fits,
        sql`(${rateCardLanes.validFrom} is null or ${rateCardLanes.validFrom} <= ${onDate}::date)`,
        sql`(${rateCardLanes.validTo} is null or ${rateCardLanes.validTo} >= ${onDate}::date)`,
      ),
    )
    .orderBy(
      desc(sql`(${exact})`),
      asc(rateCardLanes.specificity),
      sql`${rateCardLanes.validFrom} desc nulls last`,
      asc(rateCardLanes.rowIndex),
      asc(rateCardLanes.id),
    )
    .limit(limit);
  if (lanes.length === 0) {
    return [];
  }
  const cards = await db
    .select({ id: rateCards.id, name: rateCards.name })
    .from(rateCards)
    .where(tenantWhere(rateCards, tenant, inArray(rateCards.id, [...new Set(lanes.map((l) => l.lane.rateCardId))])));
  const names = new Map(cards.map((card) => [card.id, card.name]));
  return lanes.map((row) => ({ ...row, cardName: names.get(row.lane.rateCardId) ?? '' }));
};
