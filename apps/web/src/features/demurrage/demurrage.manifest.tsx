import type { WebFeatureManifest } from '../../app/feature-manifest';
import { DND_TERMS_PATH, DND_WARNINGS_PATH } from './dnd-paths';

// Demurrage and detention (issue 17; docs/demurrage.md). Spec 01 has no D&D menu entry: the screens sit
// at the end of the Orders menu, for users with order.view (changes and disputes need order.bill).
export const manifest: WebFeatureManifest = {
  name: 'demurrage',
  routes: {
    shell: () => [
      {
        path: DND_WARNINGS_PATH,
        lazy: async () => ({ Component: (await import('./pages/dnd-warnings-page')).DndWarningsPage }),
      },
      {
        path: DND_TERMS_PATH,
        lazy: async () => ({ Component: (await import('./pages/dnd-terms-page')).DndTermsPage }),
      },
    ],
  },
  menus: {
    orders: [
      {
        key: 'dndWarnings',
        labelKey: 'dndWarnings',
        textKey: 'demurrage.menu.warnings',
        to: DND_WARNINGS_PATH,
        permission: 'order.view',
        icon: 'invoice',
      },
      {
        key: 'dndTerms',
        labelKey: 'dndTerms',
        textKey: 'demurrage.menu.terms',
        to: DND_TERMS_PATH,
        permission: 'order.view',
        icon: 'invoice',
      },
    ],
  },
};
