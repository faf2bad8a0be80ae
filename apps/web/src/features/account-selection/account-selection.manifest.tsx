import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'account-selection',
  routes: {
    accountSelection: () => [
      {
        path: '/account-selection',
        lazy: async () => ({ Component: (await import('./pages/account-selection-page')).AccountSelectionPage }),
      },
    ],
  },
};
