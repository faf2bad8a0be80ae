import type { WebFeatureManifest } from '../../app/feature-manifest';

// Documents of an order (issue 14): the shipping instruction lives on the order's detail page
// (components/shipping-instruction-section.tsx), so this feature brings no route or menu of its own.
export const manifest: WebFeatureManifest = {
  name: 'order-documents',
};
