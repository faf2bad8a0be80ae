import type {
  ADMIN_ACCOUNT_SORTS,
  ADMIN_COMPANY_SORTS,
  ADMIN_SUBSCRIPTION_SORTS,
  ADMIN_USER_SORTS,
  TAdminAccount,
  TAdminCompany,
  TAdminPartner,
  TAdminUser,
  TSubscription,
  ZAdminAccountListQuery,
  ZAdminCompanyListQuery,
  ZAdminUserListQuery,
  ZSubscriptionListQuery,
} from '@lanehub/shared';
import { DEFAULT_TIME_ZONE, subscriptionStatusOn } from '@lanehub/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, companies, companyPartners, locations, sessions, subscriptions, users } from '../../db/schema';
import { COMPANY_PROFILE_COLUMNS } from '../../kernel/company-profile';
import { defineList, escapeLike, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// SQL of the admin area. These statements read across companies on purpose: they serve only routes
// declared `access.admin(...)`, which system administrators alone pass (platform/access.ts). Where a
// statement is about one company, that company is named by the administrator in the path, never
// taken from the caller's session.

type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];
type AdminAccountSort = (typeof ADMIN_ACCOUNT_SORTS)[number];
type SubscriptionSort = (typeof ADMIN_SUBSCRIPTION_SORTS)[number];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const likeOf = (search: string | undefined) => {
  const text = search?.trim();
  return text ? `%${escapeLike(text)}%` : null;
};
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Today's date in the platform's time zone, from the database clock (the one clock every process shares). */
export const todayOf = async (db: Executor): Promise<string> => {
  const result = await db.execute(sql`select (now() at time zone ${DEFAULT_TIME_ZONE})::date::text as today`);
  return String((result as unknown as { rows: Array<{ today: string }> }).rows[0]?.today);
};

// ---- Users ----

const userColumns = {
  ...getTableColumns(users),
  companyName: companies.legalName,
};
type UserRow = typeof users.$inferSelect & { companyName: string | null };

export const toAdminUser = (row: UserRow): TAdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  enabled: row.enabled,
  isSystemAdmin: row.isSystemAdmin,
  company: row.companyId && row.companyName ? { id: row.companyId, legalName: row.companyName } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// The user list at volume: every company's users, so it pages by cursor too. The name sort is one
// expression (first and last name, without regard to case), as it always was.
const USER_LIST = defineList<AdminUserSort>({
  id: users.id,
  sorts: {
    name: { expression: sql`lower(${users.firstName} || ' ' || ${users.lastName})`, type: 'text', notNull: true },
    email: users.email,
    // A user without a company has no company name (the left join): null, last ascending.
    company: { expression: companies.legalName, type: 'text' },
    role: users.role,
    createdAt: users.createdAt,
  },
});

export const listUsers = async (db: Executor, params: z.output<typeof ZAdminUserListQuery>) => {
  const like = likeOf(params.search);
  const where = and(
    params.companyId ? eq(users.companyId, params.companyId) : undefined,
    like
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          ilike(companies.legalName, like),
        )
      : undefined,
  );
  const plan = listPlan(USER_LIST, params);
  const fetched = await db
    .select({ ...userColumns, ...plan.keyColumns })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows.map(toAdminUser), ...page };
};

