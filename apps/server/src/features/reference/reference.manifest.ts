import type { FeatureManifest } from '../../kernel/feature-manifest';
import { referenceRoutes } from './reference.routes';

export const referenceManifest: FeatureManifest = {
  name: 'reference',
  order: 110,
  register: async (app, _context) => {
    await app.register(referenceRoutes);
  },
};
