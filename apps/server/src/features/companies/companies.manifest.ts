import type { FeatureManifest } from '../../kernel/feature-manifest';
import { companyRoutes } from './companies.routes';

export const companiesManifest: FeatureManifest = {
  name: 'companies',
  order: 80,
  register: async (app, { db }) => {
    await app.register(companyRoutes, { db });
  },
};
