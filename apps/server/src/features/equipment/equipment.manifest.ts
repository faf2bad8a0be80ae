import type { FeatureManifest } from '../../kernel/feature-manifest';
import { equipmentDemoSeed } from './equipment.demo';
import { equipmentRoutes } from './equipment.routes';

export const equipmentManifest: FeatureManifest = {
  name: 'equipment',
  order: 70,
  register: async (app, { db }) => {
    await app.register(equipmentRoutes, { db });
  },
  demoSeed: equipmentDemoSeed,
  demoOrder: 20,
};
