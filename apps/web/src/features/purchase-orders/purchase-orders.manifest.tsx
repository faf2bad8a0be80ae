import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import { poRoutes } from './routes';

// Purchase orders: their screens (the Orders menu's PO Entry and View PO's turn on with the routes),
// and on the order detail the POs the order carries (slot 'order.detail').
export const manifest: WebFeatureManifest = {
  name: 'purchase-orders',
  routes: { shell: poRoutes },
  slots: {
    'order.detail': { order: 16, component: lazy(() => import('./components/order-pos-panel')) },
  },
};
