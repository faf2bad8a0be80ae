import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

// The mail layer (issue 4, DESIGN.md "mail"). A feature calls `enqueueMail(tx, …)` inside the
// transaction of the change that causes the e-mail, so a rolled-back change sends nothing. With
// SMTP_URL set, the dispatcher sends pending rows and stamps sent_at; without it the rows are the
// development mailbox shown at /dev/mailbox (system administrators only).

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

export type MailDispatcher = { flush: () => Promise<number>; stop: () => void };

const MAX_ATTEMPTS = 5;
const BATCH = 50;
const LEASE = '5 minutes';
type ClaimedRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

/**
 * Sends pending outbox rows over SMTP, oldest first, every `intervalMs`. A row is stamped sent_at
 * only after the SMTP server accepted it; failures count attempts and keep the error text (never
 * the SMTP credentials: nodemailer's messages do not include them).
 */
export const startMailDispatcher = (
  db: Db,
  options: {
    /** An SMTP URL, or a nodemailer transport (tests use nodemailer's JSON transport). */
    smtp: string | Transporter;
    from: string;
    intervalMs?: number;
    log?: FastifyBaseLogger;
  },
): MailDispatcher => {
  const transport = typeof options.smtp === 'string' ? nodemailer.createTransport(options.smtp) : options.smtp;
  let running = false;
  const flush = async () => {
    if (running) {
      return 0;
    }
    running = true;
    let sent = 0;
    try {
      // Claim a batch first: one statement that leases the rows (SKIP LOCKED), so several server
      // processes on one PostgreSQL never pick the same e-mail. A crashed sender's lease runs out and
      // the row is tried again.
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
      const pending = (claimed as unknown as { rows: ClaimedRow[] }).rows;
      for (const mail of pending) {
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
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
          // Try again at a later flush (the lease is released), until MAX_ATTEMPTS.
          await db.update(mailOutbox).set({ leasedUntil: null, lastError: message }).where(eq(mailOutbox.id, mail.id));
          options.log?.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail not sent');
        }
      }
    } finally {
      running = false;
    }
    return sent;
  };
  const timer = setInterval(() => {
    void flush().catch((error) => options.log?.error({ err: error }, 'mail dispatcher failed'));
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return { flush, stop: () => clearInterval(timer) };
};
