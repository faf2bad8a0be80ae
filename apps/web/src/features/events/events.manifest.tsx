import type { WebFeatureManifest } from '../../app/feature-manifest';
import { eventRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'events',
  routes: { shell: eventRoutes },
};
