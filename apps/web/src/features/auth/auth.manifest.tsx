import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'auth',
  routes: {
    publicOnly: () => [
      {
        path: '/login',
        // The page shows only the start texts (core.json): it does not wait for the rest (app/router.tsx).
        handle: { texts: 'start' },
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
      {
        // '/vendor/login' matches here too; the page titles itself 'Vendor Login'.
        path: '/:vendor/login',
        handle: { texts: 'start' },
        lazy: async () => ({ Component: (await import('./pages/login-page')).LoginPage }),
      },
    ],
  },
};
