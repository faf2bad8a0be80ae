import {
  envelope,
  MSG,
  NOTIFICATION_MSG,
  type TNotification,
  ZCreateNotification,
  ZIdParams,
  ZNotification,
  ZNotificationListQuery,
} from '@lanehub/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { notifications } from '../../db/schema';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/errors';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import * as q from './notifications.queries';

const TAGS = ['Notifications'];

const toNotification = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  msg: row.msg,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

// The signed-in user's own notifications (the bell). Every user of a company has one.
export const notificationRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/notifications',
    {
      config: { access: access.authenticated },
      schema: {
        tags: TAGS,
        summary: "The user's notifications, newest first, with the unread count in meta",
        querystring: ZNotificationListQuery,
        response: { 200: envelope(z.array(ZNotification)) },
      },
    },
    async (request) => {
      const { skip, limit, unread, cursor } = request.query;
      const result = await q.listNotifications(db, tenantOf(request), {
        skip,
        limit,
        unreadOnly: unread === 'true',
        cursor,
      });
      return ok(result.rows.map(toNotification), {
        ...listMeta(result, { skip, limit }),
        unread: result.unread,
      });
    },
  );

  r.post(
    '/api/notifications',
    {
      config: {
        access: access.authenticated,
        example: { body: { msg: 'Container MSCU1234565 gated out at Montreal', link: '/dashboard' } },
      },
      schema: {
        tags: TAGS,
        summary: 'Notify yourself or a colleague of the same company',
        body: ZCreateNotification,
        response: { 201: envelope(ZNotification) },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const userId = request.body.userId ?? tenant.userId;
      if (userId !== tenant.userId && !(await q.colleagues.exists(db, tenant, userId))) {
        throw badRequest(MSG.userNotFound, { userId: MSG.userNotFound });
      }
      const row = await q.createNotification(db, tenant, {
        userId,
        msg: request.body.msg,
        link: request.body.link ?? null,
      });
      return reply.status(201).send(ok(toNotification(row), { message: NOTIFICATION_MSG.sent }));
    },
  );

  r.put(
    '/api/notifications/:id/read',
    {
      config: { access: access.authenticated, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Mark one notification read',
        params: ZIdParams,
        body: z.object({}).optional(),
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const [row] = await q.markRead(db, tenantOf(request), request.params.id);
      if (!row) {
        throw notFound();
      }
      return ok({ id: row.id });
    },
  );

  r.put(
    '/api/notifications/read-all',
    {
      config: { access: access.authenticated, example: { body: {} } },
      schema: {
        tags: TAGS,
        summary: 'Mark every notification read',
        body: z.object({}).optional(),
        response: { 200: envelope(z.object({ updated: z.number() })) },
      },
    },
    async (request) => ok({ updated: (await q.markRead(db, tenantOf(request))).length }),
  );
};
