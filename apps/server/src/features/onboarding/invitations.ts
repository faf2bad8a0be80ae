import { randomUUID } from 'node:crypto';
import { recordEvent } from '../../platform/events/record-event';
import { enqueueMail, linkMail } from '../../platform/mail';
import { issueOneTimeToken } from '../../platform/one-time-tokens';
import { encodeGrants, findCompany, findUser, findUserByEmail, type Grant, type Writer } from './onboarding.queries';

// Invitations (issue 4, flow 2). A company administrator invites someone by e-mail; the e-mail
// carries `${publicUrl}/signup/<token>`, whose page asks for the rest and creates the user in the
// inviting company (`POST /api/lanehub-core/invitations/:token/signup`).

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type CreateInvitationInput = {
  /** The inviting company: the caller's own, from the session (never from a request body). */
  companyId: string;
  email: string;
  /** How the invitation greets the person; defaults to the address. */
  contactName?: string | null | undefined;
  /** The inviting user. */
  invitedBy: string;
  /** The names the administrator typed, offered on the sign-up page. */
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** The policies the person gets on sign-up (already checked by the caller). */
  grants?: readonly Grant[];
};

/**
 * Issues an invitation token (purpose 'invitation', 256 random bits, single use, 7 days) and
 * enqueues the e-mail, both on `writer`: pass a transaction to make them part of a larger change.
 * An address that already belongs to a user gets an e-mail saying so instead of a token, and the
 * caller's reply is the same either way (it does not reveal who is registered).
 *
 * h/settings' Users screen calls this through `POST /api/lanehub-core/users/invite`.
 */
export const createInvitation = async (
  writer: Writer,
  input: CreateInvitationInput,
  options: { publicUrl: string },
): Promise<{ email: string; expiresAt: Date; id: string | null }> => {
  const email = input.email.trim().toLowerCase();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  // One after the other: inside a transaction the writer is a single connection.
  const company = await findCompany(writer, input.companyId);
  const inviter = await findUser(writer, input.invitedBy);
  const existing = await findUserByEmail(writer, email);
  if (!company) {
    throw new Error('createInvitation: unknown company');
  }
  const companyName = company.legalName;
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'A colleague';
  const contactName = input.contactName?.trim() || email;
  // The inviting company's change log: the address and the name it greets, never the link's secret.
  // An address that already has an account is logged the same way (the log shows what the
  // administrator did, not who is registered), under an id of its own since no token is issued.
  const logSent = (invitationId: string) =>
    recordEvent(
      writer,
      { companyId: input.companyId, userId: input.invitedBy },
      {
        aggregateType: 'invitation',
        aggregateId: invitationId,
        type: 'invitation.sent',
        after: { email, contactName, expiresAt },
      },
    );

  if (existing) {
    const mail = linkMail({
      greeting: `Hello ${existing.user.firstName},`,
      body: `${inviterName} invited ${email} to join ${companyName} on Lanehub, but this address already has a Lanehub account. Log in with it, or ask ${inviterName} to invite another address.`,
      action: 'Log in',
      url: `${options.publicUrl}/login`,
    });
    await enqueueMail(writer, {
      to: email,
      subject: `Invitation to join ${companyName} on Lanehub`,
      ...mail,
      kind: 'invitation',
      companyId: input.companyId,
    });
    await logSent(randomUUID());
    return { email, expiresAt, id: null };
  }

  const { secret, token } = await issueOneTimeToken(writer, {
    purpose: 'invitation',
    ttlMs: INVITATION_TTL_MS,
    companyId: input.companyId,
    email,
    data: {
      contactName,
      companyName,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      grants: encodeGrants(input.grants ?? []),
    },
    createdBy: input.invitedBy,
  });
  const mail = linkMail({
    greeting: `Hello ${contactName},`,
    body: `${inviterName} invited you to join ${companyName} on Lanehub. Follow the link to choose your password; it works once and expires in 7 days.`,
    action: 'Accept the invitation',
    url: `${options.publicUrl}/signup/${secret}`,
  });
  await enqueueMail(writer, {
    to: email,
    subject: `${inviterName} invited you to join ${companyName} on Lanehub`,
    ...mail,
    kind: 'invitation',
    companyId: input.companyId,
  });
  await logSent(token.id);
  return { email, expiresAt: token.expiresAt, id: token.id };
};
