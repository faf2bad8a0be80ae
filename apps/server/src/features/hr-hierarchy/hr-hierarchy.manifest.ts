import type { FeatureManifest } from '../../kernel/feature-manifest';
import { hrHierarchyDemoSeed } from './hr-hierarchy.demo';
import { hrHierarchyRoutes } from './hr-hierarchy.routes';

export const hrHierarchyManifest: FeatureManifest = {
  name: 'hr-hierarchy',
  order: 100,
  register: async (app, { db }) => {
    await app.register(hrHierarchyRoutes, { db });
  },
  demoSeed: hrHierarchyDemoSeed,
  demoOrder: 30,
};
