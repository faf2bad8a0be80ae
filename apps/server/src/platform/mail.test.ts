import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailOutbox, oneTimeTokens, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { createJobRunner } from './jobs/job-runner';
import { createMailSender, enqueueMail, linkMail, registerMailDispatch } from './mail';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken, recordFailedCode } from './one-time-tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('mail outbox', () => {
  it('keeps nothing of an e-mail whose transaction rolled back', async () => {
    const { db } = ctx.database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(companies).values({ legalName: 'Rolled Back Freight' });
        await enqueueMail(tx, { to: 'rollback@example.com', subject: 'Welcome', text: 'Hi', kind: 'notification' });
        throw new Error('crash mid-write');
      }),
    ).rejects.toThrow('crash mid-write');
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
    const left = await db.select().from(companies).where(eq(companies.legalName, 'Rolled Back Freight'));
    expect(left).toHaveLength(0);
  });

  it('escapes the HTML part and keeps the link in both parts', () => {
    const mail = linkMail({
      greeting: 'Hello <Ann>',
      body: 'Verify your e-mail',
      action: 'Verify',
      url: 'http://x.test/a?b=1&c=2',
    });
    expect(mail.text).toContain('Verify: http://x.test/a?b=1&c=2');
    expect(mail.html).toContain('Hello &lt;Ann&gt;');
    expect(mail.html).toContain('href="http://x.test/a?b=1&amp;c=2"');
  });

  it('sends pending rows through the transport and stamps them sent', async () => {
    const { db } = ctx.database;
    await enqueueMail(db, { to: 'Dispatch@Example.com', subject: 'Sent once', text: 'Body', kind: 'notification' });
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sentTo: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      sentTo.push(String(message.to));
      return original(message);
    }) as typeof transport.sendMail;
    const dispatcher = createMailSender(db, { smtp: transport, from: 'Lanehub <no-reply@lanehub.test>' });
    expect(await dispatcher.dispatch()).toBeGreaterThanOrEqual(1);
    expect(sentTo).toContain('dispatch@example.com');
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Sent once'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    // A second dispatch sends nothing again.
    const again = createMailSender(db, { smtp: transport, from: 'x@lanehub.test' });
    await again.dispatch();
    expect(sentTo.filter((to) => to === 'dispatch@example.com')).toHaveLength(1);
  });
});

