import type { FeatureManifest } from '../../kernel/feature-manifest';
import { productRoutes } from './products.routes';

export const productsManifest: FeatureManifest = {
  name: 'products',
  order: 130,
  register: async (app, { db }) => {
    await app.register(productRoutes, { db });
  },
};
