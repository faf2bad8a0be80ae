import type { WebFeatureManifest } from '../../app/feature-manifest';
import { hrHierarchyRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'hr-hierarchy',
  routes: { shell: hrHierarchyRoutes },
};
