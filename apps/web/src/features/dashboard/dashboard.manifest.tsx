import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'dashboard',
  routes: {
    shell: () => [
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }),
      },
      {
        path: '/dashboard/shipintuit',
        lazy: async () => {
          const { DashboardPage } = await import('./pages/dashboard-page');
          return { Component: () => <DashboardPage view="shipintuit" /> };
        },
      },
      {
        path: '/dashboard/ANwork',
        lazy: async () => {
          const { DashboardPage } = await import('./pages/dashboard-page');
          return { Component: () => <DashboardPage view="anwork" /> };
        },
      },
    ],
  },
};
