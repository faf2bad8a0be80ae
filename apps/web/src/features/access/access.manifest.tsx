import type { WebFeatureManifest } from '../../app/feature-manifest';
import { accessRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'access',
  routes: { shell: accessRoutes },
};
