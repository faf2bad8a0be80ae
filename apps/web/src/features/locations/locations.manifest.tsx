import type { WebFeatureManifest } from '../../app/feature-manifest';
import { locationRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'locations',
  routes: { shell: locationRoutes },
};
