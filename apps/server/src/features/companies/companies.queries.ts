import type { TCompanyProfile, TCompanyPublicProfile, TTradingPartner } from '@lanehub/shared';
import { isCarrierType, type ZTradingPartner, type ZUpdateCompany } from '@lanehub/shared';
import { and, asc, count, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, companies, companyPartners, locations, users } from '../../db/schema';
import { COMPANY_PROFILE_COLUMNS, type CompanyProfileRow, companyProfileOf } from '../../kernel/company-profile';
import { recordEvent } from '../../platform/events/record-event';
import { defineList, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
import { ownCompanyWhere, type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// The company's own locations by id (the headquarters must be one of them).
const locationRepository = tenantRepository(locations);

export const toPublicProfile = (row: CompanyProfileRow, isPartner: boolean): TCompanyPublicProfile => {
  const { id, industryCategories, ...profile } = companyProfileOf(row);
  return {
    _id: id,
    ...profile,
    isCarrier: row.companyTypes.some(isCarrierType),
    industryCategory: industryCategories,
    isPartner,
  };
};

/**
 * Companies another company may see the public profile of: enabled, approved, and not a trading
 * partner entered by hand by somebody else.
 */
const visibleTo = (tenant: Tenant): SQL =>
  and(
    eq(companies.enabled, true),
    eq(companies.pendingStatus, false),
    or(isNull(companies.createdByCompanyId), eq(companies.createdByCompanyId, tenant.companyId)),
  ) as SQL;

// 'carrier' matches every type containing it (spec 01 §1); any other type matches exactly.
const ofType = (type: string | undefined): SQL | undefined => {
  if (!type) {
    return undefined;
  }
  if (type.toLowerCase() === 'carrier') {
    return sql`exists (select 1 from unnest(${companies.companyTypes}) as t(v) where t.v ilike '%carrier%')`;
  }
  return sql`${type} = any(${companies.companyTypes})`;
};

const partnerLink = (tenant: Tenant) =>
  and(eq(companyPartners.partnerCompanyId, companies.id), tenantWhere(companyPartners, tenant));

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

export const getOwnCompany = async (db: Db, tenant: Tenant): Promise<TCompanyProfile | null> => {
  const [row] = await db
    .select({
      ...COMPANY_PROFILE_COLUMNS,
      headquartersLocationId: companies.headquartersLocationId,
      pendingStatus: companies.pendingStatus,
      completedSurvey: companies.completedSurvey,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .where(ownCompanyWhere(tenant))
    .limit(1);
  if (!row) {
    return null;
  }
  const [[accountTotal], [partnerTotal], hasHeadquarters, administrators] = await Promise.all([
    db.select({ n: count() }).from(accounts).where(tenantWhere(accounts, tenant)),
    db.select({ n: count() }).from(companyPartners).where(tenantWhere(companyPartners, tenant)),
    row.headquartersLocationId ? locationRepository.exists(db, tenant, row.headquartersLocationId) : false,
    // Whom a user who may only read the profile asks for a change (issue 13 §4).
    db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(tenantWhere(users, tenant, eq(users.role, 'admin'), eq(users.enabled, true)))
      .orderBy(asc(users.lastName), asc(users.firstName))
      .limit(20),
  ]);
  return {
    ...toPublicProfile(row, false),
    // A headquarters that is no longer a location of the company is shown as none.
    location: hasHeadquarters ? row.headquartersLocationId : null,
    pendingStatus: row.pendingStatus,
    completedSurvey: row.completedSurvey,
    accountCount: Number(accountTotal?.n ?? 0),
    partnerCount: Number(partnerTotal?.n ?? 0),
    updatedAt: row.updatedAt.toISOString(),
    administrators: administrators.map((a) => `${a.firstName} ${a.lastName}`.trim()),
  };
};

export type UpdateResult = { ok: true } | { ok: false; field: 'location' };

export const updateOwnCompany = async (
  db: Db,
  tenant: Tenant,
  values: z.output<typeof ZUpdateCompany>,
): Promise<UpdateResult> => {
  if (values.location && !(await locationRepository.exists(db, tenant, values.location))) {
    return { ok: false, field: 'location' };
  }
  const changes = {
    legalName: values.legalName,
    productSegments: values.productSegments,
    industryCategories: values.industryCategory,
    country: values.country?.toUpperCase() ?? null,
    state: values.state,
    city: values.city,
    address: values.address,
    website: values.website,
    contacts: values.contacts,
    headquartersLocationId: values.location,
  };
  // The profile and its change-log event commit together.
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(ownCompanyWhere(tenant)).for('update');
    await tx.update(companies).set(changes).where(ownCompanyWhere(tenant));
    if (before) {
      // A field left out of the body (undefined) is not written, so it did not change.
      const written = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
      await recordEvent(tx, tenant, {
        aggregateType: 'company',
        aggregateId: tenant.companyId,
        type: 'company.updated',
        before: pick(before, written),
        after: pick(changes, written),
      });
    }
  });
  return { ok: true };
};

// The company search (a typeahead: the first `limit` matches by legal name) pages like every list.
const COMPANY_SEARCH = defineList<'legalName'>({ id: companies.id, sorts: { legalName: companies.legalName } });

export const searchCompanies = async (
  db: Db,
  tenant: Tenant,
  params: {
    name: string;
    type?: string | undefined;
    limit: number;
    cursor?: string | undefined;
    skip?: number | undefined;
  },
) => {
  const where = and(
    visibleTo(tenant),
    ne(companies.id, tenant.companyId),
    searchAny(params.name, [companies.legalName]),
    ofType(params.type),
  );
  const plan = listPlan(COMPANY_SEARCH, {
    skip: params.skip ?? 0,
    limit: params.limit,
    sort: 'legalName',
    order: 'asc',
    cursor: params.cursor,
  });
  const fetched = await db
    .select({ company: COMPANY_PROFILE_COLUMNS, partnerId: companyPartners.id, ...plan.keyColumns })
    .from(companies)
    .leftJoin(companyPartners, partnerLink(tenant))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(companies).where(where).$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows.map((r) => toPublicProfile(r.company, r.partnerId !== null)), ...page };
};

// The partner network in one order (legal name); the picker reads at most PARTNER_PAGE of them a page.
const PARTNER_LIST = defineList<'legalName'>({ id: companies.id, sorts: { legalName: companies.legalName } });
export const PARTNER_PAGE = 1000;

/** The partner network, sorted by legal name (the company picker reads it). */
export const listPartners = async (
  db: Db,
  tenant: Tenant,
  params: { type?: string | undefined; search?: string | undefined; cursor?: string | undefined },
) => {
  const where = and(
    tenantWhere(companyPartners, tenant),
    ofType(params.type),
    searchAny(params.search, [companies.legalName]),
  );
  const plan = listPlan(PARTNER_LIST, {
    skip: 0,
    limit: PARTNER_PAGE,
    sort: 'legalName',
    order: 'asc',
    cursor: params.cursor,
  });
  const fetched = await db
    .select({ company: COMPANY_PROFILE_COLUMNS, ...plan.keyColumns })
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows.map((r) => toPublicProfile(r.company, true)), ...page };
};

