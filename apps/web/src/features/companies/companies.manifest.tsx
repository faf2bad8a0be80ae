import type { WebFeatureManifest } from '../../app/feature-manifest';
import { companyRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'companies',
  routes: { shell: companyRoutes },
};
