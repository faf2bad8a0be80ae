import type { WebFeatureManifest } from '../../app/feature-manifest';

// The AI area (issue 18; spec 01 routes /ai and /ai/:model). The top bar's 'AI models' entry
// (nav/menus.ts, permission ai.view) shows once /ai is built.
export const manifest: WebFeatureManifest = {
  name: 'ai',
  routes: {
    shell: () => [
      { path: '/ai', lazy: async () => ({ Component: (await import('./pages/ai-models-page')).AiModelsPage }) },
      { path: '/ai/:model', lazy: async () => ({ Component: (await import('./pages/ai-model-page')).AiModelPage }) },
      {
        path: '/demand-management/demand-planning',
        lazy: async () => ({ Component: (await import('./pages/demand-planning-page')).DemandPlanningPage }),
      },
    ],
  },
  // Demand planning sits in the Demand Management menu (spec 01 §2.3 lists no path: ours).
  menus: {
    demand: [
      {
        key: 'demandPlanning',
        labelKey: 'demandPlanning',
        textKey: 'ai.planning.menu',
        to: '/demand-management/demand-planning',
        permission: 'ai.view',
        icon: 'chart',
      },
    ],
  },
};
