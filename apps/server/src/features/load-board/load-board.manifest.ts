import type { FeatureManifest } from '../../kernel/feature-manifest';
import { loadBoardRoutes } from './load-board.routes';

export const loadBoardManifest: FeatureManifest = {
  name: 'load-board',
  order: 230,
  register: async (app, { db }) => {
    await app.register(loadBoardRoutes, { db });
  },
};
