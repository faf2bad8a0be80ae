import type { FeatureManifest } from '../../kernel/feature-manifest';
import { notificationRoutes } from './notifications.routes';

export const notificationsManifest: FeatureManifest = {
  name: 'notifications',
  order: 30,
  register: async (app, { db }) => {
    await app.register(notificationRoutes, { db });
  },
};
