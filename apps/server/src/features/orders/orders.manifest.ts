import type { FeatureManifest } from '../../kernel/feature-manifest';
import { ordersDemoSeed } from './orders.demo';
import { orderEventsImportRoutes } from './orders.events-import.routes';
import { orderExportRoutes } from './orders.export';
import { orderRoutes } from './orders.routes';

export const ordersManifest: FeatureManifest = {
  name: 'orders',
  order: 200,
  register: async (app, { db, jobs }) => {
    await app.register(orderRoutes, { db, jobs });
    await app.register(orderExportRoutes, { db });
    await app.register(orderEventsImportRoutes, { db, jobs });
  },
  demoSeed: ordersDemoSeed,
  demoOrder: 90,
};
