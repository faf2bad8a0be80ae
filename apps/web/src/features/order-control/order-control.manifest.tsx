import type { WebFeatureManifest } from '../../app/feature-manifest';
import { orderControlRoutes } from './routes';

// Shipment Control: its two pages, and a panel of the order detail page (slot 'order-detail',
// rendered by app/panels.tsx, loaded in its own chunk).
export const manifest: WebFeatureManifest = {
  name: 'order-control',
  routes: { shell: orderControlRoutes },
  panels: {
    'order-detail': {
      order: 5,
      load: () => import('./components/order-control-detail-panel'),
    },
  },
};
