import type { FeatureManifest } from '../../kernel/feature-manifest';
import { vendorSourcingDemoSeed } from './vendor-sourcing.demo';
import { vendorSourcingRoutes } from './vendor-sourcing.routes';

export const vendorSourcingManifest: FeatureManifest = {
  name: 'vendor-sourcing',
  order: 180,
  register: async (app, { db, signIn, config, limiter, loginGuard }) => {
    await app.register(vendorSourcingRoutes, { db, auth: signIn, config, limiter, loginGuard });
  },
  demoSeed: vendorSourcingDemoSeed,
  demoOrder: 40,
};
