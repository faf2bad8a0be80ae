import { and, count, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, equipmentTypes, instructions, notifications, sessions, users } from '../../db/schema';
import type { FigureDefinition } from '../../kernel/dashboard-figure';
import { type Tenant, tenantWhere } from '../../platform/tenancy';

// The platform's own figures of the dashboards, counted for the signed-in company. A feature adds its
// figures in its manifest (`dashboardFigures`), not here (orders by status, open tasks, open bids…). A figure declares who may see it with
// the same permission strings as the routes; figures for system administrators may count across
// companies and say so.

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

const total = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);

const grouped = (rows: Array<{ key: string | null; n: number }>, fallback: string) => {
  const breakdown = rows
    .map((row) => ({ key: row.key ?? fallback, value: Number(row.n) }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { value: breakdown.reduce((sum, row) => sum + row.value, 0), breakdown };
};

const usersByRole = async (db: Db, tenant: Tenant) =>
  grouped(
    await db
      .select({ key: users.role, n: count() })
      .from(users)
      .where(tenantWhere(users, tenant, eq(users.enabled, true)))
      .groupBy(users.role),
    'user',
  );

const accountsByMode = async (db: Db, tenant: Tenant) =>
  grouped(
    await db
      .select({ key: accounts.mode, n: count() })
      .from(accounts)
      .where(tenantWhere(accounts, tenant, eq(accounts.enable, true)))
      .groupBy(accounts.mode),
    'none',
  );

const equipmentByCategory = async (db: Db, tenant: Tenant, categories?: readonly string[]) =>
  grouped(
    await db
      .select({ key: equipmentTypes.category, n: count() })
      .from(equipmentTypes)
      .where(
        tenantWhere(
          equipmentTypes,
          tenant,
          eq(equipmentTypes.active, true),
          categories ? sql`${equipmentTypes.category} in ${categories}` : undefined,
        ),
      )
      .groupBy(equipmentTypes.category),
    'other',
  );

export const FIGURES: readonly FigureDefinition[] = [
  {
    key: 'unreadNotifications',
    views: ['main'],
    permission: null,
    link: null,
    compute: async (db, tenant) => ({
      value: total(
        await db
          .select({ n: count() })
          .from(notifications)
          .where(
            tenantWhere(notifications, tenant, eq(notifications.userId, tenant.userId), isNull(notifications.readAt)),
          ),
      ),
    }),
  },
  {
    key: 'users',
    views: ['main', 'anwork'],
    permission: null,
    // The company's users are managed under Settings → Users (the admin area is for system administrators).
    link: '/settings/users',
    compute: usersByRole,
  },
  {
    key: 'activeUsersToday',
    views: ['main', 'anwork'],
    permission: null,
    link: null,
    compute: async (db, tenant) => ({
      value: total(
        await db
          .select({ n: countDistinct(sessions.userId) })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            tenantWhere(
              users,
              tenant,
              isNull(sessions.revokedAt),
              gt(sessions.lastUsedAt, new Date(Date.now() - ONE_DAY_MS)),
            ),
          ),
      ),
    }),
  },
  {
    key: 'accounts',
    views: ['main', 'shipintuit'],
    permission: null,
    link: '/company/company-accounts',
    compute: accountsByMode,
  },
  {
    key: 'equipmentTypes',
    views: ['main', 'shipintuit'],
    permission: 'adminMgt.equipment-type',
    link: '/admin/equipment-management',
    compute: (db, tenant) => equipmentByCategory(db, tenant),
  },
  {
    key: 'yardEquipment',
    views: ['anwork'],
    permission: 'adminMgt.equipment-type',
    link: '/admin/equipment-management',
    compute: (db, tenant) => equipmentByCategory(db, tenant, ['chassis', 'trailer', 'tractor']),
  },
  {
    key: 'instructions',
    views: ['main', 'shipintuit'],
    permission: 'adminMgt.instruction',
    link: '/admin/instruction-management',
    compute: async (db, tenant) => ({
      value: total(await db.select({ n: count() }).from(instructions).where(tenantWhere(instructions, tenant))),
    }),
  },
  {
    // Across companies, by design: system administrators approve company requests.
    key: 'pendingCompanies',
    views: ['main'],
    permission: null,
    systemAdminOnly: true,
    link: '/admin/requested-companies',
    compute: async (db) => ({
      value: total(
        await db
          .select({ n: count() })
          .from(companies)
          .where(and(eq(companies.approvalStatus, 'requested'), eq(companies.enabled, true))),
      ),
    }),
  },
];
