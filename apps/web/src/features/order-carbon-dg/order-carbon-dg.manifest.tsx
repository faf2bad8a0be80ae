import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';

// Emissions and dangerous goods of an order: panels of the order detail page (slot 'order.detail',
// app/feature-slot.tsx), loaded in their own chunk; no page of their own.
export const manifest: WebFeatureManifest = {
  name: 'order-carbon-dg',
  slots: {
    // After the documents: dangerous goods lines, then emissions.
    'order.detail': { order: 20, component: lazy(() => import('./components/order-carbon-dg-panels')) },
  },
};
