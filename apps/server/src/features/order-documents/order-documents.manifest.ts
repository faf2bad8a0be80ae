import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderDocumentRoutes } from './order-documents.routes';

export const orderDocumentsManifest: FeatureManifest = {
  name: 'order-documents',
  order: 210,
  register: async (app, { db, files }) => {
    await app.register(orderDocumentRoutes, { db, files });
  },
};
