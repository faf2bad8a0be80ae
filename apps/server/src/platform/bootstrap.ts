import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, companies, users } from '../db/schema';
import { hashPassword } from './passwords';

/** Whether the installation has any user yet (the demo seed and the first administrator need none). */
export const hasAnyUser = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) > 0;
};

// A deployment on PostgreSQL starts empty; its first system administrator comes from ADMIN_EMAIL and
// ADMIN_PASSWORD when no user exists yet (issue 2).
export const bootstrapAdmin = async (db: Db, admin: { email: string; password: string }): Promise<boolean> => {
  if (await hasAnyUser(db)) {
    return false;
  }
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ legalName: 'Platform Administration', companyTypes: [], completedSurvey: true })
      .returning({ id: companies.id });
    const companyId = company?.id as string;
    await tx
      .insert(accounts)
      .values({ companyId, number: 'ADMIN', accountType: 'internal', mode: 'integrated_shipping' });
    await tx.insert(users).values({
      companyId,
      email: admin.email.trim().toLowerCase(),
      passwordHash,
      firstName: 'System',
      lastName: 'Administrator',
      role: 'admin',
      isSystemAdmin: true,
    });
  });
  return true;
};
