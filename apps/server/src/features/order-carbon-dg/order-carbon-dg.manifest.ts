import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderCarbonDgRoutes } from './order-carbon-dg.routes';

export const orderCarbonDgManifest: FeatureManifest = {
  name: 'order-carbon-dg',
  order: 201,
  register: async (app, { db }) => {
    await app.register(orderCarbonDgRoutes, { db });
  },
};
