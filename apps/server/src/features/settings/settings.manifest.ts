import type { FeatureManifest } from '../../kernel/feature-manifest';
import { settingsRoutes } from './settings.routes';

export const settingsManifest: FeatureManifest = {
  name: 'settings',
  order: 150,
  register: async (app, { db, files }) => {
    await app.register(settingsRoutes, { db, files });
  },
};
