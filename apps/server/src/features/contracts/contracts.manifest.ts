import type { FeatureManifest } from '../../kernel/feature-manifest';
import { contractsRoutes } from './contracts.routes';

export const contractsManifest: FeatureManifest = {
  name: 'contracts',
  order: 220,
  register: async (app, { db, jobs, files, config }) => {
    await app.register(contractsRoutes, { db, jobs, files, limits: config.imports });
  },
};
