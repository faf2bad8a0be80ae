import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { APPROVAL_STATUSES, COMPANY_TYPES } from '../../constants/companies';
import { defineMessages, fillMessage, MSG } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { searchField } from '../../validation/text';
import {
  confirmPasswordField,
  emailField,
  newPasswordField,
  notEmptyArray,
  optionalString,
  requiredString,
  withMatch,
} from '../../validation/validators';

// Onboarding (issue 4): company self-sign-up with approval, sign-up by invitation, forgot password,
// the requested companies of the admin area and the development mailbox. Texts are the spec's where
// it gives them (spec 01 §5, §8); the others follow its style.
export const ONBOARDING_MSG = defineMessages('onboardingFlows.messages', {
  signedUp: "You're all signed up!",
  tokenInvalid: 'Token is not valid',
  tokenExpired: 'Token is expired',
  verificationSent: 'An verification email has been sent to your inbox',
  passwordReset: 'Your password was reset!',
  companyRequested: 'Your company request has been sent. Please check your inbox to verify your email.',
  codeSent: 'If an account uses this email, a code has been sent to it. The code expires in 10 minutes.',
  codeInvalid: 'The code is not valid or has expired',
  userCreated: 'Your account has been created. You can now log in.',
  invitationSent: 'An invitation has been sent to {email}',
  companyApproved: 'The company {name} has been approved',
  companyDeclined: 'The company {name} has been declined',
  alreadyDecided: 'This company request has already been {status}',
  companyDeclinedLogin: 'The company account request has been declined',
  tooManyCodes: 'Too many attempts. Please wait a few minutes and try again.',
  adminOnly: 'Only a company administrator can do this',
  alreadyInCompany: 'You already belong to a company',
  companyRequestedVerified: 'Your company request has been sent. A Lanehub administrator will review it.',
  emailRegistered: 'This email is already registered. Please log in.',
  countryUnknown: '{country} is not a known country',
  stateUnknown: '{state} is not a state or province of {country}',
  invitationResent: 'The invitation to {email} has been sent again',
  invitationRevoked: 'The invitation to {email} has been revoked',
  invitationNotFound: 'This invitation is no longer pending',
});

/** Fills `{name}` slots of an ONBOARDING_MSG text. */
/** Fills the `{name}` slots of an ONBOARDING_MSG text, remembering its code and values (message-registry.ts). */
export const onboardingMessage = (text: string, values: Record<string, string>) => fillMessage(text, values);

const CONFIRM_RULE = { field: 'confirmPassword', other: 'password', message: MSG.passwordsDontMatch } as const;

const personName = () => requiredString(100);

// ---------------------------------------------------------------------------------------------
// The company being requested: part of the self-sign-up, and on its own for a signed-in user who
// has no company yet (spec 01 §4 'No company goes to company signup').
export const ZCompanyRequest = z.object({
  legalName: requiredString(200),
  companyTypes: notEmptyArray(z.enum(COMPANY_TYPES)),
  country: requiredString(3),
  state: optionalString(10),
});
export type TCompanyRequestInput = z.input<typeof ZCompanyRequest>;
export type TCompanyRequest = z.output<typeof ZCompanyRequest>;
// POST /api/lanehub-core/company/request: whether a verification link was e-mailed (only to an
// address not verified yet).
export const ZCompanyRequestReply = z.object({ email: z.string(), verificationSent: z.boolean() });
export type TCompanyRequestReply = z.infer<typeof ZCompanyRequestReply>;

// Flow 1: company self-sign-up. POST /api/lanehub-core/company/verify (spec 02 §7.1 'POST company
// verify: firstName, lastName, email, password', with the company's own fields).
export const ZCompanySignUpRequest = withMatch(
  ZCompanyRequest.extend({
    firstName: personName(),
    lastName: personName(),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: confirmPasswordField(),
  }),
  CONFIRM_RULE,
);
export type TCompanySignUpInput = z.input<typeof ZCompanySignUpRequest>;
export type TCompanySignUpRequest = z.output<typeof ZCompanySignUpRequest>;
// The same reply whether or not the e-mail was already registered.
export const ZCompanySignUpReply = z.object({ email: z.string() });

export const ZEmailRequest = z.object({
  email: z.string({ error: MSG.emailRequired }).trim().min(1, { error: MSG.emailRequired }).pipe(emailField()),
});
export type TEmailRequest = z.input<typeof ZEmailRequest>;
export const ZSentReply = z.object({ sent: z.literal(true) });

