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
import { unauthorized } from '../../platform/errors';
import type { LoginGuard } from '../../platform/login-guard';
import { expiredRefreshCookieOptions, refreshCookieOptions } from '../../platform/refresh-cookie';
import type { AuthService } from './auth.service';

const TAGS = ['Identity and sessions'];

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
  opts: { auth: AuthService; config: Pick<Config, 'refreshTokenTtlDays' | 'env'>; loginGuard: LoginGuard },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config, loginGuard } = opts;

  // Log-out may come with the refresh cookie and no body at all, even when the client still says
  // `content-type: application/json` (issue 11): an empty JSON body is no body here. Every other
  // JSON body goes through Fastify's own parser. This plugin's routes only.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    jsonParser(request, text, done);
  });

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, refreshCookieOptions(config.env, config.refreshTokenTtlDays * 86_400));

  r.put(
    '/api/user/login',
    {
      config: { access: access.public, errors: [403, 429] },
      schema: {
        tags: TAGS,
        summary: 'Log in with e-mail and password',
        description:
          'Returns an access token and a refresh token; the refresh token is also set as an HttpOnly cookie. ' +
          'Shares its limits with every log-in route: per address, and per account a progressive delay after ' +
          'LOGIN_MAX_PER_ACCOUNT failures (429 with Retry-After; docs/api.md "Rate limits").',
        body: ZLoginRequest,
        response: { 200: envelope(ZLoginResponse) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const tokens = await loginGuard.attempt(request, reply, email, () =>
        auth.login(email, password, clientOf(request)),
      );
      setRefreshCookie(reply, tokens.RefreshToken);
      return ok(tokens);
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
        reply.clearCookie(REFRESH_COOKIE, expiredRefreshCookieOptions(config.env));
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
        // No body at all (null) is fine: the cookie carries the token.
        body: z.object({ RefreshToken: z.string().max(512).optional() }).nullish(),
        response: { 200: envelope(z.object({ loggedOut: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.body?.RefreshToken ?? cookieOf(app, request, REFRESH_COOKIE);
      await auth.logout({ refreshToken });
      reply.clearCookie(REFRESH_COOKIE, expiredRefreshCookieOptions(config.env));
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
