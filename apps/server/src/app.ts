import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthService } from './features/auth/auth.service';
import { FEATURE_MANIFESTS } from './features.generated';
import { figuresOf, inRegistrationOrder, resourceRulesOf } from './kernel/feature-manifest';
import { registerAccessControl } from './platform/access';
import { type AuthCache, createAuthCache } from './platform/auth-cache';
import { registerErrorHandler } from './platform/errors';
import { eventRoutes } from './platform/events/events.routes';
import { createFileStorage } from './platform/files';
import { registerHousekeeping } from './platform/housekeeping';
import { registerInputTextGuard } from './platform/input-text';
import { createJobRunner } from './platform/jobs/job-runner';
import { jobRoutes } from './platform/jobs/jobs.routes';
import { createLoginGuard } from './platform/login-guard';
import { createMailSender, registerMailDispatch } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { createRateLimiter } from './platform/rate-limiter';
import { redactUrl } from './platform/redact-url';
import { resolveSigningKey } from './platform/signing-key';
import { createTokenService } from './platform/tokens';
import { registerCompression, registerWebApp } from './platform/web-app';
import { registerWriteLimit } from './platform/write-limit';
import { resourceRoutes } from './resources/resource.routes';

declare module 'fastify' {
  interface FastifyInstance {
    authCache: AuthCache;
  }
}

// Builds the Fastify instance on an open, migrated database. Tests call this without a port.
export const buildApp = async (config: Config, database: Database): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the logs: tokens, cookies, passwords, API keys.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'req.headers["x-api-key"]',
                'res.headers["set-cookie"]',
                '*.password',
                '*.RefreshToken',
                '*.accessToken',
              ],
              censor: '[redacted]',
            },
            // E-mailed links carry their secret in the address (platform/redact-url.ts).
            serializers: {
              req: (req) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: it hooks each route as it is added (JSON replies above 1 KiB, platform/web-app.ts).
  await registerCompression(app);

  const { db } = database;
  const tokens = createTokenService(await resolveSigningKey(db, config.jwtSecret), config.accessTokenTtlSeconds);
  // The session check cache (platform/auth-cache.ts): on PostgreSQL with its listener, unless AUTH_CACHE=off.
  const authCache = createAuthCache({
    connect: config.authCache ? database.listenConnection : undefined,
    onListenerError: (error) => app.log.warn({ err: error }, 'auth cache listener down: session checks uncached'),
  });
  app.decorate('authCache', authCache);
  app.addHook('onClose', async () => authCache.stop());
  registerAccessControl(app, { db, tokens, apiKeys: config.apiKeys, authCache });
  // One limiter for every rate limit, its counters in the database (platform/rate-limiter.ts).
  const limiter = createRateLimiter(db);
  const loginGuard = createLoginGuard(limiter, config.loginLimits);
  registerWriteLimit(app, { limiter, limits: config.writeLimits });
  registerInputTextGuard(app);

  // Helmet's headers are for HTML documents; it runs on the web-app route only (reply.helmet()),
  // where it costs nothing on the API's hot path. JSON replies get their two headers in access.ts.
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Cookies are parsed only by the session routes that read them (hook: false).
  await app.register(cookie, { hook: false });
  await registerOpenApi(app);

  // Features register their kinds of job with their routes; the workers start once all are registered.
  const jobs = createJobRunner(database, { log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  if (config.mail.smtpUrl) {
    const sender = createMailSender(db, { smtp: config.mail.smtpUrl, from: config.mail.from, log: app.log });
    registerMailDispatch(jobs, sender, { log: app.log });
  }
  registerHousekeeping(jobs, { db, files: createFileStorage(config), log: app.log });

  // Every feature's routes, from the manifests scripts/collect-manifests.mjs lists (features.generated.ts):
  // a new feature declares itself in its manifest and edits nothing here.
  const context = {
    database,
    db,
    config,
    tokens,
    jobs,
    files: createFileStorage(config),
    limiter,
    loginGuard,
    // Features that sign people in with a password get the auth service through the kernel's type.
    signIn: createAuthService({ db, tokens, refreshTtlDays: config.refreshTokenTtlDays }),
    figures: figuresOf(FEATURE_MANIFESTS),
  };
  for (const manifest of inRegistrationOrder(FEATURE_MANIFESTS)) {
    await manifest.register?.(app, context);
  }
  await app.register(resourceRoutes, { db, rules: resourceRulesOf(FEATURE_MANIFESTS) });
  await app.register(jobRoutes, { jobs });
  await app.register(eventRoutes, { db });
  await jobs.start();
  await registerWebApp(app, config.webDist);
  return app;
};
