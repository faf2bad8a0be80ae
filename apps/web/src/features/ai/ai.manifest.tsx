import type { WebFeatureManifest } from '../../app/feature-manifest';

// The AI area (issue 18; spec 01 routes /ai and /ai/:model). The top bar's 'AI models' entry
// (nav/menus.ts, permission ai.view) shows once /ai is built.
export const manifest: WebFeatureManifest = {
  name: 'ai',
  routes: {
    shell: () => [
      { path: '/ai', lazy: async () => ({ Component: (await import('./pages/ai-models-page')).AiModelsPage }) },
      { path: '/ai/:model', lazy: async () => ({ Component: (await import('./pages/ai-model-page')).AiModelPage }) },
    ],
  },
};
