import type { FeatureManifest } from '../../kernel/feature-manifest';
import { healthRoutes } from './health.routes';

export const healthManifest: FeatureManifest = {
  name: 'health',
  order: 10,
  register: async (app, { db, database }) => {
    await app.register(healthRoutes, { db, databaseKind: database.kind });
  },
};
