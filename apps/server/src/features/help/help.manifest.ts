import type { FeatureManifest } from '../../kernel/feature-manifest';
import { helpRoutes } from './help.routes';

export const helpManifest: FeatureManifest = {
  name: 'help',
  order: 40,
  register: async (app, { db }) => {
    await app.register(helpRoutes, { db });
  },
};
