import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderChangelogRoutes } from './order-changelog.routes';

// After the orders feature, whose `/api/lanehub-core/order/:id` the static `changelogs` paths sit beside.
export const orderChangelogManifest: FeatureManifest = {
  name: 'order-changelog',
  order: 210,
  register: async (app, { db }) => {
    await app.register(orderChangelogRoutes, { db });
  },
};
