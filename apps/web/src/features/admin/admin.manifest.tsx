import type { WebFeatureManifest } from '../../app/feature-manifest';
import { adminAreaRoutes } from './admin-area-routes';
import { requestedCompaniesRoutes } from './requested-companies-routes';

export const manifest: WebFeatureManifest = {
  name: 'admin',
  routes: {
    shell: () => [
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('./pages/admin-home-page')).AdminHomePage }),
      },
      ...requestedCompaniesRoutes(),
      ...adminAreaRoutes(),
    ],
  },
};
