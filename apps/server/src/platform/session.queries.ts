import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, policies, roles, sessions, userPolicies, userRoles, users } from '../db/schema';
import type { AuthContext } from './access';

// The per-request check: the session is live, the user and the company are enabled, whether the
// company is confirmed, and the permissions of the session's account, in one statement. This is what
// makes logout, disabling a user or a company and approving a company take effect at once, not at
// token expiry. Confirmed: approved by an administrator (`approval_status`) and out of its pending
// state (`pending_status`, which a sourcing company leaves when its e-mail is verified).
export const loadAuthContext = async (db: Db, sessionId: string, userId: string): Promise<AuthContext | null> => {
  const result = await db.execute(sql`
    select u.id as user_id, u.email, u.company_id, u.role, u.is_system_admin, s.account_id,
      coalesce(c.approval_status = 'approved' and not c.pending_status, true) as company_confirmed,
      coalesce((
        select array_agg(distinct perm order by perm)
        from (
          select perm
          from ${userPolicies} up
          join ${policies} p on p.id = up.policy_id
          cross join lateral unnest(p.permissions) as perm
          where up.user_id = u.id and (up.account_id is null or up.account_id = s.account_id)
          union all
          select feature || '.*'
          from ${userRoles} ur
          join ${roles} r on r.id = ur.role_id
          cross join lateral unnest(r.features) as feature
          where ur.user_id = u.id and ur.company_id = u.company_id
        ) as granted(perm)
      ), '{}') as permissions
    from ${sessions} s
    join ${users} u on u.id = s.user_id
    left join ${companies} c on c.id = u.company_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
      and u.enabled and coalesce(c.enabled, true)
    limit 1`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
  if (!row) {
    return null;
  }
  return {
    userId: String(row.user_id),
    sessionId,
    email: String(row.email),
    companyId: (row.company_id as string | null) ?? null,
    accountId: (row.account_id as string | null) ?? null,
    role: String(row.role),
    isSystemAdmin: Boolean(row.is_system_admin),
    permissions: row.permissions as string[],
    companyConfirmed: Boolean(row.company_confirmed),
  };
};

/**
 * Permissions a user holds for an account: policies for that account plus those for every account,
 * and `area.*` for each feature of the user's roles (roles hold for every account).
 */
export const permissionsFor = async (db: Db, userId: string, accountId: string | null): Promise<string[]> => {
  const featureRows = await db
    .select({ features: roles.features })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.companyId, userRoles.companyId)))
    .where(eq(userRoles.userId, userId));
  const fromRoles = featureRows.flatMap((r) => r.features.map((feature) => `${feature}.*`));
  const rows = await db
    .select({ permissions: policies.permissions })
    .from(userPolicies)
    .innerJoin(policies, eq(policies.id, userPolicies.policyId))
    .where(
      and(
        eq(userPolicies.userId, userId),
        accountId
          ? or(isNull(userPolicies.accountId), eq(userPolicies.accountId, accountId))
          : isNull(userPolicies.accountId),
      ),
    );
  return [...new Set([...rows.flatMap((r) => r.permissions), ...fromRoles])].sort();
};

export const revokeSessions = async (db: Db, reason: string, by: { userIds?: string[]; sessionId?: string }) => {
  const conditions = [isNull(sessions.revokedAt)];
  if (by.sessionId) {
    conditions.push(eq(sessions.id, by.sessionId));
  }
  if (by.userIds) {
    if (by.userIds.length === 0) {
      return;
    }
    conditions.push(inArray(sessions.userId, by.userIds));
  }
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...conditions));
};
