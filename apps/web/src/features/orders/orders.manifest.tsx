import type { WebFeatureManifest } from '../../app/feature-manifest';
import { orderRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'orders',
  routes: { shell: orderRoutes },
};
