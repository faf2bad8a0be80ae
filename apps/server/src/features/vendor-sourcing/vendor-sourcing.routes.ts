import {
  envelope,
  MSG,
  REFRESH_COOKIE,
  VS_MSG,
  ZSourcingConfig,
  ZSourcingLoginRequest,
  ZSourcingLoginResponse,
  ZSourcingSignUpRequest,
  ZSourcingSignUpResponse,
  ZSourcingTypeParams,
  ZSourcingVerifyRequest,
  ZSourcingVerifyResponse,
  ZSurveyState,
  ZVendorSignUpRequest,
  ZVendorSignUpResponse,
} from '@lanehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { PasswordSignIn } from '../../kernel/sign-in';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { LoginGuard } from '../../platform/login-guard';
import { type RateLimiter, refusal } from '../../platform/rate-limiter';
import { refreshCookieOptions } from '../../platform/refresh-cookie';
import { createVendorSourcingService } from './vendor-sourcing.service';

const TAGS = ['Vendor and sourcing onboarding'];

const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  ip: request.ip ?? null,
});

export const vendorSourcingRoutes = async (
  app: FastifyInstance,
  opts: {
    db: Parameters<typeof createVendorSourcingService>[0]['db'];
    auth: PasswordSignIn;
    config: Pick<Config, 'loginLimits' | 'refreshTokenTtlDays' | 'publicUrl' | 'storefrontUrl' | 'env'>;
    limiter: RateLimiter;
    loginGuard: LoginGuard;
  },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, limiter, loginGuard } = opts;
  const service = createVendorSourcingService({
    db: opts.db,
    auth: opts.auth,
    publicUrl: config.publicUrl,
    storefrontUrl: config.storefrontUrl,
  });

  // Sign-ups write a company, a user and an e-mail: limited per address like log-in attempts.
  const signUps = { max: config.loginLimits.perAddress, windowMs: config.loginLimits.windowMs };
  const limitSignUps = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await limiter.hit(`signup:address:${request.ip}`, signUps);
    if (!verdict.allowed) {
      throw refusal(reply, verdict, MSG.tooManyRequests);
    }
  };

  r.post(
    '/api/lanehub-core/company/vendor',
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Vendor sign-up: a vendor company request, its administrator and a welcome e-mail',
        description:
          "The company waits for an administrator's approval (approval status 'requested', pending). An address that already has an account gets the same 201 reply; nothing is created and the owner is e-mailed.",
        body: ZVendorSignUpRequest,
        response: { 201: envelope(ZVendorSignUpResponse) },
      },
    },
    async (request, reply) => {
      await limitSignUps(request, reply);
      const created = await service.vendorSignUp(request.body);
      reply.status(201);
      return ok(created, { message: VS_MSG.vendorSignedUp });
    },
  );

  r.get(
    '/api/sourcing/config',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'Public settings of the sourcing pages (the storefront address)',
        response: { 200: envelope(ZSourcingConfig) },
      },
    },
    async () => ok({ storefrontUrl: config.storefrontUrl }),
  );

  r.post(
    '/api/sourcing/seller/login',
    {
      config: { access: access.public, errors: [403, 429] },
      schema: {
        tags: TAGS,
        summary: 'Sourcing log-in (sellers and buyers)',
        description:
          "Returns `accessToken` and `refreshToken` (also set as the HttpOnly cookie) and where to go next: 'account-type' (no company), 'confirmation' (company pending), 'storefront' (with `storefrontUrl`) or 'site'. Sourcing users only (seller or buyer users, users of a Seller or Buyer company, users without a company); anyone else gets the 401 of a wrong password. Shares the log-in limits of PUT /api/user/login.",
        body: ZSourcingLoginRequest,
        response: { 200: envelope(ZSourcingLoginResponse) },
      },
    },
    async (request, reply) => {
      const result = await loginGuard.attempt(request, reply, request.body.email, () =>
        service.sourcingLogin(request.body, clientOf(request)),
      );
      reply.setCookie(
        REFRESH_COOKIE,
        result.refreshToken,
        refreshCookieOptions(config.env, config.refreshTokenTtlDays * 86_400),
      );
      return ok(result);
    },
  );

  r.post(
    '/api/sourcing/:type',
    {
      config: { access: access.public, errors: [429] },
      schema: {
        tags: TAGS,
        summary: 'Sourcing sign-up as a seller or buyer; sends the verification e-mail',
        description:
          'The company stays pending until the e-mailed link `/sourcing/verify/:type/:token` is followed. An address that already has an account gets the same 201 reply; nothing is created and the owner is e-mailed.',
        params: ZSourcingTypeParams,
        body: ZSourcingSignUpRequest,
        response: { 201: envelope(ZSourcingSignUpResponse) },
      },
    },
    async (request, reply) => {
      await limitSignUps(request, reply);
      const created = await service.sourcingSignUp(request.params.type, request.body);
      reply.status(201);
      return ok(created, { message: VS_MSG.sourcingSignedUp });
    },
  );

  r.post(
    '/api/sourcing/:type/verify',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'Verify a sourcing sign-up with the e-mailed token (single use)',
        description:
          "400 `Token is not valid` (code TOKEN_INVALID: unknown, used, or of the other type) or `Token is expired` (code TOKEN_EXPIRED); success `meta.message` `You're all signed up!`.",
        params: ZSourcingTypeParams,
        body: ZSourcingVerifyRequest,
        response: { 200: envelope(ZSourcingVerifyResponse) },
      },
    },
    async (request) =>
      ok(await service.verifySourcing(request.params.type, request.body.token), { message: VS_MSG.signedUp }),
  );

  r.get(
    '/api/lanehub-core/company/survey',
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: "The signed-in user's company and its survey state",
        description:
          "`surveyType` is 'sourcing' for sellers and buyers, 'vendor' for vendor companies, else null; `required` while the company's completedSurvey is false.",
        response: { 200: envelope(ZSurveyState) },
      },
    },
    async (request) => ok(await service.surveyState(authOf(request))),
  );
};
