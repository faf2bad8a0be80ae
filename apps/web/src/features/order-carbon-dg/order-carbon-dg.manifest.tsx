import type { WebFeatureManifest } from '../../app/feature-manifest';

// Emissions and dangerous goods of an order: panels the order detail page renders
// (components/order-emissions.tsx, components/order-dangerous-goods.tsx); no page of their own.
export const manifest: WebFeatureManifest = {
  name: 'order-carbon-dg',
};
