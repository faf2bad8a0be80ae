import { z } from 'zod';
import { ZListCursor } from '../../api/list-params';
import { defineMessages } from '../../constants/messages';
import { refersTo } from '../../validation/reference';
import { requiredString } from '../../validation/validators';

export const NOTIFICATION_MSG = defineMessages('notifications.messages', {
  sent: 'Notification has been sent',
  linkPath: 'Must be a path inside Lanehub, starting with /',
});

// Notifications of the bell (spec 01 §3: msg, unread count).
export const ZNotification = z.object({
  id: z.uuid(),
  msg: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  unread: z.enum(['true', 'false']).optional(),
  cursor: ZListCursor,
});

// A user may notify themselves or a colleague of the same company; links stay inside the app.
export const ZCreateNotification = z.object({
  userId: refersTo(z.uuid().optional(), 'users'),
  msg: requiredString(500),
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?![/\\])[^\s]*$/, { error: NOTIFICATION_MSG.linkPath })
    .optional(),
});
export type TCreateNotification = z.infer<typeof ZCreateNotification>;
