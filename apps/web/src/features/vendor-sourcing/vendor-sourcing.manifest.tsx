import type { WebFeatureManifest } from '../../app/feature-manifest';
import { vendorSourcingOpenRoutes, vendorSourcingPublicOnlyRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'vendor-sourcing',
  routes: {
    publicOnly: vendorSourcingPublicOnlyRoutes,
    open: vendorSourcingOpenRoutes,
  },
};
