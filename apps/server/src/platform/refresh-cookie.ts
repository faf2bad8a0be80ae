import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

// The refresh token travels in an HttpOnly, SameSite=Strict cookie scoped to the session calls.
// In production it is always Secure (issue 11): a proxy that forwards the scheme wrongly, or not at
// all, must not make the browser send it over plain http. 'auto' (Secure when the request arrived over
// https) is for development and tests, served over http. Browsers keep Secure cookies set by
// http://localhost and http://127.0.0.1, so a production build tried locally still keeps its session.
export const refreshCookieOptions = (env: Config['env'], maxAgeSeconds: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: env === 'production' ? true : 'auto',
  path: '/api/user',
  maxAge: maxAgeSeconds,
});

/** The same cookie, expired: the attributes match, so the browser replaces the one it holds. */
export const expiredRefreshCookieOptions = (env: Config['env']): CookieSerializeOptions => {
  const { maxAge: _, ...rest } = refreshCookieOptions(env, 0);
  return rest;
};
