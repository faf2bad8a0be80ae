import type { FeatureManifest } from '../../kernel/feature-manifest';
import { accessRoutes } from './access.routes';

export const accessManifest: FeatureManifest = {
  name: 'access',
  order: 160,
  register: async (app, { db }) => {
    await app.register(accessRoutes, { db });
  },
};
