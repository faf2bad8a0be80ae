import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, companyPartners, users } from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';

// The vendor survey journey's own demo company (docs/vendor-survey.md): a vendor whose survey is not
// completed, with the demo shipper (Maple Leaf Home Goods Ltd., MLH-1001) already in its partner
// network, so the POs of its survey can name that buyer. Separate from vendor.survey@lanehub.demo
// (the log-in journeys expect that one to stay on its survey) and from vendor@lanehub.demo.
export const VENDOR_SURVEY_DEMO = {
  legalName: 'Fraser Valley Outfitters Ltd.',
  account: { number: 'FVO-7101', accountType: 'vendor', mode: 'road' },
  user: { email: 'vendor.onboard@lanehub.demo', firstName: 'Mei', lastName: 'Takahashi' },
  buyer: 'Maple Leaf Home Goods Ltd.',
} as const;

export const seedDemoVendorSurvey = async (tx: Db, passwordHash: string) => {
  const demo = VENDOR_SURVEY_DEMO;
  const [company] = await tx
    .insert(companies)
    .values({
      legalName: demo.legalName,
      companyTypes: ['Vendor'],
      vendorType: 'direct',
      country: 'CA',
      state: 'BC',
      contacts: [{ firstName: demo.user.firstName, lastName: demo.user.lastName, email: demo.user.email }],
      approvalStatus: 'approved',
      pendingStatus: false,
      completedSurvey: false,
    })
    .returning({ id: companies.id });
  const companyId = company?.id as string;
  await tx.insert(accounts).values({ ...demo.account, companyId });
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      email: demo.user.email,
      passwordHash,
      firstName: demo.user.firstName,
      lastName: demo.user.lastName,
      role: 'admin',
      userType: ['vendor'],
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const [buyer] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.legalName, demo.buyer));
  if (buyer) {
    await tx.insert(companyPartners).values({ companyId, partnerCompanyId: buyer.id, createdBy: user?.id ?? null });
  }
};

export const vendorSurveyDemoSeed: DemoSeed = {
  name: 'vendor-survey',
  after: (tx, passwordHash) => seedDemoVendorSurvey(tx, passwordHash),
  logins: [
    {
      email: VENDOR_SURVEY_DEMO.user.email,
      who: `Vendor, ${VENDOR_SURVEY_DEMO.legalName} (survey not completed; the survey journey completes it)`,
    },
  ],
};
