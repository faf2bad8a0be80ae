import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  envelope,
  MSG,
  REFRESH_COOKIE,
  ZLoginRequest,
  ZLoginResponse,
  ZProfile,
  ZRefreshRequest,
  ZRefreshResponse,
  ZSelectAccountRequest,
  ZSelectAccountResponse,
  ZUserPolicy,
  ZUserPolicyQuery,
} from '@lanehub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { access, authOf } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tooManyRequests, unauthorized } from '../../platform/errors';
import type { AuthService } from './auth.service';

const TAGS = ['Identity and sessions'];

// The refresh token travels in an HttpOnly, SameSite=Strict cookie scoped to the session calls.
const cookieOptions = (maxAgeSeconds: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: 'auto',
  path: '/api/user',
  maxAge: maxAgeSeconds,
});

const cookieOf = (app: FastifyInstance, request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers.cookie;
  return header ? app.parseCookie(header)[name] : undefined;
};

const clientOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  ip: request.ip ?? null,
});

export const authRoutes = async (
  app: FastifyInstance,
  opts: { auth: AuthService; config: Pick<Config, 'loginLimits' | 'refreshTokenTtlDays'>; store: unknown },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = opts;
  const store = opts.store as never;
  const windowMs = config.loginLimits.windowMs;

  // Log-in limits (issue 2): every attempt counts per address; failed attempts count per account.
  const perAddress = app.createRateLimit({
    store,
    max: config.loginLimits.perAddress,
    timeWindow: windowMs,
    keyGenerator: (req) => `login:addr:${req.ip}`,
  });
  const perAccount = app.createRateLimit({
    store,
    max: config.loginLimits.perAccount,
    timeWindow: windowMs,
    keyGenerator: (req) => `login:acct:${String((req.body as { email?: string } | undefined)?.email ?? '')}`,
  });

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, cookieOptions(config.refreshTokenTtlDays * 86_400));

  r.put(
    '/api/user/login',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'Log in with e-mail and password',
        description:
          'Returns an access token and a refresh token; the refresh token is also set as an HttpOnly cookie.',
        body: ZLoginRequest,
        response: { 200: envelope(ZLoginResponse) },
      },
    },
    async (request, reply) => {
      const byAddress = await perAddress(request);
      if (!byAddress.isAllowed && byAddress.isExceeded) {
        throw tooManyRequests(MSG.tooManyLogins);
      }
      // A peek: once `max` failures are counted, the next attempt is refused even with the right password.
      const byAccount = await perAccount(request, { increment: false });
      if (!byAccount.isAllowed && byAccount.remaining === 0) {
        throw tooManyRequests(MSG.tooManyLogins);
      }
      try {
        const tokens = await auth.login(request.body.email, request.body.password, clientOf(request));
        setRefreshCookie(reply, tokens.RefreshToken);
        return ok(tokens);
      } catch (error) {
        await perAccount(request);
        throw error;
      }
    },
  );

  r.put(
    '/api/user/refreshtoken',
    {
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'Exchange a refresh token for a new access token',
        description:
          'The refresh token comes from the HttpOnly cookie or the body (`RefreshToken`). It is rotated on every use; presenting a rotated token again revokes its whole session.',
        body: ZRefreshRequest,
        response: { 200: envelope(ZRefreshResponse) },
      },
    },
    async (request, reply) => {
      const presented = request.body?.RefreshToken ?? cookieOf(app, request, REFRESH_COOKIE);
      if (!presented) {
        throw unauthorized(MSG.sessionExpired, 'REFRESH_MISSING');
      }
      try {
        const tokens = await auth.refresh(presented);
        setRefreshCookie(reply, tokens.RefreshToken);
        return ok(tokens);
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
        throw error;
      }
    },
  );

  r.put(
    '/api/user/logout',
    {
      // Public so that a user whose access token has expired can still end the session of the cookie.
      config: { access: access.public },
      schema: {
        tags: TAGS,
        summary: 'End the session',
        body: z.object({ RefreshToken: z.string().max(512).optional() }).optional(),
        response: { 200: envelope(z.object({ loggedOut: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.body?.RefreshToken ?? cookieOf(app, request, REFRESH_COOKIE);
      await auth.logout({ refreshToken });
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
      return ok({ loggedOut: true });
    },
  );

  r.get(
    '/api/user/profile',
    {
      // The confirmation screens read it (the e-mail to resend to, whether it is verified).
      config: { access: access.authenticated, confirmationFlow: true },
      schema: {
        tags: TAGS,
        summary: 'The signed-in user, their company and its accounts (an array; the first item is used)',
        response: { 200: envelope(z.array(ZProfile)) },
      },
    },
    async (request) => ok(await auth.profile(authOf(request))),
  );

  r.get(
    '/api/uaa/user-policy',
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: "The user's roles, permissions and system-administrator flag for an account",
        querystring: ZUserPolicyQuery,
        response: { 200: envelope(ZUserPolicy) },
      },
    },
    async (request) => ok(await auth.userPolicy(authOf(request), request.query.accountId)),
  );

  r.put(
    '/api/user/account',
    {
      config: { access: access.authenticated, example: { body: { accountNumber: 'X', mode: 'ocean', type: 'FCL' } } },
      schema: {
        tags: TAGS,
        summary: 'Select the account, shipping mode and type for this session',
        description: 'Permissions are evaluated for the selected account from then on; a new access token is returned.',
        body: ZSelectAccountRequest,
        response: { 200: envelope(ZSelectAccountResponse) },
      },
    },
    async (request) => ok(await auth.selectAccount(authOf(request), request.body)),
  );
};
