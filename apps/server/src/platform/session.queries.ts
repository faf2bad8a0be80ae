import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, policies, sessions, userPolicies, users } from '../db/schema';
import type { AuthContext } from './access';

// The per-request check: the session is live, the user and the company are enabled. This is what
// makes logout, disabling a user and disabling a company take effect at once, not at token expiry.
export const loadAuthContext = async (db: Db, sessionId: string, userId: string): Promise<AuthContext | null> => {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      companyId: users.companyId,
      role: users.role,
      isSystemAdmin: users.isSystemAdmin,
      accountId: sessions.accountId,
      companyEnabled: companies.enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  if (!row || row.companyEnabled === false) {
    return null;
  }
  const permissions = await permissionsFor(db, row.userId, row.accountId);
  return {
    userId: row.userId,
    sessionId,
    email: row.email,
    companyId: row.companyId,
    accountId: row.accountId,
    role: row.role,
    isSystemAdmin: row.isSystemAdmin,
    permissions,
  };
};

/** Permissions a user holds for an account: policies for that account plus those for every account. */
export const permissionsFor = async (db: Db, userId: string, accountId: string | null): Promise<string[]> => {
  const rows = await db
    .select({ permissions: policies.permissions })
    .from(userPolicies)
    .innerJoin(policies, eq(policies.id, userPolicies.policyId))
    .where(
      and(
        eq(userPolicies.userId, userId),
        accountId ? or(isNull(userPolicies.accountId), eq(userPolicies.accountId, accountId)) : isNull(userPolicies.accountId),
      ),
    );
  return [...new Set(rows.flatMap((r) => r.permissions))].sort();
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
