import {
  MSG,
  ONBOARDING_MSG,
  onboardingMessage,
  type TCompanyRequest,
  type TCompanySignUpRequest,
  type TInvitationLookup,
  type TVerifySignUpRequest,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { findCountry, findState } from '../../kernel/reference-data';
import type { AuthContext } from '../../platform/access';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, unauthorized } from '../../platform/errors';
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

  const invite = async (auth: AuthContext, input: { email: string; contactName?: string | undefined }) => {
    if (!auth.companyId) {
      throw forbidden(MSG.noCompany, 'NO_COMPANY');
    }
    // The Users item of Settings is for the company's administrators (spec 01 §6).
    if (auth.role !== 'admin' && !auth.isSystemAdmin) {
      throw forbidden(ONBOARDING_MSG.adminOnly);
    }
    const sent = await db.transaction((tx) =>
      createInvitation(
        tx,
        {
          companyId: auth.companyId as string,
          email: input.email,
          contactName: input.contactName,
          invitedBy: auth.userId,
        },
        { publicUrl },
      ),
    );
    return { email: sent.email, expiresAt: sent.expiresAt.toISOString() };
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
    const contactName = seen.token.data.contactName;
    return {
      companyName: company.legalName,
      contactName: typeof contactName === 'string' ? contactName : seen.token.email,
      contactEmail: seen.token.email,
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
      await q.insertUser(tx, {
        companyId: company.id,
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'user',
        emailVerifiedAt: new Date(),
      });
      await q.spendInvitationsTo(tx, email);
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
    lookupInvitation,
    signUpByInvitation,
    requestPasswordReset,
    resetPassword,
  };
};

export type OnboardingService = ReturnType<typeof createOnboardingService>;
