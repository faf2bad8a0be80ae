import {
  MSG,
  SOURCING_COMPANY_TYPES,
  SOURCING_TYPES,
  type SourcingType,
  SURVEY_STEPS,
  surveyDemandOf,
  surveyTypeOf,
  type TSourcingLoginRequest,
  type TSourcingLoginResponse,
  type TSourcingSignUpRequest,
  type TSurveyState,
  type TVendorSignUpRequest,
  VENDOR_COMPANY_TYPE,
  VS_MSG,
} from '@lanehub/shared';
import type { Db } from '../../db/client';
import { findCountry, findState, statesOf } from '../../kernel/reference-data';
import type { ClientMeta, PasswordSignIn } from '../../kernel/sign-in';
import type { AuthContext } from '../../platform/access';
import { AppError, badRequest, forbidden, isUniqueViolation, unauthorized } from '../../platform/errors';
import { mailExistingAccount } from '../../platform/existing-account-mail';
import { enqueueMail, linkMail, type MailKind } from '../../platform/mail';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../../platform/one-time-tokens';
import { burnPasswordCheck, hashPassword } from '../../platform/passwords';
import * as q from './vendor-sourcing.queries';

export const SOURCING_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
const SOURCING_PURPOSE = 'sourcing_verification';

export type VendorSourcingDeps = {
  db: Db;
  auth: PasswordSignIn;
  publicUrl: string;
  storefrontUrl: string | null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SignUpInput = Omit<TSourcingSignUpRequest, 'confirmPassword'> & { confirmPassword?: string };

/** The country's ISO code and the state's code within it; the state is required when the country has states. */
const placeOf = (input: { country: string; state: string }) => {
  const country = findCountry(input.country);
  if (!country) {
    throw badRequest(VS_MSG.countryUnknown, { country: VS_MSG.countryUnknown });
  }
  if (statesOf(country).length === 0) {
    return { country, state: null };
  }
  if (!input.state) {
    throw badRequest(MSG.required, { state: MSG.required });
  }
  const state = findState(country, input.state);
  if (!state) {
    throw badRequest(VS_MSG.stateUnknown, { state: VS_MSG.stateUnknown });
  }
  return { country, state };
};

const tokenError = (status: 'invalid' | 'expired') =>
  status === 'expired'
    ? new AppError(400, 'TOKEN_EXPIRED', VS_MSG.tokenExpired)
    : new AppError(400, 'TOKEN_INVALID', VS_MSG.tokenInvalid);

const SOURCING_USER_TYPES: readonly string[] = SOURCING_TYPES;
const SOURCING_COMPANY_TYPE_NAMES: readonly string[] = Object.values(SOURCING_COMPANY_TYPES);

/**
 * Who may use the sourcing log-in: a user who signed up as a seller or buyer (userType), a user of a
 * Seller or Buyer company, or a user without a company (spec 01 §8: the log-in sends them to choose
 * buyer or seller). Never a system administrator, and nobody else (vendors, carriers, shippers…).
 */
export const isSourcingUser = (found: {
  user: { userType: string[]; isSystemAdmin: boolean };
  company: { companyTypes: string[] } | null;
}): boolean => {
  if (found.user.isSystemAdmin) {
    return false;
  }
  if (found.user.userType.some((type) => SOURCING_USER_TYPES.includes(type))) {
    return true;
  }
  return found.company ? found.company.companyTypes.some((type) => SOURCING_COMPANY_TYPE_NAMES.includes(type)) : true;
};

export const createVendorSourcingService = ({ db, auth, publicUrl, storefrontUrl }: VendorSourcingDeps) => {
  // Company, administrator and e-mail in one transaction: a failure leaves none of them. An address
  // that already has an account gets the same reply as a new one (issue 4: known and unknown e-mails
  // get the same reply): nothing is created and its owner is told by e-mail, as in company sign-up.
  const signUp = async (
    input: SignUpInput,
    kind: { companyType: string; userType: string; vendorType: string | null },
    existingAccountMail: { loginPath: string; kind: MailKind },
    afterInsert: (tx: Tx, ids: { companyId: string; userId: string }) => Promise<void>,
  ) => {
    const place = placeOf(input);
    // Hash first, so a known and an unknown address take the same time.
    const passwordHash = await hashPassword(input.password);
    const existing = await q.findAccountByEmail(db, input.email);
    if (existing) {
      await mailExistingAccount(db, {
        publicUrl,
        email: input.email,
        firstName: existing.firstName,
        ...existingAccountMail,
      });
      return { email: input.email };
    }
    try {
      await db.transaction(async (tx) => {
        const companyId = await q.insertSignUpCompany(tx, {
          legalName: input.companyName,
          companyTypes: [kind.companyType],
          country: place.country,
          state: place.state,
          contact: { firstName: input.firstName, lastName: input.lastName, email: input.email },
          vendorType: kind.vendorType,
          approvalStatus: kind.vendorType ? 'requested' : 'approved',
        });
        const userId = await q.insertSignUpUser(tx, {
          companyId,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: [kind.userType],
        });
        await afterInsert(tx, { companyId, userId });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) {
        throw error;
      }
    }
    return { email: input.email };
  };

  const vendorSignUp = (input: TVendorSignUpRequest) =>
    signUp(
      input,
      { companyType: VENDOR_COMPANY_TYPE, userType: 'vendor', vendorType: input.vendorType },
      { loginPath: '/vendor/login', kind: 'vendor_signup' },
      async (tx, { companyId }) => {
        await enqueueMail(tx, {
          to: input.email,
          subject: 'Welcome to Lanehub',
          kind: 'vendor_signup',
          companyId,
          ...linkMail({
            greeting: `Hello ${input.firstName},`,
            body: `Thank you for joining Lanehub as a vendor on behalf of ${input.companyName}. Our team will review your request and reach out to you soon; once it is approved you can log in.`,
            action: 'Vendor Login',
            url: `${publicUrl}/vendor/login`,
          }),
        });
      },
    );

  const sourcingSignUp = async (type: SourcingType, input: TSourcingSignUpRequest) => {
    const created = await signUp(
      input,
      { companyType: SOURCING_COMPANY_TYPES[type], userType: type, vendorType: null },
      { loginPath: '/sourcing/login', kind: 'sourcing_verification' },
      async (tx, { companyId, userId }) => {
        const { secret } = await issueOneTimeToken(tx, {
          purpose: SOURCING_PURPOSE,
          ttlMs: SOURCING_VERIFICATION_TTL_MS,
          userId,
          companyId,
          email: input.email,
          data: { type },
        });
        await enqueueMail(tx, {
          to: input.email,
          subject: 'Verify your email for Lanehub',
          kind: 'sourcing_verification',
          companyId,
          ...linkMail({
            greeting: `Hello ${input.firstName},`,
            body: `Please confirm your email address to finish signing up ${input.companyName} as a ${type} on Lanehub. The link is valid for 48 hours and can be used once.`,
            action: 'Verify my email',
            url: `${publicUrl}/sourcing/verify/${type}/${encodeURIComponent(secret)}`,
          }),
        });
      },
    );
    return { ...created, type };
  };

  /** Spends the e-mailed token of a sourcing sign-up; its type must be the link's. */
  const verifySourcing = async (type: SourcingType, token: string) =>
    db.transaction(async (tx) => {
      const seen = await peekOneTimeToken(tx, SOURCING_PURPOSE, token);
      if (seen.status !== 'valid') {
        throw tokenError(seen.status);
      }
      // A buyer's link opened under /seller/ (or the reverse) is not that token: nothing is spent.
      if (seen.token.data.type !== type) {
        throw tokenError('invalid');
      }
      const spent = await consumeOneTimeToken(tx, SOURCING_PURPOSE, token);
      if (spent.status !== 'valid') {
        throw tokenError(spent.status);
      }
      const { userId, companyId } = spent.token;
      if (!userId || !companyId) {
        throw tokenError('invalid');
      }
      await q.markSourcingVerified(tx, userId, companyId);
      return { verified: true as const, type };
    });

  const sourcingLogin = async (input: TSourcingLoginRequest, client: ClientMeta): Promise<TSourcingLoginResponse> => {
    // Refused before any session exists: there is nowhere to send the user.
    if (input.loginSite === 'storefront' && !storefrontUrl) {
      throw badRequest(VS_MSG.storefrontUnavailable, { loginSite: VS_MSG.storefrontUnavailable });
    }
    // Sourcing users only (issue 11): anyone else gets the reply of a wrong password, after the same
    // work, so the sourcing log-in tells nothing about other accounts.
    const found = await q.findUserCompanyByEmail(db, input.email);
    if (found && !isSourcingUser(found)) {
      await burnPasswordCheck(input.password);
      throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    const tokens = await auth.login(input.email, input.password, client);
    const company = found?.company ?? null;
    let next: TSourcingLoginResponse['next'] = 'site';
    if (!company) {
      next = 'account-type';
    } else if (company.pendingStatus) {
      next = 'confirmation';
    } else if (input.loginSite === 'storefront') {
      next = 'storefront';
    }
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.RefreshToken,
      next,
      storefrontUrl: next === 'storefront' ? storefrontUrl : null,
    };
  };

  const surveyState = async (caller: AuthContext): Promise<TSurveyState> => {
    const company = caller.companyId ? await q.findCompany(db, caller.companyId) : null;
    if (!company) {
      throw forbidden(MSG.noCompany, 'NO_COMPANY');
    }
    const surveyType = surveyTypeOf(company.companyTypes);
    return {
      surveyType,
      required: surveyDemandOf(company) !== null,
      company: {
        _id: company.id,
        legalName: company.legalName,
        companyType: company.companyTypes.map((companyType) => ({ companyType })),
        completedSurvey: company.completedSurvey,
        vendorType: company.vendorType,
      },
      steps: surveyType ? [...SURVEY_STEPS[surveyType]] : [],
    };
  };

  return { vendorSignUp, sourcingSignUp, verifySourcing, sourcingLogin, surveyState };
};

export type VendorSourcingService = ReturnType<typeof createVendorSourcingService>;
