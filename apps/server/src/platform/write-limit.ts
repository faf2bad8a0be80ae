import { MSG } from '@lanehub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { type RateLimiter, refusal } from './rate-limiter';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE_MS = 60_000;

/**
 * An import or an upload: a route that takes a file (`config.upload`), whose path imports rows, or the
 * import assistant's commit (POST /api/imports/<template>; its dry run is not counted).
 */
export const isImportRoute = (request: FastifyRequest): boolean => {
  const config = request.routeOptions.config as { upload?: unknown } | undefined;
  const url = request.routeOptions.url ?? '';
  return Boolean(config?.upload) || /\/import(\/|$)/.test(url) || /^\/api\/imports\/[^/]+$/.test(url);
};

/**
 * Per-company request rate limit on writes (issue 11 finding 4): every POST, PUT, PATCH or DELETE of a
 * signed-in user counts against the user's company (a user without a company counts alone), at most
 * COMPANY_WRITES_PER_MINUTE a minute; imports and uploads also count against COMPANY_IMPORTS_PER_MINUTE.
 * Over either: 429 with Retry-After and MSG.tooManyWrites, before the route runs. The counters are the
 * server's one limiter's (PostgreSQL), so all processes count together. Registered after
 * registerAccessControl, whose hook has set `request.auth` by then; public calls are not counted here.
 */
export const registerWriteLimit = (
  app: FastifyInstance,
  deps: { limiter: RateLimiter; limits: Config['writeLimits'] },
) => {
  const { limiter, limits } = deps;
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.auth;
    if (!auth || !WRITE_METHODS.has(request.method)) {
      return;
    }
    const owner = auth.companyId ? `company:${auth.companyId}` : `user:${auth.userId}`;
    const writes = await limiter.hit(`writes:${owner}`, { max: limits.perMinute, windowMs: MINUTE_MS });
    if (!writes.allowed) {
      throw refusal(reply, writes, MSG.tooManyWrites);
    }
    if (isImportRoute(request)) {
      const imports = await limiter.hit(`imports:${owner}`, { max: limits.importsPerMinute, windowMs: MINUTE_MS });
      if (!imports.allowed) {
        throw refusal(reply, imports, MSG.tooManyWrites);
      }
    }
  });
};
