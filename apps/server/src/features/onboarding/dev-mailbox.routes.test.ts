import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { mailOutbox } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// Issue 11, finding 1: the development mailbox showed every e-mail, password-reset codes included, to
// anyone with the public client key whenever NODE_ENV was not 'production' (and `npm start` set no
// NODE_ENV). Now it exists only without SMTP_URL and only a system administrator reads it, in every
// configuration the README documents.

let ctx: TestContext;
let companyAdmin: TestUser;
let companyAdminToken: string;
let sysAdminToken: string;
const RESET_SUBJECT = /reset/i;

const mailboxOf = (app: FastifyInstance, token: string | null, to?: string) =>
  call(app, token, {
    method: 'GET',
    url: to ? `/api/dev/mailbox?to=${encodeURIComponent(to)}` : '/api/dev/mailbox',
  });

/** The reset code e-mailed to the company administrator, read straight from the outbox table. */
const codeInOutbox = async () => {
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, companyAdmin.email));
  const codes = rows.flatMap((m) => /\b(\d{8})\b/.exec(m.textBody)?.[1] ?? []);
  expect(codes.length).toBeGreaterThan(0);
  return { codes, subjects: rows.map((m) => m.subject) };
};

beforeAll(async () => {
  ctx = await createTestApp();
  companyAdmin = await createTenant(ctx.database.db, { name: 'Victim Shipping', role: 'admin' });
  companyAdminToken = (await login(ctx.app, companyAdmin.email)).accessToken;
  const sysAdmin = await createTenant(ctx.database.db, { name: 'Platform Operator', isSystemAdmin: true });
  sysAdminToken = (await login(ctx.app, sysAdmin.email)).accessToken;
  const asked = await call(ctx.app, null, {
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { email: companyAdmin.email },
  });
  expect(asked.statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

/** Nothing of the e-mail (its subject, its code, its address) is in a refused answer. */
const expectNoMail = async (body: string) => {
  const { codes, subjects } = await codeInOutbox();
  for (const code of codes) {
    expect(body).not.toContain(code);
  }
  for (const subject of subjects) {
    expect(body).not.toContain(subject);
  }
  expect(body).not.toContain(companyAdmin.email);
};

describe('the reproduction: a reset code for a company administrator', () => {
  it('cannot be read anonymously, nor by a company administrator; the system administrator reads it', async () => {
    for (const to of [undefined, companyAdmin.email]) {
      const anonymous = await mailboxOf(ctx.app, null, to);
      expect(anonymous.statusCode).toBe(401);
      await expectNoMail(anonymous.body);
      const noKey = await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${companyAdmin.email}` });
      expect(noKey.statusCode).toBe(401);
      await expectNoMail(noKey.body);
      const company = await mailboxOf(ctx.app, companyAdminToken, to);
      expect(company.statusCode).toBe(403);
      await expectNoMail(company.body);
    }
    const operator = await mailboxOf(ctx.app, sysAdminToken, companyAdmin.email);
    expect(operator.statusCode).toBe(200);
    const [mail] = operator.json().data as Array<{ subject: string; text: string }>;
    expect(mail?.subject).toMatch(RESET_SUBJECT);
    expect((await codeInOutbox()).codes).toContain(/\b(\d{8})\b/.exec(mail?.text ?? '')?.[1]);
  });
});

// Every documented value of the switches that decide what the server exposes (README, Configuration).
const NODE_ENVS = [undefined, 'development', 'production', 'test'] as const;
const SMTP_URLS = [undefined, 'smtp://127.0.0.1:9'] as const;
const HOSTS = [undefined, '127.0.0.1', '::1', 'localhost', '0.0.0.0'] as const;
const configurations = NODE_ENVS.flatMap((nodeEnv) =>
  SMTP_URLS.flatMap((smtpUrl) => HOSTS.map((host) => ({ nodeEnv, smtpUrl, host }))),
);

describe('every documented configuration', () => {
  it.each(
    configurations.map((c) => [
      `NODE_ENV=${c.nodeEnv ?? '(unset)'} SMTP_URL=${c.smtpUrl ?? '(unset)'} HOST=${c.host ?? '(unset)'}`,
      c,
    ]),
  )('%s: anonymous callers and company administrators see no mail', async (_, { nodeEnv, smtpUrl, host }) => {
    const env: Record<string, string> = { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    for (const [name, value] of Object.entries({ NODE_ENV: nodeEnv, SMTP_URL: smtpUrl, HOST: host })) {
      if (value) {
        env[name] = value;
      }
    }
    const config = { ...loadConfig(env), webDist: null };
    expect(config.mail.devMailbox).toBe(!smtpUrl);
    // Another process on the same database, as a deployment with that configuration runs it.
    const app = await buildApp(config, ctx.database);
    try {
      await app.ready();
      for (const to of [undefined, companyAdmin.email]) {
        const anonymous = await mailboxOf(app, null, to);
        expect(anonymous.statusCode).toBe(smtpUrl ? 404 : 401);
        await expectNoMail(anonymous.body);
        const company = await mailboxOf(app, companyAdminToken, to);
        expect(company.statusCode).toBe(smtpUrl ? 404 : 403);
        await expectNoMail(company.body);
        const operator = await mailboxOf(app, sysAdminToken, to);
        if (smtpUrl) {
          expect(operator.statusCode).toBe(404);
          await expectNoMail(operator.body);
        } else {
          expect(operator.statusCode).toBe(200);
          expect(operator.body).toContain(companyAdmin.email);
        }
      }
    } finally {
      await app.close();
    }
  });
});
