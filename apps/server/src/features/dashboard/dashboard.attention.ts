import {
  can,
  DASHBOARD_ACTIVITY_WEEKS,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  LOGO_WHERE,
  type TDashboardAttention,
  type TDashboardWeek,
} from '@lanehub/shared';
import { and, count, eq, gt, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, domainEvents, notifications, oneTimeTokens, storedFiles } from '../../db/schema';
import type { AuthContext } from '../../platform/access';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// What needs the user's attention on the main dashboard (issue 13: the dashboard as a place to work),
// each with the screen where it is dealt with, and the company's activity per week. Each item says who
// may see it, as the figures do: the route is open to every signed-in user of a company, the items
// are not.

type Who = 'everyone' | 'companyAdmin' | 'systemAdmin';

type AttentionDefinition = {
  key: string;
  who: Who;
  /** A permission the user needs besides `who` (the screen the link opens requires it). */
  permission?: string;
  link: string | null;
  count: (db: Db, tenant: Tenant) => Promise<number>;
};

const first = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);

export const ATTENTION: readonly AttentionDefinition[] = [
  {
    // Across companies, by design: system administrators approve company requests.
    key: 'pendingCompanies',
    who: 'systemAdmin',
    link: '/admin/requested-companies',
    count: async (db) =>
      first(
        await db
          .select({ n: count() })
          .from(companies)
          .where(and(eq(companies.approvalStatus, 'requested'), eq(companies.enabled, true))),
      ),
  },
  {
    // Invitations the company sent that are neither accepted nor expired yet.
    key: 'pendingInvitations',
    who: 'companyAdmin',
    link: '/settings/users',
    count: async (db, tenant) =>
      first(
        await db
          .select({ n: count() })
          .from(oneTimeTokens)
          .where(
            tenantWhere(
              oneTimeTokens,
              tenant,
              eq(oneTimeTokens.purpose, 'invitation'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, sql`now()`),
            ),
          ),
      ),
  },
  {
    // The company's documents that expired or expire within DOCUMENT_EXPIRY_WARNING_DAYS days
    // (insurance certificates, licences, bonds): the documents screen filtered to them.
    key: 'expiringDocuments',
    who: 'everyone',
    permission: 'company.view',
    link: '/company/resources-documents?expiring=true',
    count: async (db, tenant) =>
      first(
        await db
          .select({ n: count() })
          .from(storedFiles)
          .where(
            tenantWhere(
              storedFiles,
              tenant,
              ne(storedFiles.where, LOGO_WHERE),
              isNotNull(storedFiles.expiresOn),
              lte(storedFiles.expiresOn, sql`current_date + ${sql.raw(String(DOCUMENT_EXPIRY_WARNING_DAYS))}`),
            ),
          ),
      ),
  },
  {
    // The user's own unread notifications: the bell in the top bar lists them.
    key: 'unreadNotifications',
    who: 'everyone',
    link: null,
    count: async (db, tenant) =>
      first(
        await db
          .select({ n: count() })
          .from(notifications)
          .where(
            tenantWhere(notifications, tenant, eq(notifications.userId, tenant.userId), isNull(notifications.readAt)),
          ),
      ),
  },
];

const maySee = (item: AttentionDefinition, auth: AuthContext) =>
  (item.who === 'everyone' || auth.isSystemAdmin || (item.who === 'companyAdmin' && auth.role === 'admin')) &&
  (!item.permission || can(auth, item.permission));

/** The items with something waiting that this user may see, in the order above. */
export const attentionOf = async (db: Db, tenant: Tenant, auth: AuthContext): Promise<TDashboardAttention[]> => {
  const visible = ATTENTION.filter((item) => maySee(item, auth));
  const counted = await Promise.all(
    visible.map(async (item) => ({ key: item.key, count: await item.count(db, tenant), link: item.link })),
  );
  return counted.filter((item) => item.count > 0);
};

// A change log entry that brings a record (or a file, or a partner) into the company; every other
// entry changes or removes one.
const CREATED = sql`${domainEvents.type} ~ '(created|imported|uploaded|added)$'`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) that starts the week of a date, as YYYY-MM-DD. */
export const weekOf = (date: Date): string => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
};

/**
 * The company's records created and changed per week (Monday first, UTC) over the last
 * DASHBOARD_ACTIVITY_WEEKS weeks, this one included, counted in SQL from its change log (domain
 * events); a week without a change is a zero, not a gap.
 */
export const activityOf = async (db: Db, tenant: Tenant, now = new Date()): Promise<TDashboardWeek[]> => {
  const thisWeek = weekOf(now);
  const weeks = Array.from({ length: DASHBOARD_ACTIVITY_WEEKS }, (_, i) =>
    new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (DASHBOARD_ACTIVITY_WEEKS - 1 - i) * 7 * DAY_MS)
      .toISOString()
      .slice(0, 10),
  );
  const week = sql<string>`to_char(date_trunc('week', ${domainEvents.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      week,
      created: sql<number>`count(*) filter (where ${CREATED})`,
      changed: sql<number>`count(*) filter (where not (${CREATED}))`,
    })
    .from(domainEvents)
    .where(tenantWhere(domainEvents, tenant, gte(domainEvents.occurredAt, new Date(`${weeks[0]}T00:00:00Z`))))
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weeks.map((start) => ({
    week: start,
    created: Number(byWeek.get(start)?.created ?? 0),
    changed: Number(byWeek.get(start)?.changed ?? 0),
  }));
};
