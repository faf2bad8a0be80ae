import {
  envelope,
  ONBOARDING_MSG,
  onboardingMessage,
  ZCompanyDecision,
  ZCompanyIdParams,
  ZCompanyRequest,
  ZCompanyRequestReply,
  ZCompanySignUpReply,
  ZCompanySignUpRequest,
  ZDeclineRequest,
  ZEmailRequest,
  ZInvitationIdParams,
  ZInvitationLookup,
  ZInvitationParams,
  ZInvitationSignUpReply,
  ZInvitationSignUpRequest,
  ZInviteReply,
  ZInviteRequest,
  ZPendingInvitation,
  ZPendingInvitationQuery,
  ZRequestedCompany,
  ZRequestedCompanyQuery,
  ZResetPasswordReply,
  ZResetPasswordRequest,
  ZSentReply,
  ZVerifySignUpReply,
  ZVerifySignUpRequest,
} from '@lanehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import type { LoginGuard } from '../../platform/login-guard';
import { type RateLimiter, refusal } from '../../platform/rate-limiter';
import { createOnboardingService } from './onboarding.service';
import { createRequestedCompaniesService } from './requested-companies.service';

const TAGS = ['Onboarding'];
const ADMIN_TAGS = ['Administration: requested companies'];
const BASE = '/api/lanehub-core';

// Per e-mail address, in each window: resends, reset codes asked, reset codes tried.
export const ONBOARDING_LIMITS = { resendPerEmail: 3, codesPerEmail: 5, resetTriesPerEmail: 10 } as const;

type LimitConfig = Pick<Config, 'loginLimits' | 'publicUrl'>;

