import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { hashToken } from './tokens';

// Single-use secrets sent by e-mail (issue 4). Only the SHA-256 is stored; a token is spent by a
// conditional update (used_at is null and not expired), so of two concurrent uses exactly one wins.

export type TokenPurpose = 'signup_verification' | 'invitation' | 'password_reset' | 'sourcing_verification';

type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

/** 256 random bits, URL-safe: for links. */
export const newLinkSecret = () => randomBytes(32).toString('base64url');
/** Eight random digits: for codes typed by hand (password reset). Always paired with an attempt limit. */
export const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

export type IssueInput = {
  purpose: TokenPurpose;
  ttlMs: number;
  userId?: string | null;
  companyId?: string | null;
  email?: string | null;
  data?: Record<string, string | number | boolean | null>;
  createdBy?: string | null;
  /** Give a code instead of a link secret. */
  code?: boolean;
  /** Spend the earlier unused tokens of the same purpose and user (resend, new code). */
  replaceEarlier?: boolean;
};

export const issueOneTimeToken = async (writer: Writer, input: IssueInput) => {
  if (input.replaceEarlier && input.userId) {
    await writer
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.purpose, input.purpose),
          eq(oneTimeTokens.userId, input.userId),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }
  const secret = input.code ? newCode() : newLinkSecret();
  const [row] = await writer
    .insert(oneTimeTokens)
    .values({
      purpose: input.purpose,
      tokenHash: hashToken(secret),
      userId: input.userId ?? null,
      companyId: input.companyId ?? null,
      email: input.email?.trim().toLowerCase() ?? null,
      data: input.data ?? {},
      createdBy: input.createdBy ?? null,
      expiresAt: new Date(Date.now() + input.ttlMs),
    })
    .returning();
  if (!row) {
    throw new Error('one_time_tokens insert returned no row');
  }
  return { secret, token: row };
};

export type TokenLookup =
  | { status: 'valid'; token: typeof oneTimeTokens.$inferSelect }
  | { status: 'expired'; token: typeof oneTimeTokens.$inferSelect }
  | { status: 'invalid' };

/** Reads a token without spending it (e.g. the invitation prefill). Used tokens are invalid. */
export const peekOneTimeToken = async (reader: Pick<Db, 'select'>, purpose: TokenPurpose, secret: string) => {
  const [row] = await reader
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, hashToken(secret))))
    .limit(1);
  if (!row || row.usedAt) {
    return { status: 'invalid' } satisfies TokenLookup;
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    return { status: 'expired', token: row } satisfies TokenLookup;
  }
  return { status: 'valid', token: row } satisfies TokenLookup;
};

/**
 * Spends a token: one conditional update. Returns the spent row, or why it could not be spent.
 * `match` narrows further (e.g. the user id of a verification link, the e-mail of a reset code).
 */
export const consumeOneTimeToken = async (
  writer: Writer,
  purpose: TokenPurpose,
  secret: string,
  match: { userId?: string; email?: string } = {},
): Promise<TokenLookup> => {
  const conditions = [
    eq(oneTimeTokens.purpose, purpose),
    eq(oneTimeTokens.tokenHash, hashToken(secret)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  ];
  if (match.userId) {
    conditions.push(eq(oneTimeTokens.userId, match.userId));
  }
  if (match.email) {
    conditions.push(eq(oneTimeTokens.email, match.email.trim().toLowerCase()));
  }
  const [spent] = await writer
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(...conditions))
    .returning();
  if (spent) {
    return { status: 'valid', token: spent };
  }
  const seen = await peekOneTimeToken(writer, purpose, secret);
  return seen.status === 'expired' ? seen : { status: 'invalid' };
};

/** Counts a wrong code against the user's live tokens of a purpose; after `max` failures they are spent. */
export const recordFailedCode = async (writer: Writer, purpose: TokenPurpose, userId: string, max: number) => {
  await writer
    .update(oneTimeTokens)
    .set({
      failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1`,
      usedAt: sql`case when ${oneTimeTokens.failedAttempts} + 1 >= ${max} then now() else null end`,
    })
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
};

/** Whether a sign-up verification link was ever issued to the user (company sign-up, company request). */
export const hasVerificationLink = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, 'signup_verification'), eq(oneTimeTokens.userId, userId)))
    .limit(1);
  return Boolean(row);
};
