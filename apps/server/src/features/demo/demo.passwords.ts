import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeSessions } from '../../platform/session.queries';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USER_WITHOUT_COMPANY } from './demo.data';

// The demo log-ins and their published password (issue 11, finding 6): which demo users still sign in
// with it, and replacing it with a random password per user when the server is exposed (demo.bind.ts).

/** Every log-in the demo seed creates (with the features' seeds given), and who each is. */
export const demoLogins = (seeds: readonly DemoSeed[]): Array<{ email: string; who: string }> => [
  ...DEMO_COMPANIES.flatMap((company) =>
    company.users.map((user) => ({
      email: user.email,
      who: `${user.isSystemAdmin ? 'system administrator' : `${user.role}, ${company.legalName}`}${company.pendingStatus ? ' (company pending approval)' : ''}`,
    })),
  ),
  { email: DEMO_USER_WITHOUT_COMPANY.email, who: 'no company yet' },
  ...seeds.flatMap((seed) => seed.logins ?? []),
];

/** Every user the demo seed creates. */
export const demoEmails = (seeds: readonly DemoSeed[]): string[] => demoLogins(seeds).map((login) => login.email);

/** The demo users whose password is still the published one (a user who changed theirs is left out). */
export const usersWithDemoPassword = async (
  db: Db,
  seeds: readonly DemoSeed[],
): Promise<Array<{ id: string; email: string }>> => {
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, demoEmails(seeds)));
  // The seed gives every demo user one hash: each distinct hash is checked once.
  const verdicts = new Map<string, Promise<boolean>>();
  const checks = rows.map(async (row) => {
    let verdict = verdicts.get(row.passwordHash);
    if (!verdict) {
      verdict = verifyPassword(DEMO_PASSWORD, row.passwordHash);
      verdicts.set(row.passwordHash, verdict);
    }
    return verdict;
  });
  const published = await Promise.all(checks);
  return rows.filter((_, i) => published[i]).map(({ id, email }) => ({ id, email }));
};

export const hasDemoLogins = async (db: Db, seeds: readonly DemoSeed[]): Promise<boolean> =>
  (await usersWithDemoPassword(db, seeds)).length > 0;

/** 18 random bytes from the system's CSPRNG, 24 URL-safe characters: nothing to guess. */
const randomPassword = () => randomBytes(18).toString('base64url');

/**
 * Gives every demo user still on the published password a new random one of its own and ends their
 * sessions. Returns the new passwords for the console banner, the only place they are ever shown
 * (never logged, never stored in clear).
 */
export const rotateDemoPasswords = async (
  db: Db,
  seeds: readonly DemoSeed[],
): Promise<Array<{ email: string; password: string }>> => {
  const targets = await usersWithDemoPassword(db, seeds);
  const replaced = await Promise.all(
    targets.map(async (user) => {
      const password = randomPassword();
      return { ...user, password, passwordHash: await hashPassword(password) };
    }),
  );
  await db.transaction(async (tx) => {
    for (const user of replaced) {
      await tx
        .update(users)
        .set({ passwordHash: user.passwordHash, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
    await revokeSessions(tx, 'demo password replaced', { userIds: replaced.map((user) => user.id) });
  });
  const emails = demoEmails(seeds);
  const order = (email: string) => emails.indexOf(email);
  return replaced.map(({ email, password }) => ({ email, password })).sort((a, b) => order(a.email) - order(b.email));
};
