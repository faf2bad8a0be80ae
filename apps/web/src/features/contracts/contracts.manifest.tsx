import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'contracts',
  routes: {
    shell: () => [
      {
        path: '/company/contracts-summary',
        lazy: async () => ({ Component: (await import('./pages/contracts-page')).ContractsPage }),
      },
    ],
  },
  menus: {
    company: [
      { key: 'contracts', labelKey: 'contracts', textKey: 'contracts.title', to: '/company/contracts-summary', permission: 'company.view' },
    ],
  },
};
