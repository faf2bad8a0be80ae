import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, refreshTokens, sessions, users } from '../../db/schema';

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ user: users, companyEnabled: companies.enabled, companyApproval: companies.approvalStatus })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
};

export const findUserById = async (db: Db, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

export const findCompany = async (db: Db, companyId: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
};

export const listCompanyAccounts = (db: Db, companyId: string, limit: number) =>
  db.select().from(accounts).where(eq(accounts.companyId, companyId)).orderBy(accounts.number).limit(limit);

export const findEnabledAccountByNumber = async (db: Db, companyId: string, number: string) => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        // Numbers are unique whatever their case, so the one typed in any case is the account.
        sql`lower(${accounts.number}) = lower(${number})`,
        eq(accounts.enable, true),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const findAccount = async (db: Db, companyId: string, accountId: string) => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)))
    .limit(1);
  return row ?? null;
};

export const createSession = async (
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
) =>
  db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId: values.userId, expiresAt: values.expiresAt, userAgent: values.userAgent, ip: values.ip })
      .returning({ id: sessions.id });
    if (!session) {
      throw new Error('session insert returned nothing');
    }
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: values.tokenHash });
    return session.id;
  });

/**
 * Rotates a refresh token: marks the presented one used and stores its successor, in one transaction.
 * The conditional update has exactly one winner when the same token is presented twice at once.
 */
export const rotateRefreshToken = async (db: Db, presentedHash: string, nextHash: string, expiresAt: Date) =>
  db.transaction(async (tx) => {
    const [used] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, presentedHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!used) {
      return null;
    }
    const [session] = await tx
      .update(sessions)
      .set({ lastUsedAt: new Date(), expiresAt })
      .where(and(eq(sessions.id, used.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .returning({ id: sessions.id, userId: sessions.userId });
    if (!session) {
      return null;
    }
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: nextHash });
    return session;
  });

export const findRefreshToken = async (db: Db, tokenHash: string) => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
};

export const bindSessionToAccount = (
  db: Db,
  sessionId: string,
  values: { accountId: string; mode: string; type: string | null },
) => db.update(sessions).set(values).where(eq(sessions.id, sessionId));
