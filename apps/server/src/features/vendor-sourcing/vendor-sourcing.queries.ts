import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyContact, companies, users } from '../../db/schema';

/** Anything that reads and writes: the database or a transaction. */
type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/** The account that already has this address (addresses are stored in lower case), or null. */
export const findAccountByEmail = async (db: Pick<Db, 'select'>, email: string) => {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
};

export type NewSignUpCompany = {
  legalName: string;
  companyTypes: string[];
  country: string;
  state: string | null;
  contact: CompanyContact;
  vendorType: string | null;
  // Vendor requests wait for an administrator ('requested'); sourcing companies wait for the e-mail.
  approvalStatus: 'requested' | 'approved';
};

export const insertSignUpCompany = async (tx: Tx, values: NewSignUpCompany) => {
  const [row] = await tx
    .insert(companies)
    .values({
      legalName: values.legalName,
      companyTypes: values.companyTypes,
      country: values.country,
      state: values.state,
      contacts: [values.contact],
      vendorType: values.vendorType,
      approvalStatus: values.approvalStatus,
      requestedAt: values.approvalStatus === 'requested' ? new Date() : null,
      pendingStatus: true,
      completedSurvey: false,
    })
    .returning({ id: companies.id });
  if (!row) {
    throw new Error('companies insert returned no row');
  }
  return row.id;
};

export const insertSignUpUser = async (
  tx: Tx,
  values: {
    companyId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    userType: string[];
  },
) => {
  // The first user of a company is its administrator.
  const [row] = await tx
    .insert(users)
    .values({ ...values, role: 'admin' })
    .returning({ id: users.id });
  if (!row) {
    throw new Error('users insert returned no row');
  }
  return row.id;
};

/** A verified sourcing sign-up: the user's e-mail is confirmed and the company no longer pending. */
export const markSourcingVerified = async (tx: Tx, userId: string, companyId: string) => {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  await tx
    .update(companies)
    .set({ pendingStatus: false })
    .where(and(eq(companies.id, companyId), eq(companies.approvalStatus, 'approved')));
};

export const findUserCompanyByEmail = async (db: Pick<Db, 'select'>, email: string) => {
  const [row] = await db
    .select({
      userId: users.id,
      user: { userType: users.userType, isSystemAdmin: users.isSystemAdmin },
      company: companies,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
};

export const findCompany = async (db: Pick<Db, 'select'>, companyId: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
};
