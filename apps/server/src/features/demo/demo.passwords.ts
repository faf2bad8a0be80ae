import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../onboarding/onboarding.queries';
import { VENDOR_SOURCING_DEMO } from '../vendor-sourcing/vendor-sourcing.demo';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USER_WITHOUT_COMPANY } from './demo.data';

// The demo log-ins and their published password (issue 11, finding 6): which demo users still sign in
// with it, and replacing it with a random password per user when the server is exposed (demo.bind.ts).

/** Every user the demo seed creates. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_COMPANIES.flatMap((company) => company.users.map((user) => user.email)),
  DEMO_USER_WITHOUT_COMPANY.email,
  ...VENDOR_SOURCING_DEMO.map((demo) => demo.user.email),
];

/** The demo users whose password is still the published one (a user who changed theirs is left out). */
export const usersWithDemoPassword = async (db: Db): Promise<Array<{ id: string; email: string }>> => {
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, [...DEMO_EMAILS]));
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

export const hasDemoLogins = async (db: Db): Promise<boolean> => (await usersWithDemoPassword(db)).length > 0;

/** 18 random bytes from the system's CSPRNG, 24 URL-safe characters: nothing to guess. */
const randomPassword = () => randomBytes(18).toString('base64url');

/**
 * Gives every demo user still on the published password a new random one of its own and ends their
 * sessions. Returns the new passwords for the console banner, the only place they are ever shown
 * (never logged, never stored in clear).
 */
export const rotateDemoPasswords = async (db: Db): Promise<Array<{ email: string; password: string }>> => {
  const targets = await usersWithDemoPassword(db);
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
    await revokeUserSessions(
      tx,
      replaced.map((user) => user.id),
      'demo password replaced',
    );
  });
  const order = (email: string) => DEMO_EMAILS.indexOf(email);
  return replaced.map(({ email, password }) => ({ email, password })).sort((a, b) => order(a.email) - order(b.email));
};
