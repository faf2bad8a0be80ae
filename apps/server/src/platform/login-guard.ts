import { MSG } from '@lanehub/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { type RateLimiter, refusal } from './rate-limiter';

/** The first wait of the progressive log-in delay; it doubles with every further failure. */
export const LOGIN_DELAY_BASE_MS = 1000;

const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;

/**
 * The log-in limits shared by every way to sign in (PUT /api/user/login, POST /api/sourcing/seller/login):
 * one set of counters per client address and per e-mail account, in the database (docs/api.md).
 * - Per address, a plain window: LOGIN_MAX_PER_ADDRESS attempts per LOGIN_WINDOW_MINUTES.
 * - Per account, a progressive delay: the first LOGIN_MAX_PER_ACCOUNT failures are free; after failure
 *   n ≥ LOGIN_MAX_PER_ACCOUNT the next attempt waits min(2^(n − LOGIN_MAX_PER_ACCOUNT) s, the window)
 *   from the latest one. An attempt during the wait gets 429 with Retry-After, and its password is not
 *   checked. A successful sign-in (or a password reset) clears the account's failures; they are also
 *   forgotten a window after the wait of the latest one ended.
 */
export const createLoginGuard = (limiter: RateLimiter, limits: Config['loginLimits']) => {
  const perAddress = { max: limits.perAddress, windowMs: limits.windowMs };
  const perAccount = {
    free: limits.perAccount,
    baseMs: limits.delayBaseMs ?? LOGIN_DELAY_BASE_MS,
    capMs: limits.windowMs,
    forgetMs: limits.windowMs,
  };

  /** Runs one sign-in attempt under the limits; a thrown error leaves the attempt counted as a failure. */
  const attempt = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    signIn: () => Promise<T>,
  ): Promise<T> => {
    const byAddress = await limiter.hit(`login:address:${request.ip}`, perAddress);
    if (!byAddress.allowed) {
      throw refusal(reply, byAddress, MSG.tooManyLogins);
    }
    const byAccount = await limiter.attempt(accountKey(email), perAccount);
    if (!byAccount.allowed) {
      throw refusal(reply, byAccount, MSG.tooManyLogins);
    }
    const result = await signIn();
    await limiter.clear(accountKey(email));
    return result;
  };

  /** Clears an account's failures (its owner has just proved who they are, e.g. by a reset code). */
  const forgetFailures = (email: string) => limiter.clear(accountKey(email));

  return { attempt, forgetFailures };
};

export type LoginGuard = ReturnType<typeof createLoginGuard>;