describe('mail dispatchers', () => {
  const countingTransport = (sentTo: string[], fail?: (to: string) => boolean) => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      const to = String(message.to);
      // A real SMTP round trip takes a while: the other dispatcher runs meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail?.(to)) {
        throw new Error('421 try again later');
      }
      sentTo.push(to);
      return original(message);
    }) as typeof transport.sendMail;
    return transport;
  };

  it('never sends one e-mail twice when two server processes dispatch at once', async () => {
    const { db } = ctx.database;
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.com`);
    for (const to of addresses) {
      await enqueueMail(db, { to, subject: 'Once only', text: 'Body', kind: 'notification' });
    }
    const sentTo: string[] = [];
    const one = createMailSender(db, { smtp: countingTransport(sentTo), from: 'a@lanehub.test' });
    const two = createMailSender(db, { smtp: countingTransport(sentTo), from: 'b@lanehub.test' });
    await Promise.all([one.dispatch(), two.dispatch(), one.dispatch()]);
    await Promise.all([one.dispatch(), two.dispatch()]);
    const ours = sentTo.filter((to) => to.startsWith('twice-')).sort();
    expect(ours).toEqual([...addresses].sort());
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Once only'));
    expect(rows.every((row) => row.sentAt instanceof Date && row.attempts === 1)).toBe(true);
  });

  it('tries a failed e-mail again after a wait and gives up after five attempts', async () => {
    const { db } = ctx.database;
    await enqueueMail(db, { to: 'bounce@example.com', subject: 'Refused', text: 'Body', kind: 'notification' });
    const sentTo: string[] = [];
    const dispatcher = createMailSender(db, {
      smtp: countingTransport(sentTo, (to) => to === 'bounce@example.com'),
      from: 'a@lanehub.test',
    });
    const attemptsOf = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Refused')))[0]?.attempts;
    for (let i = 0; i < 7; i++) {
      const before = await attemptsOf();
      await dispatcher.dispatch();
      // Tried at once again, a refused e-mail is not sent: it waits (attempts × 1 minute).
      const after = await attemptsOf();
      await dispatcher.dispatch();
      expect(await attemptsOf()).toBe(after);
      expect(after).toBe(Math.min(5, (before ?? 0) + 1));
      // The wait passes.
      await db
        .update(mailOutbox)
        .set({ leasedUntil: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.subject, 'Refused'));
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Refused'));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(5);
    expect(row?.lastError).toBe('421 try again later');
  });
});

describe('the mail dispatch job', () => {
  it('sends committed e-mails through the job runner, never a rolled-back one', async () => {
    const { db } = ctx.database;
    const sentTo: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof original>[0]) => {
      sentTo.push(String(message.to));
      return original(message);
    }) as typeof transport.sendMail;
    const runner = createJobRunner(ctx.database, { log: ctx.app.log, pollingIntervalSeconds: 0.5 });
    registerMailDispatch(runner, createMailSender(db, { smtp: transport, from: 'jobs@lanehub.test' }), {
      everySeconds: 1,
    });
    await runner.start();
    try {
      await expect(
        db.transaction(async (tx) => {
          await enqueueMail(tx, { to: 'job-rollback@example.com', subject: 'Never', text: 'x', kind: 'notification' });
          throw new Error('sign-up failed');
        }),
      ).rejects.toThrow('sign-up failed');
      await enqueueMail(db, { to: 'job-sent@example.com', subject: 'By the job', text: 'x', kind: 'notification' });
      const until = Date.now() + 20_000;
      while (!sentTo.includes('job-sent@example.com') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The next run (a second later) sends it no second time.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await runner.stop();
    }
    expect(sentTo.filter((to) => to === 'job-sent@example.com')).toHaveLength(1);
    expect(sentTo).not.toContain('job-rollback@example.com');
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'By the job'));
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('one-time tokens', () => {
  it('stores only a hash and lets exactly one of two concurrent uses win', async () => {
    const { db } = ctx.database;
    const { secret, token } = await issueOneTimeToken(db, { purpose: 'invitation', ttlMs: 60_000, email: 'a@b.test' });
    expect(secret.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(token.tokenHash).not.toContain(secret);
    const results = await Promise.all([
      consumeOneTimeToken(db, 'invitation', secret),
      consumeOneTimeToken(db, 'invitation', secret),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['invalid', 'valid']);
    expect((await peekOneTimeToken(db, 'invitation', secret)).status).toBe('invalid');
  });

  it('tells an expired token from an unknown one, and a token of another purpose is unknown', async () => {
    const { db } = ctx.database;
    const { secret, token } = await issueOneTimeToken(db, { purpose: 'invitation', ttlMs: 60_000 });
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.id, token.id));
    expect((await consumeOneTimeToken(db, 'invitation', secret)).status).toBe('expired');
    expect((await consumeOneTimeToken(db, 'password_reset', secret)).status).toBe('invalid');
    expect((await consumeOneTimeToken(db, 'invitation', 'not-a-token')).status).toBe('invalid');
  });

  it('gives 8-digit codes, replaces earlier ones and kills a code after too many wrong tries', async () => {
    const { db } = ctx.database;
    const [company] = await db.insert(companies).values({ legalName: 'Code Co' }).returning();
    const [user] = await db
      .insert(users)
      .values({ companyId: company?.id, email: 'code@co.test', passwordHash: 'x', firstName: 'C', lastName: 'D' })
      .returning();
    const userId = user?.id ?? '';
    const first = await issueOneTimeToken(db, { purpose: 'password_reset', ttlMs: 600_000, userId, code: true });
    const second = await issueOneTimeToken(db, {
      purpose: 'password_reset',
      ttlMs: 600_000,
      userId,
      code: true,
      replaceEarlier: true,
    });
    expect(second.secret).toMatch(/^\d{8}$/);
    expect((await peekOneTimeToken(db, 'password_reset', first.secret)).status).toBe('invalid');
    for (let i = 0; i < 5; i++) {
      await recordFailedCode(db, 'password_reset', userId, 5);
    }
    expect((await consumeOneTimeToken(db, 'password_reset', second.secret, { userId })).status).toBe('invalid');
  });
});
