import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accessRoutes } from './features/access/access.routes';
import { accountRoutes } from './features/accounts/accounts.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { companyRoutes } from './features/companies/companies.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { employeeRoutes } from './features/employees/employees.routes';
import { equipmentRoutes } from './features/equipment/equipment.routes';
import { healthRoutes } from './features/health/health.routes';
import { helpRoutes } from './features/help/help.routes';
import { hrHierarchyRoutes } from './features/hr-hierarchy/hr-hierarchy.routes';
import { locationRoutes } from './features/locations/locations.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { devMailboxRoutes } from './features/onboarding/dev-mailbox.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { productRoutes } from './features/products/products.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { vendorSourcingRoutes } from './features/vendor-sourcing/vendor-sourcing.routes';
import { registerAccessControl } from './platform/access';
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
import { registerWebApp } from './platform/web-app';
import { registerWriteLimit } from './platform/write-limit';
import { resourceRoutes } from './resources/resource.routes';

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

  const { db } = database;
  const tokens = createTokenService(await resolveSigningKey(db, config.jwtSecret), config.accessTokenTtlSeconds);
  registerAccessControl(app, { db, tokens, apiKeys: config.apiKeys });
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

  await app.register(healthRoutes, { db, databaseKind: database.kind });
  await app.register(authRoutes, {
    auth: createAuthService({ db, tokens, refreshTtlDays: config.refreshTokenTtlDays }),
    config,
    loginGuard,
  });
  await app.register(notificationRoutes, { db });
  await app.register(helpRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(documentRoutes, { db, files: createFileStorage(config) });
  await app.register(equipmentRoutes, { db });
  await app.register(companyRoutes, { db });
  await app.register(locationRoutes, { db, jobs, limits: config.imports, files: createFileStorage(config) });
  await app.register(hrHierarchyRoutes, { db });
  await app.register(referenceRoutes);
  await app.register(accountRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(employeeRoutes, { db });
  await app.register(settingsRoutes, { db, files: createFileStorage(config) });
  await app.register(accessRoutes, { db });
  await app.register(onboardingRoutes, { db, config, limiter, loginGuard });
  // Every company's e-mails, for system administrators, only while no SMTP server sends them.
  if (config.mail.devMailbox) {
    await app.register(devMailboxRoutes, { db });
  }
  await app.register(vendorSourcingRoutes, {
    db,
    auth: createAuthService({ db, tokens, refreshTtlDays: config.refreshTokenTtlDays }),
    config,
    limiter,
    loginGuard,
  });
  await app.register(resourceRoutes, { db });
  await app.register(adminRoutes, { db });
  await app.register(jobRoutes, { jobs });
  await app.register(eventRoutes, { db });
  await jobs.start();
  await registerWebApp(app, config.webDist);
  return app;
};
