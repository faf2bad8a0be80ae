import type { WebFeatureManifest } from '../../app/feature-manifest';

export const manifest: WebFeatureManifest = {
  name: 'ai',
  routes: {
    shell: () => [
      {
        path: '/company/ai-summary',
        lazy: async () => ({ Component: (await import('./pages/ai-page')).AiPage }),
      },
    ],
  },
  menus: {
    company: [
      { key: 'ai', labelKey: 'ai', textKey: 'ai.title', to: '/company/ai-summary', permission: 'company.view' },
    ],
  },
};
