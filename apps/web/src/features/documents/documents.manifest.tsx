import type { WebFeatureManifest } from '../../app/feature-manifest';
import { documentRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'documents',
  routes: { shell: documentRoutes },
};
