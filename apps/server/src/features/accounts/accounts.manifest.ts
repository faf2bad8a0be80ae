import type { FeatureManifest } from '../../kernel/feature-manifest';
import { accountRoutes } from './accounts.routes';

export const accountsManifest: FeatureManifest = {
  name: 'accounts',
  order: 120,
  register: async (app, { db }) => {
    await app.register(accountRoutes, { db });
  },
};
