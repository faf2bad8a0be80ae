import { envelope, ZMailboxItem, ZMailboxQuery } from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMailbox } from './onboarding.queries';

// The development mailbox (DESIGN.md §1 "mail"): without SMTP, the outbox is where e-mails are read,
// so the operator of the embedded default can follow every link. It shows every company's e-mails,
// verification links, invitations and password-reset codes, so it is a system administrator's tool
// (issue 11): app.ts registers it only when no SMTP_URL is set (config.mail.devMailbox), whatever
// NODE_ENV says, and nothing in it is reachable anonymously or by a company's own administrator.
export const devMailboxRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/mailbox',
    {
      config: { access: access.systemAdmin },
      schema: {
        tags: ['Development'],
        summary: 'The e-mails written to the outbox, newest first (system administrators; only without SMTP_URL)',
        description:
          '`to` keeps the e-mails sent to one address; `limit` up to 200 (default 50). Exists only when no `SMTP_URL` is set; a system administrator only.',
        querystring: ZMailboxQuery,
        response: { 200: envelope(z.array(ZMailboxItem)) },
      },
    },
    async (request) => {
      const rows = await listMailbox(opts.db, request.query);
      return ok(
        rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          html: m.htmlBody,
          kind: m.kind,
          createdAt: m.createdAt.toISOString(),
        })),
        { total: rows.length },
      );
    },
  );
};
