import type { WebFeatureManifest } from '../../app/feature-manifest';

// Emissions and dangerous goods of an order: two panels of the order detail page (slot 'order-detail',
// rendered by app/panels.tsx), each loaded in its own chunk; no page of their own.
export const manifest: WebFeatureManifest = {
  name: 'order-carbon-dg',
  panels: {
    'order-detail': {
      order: 10,
      load: () => import('./components/order-carbon-dg-panels'),
    },
  },
};