export const getUser = async (db: Executor, userId: string) => {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

export const sessionStatsOf = async (db: Executor, userId: string) => {
  const [row] = await db
    .select({
      active:
        sql<number>`count(*) filter (where ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`.mapWith(
          Number,
        ),
      last: sql<Date | null>`max(${sessions.createdAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { activeSessions: row?.active ?? 0, lastSignInAt: iso(row?.last ?? null) };
};

export const usersOfCompany = async (db: Executor, companyId: string) => {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(1000);
  return rows.map(toAdminUser);
};

export const userIdsOfCompany = async (db: Executor, companyId: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))).map((r) => r.id);

// ---- Accounts ----

const accountColumns = {
  ...getTableColumns(accounts),
  companyName: companies.legalName,
  locationName: locations.name,
};
type AccountRow = typeof accounts.$inferSelect & { companyName: string; locationName: string | null };

export const toAdminAccount = (row: AccountRow): TAdminAccount => ({
  id: row.id,
  number: row.number,
  accountType: row.accountType,
  mode: row.mode,
  manageBy: row.manageBy,
  enable: row.enable,
  location: row.locationId && row.locationName ? { id: row.locationId, name: row.locationName } : null,
  company: { id: row.companyId, legalName: row.companyName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const accountQuery = (db: Executor, extra: Record<string, unknown> = {}) =>
  db
    .select({ ...accountColumns, ...extra })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    // The location joins on the account's own company as well, so it can only be one of its own.
    .leftJoin(locations, and(eq(locations.id, accounts.locationId), eq(locations.companyId, accounts.companyId)));

const ACCOUNT_LIST = defineList<AdminAccountSort>({
  id: accounts.id,
  sorts: {
    number: accounts.number,
    company: companies.legalName,
    mode: accounts.mode,
    accountType: accounts.accountType,
    updatedAt: accounts.updatedAt,
  },
});

export const listAccounts = async (db: Executor, params: z.output<typeof ZAdminAccountListQuery>) => {
  const like = likeOf(params.search);
  const where = and(
    params.companyId ? eq(accounts.companyId, params.companyId) : undefined,
    params.enable === undefined ? undefined : eq(accounts.enable, params.enable),
    like
      ? or(
          ilike(accounts.number, like),
          ilike(accounts.accountType, like),
          ilike(accounts.mode, like),
          ilike(companies.legalName, like),
        )
      : undefined,
  );
  const plan = listPlan(ACCOUNT_LIST, params);
  const fetched = await accountQuery(db, plan.keyColumns)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched as Array<AccountRow & { listCursorKey: string }>, counted);
  return { rows: (rows as AccountRow[]).map(toAdminAccount), ...page };
};

export const getAccount = async (db: Executor, accountId: string, companyId?: string) => {
  const [row] = await accountQuery(db)
    .where(and(eq(accounts.id, accountId), companyId ? eq(accounts.companyId, companyId) : undefined))
    .limit(1);
  return row ? toAdminAccount(row) : null;
};

export const accountsOfCompany = async (db: Executor, companyId: string) =>
  (await accountQuery(db).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.number)).limit(1000)).map(
    toAdminAccount,
  );

export const updateAccount = async (
  db: Executor,
  accountId: string,
  values: { enable: boolean; mode: string | null; accountType: string | null },
) => {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return row ?? null;
};

// ---- Companies ----

// Inside a subquery drizzle would write the outer column unqualified (read as the inner table's id).
const outerCompanyId = sql.raw('"companies"."id"');
const userCount = sql<number>`(select count(*) from ${users} u where u.company_id = ${outerCompanyId})`.mapWith(Number);
const accountCount = sql<number>`(select count(*) from ${accounts} a where a.company_id = ${outerCompanyId})`.mapWith(
  Number,
);

type CompanyRow = Pick<
  typeof companies.$inferSelect,
  'id' | 'legalName' | 'companyTypes' | 'approvalStatus' | 'pendingStatus' | 'enabled' | 'requestedAt' | 'createdAt'
> & { userCount: number; accountCount: number };

export const toAdminCompany = (row: CompanyRow): TAdminCompany => ({
  id: row.id,
  legalName: row.legalName,
  companyTypes: row.companyTypes,
  approvalStatus: row.approvalStatus,
  pendingStatus: row.pendingStatus,
  enabled: row.enabled,
  userCount: row.userCount,
  accountCount: row.accountCount,
  requestedAt: iso(row.requestedAt),
  createdAt: row.createdAt.toISOString(),
});

// Every member company of the platform, so it pages by cursor too.
const COMPANY_LIST = defineList<AdminCompanySort>({
  id: companies.id,
  sorts: {
    legalName: { expression: sql`lower(${companies.legalName})`, type: 'text', notNull: true },
    approvalStatus: companies.approvalStatus,
    createdAt: companies.createdAt,
    requestedAt: companies.requestedAt,
  },
});

// Trading partners entered by hand (created_by_company_id set) are a company's private records, not
// platform members: the admin lists leave them out.
const isMember = isNull(companies.createdByCompanyId);

export const listCompanies = async (db: Executor, params: z.output<typeof ZAdminCompanyListQuery>) => {
  const like = likeOf(params.search);
  const where = and(
    isMember,
    params.approvalStatus ? eq(companies.approvalStatus, params.approvalStatus) : undefined,
    params.enabled === undefined ? undefined : eq(companies.enabled, params.enabled),
    like
      ? or(
          ilike(companies.legalName, like),
          sql`exists (select 1 from unnest(${companies.companyTypes}) as t(v) where t.v ilike ${like})`,
        )
      : undefined,
  );
  const plan = listPlan(COMPANY_LIST, params);
  const fetched = await db
    .select({ ...getTableColumns(companies), userCount, accountCount, ...plan.keyColumns })
    .from(companies)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(companies).where(where).$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows.map(toAdminCompany), ...page };
};

/** One member company for the admin area: its profile (the projection every screen shares) and its state. */
export const getCompany = async (db: Executor, companyId: string) => {
  const [row] = await db
    .select({
      ...COMPANY_PROFILE_COLUMNS,
      approvalStatus: companies.approvalStatus,
      pendingStatus: companies.pendingStatus,
      enabled: companies.enabled,
      requestedAt: companies.requestedAt,
      createdAt: companies.createdAt,
      vendorType: companies.vendorType,
      completedSurvey: companies.completedSurvey,
      decidedAt: companies.decidedAt,
      declineReason: companies.declineReason,
      userCount,
      accountCount,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), isMember))
    .limit(1);
  return row ?? null;
};

/** Locks the company row for the rest of the transaction, so writes about one company run one at a time. */
export const lockCompany = async (tx: Executor, companyId: string) => {
  const [row] = await tx
    .select({ id: companies.id, legalName: companies.legalName, enabled: companies.enabled })
    .from(companies)
    .where(and(eq(companies.id, companyId), isMember))
    .for('update');
  return row ?? null;
};

export const setCompanyEnabled = async (db: Executor, companyId: string, enabled: boolean) =>
  db.update(companies).set({ enabled, updatedAt: new Date() }).where(eq(companies.id, companyId));

export const partnerCountOf = async (db: Executor, companyId: string) => {
  const [row] = await db.select({ n: count() }).from(companyPartners).where(eq(companyPartners.companyId, companyId));
  return Number(row?.n ?? 0);
};

// A company's partner network as the admin area shows it: by legal name, on the list kit (one page
// of up to 10,000, as the screen always read).
const ADMIN_PARTNER_LIST = defineList<'legalName'>({
  id: companies.id,
  sorts: { legalName: companies.legalName },
});

export const partnersOf = async (db: Executor, companyId: string): Promise<TAdminPartner[]> => {
  const plan = listPlan(ADMIN_PARTNER_LIST, { skip: 0, limit: 10_000, sort: 'legalName', order: 'asc' });
  const where = eq(companyPartners.companyId, companyId);
  const fetched = await db
    .select({
      id: companies.id,
      legalName: companies.legalName,
      companyTypes: companies.companyTypes,
      country: companies.country,
      city: companies.city,
      createdBy: companies.createdByCompanyId,
      addedAt: companyPartners.createdAt,
      ...plan.keyColumns,
    })
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  const counted = db.select(countRow).from(companyPartners).where(where).$dynamic();
  const { rows } = await listPage(db, plan, fetched, counted);
  return rows.map((row) => ({
    id: row.id,
    legalName: row.legalName,
    companyTypes: row.companyTypes,
    country: row.country,
    city: row.city,
    manual: row.createdBy !== null,
    addedAt: row.addedAt.toISOString(),
  }));
};

// ---- Subscriptions ----

const subscriptionColumns = { ...getTableColumns(subscriptions), companyName: companies.legalName };
export type SubscriptionRow = typeof subscriptions.$inferSelect & { companyName: string };

export const toSubscription = (row: SubscriptionRow, today: string): TSubscription => ({
  id: row.id,
  company: { id: row.companyId, legalName: row.companyName },
  plan: row.plan,
  appServices: row.appServices,
  startDate: row.startDate,
  endDate: row.endDate,
  notes: row.notes,
  status: subscriptionStatusOn(row, today),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The SQL form of `subscriptionStatusOn` (both ends included). */
const statusCondition = (status: 'active' | 'upcoming' | 'ended', today: string): SQL => {
  switch (status) {
    case 'upcoming':
      return gt(subscriptions.startDate, today);
    case 'ended':
      return lt(subscriptions.endDate, today);
    default:
      return and(
        lte(subscriptions.startDate, today),
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today)),
      ) as SQL;
  }
};

const SUBSCRIPTION_LIST = defineList<SubscriptionSort>({
  id: subscriptions.id,
  sorts: {
    company: { expression: sql`lower(${companies.legalName})`, type: 'text', notNull: true },
    plan: subscriptions.plan,
    startDate: subscriptions.startDate,
    endDate: subscriptions.endDate,
  },
});

export const listSubscriptions = async (
  db: Executor,
  params: z.output<typeof ZSubscriptionListQuery>,
  today: string,
) => {
  const like = likeOf(params.search);
  const where = and(
    params.companyId ? eq(subscriptions.companyId, params.companyId) : undefined,
    params.status ? statusCondition(params.status, today) : undefined,
    like ? or(ilike(companies.legalName, like), ilike(subscriptions.plan, like)) : undefined,
  );
  const plan = listPlan(SUBSCRIPTION_LIST, params);
  const fetched = await db
    .select({ ...subscriptionColumns, ...plan.keyColumns })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows.map((row) => toSubscription(row, today)), ...page };
};

export const getSubscription = async (db: Executor, subscriptionId: string) => {
  const [row] = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row ?? null;
};

/** Every period of one company, newest first: a company named by an administrator, or the caller's own. */
export const subscriptionsOfCompany = async (db: Executor, company: string | Tenant, today: string) => {
  const rows = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(typeof company === 'string' ? eq(subscriptions.companyId, company) : tenantWhere(subscriptions, company))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
    .limit(1000);
  const history = rows.map((row) => toSubscription(row, today));
  return { today, current: history.find((s) => s.status === 'active') ?? null, history };
};

/** Whether another period of the company shares a day with [startDate, endDate] (both included). */
export const overlapsAnother = async (
  db: Executor,
  period: { companyId: string; startDate: string; endDate: string | null; exceptId?: string },
) => {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, period.companyId),
        period.exceptId ? ne(subscriptions.id, period.exceptId) : undefined,
        period.endDate ? lte(subscriptions.startDate, period.endDate) : undefined,
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, period.startDate)),
      ),
    )
    .limit(1);
  return row !== undefined;
};