/** Another company's public profile, if the caller may see it; the caller's own as well. */
export const getPublicProfile = async (db: Db, tenant: Tenant, companyId: string) => {
  const [row] = await db
    .select({ company: COMPANY_PROFILE_COLUMNS, partnerId: companyPartners.id })
    .from(companies)
    .leftJoin(companyPartners, partnerLink(tenant))
    .where(and(eq(companies.id, companyId), or(ownCompanyWhere(tenant), visibleTo(tenant))))
    .limit(1);
  return row ? toPublicProfile(row.company, row.partnerId !== null) : null;
};

/** Adds a partner once; adding it again changes nothing. Null when it may not be added. */
export const addPartner = async (db: Db, tenant: Tenant, partnerCompanyId: string) => {
  if (partnerCompanyId === tenant.companyId) {
    return null;
  }
  const [target] = await db
    .select(COMPANY_PROFILE_COLUMNS)
    .from(companies)
    .where(and(eq(companies.id, partnerCompanyId), visibleTo(tenant)))
    .limit(1);
  if (!target) {
    return null;
  }
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(companyPartners)
      .values(tenantValues(tenant, { partnerCompanyId, createdBy: tenant.userId }))
      .onConflictDoNothing()
      .returning({ id: companyPartners.id });
    // Adding a partner again changes nothing, so it logs nothing. The log names the partner, not its
    // id: another company's id never appears in this company's data (the cross-tenant test holds it).
    if (added.length > 0) {
      await recordEvent(tx, tenant, {
        aggregateType: 'company',
        aggregateId: tenant.companyId,
        type: 'company.partner-added',
        after: { partnerName: target.legalName },
      });
    }
  });
  return toPublicProfile(target, true);
};

