import { enqueueMail, linkMail, type MailKind } from './mail';

/** Anything with drizzle's insert: the database or a transaction. */
type Writer = Parameters<typeof enqueueMail>[0];

/**
 * Someone signed up with an address that already has an account: tell its owner, reveal nothing to
 * the caller (the sign-up replies as for a new address). Used by the company, vendor and sourcing
 * sign-ups; `loginPath` is the log-in page of that sign-up's site, `kind` the kind of e-mail a new
 * address of that sign-up would get.
 */
export const mailExistingAccount = (
  writer: Writer,
  input: { publicUrl: string; email: string; firstName: string; loginPath: string; kind: MailKind },
) =>
  enqueueMail(writer, {
    to: input.email,
    subject: 'Someone tried to sign up with your email on Lanehub',
    ...linkMail({
      greeting: `Hello ${input.firstName},`,
      body: 'Someone tried to sign up a company on Lanehub with this email address, which already has an account. If it was you, log in instead; if you forgot your password, reset it from the log-in page. Otherwise you can ignore this email.',
      action: 'Log in',
      url: `${input.publicUrl}${input.loginPath}`,
    }),
    kind: input.kind,
  });
