import { ONBOARDING_MSG, onboardingMessage, type TRequestedCompany } from '@lanehub/shared';
import type { Db } from '../../db/client';
import type { companies, users } from '../../db/schema';
import { grantFirstAdministrators } from '../../kernel/first-administrator';
import { seedStandardEquipmentTypes } from '../../kernel/standard-equipment-types';
import type { AuthContext } from '../../platform/access';
import { recordEvent } from '../../platform/events/record-event';
import { enqueueMail, linkMail } from '../../platform/mail';
import * as q from './onboarding.queries';

// Admin → Requested Companies (spec 01 §4 'Company request: approve or decline'; §6). A deliberate
// cross-company area: the routes are declared access.admin('adminMgt.request-company'): system administrators only (docs/admin.md).

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toRequestedCompany = (row: {
  company: typeof companies.$inferSelect;
  decidedByName: string | null;
  requester: typeof users.$inferSelect | null;
}): TRequestedCompany => ({
  id: row.company.id,
  legalName: row.company.legalName,
  companyTypes: row.company.companyTypes,
  country: row.company.country,
  state: row.company.state,
  approvalStatus: row.company.approvalStatus as TRequestedCompany['approvalStatus'],
  requestedAt: iso(row.company.requestedAt),
  decidedAt: iso(row.company.decidedAt),
  decidedByName: row.decidedByName,
  declineReason: row.company.declineReason,
  requester: row.requester
    ? {
        id: row.requester.id,
        firstName: row.requester.firstName,
        lastName: row.requester.lastName,
        email: row.requester.email,
        emailVerified: row.requester.emailVerifiedAt !== null,
      }
    : null,
});

// A first account so that the approved company's users can pass account selection (spec 01 §2.2).
const firstAccountNumber = (legalName: string) => {
  const letters =
    legalName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'ACC';
  return `${letters}-0001`;
};

/** The decision in the decided company's change log (only a request still 'requested' is decided). */
const recordDecision = (
  tx: Db,
  auth: AuthContext,
  company: { id: string; approvalStatus: string; declineReason: string | null },
) =>
  recordEvent(
    tx,
    { companyId: company.id, userId: auth.userId },
    {
      aggregateType: 'company',
      aggregateId: company.id,
      type: company.approvalStatus === 'approved' ? 'company.approved' : 'company.declined',
      before: { approvalStatus: 'requested', declineReason: null },
      after: { approvalStatus: company.approvalStatus, declineReason: company.declineReason },
    },
  );

export const createRequestedCompaniesService = ({ db, publicUrl }: { db: Db; publicUrl: string }) => {
  const list = async (
    filter: q.RequestedCompanyFilter,
    page: { skip: number; limit: number; cursor?: string | undefined },
  ) => {
    const { items, ...total } = await q.listRequestedCompanies(db, filter, page);
    return { items: items.map(toRequestedCompany), ...total };
  };

  const approve = async (auth: AuthContext, companyId: string) => {
    const decided = await db.transaction(async (tx) => {
      const company = await q.decideCompany(tx, companyId, { status: 'approved', decidedBy: auth.userId });
      await recordDecision(tx, auth, company);
      if ((await q.countAccounts(tx, company.id)) === 0) {
        await q.insertAccount(tx, {
          companyId: company.id,
          number: firstAccountNumber(company.legalName),
          accountType: 'default',
        });
      }
      const members = await q.companyUsers(tx, company.id);
      // Its administrators (whoever signed it up) may then run it, as a company created by an admin.
      await grantFirstAdministrators(
        tx,
        company.id,
        members.filter((m) => m.role === 'admin').map((m) => m.id),
      );
      await seedStandardEquipmentTypes(tx, { companyId: company.id, userId: auth.userId });
      for (const user of members) {
        await enqueueMail(tx, {
          to: user.email,
          subject: `${company.legalName} is approved on Lanehub`,
          ...linkMail({
            greeting: `Hello ${user.firstName},`,
            body: `Good news: a Lanehub administrator approved ${company.legalName}. You can now log in and choose your account.`,
            action: 'Log in',
            url: `${publicUrl}/login`,
          }),
          kind: 'company_approved',
          companyId: company.id,
        });
      }
      return company;
    });
    return {
      company: decided,
      message: onboardingMessage(ONBOARDING_MSG.companyApproved, { name: decided.legalName }),
    };
  };

  const decline = async (auth: AuthContext, companyId: string, reason: string | undefined) => {
    const decided = await db.transaction(async (tx) => {
      const company = await q.decideCompany(tx, companyId, {
        status: 'declined',
        decidedBy: auth.userId,
        reason: reason ?? null,
      });
      await recordDecision(tx, auth, company);
      const members = await q.companyUsers(tx, company.id);
      for (const user of members) {
        await enqueueMail(tx, {
          to: user.email,
          subject: `Your company request for ${company.legalName} was declined`,
          text: `Hello ${user.firstName},\n\nA Lanehub administrator declined the company request for ${company.legalName}.${reason ? `\n\nReason: ${reason}` : ''}\n\nIf you think this is a mistake, reply to this email.\n`,
          kind: 'company_declined',
          companyId: company.id,
        });
      }
      await q.revokeUserSessions(
        tx,
        members.map((m) => m.id),
        'company-declined',
      );
      return company;
    });
    return {
      company: decided,
      message: onboardingMessage(ONBOARDING_MSG.companyDeclined, { name: decided.legalName }),
    };
  };

  return { list, approve, decline };
};

export type RequestedCompaniesService = ReturnType<typeof createRequestedCompaniesService>;