export const ZVerifySignUpRequest = z.object({
  token: z.string().min(1).max(200),
  companyId: z.uuid(),
  userId: z.uuid(),
});
export type TVerifySignUpRequest = z.infer<typeof ZVerifySignUpRequest>;
export const ZVerifySignUpReply = z.object({ verified: z.literal(true), email: z.string() });

// ---------------------------------------------------------------------------------------------
// Flow 2: sign-up by invitation.
/** A policy the invited person will hold: on one account of the company, or on every account (null). */
export const ZInvitationGrant = z.object({
  policyId: refersTo(z.uuid(), 'policies'),
  accountId: refersTo(z.uuid(), 'accounts').nullable(),
});
export type TInvitationGrant = z.infer<typeof ZInvitationGrant>;

export const ZInviteRequest = z.object({
  email: emailField(),
  contactName: optionalString(200),
  /** The names the administrator typed: the sign-up page starts with them (issue 13 §3). */
  firstName: optionalString(100),
  lastName: optionalString(100),
  /** What the person may do once they join; given at sign-up, checked now and then. */
  grants: z.array(ZInvitationGrant).max(50).default([]),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;
export const ZInviteReply = z.object({ email: z.string(), expiresAt: z.string() });
export type TInviteReply = z.infer<typeof ZInviteReply>;

export const ZInvitationParams = z.object({ token: z.string().min(1).max(200) });
export const ZInvitationLookup = z.object({
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  /** The names the inviting administrator typed, if any. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type TInvitationLookup = z.infer<typeof ZInvitationLookup>;

export const ZInvitationSignUpRequest = withMatch(
  z.object({
    firstName: personName(),
    lastName: personName(),
    password: newPasswordField(),
    confirmPassword: confirmPasswordField(),
  }),
  CONFIRM_RULE,
);
export type TInvitationSignUpInput = z.input<typeof ZInvitationSignUpRequest>;
export const ZInvitationSignUpReply = z.object({ email: z.string() });

// Pending invitations (Settings → Users): sent, not accepted, not revoked, not expired.
export const PENDING_INVITATIONS_PATH = '/lanehub-core/users/invitations';
export const ZPendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  contactName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Who sent it (first and last name), when that user still exists. */
  invitedBy: z.string().nullable(),
  /** The policies it gives, as '<policy> (<account number> | every account)'. */
  grants: z.array(z.object({ policyName: z.string(), accountNumber: z.string().nullable() })),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;
export const ZPendingInvitationQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZInvitationIdParams = z.object({ invitationId: refersTo(z.uuid(), 'one_time_tokens') });

// ---------------------------------------------------------------------------------------------
// Flow 3: forgot password. Step 1 sends an 8-digit code; step 2 sets the new password.
export const RESET_CODE_LENGTH = 8;
export const ZResetPasswordRequest = withMatch(
  z.object({
    email: z.string({ error: MSG.emailRequired }).trim().min(1, { error: MSG.emailRequired }).pipe(emailField()),
    confirmationCode: z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required })
      .regex(/^\d{8}$/, { error: ONBOARDING_MSG.codeInvalid }),
    password: newPasswordField(),
    confirmPassword: confirmPasswordField(),
  }),
  CONFIRM_RULE,
);
export type TResetPasswordInput = z.input<typeof ZResetPasswordRequest>;
export const ZResetPasswordReply = z.object({ reset: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Admin → Requested Companies.
export const ZRequestedCompanyQuery = z.object({
  status: z.enum([...APPROVAL_STATUSES, 'all']).default('requested'),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: searchField(200),
  cursor: ZListCursor,
});
export type TRequestedCompanyQuery = z.input<typeof ZRequestedCompanyQuery>;

export const ZRequestedCompany = z.object({
  id: z.uuid(),
  legalName: z.string(),
  companyTypes: z.array(z.string()),
  country: z.string().nullable(),
  state: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  declineReason: z.string().nullable(),
  requester: z
    .object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
    })
    .nullable(),
});
export type TRequestedCompany = z.infer<typeof ZRequestedCompany>;

export const ZCompanyIdParams = z.object({ companyId: z.uuid() });
export const ZDeclineRequest = z.object({ reason: optionalString(500) });
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;
export const ZCompanyDecision = z.object({
  id: z.uuid(),
  legalName: z.string(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
});
export type TCompanyDecision = z.infer<typeof ZCompanyDecision>;

// ---------------------------------------------------------------------------------------------
// The development mailbox (GET /api/dev/mailbox; system administrators, only without SMTP_URL).
export const ZMailboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZMailboxItem = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  createdAt: z.string(),
});
export type TMailboxItem = z.infer<typeof ZMailboxItem>;
