import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';

// Documents of an order (issue 14): the shipping instruction and the files the companies on the order
// add. Both live on the order's detail page (slot 'order.detail', app/feature-slot.tsx, loaded
// in their own chunk), so this feature brings no route or menu of its own.
export const manifest: WebFeatureManifest = {
  name: 'order-documents',
  slots: {
    // First below the tracking: the shipping instruction, then the files.
    'order.detail': { order: 10, component: lazy(() => import('./components/order-documents-panels')) },
  },
};
