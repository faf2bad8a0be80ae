import type { FeatureManifest } from '../../kernel/feature-manifest';
import { locationsDemoSeed } from './locations.demo';
import { locationRoutes } from './locations.routes';

export const locationsManifest: FeatureManifest = {
  name: 'locations',
  order: 90,
  register: async (app, { db, jobs, config }) => {
    await app.register(locationRoutes, { db, jobs, limits: config.imports });
  },
  // Equipment units stand at the demo locations, so locations seed first.
  demoSeed: locationsDemoSeed,
  demoOrder: 10,
};
