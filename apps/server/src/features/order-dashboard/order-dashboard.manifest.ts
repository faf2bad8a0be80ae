import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderDashboardRoutes } from './order-dashboard.routes';

export const orderDashboardManifest: FeatureManifest = {
  name: 'order-dashboard',
  order: 210,
  register: async (app, { db }) => {
    await app.register(orderDashboardRoutes, { db });
  },
};
