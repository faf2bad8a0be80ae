import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderControlRoutes } from './order-control.routes';

export const orderControlManifest: FeatureManifest = {
  name: 'order-control',
  order: 195,
  register: async (app, { db }) => {
    await app.register(orderControlRoutes, { db });
  },
};
