import type { FeatureManifest } from '../../kernel/feature-manifest';
import { poRoutes } from './purchase-orders.routes';

export const purchaseOrdersManifest: FeatureManifest = {
  name: 'purchase-orders',
  order: 197,
  register: async (app, { db, jobs }) => {
    await app.register(poRoutes, { db, jobs });
  },
};
