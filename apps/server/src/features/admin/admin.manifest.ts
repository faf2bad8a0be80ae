import type { FeatureManifest } from '../../kernel/feature-manifest';
import { adminRoutes } from './admin.routes';

export const adminManifest: FeatureManifest = {
  name: 'admin',
  order: 200,
  register: async (app, { db }) => {
    await app.register(adminRoutes, { db });
  },
};
