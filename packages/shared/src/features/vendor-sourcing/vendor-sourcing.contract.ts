import { z } from 'zod';
import { defineMessages, MSG } from '../../constants/messages';
import {
  confirmPasswordField,
  emailField,
  newPasswordField,
  PASSWORD_MAX,
  requiredString,
  withMatch,
} from '../../validation/validators';
import { SURVEY_TYPES, type SurveyType } from './survey-demand';

// Vendor sign-up (spec 01 §2.8, §5; spec 02 §7.9), sourcing buyer/seller sign-up, verification and
// log-in (spec 01 §2.1, §3, §4; spec 02 §7.8) and the survey demand of the log-in journey (spec 01 §4).

export const VENDOR_TYPES = ['direct', 'indirect'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];
export const DEFAULT_VENDOR_TYPE: VendorType = 'direct';

export const SOURCING_TYPES = ['buyer', 'seller'] as const;
export type SourcingType = (typeof SOURCING_TYPES)[number];

// The product's own logistics site, or the marketplace storefront (spec 01 §3 sourcing login).
export const LOGIN_SITES = ['lanehub', 'storefront'] as const;
export type LoginSite = (typeof LOGIN_SITES)[number];

// The company types these sign-ups create (the names of COMPANY_TYPES).
export const VENDOR_COMPANY_TYPE = 'Vendor';
export const SOURCING_COMPANY_TYPES: Record<SourcingType, 'Seller' | 'Buyer'> = { seller: 'Seller', buyer: 'Buyer' };

export const VS_MSG = defineMessages('vendorSourcing.messages', {
  countryUnknown: 'The country was not found',
  stateUnknown: 'The state was not found',
  vendorSignedUp: 'Thank you for joining as a vendor. Our team will reach out to you soon.',
  sourcingSignedUp: 'An verification email has been sent to your inbox',
  signedUp: "You're all signed up!",
  tokenInvalid: 'Token is not valid',
  tokenExpired: 'Token is expired',
  storefrontUnavailable: 'The storefront is not available',
});

// The sign-up password rules are those of every sign-up form (validators, spec 01 §5).
const password = newPasswordField;
const confirmPassword = confirmPasswordField;

// A state is required when the country has states; countries without subdivisions send ''.
const stateField = () => z.string().trim().max(10).default('');

const signUpFields = {
  companyName: requiredString(200),
  country: requiredString(3),
  state: stateField(),
  email: emailField(),
  firstName: requiredString(100),
  lastName: requiredString(100),
  password: password(),
  confirmPassword: confirmPassword(),
};

const passwordsMatch = { field: 'confirmPassword', other: 'password', message: MSG.passwordsDontMatch } as const;

// POST /api/lanehub-core/company/vendor (spec 02 §7.9).
export const ZVendorSignUpRequest = withMatch(
  z.object({ vendorType: z.enum(VENDOR_TYPES).default(DEFAULT_VENDOR_TYPE), ...signUpFields }),
  passwordsMatch,
);
export type TVendorSignUpRequest = z.infer<typeof ZVendorSignUpRequest>;
export type TVendorSignUpInput = z.input<typeof ZVendorSignUpRequest>;
// The reply is the same whether or not the address already has an account (nothing identifies a
// created company or user): the caller learns nothing about who is registered.
export const ZVendorSignUpResponse = z.object({ email: z.string() });
export type TVendorSignUpResponse = z.infer<typeof ZVendorSignUpResponse>;

// POST /api/sourcing/:type (spec 01 §3 sourcing signup).
export const ZSourcingTypeParams = z.object({ type: z.enum(SOURCING_TYPES) });
export const ZSourcingSignUpRequest = withMatch(z.object(signUpFields), passwordsMatch);
export type TSourcingSignUpRequest = z.infer<typeof ZSourcingSignUpRequest>;
export type TSourcingSignUpInput = z.input<typeof ZSourcingSignUpRequest>;
export const ZSourcingSignUpResponse = z.object({ email: z.string(), type: z.enum(SOURCING_TYPES) });
export type TSourcingSignUpResponse = z.infer<typeof ZSourcingSignUpResponse>;

// POST /api/sourcing/:type/verify: the token of the e-mailed link /sourcing/verify/:type/:token.
export const ZSourcingVerifyRequest = z.object({ token: z.string().trim().min(1).max(200) });
export const ZSourcingVerifyResponse = z.object({ verified: z.literal(true), type: z.enum(SOURCING_TYPES) });
export type TSourcingVerifyResponse = z.infer<typeof ZSourcingVerifyResponse>;

// POST /api/sourcing/seller/login (spec 02 §7.8): one log-in for sellers and buyers.
export const ZSourcingLoginRequest = z.object({
  email: emailField(),
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(PASSWORD_MAX),
  loginSite: z.enum(LOGIN_SITES).default('lanehub'),
});
export type TSourcingLoginRequest = z.infer<typeof ZSourcingLoginRequest>;
export type TSourcingLoginInput = z.input<typeof ZSourcingLoginRequest>;
// Where the client goes next (spec 01 §4 Sourcing login): no company → the sourcing account type,
// pending → the confirmation, storefront → leave to storefrontUrl, else the log-in journey.
export const SOURCING_LOGIN_NEXT = ['account-type', 'confirmation', 'storefront', 'site'] as const;
export const ZSourcingLoginResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  next: z.enum(SOURCING_LOGIN_NEXT),
  storefrontUrl: z.string().nullable(),
});
export type TSourcingLoginResponse = z.infer<typeof ZSourcingLoginResponse>;

// GET /api/sourcing/config: public settings the sourcing pages need.
export const ZSourcingConfig = z.object({ storefrontUrl: z.string().nullable() });
export type TSourcingConfig = z.infer<typeof ZSourcingConfig>;

// The survey demand lives in survey-demand.ts (no zod: the web app's start-up imports it).
export * from './survey-demand';

// The survey's steps (spec 01 §2.6, §2.7), shown on the survey state screen.
export const SURVEY_STEPS: Record<SurveyType, readonly string[]> = {
  sourcing: ['sourcingCategories', 'locations', 'tradingPartners', 'uploadProducts'],
  vendor: ['locations', 'tradingPartner', 'uploadPo'],
};

// GET /api/lanehub-core/company/survey: the signed-in user's company and its survey state.
export const ZSurveyState = z.object({
  surveyType: z.enum(SURVEY_TYPES).nullable(),
  required: z.boolean(),
  company: z.object({
    _id: z.string(),
    legalName: z.string(),
    companyType: z.array(z.object({ companyType: z.string() })),
    completedSurvey: z.boolean(),
    vendorType: z.string().nullable(),
  }),
  steps: z.array(z.string()),
});
export type TSurveyState = z.infer<typeof ZSurveyState>;
