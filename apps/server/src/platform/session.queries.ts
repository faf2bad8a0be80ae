import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, policies, roles, sessions, userPolicies, userRoles, users } from '../db/schema';
import type { AuthContext } from './access';
import type { AuthCache } from './auth-cache';

// The per-request check: the session is live, the user and the company are enabled, whether the
// company is confirmed, and the permissions of the session's account, in one statement. This is what
// makes logout, disabling a user or a company and approving a company take effect at once, not at
// token expiry. Confirmed: approved by an administrator (`approval_status`) and out of its pending
// state (`pending_status`, which a sourcing company leaves when its e-mail is verified).
//
// It runs on every signed-in request, so it is a prepared statement (issue 12 §10): on PostgreSQL a
// named statement that each pooled connection parses and plans once (planning this statement cost
// about ten times its execution), and the SQL text is built once per process, not per request.
//
// Its result may be kept per process (platform/auth-cache.ts): only while that process listens for
// the NOTIFY the triggers on every table read here send (migration 0033_auth_cache_notify). A table
// added to this statement needs the same trigger, or its changes would reach other processes late.
const authContextStatement = (db: Db) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      companyId: users.companyId,
      role: users.role,
      isSystemAdmin: users.isSystemAdmin,
      accountId: sessions.accountId,
      expiresAt: sessions.expiresAt,
      companyConfirmed: sql<boolean>`coalesce(${companies.approvalStatus} = 'approved' and not ${companies.pendingStatus}, true)`,
      permissions: sql<string[]>`coalesce((
        select array_agg(distinct perm order by perm)
        from (
          select perm
          from ${userPolicies} up
          join ${policies} p on p.id = up.policy_id
          cross join lateral unnest(p.permissions) as perm
          where up.user_id = ${users.id} and (up.account_id is null or up.account_id = ${sessions.accountId})
          union all
          select feature || '.*'
          from ${userRoles} ur
          join ${roles} r on r.id = ur.role_id
          cross join lateral unnest(r.features) as feature
          where ur.user_id = ${users.id} and ur.company_id = ${users.companyId}
        ) as granted(perm)
      ), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${users.enabled} and coalesce(${companies.enabled}, true)`,
      ),
    )
    .limit(1)
    .prepare('lanehub_auth_context');

type AuthContextStatement = ReturnType<typeof authContextStatement>;
const prepared = new WeakMap<Db, AuthContextStatement>();

export const loadAuthContext = async (
  db: Db,
  sessionId: string,
  userId: string,
  cache?: AuthCache,
): Promise<AuthContext | null> => {
  const cached = cache?.get(sessionId, userId);
  if (cached) {
    return cached;
  }
  // Taken before the statement runs: a change notified while it runs makes its result unfit to keep.
  const ticket = cache?.beginLoad() ?? 0;
  let statement = prepared.get(db);
  if (!statement) {
    statement = authContextStatement(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ sessionId, userId });
  if (!row) {
    return null;
  }
  const auth: AuthContext = {
    userId: row.userId,
    sessionId,
    email: row.email,
    companyId: row.companyId ?? null,
    accountId: row.accountId ?? null,
    role: String(row.role),
    isSystemAdmin: Boolean(row.isSystemAdmin),
    permissions: row.permissions,
    companyConfirmed: Boolean(row.companyConfirmed),
  };
  cache?.set(ticket, auth, new Date(row.expiresAt));
  return auth;
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
