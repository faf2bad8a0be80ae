import type { WebFeatureManifest } from '../../app/feature-manifest';
import { loadBoardRoutes } from './routes';

// The road load board (issue 16): its screens; the Road and ANwork menus already name them
// (nav/menus.ts), and an entry shows as soon as its route exists.
export const manifest: WebFeatureManifest = {
  name: 'load-board',
  routes: { shell: loadBoardRoutes },
};
