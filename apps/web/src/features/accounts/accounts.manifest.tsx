import type { WebFeatureManifest } from '../../app/feature-manifest';
import { accountRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'accounts',
  routes: { shell: accountRoutes },
};
