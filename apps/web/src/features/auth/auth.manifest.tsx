import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'auth',
  routes: {
    publicOnly: () => [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        // '/vendor/login' matches here too; the page titles itself 'Vendor Login'.
        path: '/:vendor/login',
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
    ],
  },
};
