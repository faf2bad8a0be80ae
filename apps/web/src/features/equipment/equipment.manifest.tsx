import type { WebFeatureManifest } from '../../app/feature-manifest';
import { equipmentRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'equipment',
  routes: { shell: equipmentRoutes },
};
