import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { SHIPPING_MODE_NAMES } from '../../constants/modes';
import { emailField, PASSWORD_MAX } from '../../validation/validators';

// PUT /api/user/login (spec 01 §7). The field names are the spec's, including `RefreshToken`.
export const ZLoginRequest = z.object({
  email: emailField(),
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(PASSWORD_MAX),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ accessToken: z.string(), RefreshToken: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

// PUT /api/user/refreshtoken: the web app sends no body and relies on the HttpOnly cookie;
// other clients may send the token in the body as the spec shows.
export const ZRefreshRequest = z.object({ RefreshToken: z.string().min(1).max(512).optional() }).default({});
export const ZRefreshResponse = z.object({ accessToken: z.string(), RefreshToken: z.string() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZCompanySummary = z.object({
  _id: z.string(),
  legalName: z.string(),
  companyType: z.array(z.object({ companyType: z.string() })),
  pendingStatus: z.boolean(),
  completedSurvey: z.boolean(),
  enabled: z.boolean(),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

export const ZAccountSummary = z.object({
  _id: z.string(),
  number: z.string(),
  accountType: z.string().nullable(),
  mode: z.string().nullable(),
  enable: z.boolean(),
});
export type TAccountSummary = z.infer<typeof ZAccountSummary>;

// The profile call used after log-in: an array whose first item is used (spec 01 §4).
export const ZProfile = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  userType: z.array(z.string()),
  isSystemAdmin: z.boolean(),
  /** The address that serves the user's avatar (GET, with the session's headers), or null. */
  avatar: z.string().nullable(),
  /**
   * The user signed up through a flow that verifies the address by an e-mailed link (company sign-up,
   * company request) and has not followed it yet: the confirmation screen offers to send it again.
   */
  verificationPending: z.boolean(),
  company: ZCompanySummary.nullable(),
  account: z.array(ZAccountSummary),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUserPolicyQuery = z.object({ accountId: z.string().max(64).optional() });
export const ZUserPolicy = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  isSystemAdmin: z.boolean(),
});
export type TUserPolicy = z.infer<typeof ZUserPolicy>;

// Account selection: the account is chosen by number, with the mode and type (spec 01 §2.2).
export const ZSelectAccountRequest = z.object({
  accountNumber: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(64),
  mode: z.enum(SHIPPING_MODE_NAMES),
  type: z.string().max(64).nullable().optional(),
});
export type TSelectAccountRequest = z.infer<typeof ZSelectAccountRequest>;
export const ZSelectAccountResponse = z.object({
  accessToken: z.string(),
  account: ZAccountSummary,
  mode: z.string(),
  type: z.string().nullable(),
  integratedShipping: z.boolean(),
});
export type TSelectAccountResponse = z.infer<typeof ZSelectAccountResponse>;
