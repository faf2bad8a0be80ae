import type { WebFeatureManifest } from '../../app/feature-manifest';
import { employeeRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'employees',
  routes: { shell: employeeRoutes },
};
