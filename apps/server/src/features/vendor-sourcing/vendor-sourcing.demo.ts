import type { Db } from '../../db/client';
import { accounts, companies, users } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';

// Demo companies of the vendor and sourcing journeys (issue 4 flows 4–6): approved and verified,
// their survey not completed yet, so their users' log-in goes to the survey state screen.
type Tx = Pick<Db, 'insert'>;

export const VENDOR_SOURCING_DEMO = [
  {
    legalName: 'Cascade Outdoor Supply Co.',
    types: ['Vendor'],
    vendorType: 'direct',
    country: 'CA',
    state: 'BC',
    account: { number: 'COS-7001', accountType: 'vendor', mode: 'road' },
    user: { email: 'vendor.survey@lanehub.demo', firstName: 'Priya', lastName: 'Nair', userType: ['vendor'] },
  },
  {
    legalName: 'Northern Lights Market Goods',
    types: ['Seller'],
    vendorType: null,
    country: 'CA',
    state: 'AB',
    account: { number: 'NLM-8001', accountType: 'seller', mode: 'road' },
    user: { email: 'seller@lanehub.demo', firstName: 'Jonas', lastName: 'Eriksen', userType: ['seller'] },
  },
] as const;

export const seedDemoVendorSourcing = async (tx: Tx, passwordHash: string) => {
  for (const demo of VENDOR_SOURCING_DEMO) {
    const [company] = await tx
      .insert(companies)
      .values({
        legalName: demo.legalName,
        companyTypes: [...demo.types],
        vendorType: demo.vendorType,
        country: demo.country,
        state: demo.state,
        contacts: [{ firstName: demo.user.firstName, lastName: demo.user.lastName, email: demo.user.email }],
        approvalStatus: 'approved',
        pendingStatus: false,
        completedSurvey: false,
      })
      .returning({ id: companies.id });
    const companyId = company?.id as string;
    await tx.insert(accounts).values({ ...demo.account, companyId });
    await tx.insert(users).values({
      companyId,
      email: demo.user.email,
      passwordHash,
      firstName: demo.user.firstName,
      lastName: demo.user.lastName,
      role: 'admin',
      userType: [...demo.user.userType],
      emailVerifiedAt: new Date(),
    });
  }
};

/** The vendor and sourcing journeys' part of the demo set (collected in `demo-seeds.ts`). */
export const vendorSourcingDemoSeed: DemoSeed = {
  name: 'vendor-sourcing',
  after: (tx, passwordHash) => seedDemoVendorSourcing(tx, passwordHash),
  logins: VENDOR_SOURCING_DEMO.map((demo) => ({
    email: demo.user.email,
    who: `${demo.types.join(', ')}, ${demo.legalName} (survey not completed)`,
  })),
};
