import {
  isGrantable,
  MSG,
  ONBOARDING_MSG,
  onboardingMessage,
  type TCompanyRequest,
  type TCompanySignUpRequest,
  type TInvitationGrant,
  type TInvitationLookup,
  type TPendingInvitation,
  type TVerifySignUpRequest,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { findCountry, findState } from '../../kernel/reference-data';
import type { AuthContext } from '../../platform/access';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { mailExistingAccount } from '../../platform/existing-account-mail';
import { enqueueMail, escapeHtml, linkMail } from '../../platform/mail';
import {
  consumeOneTimeToken,
  hasVerificationLink,
  issueOneTimeToken,
  peekOneTimeToken,
  recordFailedCode,
} from '../../platform/one-time-tokens';
import { burnPasswordCheck, hashPassword } from '../../platform/passwords';
import type { Tenant } from '../../platform/tenancy';
import { createInvitation } from './invitations';
import * as q from './onboarding.queries';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes after which a reset code dies (recordFailedCode). */
export const RESET_CODE_MAX_FAILURES = 5;

const tokenInvalid = () => new AppError(400, 'TOKEN_INVALID', ONBOARDING_MSG.tokenInvalid);
const tokenExpired = () => new AppError(410, 'TOKEN_EXPIRED', ONBOARDING_MSG.tokenExpired);

export type OnboardingDeps = { db: Db; publicUrl: string };

export const createOnboardingService = ({ db, publicUrl }: OnboardingDeps) => {
  const verificationMail = (input: { firstName: string; companyName: string; url: string }) =>
    linkMail({
      greeting: `Hello ${input.firstName},`,
      body: `Thank you for signing up ${input.companyName} on Lanehub. Please verify your email address; the link works once and expires in 48 hours. A Lanehub administrator will then review your company request.`,
      action: 'Verify my email',
      url: input.url,
    });

  const verificationUrl = (secret: string, companyId: string, userId: string) =>
    `${publicUrl}/signup-verification?${new URLSearchParams({ token: secret, companyId, userId }).toString()}`;

  const issueVerification = async (
    tx: q.Writer,
    user: { id: string; email: string; firstName: string },
    company: { id: string; legalName: string },
    replaceEarlier: boolean,
  ) => {
    const { secret } = await issueOneTimeToken(tx, {
      purpose: 'signup_verification',
      ttlMs: VERIFICATION_TTL_MS,
      userId: user.id,
      companyId: company.id,
      email: user.email,
      replaceEarlier,
    });
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Verify your email for Lanehub',
      ...verificationMail({
        firstName: user.firstName,
        companyName: company.legalName,
        url: verificationUrl(secret, company.id, user.id),
      }),
      kind: 'signup_verification',
      companyId: company.id,
    });
  };

  const checkAddress = (input: { country: string; state?: string | undefined }) => {
    const country = findCountry(input.country);
    if (!country) {
      const message = onboardingMessage(ONBOARDING_MSG.countryUnknown, { country: input.country });
      throw badRequest(message, { country: message });
    }
    let state: string | null = null;
    if (input.state) {
      state = findState(country, input.state);
      if (!state) {
        const message = onboardingMessage(ONBOARDING_MSG.stateUnknown, { state: input.state, country });
        throw badRequest(message, { state: message });
      }
    }
    return { country, state };
  };

  // Flow 1 ---------------------------------------------------------------------------------------

  const signUpCompany = async (input: TCompanySignUpRequest) => {
    const address = checkAddress(input);
    // Hash first, so a known and an unknown address take the same time.
    const passwordHash = await hashPassword(input.password);
    const existing = await q.findUserByEmail(db, input.email);
    if (existing) {
      await mailExistingAccount(db, {
        publicUrl,
        email: input.email,
        firstName: existing.user.firstName,
        loginPath: '/login',
        kind: 'signup_verification',
      });
      return { email: input.email };
    }
    try {
      await db.transaction(async (tx) => {
        const company = await q.insertRequestedCompany(tx, {
          legalName: input.legalName,
          companyTypes: [...new Set(input.companyTypes)],
          ...address,
        });
        const user = await q.insertUser(tx, {
          companyId: company.id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'admin',
        });
        await issueVerification(tx, user, company, false);
      });
    } catch (error) {
      // Two sign-ups with one address at once: the second gets the same reply as any known address.
      if (!isUniqueViolation(error)) {
        throw error;
      }
    }
    return { email: input.email };
  };

  /**
   * A signed-in user without a company requests one (spec 01 §4 'No company goes to company
   * signup'): the company waits for approval like a self-sign-up, and the user becomes its
   * administrator. The verification link is e-mailed only when the address is not verified yet.
   */
  const requestCompany = async (auth: AuthContext, input: TCompanyRequest) => {
    const address = checkAddress(input);
    return db.transaction(async (tx) => {
      const user = await q.lockUser(tx, auth.userId);
      if (!user) {
        throw unauthorized();
      }
      if (user.companyId) {
        throw new AppError(409, 'ALREADY_IN_COMPANY', ONBOARDING_MSG.alreadyInCompany);
      }
      const company = await q.insertRequestedCompany(tx, {
        legalName: input.legalName,
        companyTypes: [...new Set(input.companyTypes)],
        ...address,
      });
      await q.joinRequestedCompany(tx, user.id, company.id);
      const verificationSent = user.emailVerifiedAt === null;
      if (verificationSent) {
        await issueVerification(tx, user, company, true);
      }
      return { email: user.email, verificationSent };
    });
  };

  const resendVerification = async (email: string) => {
    const found = await q.findUserByEmail(db, email);
    const { user, company } = found ?? {};
    // Only a user whose sign-up verifies the address by link (company sign-up, company request) gets a
    // new one; a vendor's sign-up has no verification link to send again.
    if (
      user &&
      company &&
      !user.emailVerifiedAt &&
      user.enabled &&
      company.approvalStatus === 'requested' &&
      (await hasVerificationLink(db, user.id))
    ) {
      await db.transaction(async (tx) => issueVerification(tx, user, company, true));
    }
    return { sent: true as const };
  };

  const verifySignUp = async (input: TVerifySignUpRequest) => {
    const result = await db.transaction(async (tx) => {
      const spent = await consumeOneTimeToken(tx, 'signup_verification', input.token, { userId: input.userId });
      if (spent.status === 'valid') {
        // The link's three parts must agree; otherwise nothing is spent (the throw rolls back).
        if (spent.token.companyId !== input.companyId) {
          throw tokenInvalid();
        }
        await q.markEmailVerified(tx, input.userId);
      }
      return spent;
    });
    if (result.status === 'expired') {
      throw tokenExpired();
    }
    if (result.status !== 'valid') {
      throw tokenInvalid();
    }
    return { verified: true as const, email: result.token.email ?? '' };
  };

  // Flow 2 ---------------------------------------------------------------------------------------

  type InviteInput = {
    email: string;
    contactName?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
    grants?: TInvitationGrant[] | undefined;
  };

  const requireInviter = (auth: AuthContext): Tenant => {
    if (!auth.companyId) {
      throw forbidden(MSG.noCompany, 'NO_COMPANY');
    }
    // The Users item of Settings is for the company's administrators (spec 01 §6).
    if (auth.role !== 'admin' && !auth.isSystemAdmin) {
      throw forbidden(ONBOARDING_MSG.adminOnly);
    }
    return { companyId: auth.companyId, userId: auth.userId };
  };

  /**
   * What an invitation may give: policies the company may hand out, on its own accounts, and only
   * permissions the inviter may grant (the no-escalation rule of access management).
   */
  const checkGrants = async (auth: AuthContext, tenant: Tenant, grants: readonly TInvitationGrant[]) => {
    const policyIds = [...new Set(grants.map((g) => g.policyId))];
    const usable = await q.usablePoliciesOf(db, tenant, policyIds);
    if (usable.length !== policyIds.length) {
      throw badRequest(MSG.referenceNotFound, { grants: MSG.referenceNotFound });
    }
    const accountIds = [...new Set(grants.flatMap((g) => (g.accountId ? [g.accountId] : [])))];
    if ((await q.companyAccountsOf(db, tenant, accountIds)).length !== accountIds.length) {
      throw badRequest(MSG.referenceNotFound, { grants: MSG.referenceNotFound });
    }
    const refused = usable.flatMap((p) => p.permissions).find((p) => !isGrantable(auth, p));
    if (refused) {
      throw forbidden(ONBOARDING_MSG.adminOnly, 'NOT_GRANTABLE');
    }
    return [...new Map(grants.map((g) => [`${g.policyId}/${g.accountId ?? ''}`, g])).values()];
  };

  const invite = async (auth: AuthContext, input: InviteInput) => {
    const tenant = requireInviter(auth);
    const grants = await checkGrants(auth, tenant, input.grants ?? []);
    const sent = await db.transaction((tx) =>
      createInvitation(
        tx,
        {
          companyId: tenant.companyId,
          email: input.email,
          contactName: input.contactName,
          firstName: input.firstName,
          lastName: input.lastName,
          grants,
          invitedBy: auth.userId,
        },
        { publicUrl },
      ),
    );
    return { email: sent.email, expiresAt: sent.expiresAt.toISOString() };
  };

  /** Settings → Users: the invitations sent and neither accepted, revoked nor expired. */
  const listInvitations = async (auth: AuthContext, page: { skip: number; limit: number }) => {
    const tenant = requireInviter(auth);
    const { rows, total } = await q.listPendingInvitations(db, tenant, page);
    const grantsOf = rows.map((row) => q.decodeGrants(row.token.data.grants));
    const all = grantsOf.flat();
    const [policyRows, accountRows] = await Promise.all([
      q.usablePoliciesOf(db, tenant, [...new Set(all.map((g) => g.policyId))]),
      q.companyAccountsOf(db, tenant, [...new Set(all.flatMap((g) => (g.accountId ? [g.accountId] : [])))]),
    ]);
    const policyName = new Map(policyRows.map((p) => [p.id, p.name]));
    const accountNumber = new Map(accountRows.map((a) => [a.id, a.number]));
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const items: TPendingInvitation[] = rows.map((row, index) => ({
      id: row.token.id,
      email: row.token.email ?? '',
      contactName: text(row.token.data.contactName),
      firstName: text(row.token.data.firstName),
      lastName: text(row.token.data.lastName),
      invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim() : null,
      grants: (grantsOf[index] ?? []).flatMap((g) => {
        const name = policyName.get(g.policyId);
        return name
          ? [{ policyName: name, accountNumber: g.accountId ? (accountNumber.get(g.accountId) ?? null) : null }]
          : [];
      }),
      createdAt: row.token.createdAt.toISOString(),
      expiresAt: row.token.expiresAt.toISOString(),
    }));
    return { items, total };
  };

  /** Sends a pending invitation again: a new link for 7 more days; the old link stops working. */
  const resendInvitation = async (auth: AuthContext, id: string) => {
    const tenant = requireInviter(auth);
    return db.transaction(async (tx) => {
      const old = await q.findPendingInvitation(tx, tenant, id);
      if (!old?.email) {
        throw notFound(ONBOARDING_MSG.invitationNotFound);
      }
      await q.spendInvitation(tx, tenant, id);
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const sent = await createInvitation(
        tx,
        {
          companyId: tenant.companyId,
          email: old.email,
          contactName: text(old.data.contactName),
          firstName: text(old.data.firstName),
          lastName: text(old.data.lastName),
          grants: q.decodeGrants(old.data.grants),
          invitedBy: auth.userId,
        },
        { publicUrl },
      );
      await recordEvent(tx, tenant, {
        aggregateType: 'invitation',
        aggregateId: id,
        type: 'invitation.resent',
        before: { email: old.email, expiresAt: old.expiresAt },
        after: { email: sent.email, expiresAt: sent.expiresAt, newInvitationId: sent.id },
      });
      return { id: sent.id ?? id, email: sent.email, expiresAt: sent.expiresAt.toISOString() };
    });
  };

  /** Revokes a pending invitation: its link stops working at once. */
  const revokeInvitation = async (auth: AuthContext, id: string) => {
    const tenant = requireInviter(auth);
    return db.transaction(async (tx) => {
      const old = await q.findPendingInvitation(tx, tenant, id);
      if (!old || !(await q.spendInvitation(tx, tenant, id))) {
        throw notFound(ONBOARDING_MSG.invitationNotFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'invitation',
        aggregateId: id,
        type: 'invitation.revoked',
        before: { email: old.email, expiresAt: old.expiresAt },
        after: null,
      });
      return { id, email: old.email ?? '' };
    });
  };

  const lookupInvitation = async (token: string): Promise<TInvitationLookup> => {
    const seen = await peekOneTimeToken(db, 'invitation', token);
    if (seen.status === 'expired') {
      throw tokenExpired();
    }
    if (seen.status !== 'valid' || !seen.token.companyId || !seen.token.email) {
      throw tokenInvalid();
    }
    const company = await q.findCompany(db, seen.token.companyId);
    if (!company?.enabled) {
      throw tokenInvalid();
    }
    const { contactName, firstName, lastName } = seen.token.data;
    return {
      companyName: company.legalName,
      contactName: typeof contactName === 'string' ? contactName : seen.token.email,
      contactEmail: seen.token.email,
      firstName: typeof firstName === 'string' && firstName !== '' ? firstName : null,
      lastName: typeof lastName === 'string' && lastName !== '' ? lastName : null,
    };
  };

  const signUpByInvitation = async (
    token: string,
    input: { firstName: string; lastName: string; password: string },
  ) => {
    const passwordHash = await hashPassword(input.password);
    const result = await db.transaction(async (tx) => {
      const spent = await consumeOneTimeToken(tx, 'invitation', token);
      if (spent.status !== 'valid') {
        return spent;
      }
      const { companyId, email } = spent.token;
      const company = companyId ? await q.findCompany(tx, companyId) : null;
      if (!company?.enabled || !email) {
        throw tokenInvalid();
      }
      if (await q.findUserByEmail(tx, email)) {
        throw conflict(ONBOARDING_MSG.emailRegistered);
      }
      // The address is proven by the e-mailed link, so it counts as verified.
      const created = await q.insertUser(tx, {
        companyId: company.id,
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'user',
        emailVerifiedAt: new Date(),
      });
      // The policies the administrator chose when inviting (still usable, on accounts that still exist).
      await q.grantInvitedPolicies(
        tx,
        { companyId: company.id, userId: created.id },
        created.id,
        q.decodeGrants(spent.token.data.grants),
      );
      await q.spendInvitationsTo(tx, email);
      // The inviting company's log: who accepted, by the new user themselves.
      await recordEvent(
        tx,
        { companyId: company.id, userId: created.id },
        {
          aggregateType: 'invitation',
          aggregateId: spent.token.id,
          type: 'invitation.accepted',
          before: { accepted: false },
          after: { accepted: true, email, firstName: created.firstName, lastName: created.lastName },
        },
      );
      return { status: 'valid' as const, email };
    });
    if (result.status === 'expired') {
      throw tokenExpired();
    }
    if (result.status !== 'valid') {
      throw tokenInvalid();
    }
    return { email: result.email };
  };

  // Flow 3 ---------------------------------------------------------------------------------------

  const requestPasswordReset = async (email: string) => {
    const found = await q.findUserByEmail(db, email);
    if (!found?.user.enabled) {
      return { sent: true as const };
    }
    const { user } = found;
    await db.transaction(async (tx) => {
      // Codes are 8 digits, so two live codes may share a hash: try again with another code.
      for (let attempt = 0; ; attempt++) {
        try {
          const { secret } = await tx.transaction((sp) =>
            issueOneTimeToken(sp, {
              purpose: 'password_reset',
              ttlMs: RESET_CODE_TTL_MS,
              userId: user.id,
              email: user.email,
              code: true,
              replaceEarlier: true,
            }),
          );
          await enqueueMail(tx, {
            to: user.email,
            subject: `Your Lanehub password reset code: ${secret}`,
            text: `Hello ${user.firstName},\n\nYour code to reset your Lanehub password is ${secret}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, ignore this email: your password stays as it is.\n`,
            html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Your code to reset your Lanehub password is <strong>${secret}</strong>. It expires in 10 minutes and works once.</p><p>If you did not ask for it, ignore this email: your password stays as it is.</p>`,
            kind: 'password_reset',
            companyId: user.companyId,
          });
          return;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) {
            throw error;
          }
        }
      }
    });
    return { sent: true as const };
  };

  const resetPassword = async (input: { email: string; confirmationCode: string; password: string }) => {
    const wrongCode = () => badRequest(ONBOARDING_MSG.codeInvalid, { confirmationCode: ONBOARDING_MSG.codeInvalid });
    const found = await q.findUserByEmail(db, input.email);
    if (!found?.user.enabled) {
      await burnPasswordCheck(input.password);
      throw wrongCode();
    }
    const { user } = found;
    const passwordHash = await hashPassword(input.password);
    const result = await db.transaction(async (tx) => {
      const spent = await consumeOneTimeToken(tx, 'password_reset', input.confirmationCode, { userId: user.id });
      if (spent.status === 'valid') {
        await q.setPassword(tx, user.id, passwordHash);
        // Whoever held a session with the old password loses it.
        await q.revokeUserSessions(tx, [user.id], 'password-reset');
      }
      return spent.status;
    });
    if (result !== 'valid') {
      await recordFailedCode(db, 'password_reset', user.id, RESET_CODE_MAX_FAILURES);
      throw wrongCode();
    }
    return { reset: true as const };
  };

  return {
    signUpCompany,
    requestCompany,
    resendVerification,
    verifySignUp,
    invite,
    listInvitations,
    resendInvitation,
    revokeInvitation,
    lookupInvitation,
    signUpByInvitation,
    requestPasswordReset,
    resetPassword,
  };
};

export type OnboardingService = ReturnType<typeof createOnboardingService>;
