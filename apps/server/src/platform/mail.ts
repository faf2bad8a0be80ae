import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { JobRunner } from './jobs/job-runner';

// The mail layer (issue 4, DESIGN.md "mail"). A feature calls `enqueueMail(tx, …)` inside the
// transaction of the change that causes the e-mail, so a rolled-back change sends nothing. With
// SMTP_URL set, the mail dispatch job (on the job runner) sends pending rows and stamps sent_at;
// without it the rows are the development mailbox shown at /dev/mailbox (system administrators only).

export type MailKind =
  | 'signup_verification'
  | 'company_approved'
  | 'company_declined'
  | 'invitation'
  | 'password_reset'
  | 'sourcing_verification'
  | 'vendor_signup'
  | 'notification';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
  companyId?: string | null;
};

/** Anything with drizzle's insert: the database or a transaction. */
type Writer = Pick<Db, 'insert'>;

export const enqueueMail = async (writer: Writer, mail: OutgoingMail): Promise<string> => {
  const [row] = await writer
    .insert(mailOutbox)
    .values({
      toAddress: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
      companyId: mail.companyId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('mail_outbox insert returned no row');
  }
  return row.id;
};

/** Escapes text for the HTML part of an e-mail. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain e-mail with one call-to-action link, in both parts. */
export const linkMail = (lines: { greeting: string; body: string; action: string; url: string; footer?: string }) => ({
  text: `${lines.greeting}\n\n${lines.body}\n\n${lines.action}: ${lines.url}\n${lines.footer ? `\n${lines.footer}\n` : ''}`,
  html: `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.body)}</p><p><a href="${escapeHtml(lines.url)}">${escapeHtml(lines.action)}</a></p>${lines.footer ? `<p>${escapeHtml(lines.footer)}</p>` : ''}`,
});

const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** Batches one dispatch sends at most; the rest waits for the next run. */
const MAX_BATCHES = 20;
/** A sender that dies keeps its rows this long; then they are claimed again. */
const LEASE = '5 minutes';
/** After a refused attempt, the row waits attempts × this before it is tried again. */
const RETRY_AFTER = '1 minute';
/** The job that sends the outbox (docs/architecture.md "Jobs"). */
export const MAIL_DISPATCH_JOB = 'mail-dispatch';
type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

export type MailSender = {
  /** Sends what is due in the outbox now; the number sent. Safe to run in several processes at once. */
  dispatch: () => Promise<number>;
};

/**
 * Sends due outbox rows over SMTP, oldest first. Each row is claimed before it is sent: one statement
 * that leases it (FOR UPDATE SKIP LOCKED), so two processes dispatching at once never pick the same
 * e-mail, and a crashed sender's lease runs out and the row is tried again. A row is stamped sent_at
 * only after the SMTP server accepted it; a refusal counts the attempt, keeps the error text (never the
 * SMTP credentials: nodemailer's messages do not include them) and waits before the next one, up to
 * five attempts. The job runner runs it (`registerMailDispatch`).
 */
export const createMailSender = (
  db: Db,
  options: {
    /** An SMTP URL, or a nodemailer transport (tests use nodemailer's JSON transport). */
    smtp: string | Transporter;
    from: string;
    log?: FastifyBaseLogger;
  },
): MailSender => {
  const transport = typeof options.smtp === 'string' ? nodemailer.createTransport(options.smtp) : options.smtp;

  const claim = async (): Promise<ClaimedRow[]> => {
    const claimed = await db.execute(sql`
      update ${mailOutbox} set leased_until = now() + ${LEASE}::interval, attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where sent_at is null and attempts < ${MAX_ATTEMPTS}
          and (leased_until is null or leased_until < now())
        order by created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, attempts`);
    return (claimed as unknown as { rows: ClaimedRow[] }).rows;
  };

  const send = async (mail: ClaimedRow) => {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), leasedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      // The lease becomes the wait before the next attempt.
      await db
        .update(mailOutbox)
        .set({ leasedUntil: sql`now() + ${mail.attempts} * ${RETRY_AFTER}::interval`, lastError: message })
        .where(eq(mailOutbox.id, mail.id));
      options.log?.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail not sent');
      return false;
    }
  };

  return {
    dispatch: async () => {
      let sent = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const pending = await claim();
        for (const mail of pending) {
          if (await send(mail)) {
            sent += 1;
          }
        }
        if (pending.length < BATCH) {
          break;
        }
      }
      return sent;
    },
  };
};

/**
 * The mail dispatch as a job of the runner: a run every `everySeconds` after the previous one ends
 * (and pg-boss's cron each minute, which restarts the chain if the process that held it died).
 */
export const registerMailDispatch = (
  jobs: Pick<JobRunner, 'periodic'>,
  sender: MailSender,
  options: { everySeconds?: number; log?: FastifyBaseLogger } = {},
) => {
  jobs.periodic(
    MAIL_DISPATCH_JOB,
    { cron: '* * * * *', everySeconds: options.everySeconds ?? 5 },
    async () => {
      const sent = await sender.dispatch();
      if (sent > 0) {
        options.log?.info({ sent }, 'mail sent');
      }
    },
    // A failed run is simply the next run; the rows keep their own attempts.
    { retryLimit: 0, expireInSeconds: 600 },
  );
};
