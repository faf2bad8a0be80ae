import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import { orderControlRoutes } from './routes';

// Shipment Control: its two pages, and a box of the order detail page (slot 'order.detail',
// app/feature-slot.tsx, loaded in its own chunk): who the shipment is assigned to, mark ended.
export const manifest: WebFeatureManifest = {
  name: 'order-control',
  routes: { shell: orderControlRoutes },
  slots: {
    // First below the tracking: who works the shipment.
    'order.detail': { order: 5, component: lazy(() => import('./components/order-control-detail-panel')) },
  },
};
