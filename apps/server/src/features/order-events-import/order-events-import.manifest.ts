import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderEventsImportRoutes } from './order-events-import.routes';

// The tracking events CSV import (issue 14): its route and its job kind, after the orders feature.
export const orderEventsImportManifest: FeatureManifest = {
  name: 'order-events-import',
  order: 210,
  register: async (app, { db, jobs, config, files }) => {
    await app.register(orderEventsImportRoutes, { db, jobs, limits: config.imports, files });
  },
};
