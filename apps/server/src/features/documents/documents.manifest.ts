import type { FeatureManifest } from '../../kernel/feature-manifest';
import { documentRoutes } from './documents.routes';

export const documentsManifest: FeatureManifest = {
  name: 'documents',
  order: 60,
  register: async (app, { db, files }) => {
    await app.register(documentRoutes, { db, files });
  },
};
