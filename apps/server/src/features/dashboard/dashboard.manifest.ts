import type { FeatureManifest } from '../../kernel/feature-manifest';
import { FIGURES } from './dashboard.figures';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardManifest: FeatureManifest = {
  name: 'dashboard',
  order: 50,
  register: async (app, { db, figures }) => {
    await app.register(dashboardRoutes, { db, figures });
  },
  dashboardFigures: FIGURES,
};
