import type { FeatureManifest } from '../../kernel/feature-manifest';
import { aiRoutes } from './ai.routes';

export const aiManifest: FeatureManifest = {
  name: 'ai',
  register: async (app, { db, jobs }) => {
    await app.register(aiRoutes, { db, jobs });
  },
};