// Flows 1–3 of issue 4 and Admin → Requested Companies. The public calls that send e-mail or take a
// secret are rate limited per client address (the log-in budget, LOGIN_MAX_PER_ADDRESS) and per
// e-mail address, by the server's one limiter (platform/rate-limiter.ts): every server process counts together.
export const onboardingRoutes = async (
  app: FastifyInstance,
  opts: { db: Db; config: LimitConfig; limiter: RateLimiter; loginGuard: LoginGuard },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, limiter, loginGuard } = opts;
  const onboarding = createOnboardingService({ db, publicUrl: config.publicUrl });
  const requests = createRequestedCompaniesService({ db, publicUrl: config.publicUrl });
  const windowMs = config.loginLimits.windowMs;

  type Limit = (request: FastifyRequest) => { key: string; max: number };
  const emailOf = (req: FastifyRequest) =>
    String((req.body as { email?: string } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
  const perAddress: Limit = (req) => ({ key: `onboarding:address:${req.ip}`, max: config.loginLimits.perAddress });
  const resendPerEmail: Limit = (req) => ({
    key: `verify-resend:email:${emailOf(req)}`,
    max: ONBOARDING_LIMITS.resendPerEmail,
  });
  const codesPerEmail: Limit = (req) => ({
    key: `reset-code:email:${emailOf(req)}`,
    max: ONBOARDING_LIMITS.codesPerEmail,
  });
  const triesPerEmail: Limit = (req) => ({
    key: `reset-try:email:${emailOf(req)}`,
    max: ONBOARDING_LIMITS.resetTriesPerEmail,
  });

  const enforce = async (request: FastifyRequest, reply: FastifyReply, ...limits: Limit[]) => {
    for (const limit of limits) {
      const { key, max } = limit(request);
      const verdict = await limiter.hit(key, { max, windowMs });
      if (!verdict.allowed) {
        throw refusal(reply, verdict, ONBOARDING_MSG.tooManyCodes);
      }
    }
  };

  // Flow 1: company self-sign-up ---------------------------------------------------------------

  r.post(
    `${BASE}/company/verify`,
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Company self-sign-up (spec 02 §7.1 POST company verify)',
        description:
          'Creates the company request (approval pending), its administrator and a verification link sent by e-mail, in one transaction. An address that already has an account gets the same reply (its owner is told by e-mail).',
        body: ZCompanySignUpRequest,
        response: { 201: envelope(ZCompanySignUpReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress);
      const data = await onboarding.signUpCompany(request.body);
      return reply.code(201).send(ok(data, { message: ONBOARDING_MSG.companyRequested }));
    },
  );

  r.post(
    `${BASE}/company/request`,
    {
      // Part of the confirmation flow: a second request (a double submit) of a user whose company now
      // awaits approval gets its 409 'You already belong to a company' and writes nothing.
      config: {
        access: access.authenticated,
        confirmationFlow: true,
        example: { body: { legalName: 'Requested Freight', companyTypes: ['Shipper'], country: 'CA', state: 'ON' } },
        errors: [409],
      },
      schema: {
        tags: TAGS,
        summary: 'Request a company for the signed-in user who has none',
        description:
          "Creates the company request (approval pending) and makes the caller its administrator, in one transaction; e-mails a verification link when the caller's address is not verified yet. 409 'You already belong to a company'.",
        body: ZCompanyRequest,
        response: { 201: envelope(ZCompanyRequestReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress);
      const data = await onboarding.requestCompany(authOf(request), request.body);
      const message = data.verificationSent ? ONBOARDING_MSG.companyRequested : ONBOARDING_MSG.companyRequestedVerified;
      return reply.code(201).send(ok(data, { message }));
    },
  );

  r.post(
    `${BASE}/company/verify/resend`,
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Send the verification e-mail again',
        description:
          'The previous link stops working. The reply is the same whether or not the address is registered or still waiting for verification.',
        body: ZEmailRequest,
        response: { 200: envelope(ZSentReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress, resendPerEmail);
      return ok(await onboarding.resendVerification(request.body.email), { message: ONBOARDING_MSG.verificationSent });
    },
  );

  r.post(
    `${BASE}/company/verify/confirm`,
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mailed sign-up link (token, companyId, userId)',
        description: "400 'Token is not valid' (unknown, used, or not this user's); 410 'Token is expired'.",
        body: ZVerifySignUpRequest,
        response: { 200: envelope(ZVerifySignUpReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress);
      return ok(await onboarding.verifySignUp(request.body), { message: ONBOARDING_MSG.signedUp });
    },
  );

  // Flow 2: sign-up by invitation ---------------------------------------------------------------

  r.post(
    `${BASE}/users/invite`,
    {
      // The company's administrators (role 'admin', like the Settings → Users item); checked in the service.
      config: {
        access: access.authenticated,
        example: { body: { email: 'invitee@example.test', contactName: 'Sam', firstName: 'Sam', lastName: 'Lee' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Invite someone to join your company',
        description:
          "Company administrators only (role 'admin'). E-mails a link to /signup/<token> (single use, 7 days). The reply does not say whether the address already has an account.",
        body: ZInviteRequest,
        response: { 201: envelope(ZInviteReply) },
      },
    },
    async (request, reply) => {
      const data = await onboarding.invite(authOf(request), request.body);
      return reply.code(201).send(ok(data, { message: onboardingMessage(ONBOARDING_MSG.invitationSent, data) }));
    },
  );

  // Settings → Users: the pending invitations, sent again or revoked (issue 13 §3).
  r.get(
    `${BASE}/users/invitations`,
    {
      config: { access: access.companyAdmin },
      schema: {
        tags: TAGS,
        summary: 'Pending invitations of your company (sent, not accepted, revoked nor expired), newest first',
        querystring: ZPendingInvitationQuery,
        response: { 200: envelope(z.array(ZPendingInvitation)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, total } = await onboarding.listInvitations(authOf(request), { skip, limit });
      return ok(items, listMeta({ total, totalExact: true }, { skip, limit }));
    },
  );

  r.post(
    `${BASE}/users/invitations/:invitationId/resend`,
    {
      config: { access: access.companyAdmin, example: { body: {} }, errors: [404] },
      schema: {
        tags: TAGS,
        summary: 'Send a pending invitation again: a new link for 7 days; the earlier link stops working',
        params: ZInvitationIdParams,
        response: { 200: envelope(ZInviteReply.extend({ id: z.string() })) },
      },
    },
    async (request) => {
      const data = await onboarding.resendInvitation(authOf(request), request.params.invitationId);
      return ok(data, { message: onboardingMessage(ONBOARDING_MSG.invitationResent, { email: data.email }) });
    },
  );

  r.delete(
    `${BASE}/users/invitations/:invitationId`,
    {
      config: { access: access.companyAdmin, errors: [404] },
      schema: {
        tags: TAGS,
        summary: 'Revoke a pending invitation: its link stops working at once',
        params: ZInvitationIdParams,
        response: { 200: envelope(z.object({ id: z.string(), email: z.string() })) },
      },
    },
    async (request) => {
      const data = await onboarding.revokeInvitation(authOf(request), request.params.invitationId);
      return ok(data, { message: onboardingMessage(ONBOARDING_MSG.invitationRevoked, { email: data.email }) });
    },
  );

  r.get(
    `${BASE}/invitations/:token`,
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Look up an invitation: companyName, contactName, contactEmail',
        description: "400 'Token is not valid'; 410 'Token is expired'.",
        params: ZInvitationParams,
        response: { 200: envelope(ZInvitationLookup) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress);
      return ok(await onboarding.lookupInvitation(request.params.token));
    },
  );

  r.post(
    `${BASE}/invitations/:token/signup`,
    {
      config: { access: access.public, errors: [409, 429] },
      schema: {
        tags: TAGS,
        summary: 'Accept an invitation: creates the user in the inviting company',
        description: 'Spends the token in the same transaction. The user can log in at once.',
        params: ZInvitationParams,
        body: ZInvitationSignUpRequest,
        response: { 201: envelope(ZInvitationSignUpReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress);
      const data = await onboarding.signUpByInvitation(request.params.token, request.body);
      return reply.code(201).send(ok(data, { message: ONBOARDING_MSG.userCreated }));
    },
  );

  // Flow 3: forgot password ------------------------------------------------------------------------

  r.post(
    '/api/user/forgot-password',
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Send a password reset code by e-mail',
        description:
          'An 8-digit code, single use, valid 10 minutes; it replaces earlier codes. The reply is the same for registered and unknown addresses.',
        body: ZEmailRequest,
        response: { 200: envelope(ZSentReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress, codesPerEmail);
      return ok(await onboarding.requestPasswordReset(request.body.email), { message: ONBOARDING_MSG.codeSent });
    },
  );

  r.post(
    '/api/user/reset-password',
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the e-mailed code',
        description:
          'Rate limited per address and per e-mail; after 5 wrong codes the code dies. Ends every session of the user.',
        body: ZResetPasswordRequest,
        response: { 200: envelope(ZResetPasswordReply) },
      },
    },
    async (request, reply) => {
      await enforce(request, reply, perAddress, triesPerEmail);
      const data = await onboarding.resetPassword(request.body);
      // The owner proved who they are: the log-in delay of the account no longer applies.
      await loginGuard.forgetFailures(request.body.email);
      return ok(data, { message: ONBOARDING_MSG.passwordReset });
    },
  );

  // Admin → Requested Companies ----------------------------------------------------------------

  r.get(
    `${BASE}/admin/requested-companies`,
    {
      config: { access: access.admin('adminMgt.request-company') },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Company requests from self-sign-up, with the requesting user and their verification state',
        querystring: ZRequestedCompanyQuery,
        response: { 200: envelope(z.array(ZRequestedCompany)) },
      },
    },
    async (request) => {
      const { status, search, skip, limit, cursor } = request.query;
      const { items, ...page } = await requests.list({ status, search }, { skip, limit, cursor });
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.post(
    `${BASE}/admin/requested-companies/:companyId/approve`,
    {
      config: { access: access.admin('adminMgt.request-company'), example: { body: {} }, errors: [409] },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Approve a company request',
        description:
          "Exactly one decision wins: a request already approved or declined answers 409 'This company request has already been …'. E-mails the company's users.",
        params: ZCompanyIdParams,
        body: z.object({}).optional(),
        response: { 200: envelope(ZCompanyDecision) },
      },
    },
    async (request) => {
      const { company, message } = await requests.approve(authOf(request), request.params.companyId);
      return ok({ id: company.id, legalName: company.legalName, approvalStatus: 'approved' as const }, { message });
    },
  );

  r.post(
    `${BASE}/admin/requested-companies/:companyId/decline`,
    {
      config: {
        access: access.admin('adminMgt.request-company'),
        example: { body: { reason: 'Not a company' } },
        errors: [409],
      },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Decline a company request (optional reason)',
        description: "409 when already decided. E-mails the company's users; they can no longer log in.",
        params: ZCompanyIdParams,
        body: ZDeclineRequest,
        response: { 200: envelope(ZCompanyDecision) },
      },
    },
    async (request) => {
      const { company, message } = await requests.decline(
        authOf(request),
        request.params.companyId,
        request.body.reason,
      );
      return ok({ id: company.id, legalName: company.legalName, approvalStatus: 'declined' as const }, { message });
    },
  );
};
