import type { WebFeatureManifest } from '../../app/feature-manifest';
import { settingsRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'settings',
  routes: {
    shell: () => [
      {
        path: '/settings/profile',
        lazy: async () => ({ Component: (await import('./pages/profile-page')).ProfilePage }),
      },
      ...settingsRoutes(),
    ],
  },
};