export const removePartner = async (db: Db, tenant: Tenant, partnerCompanyId: string) =>
  db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyPartners)
      .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, partnerCompanyId)))
      .returning({ id: companyPartners.id });
    if (!removed) {
      return null;
    }
    const [company] = await tx
      .select({ legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.id, partnerCompanyId));
    const legalName = company?.legalName ?? '';
    await recordEvent(tx, tenant, {
      aggregateType: 'company',
      aggregateId: tenant.companyId,
      type: 'company.partner-removed',
      before: { partnerName: legalName },
    });
    return { legalName };
  });

type TradingPartnerValues = z.output<typeof ZTradingPartner> & Pick<TTradingPartner, 'primaryContact'>;

// The form's fields as company columns (create and edit write the same ones).
const tradingPartnerColumns = (values: TradingPartnerValues) => {
  const contact = values.primaryContact;
  return {
    legalName: values.legalName,
    companyTypes: values.companyType ? [values.companyType] : [],
    country: values.country?.toUpperCase() ?? null,
    state: values.state,
    city: values.city,
    address: values.address,
    contacts:
      contact && (contact.firstName || contact.lastName)
        ? [
            {
              firstName: contact.firstName ?? '',
              lastName: contact.lastName ?? '',
              email: contact.email || undefined,
              phone: contact.phone,
            },
          ]
        : [],
  };
};

/** A trading partner entered by hand: a company of its own, visible to its creator, and a partner at once. */
export const createTradingPartner = async (db: Db, tenant: Tenant, values: TradingPartnerValues) =>
  db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        ...tradingPartnerColumns(values),
        createdByCompanyId: tenant.companyId,
        completedSurvey: true,
      })
      .returning({ id: companies.id, legalName: companies.legalName });
    if (!company) {
      throw new Error('Trading partner insert returned no row');
    }
    await tx
      .insert(companyPartners)
      .values(tenantValues(tenant, { partnerCompanyId: company.id, createdBy: tenant.userId }));
    await recordEvent(tx, tenant, {
      aggregateType: 'company',
      aggregateId: tenant.companyId,
      type: 'company.trading-partner-created',
      after: { partnerName: company.legalName },
    });
    return { _id: company.id, legalName: company.legalName };
  });

/**
 * Edits a trading partner the company entered by hand (issue 13 §10). Only its creator may: a company
 * on Lanehub keeps its own profile, and another company's manual partner is not found.
 */
export const updateTradingPartner = async (db: Db, tenant: Tenant, companyId: string, values: TradingPartnerValues) =>
  db.transaction(async (tx) => {
    const mine = and(eq(companies.id, companyId), eq(companies.createdByCompanyId, tenant.companyId));
    const [before] = await tx
      .select({
        legalName: companies.legalName,
        companyTypes: companies.companyTypes,
        country: companies.country,
        state: companies.state,
        city: companies.city,
        address: companies.address,
        contacts: companies.contacts,
      })
      .from(companies)
      .where(mine)
      .for('update');
    if (!before) {
      return null;
    }
    const columns = tradingPartnerColumns(values);
    await tx
      .update(companies)
      .set({ ...columns, updatedAt: new Date() })
      .where(mine);
    await recordEvent(tx, tenant, {
      aggregateType: 'company',
      aggregateId: tenant.companyId,
      type: 'company.trading-partner-updated',
      before: { partnerName: before.legalName, ...before },
      after: { partnerName: columns.legalName, ...columns },
    });
    return { _id: companyId, legalName: columns.legalName };
  });
