import type { WebFeatureManifest } from '../../app/feature-manifest';
import { productRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'products',
  routes: { shell: productRoutes },
};
