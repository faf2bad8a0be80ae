import type { FeatureManifest } from '../../kernel/feature-manifest';
import { orderDocumentRoutes } from './order-documents.routes';
import { shippingInstructionRoutes } from './shipping-instruction.routes';
import { waybillRoutes } from './waybill.routes';

// The documents of an order (issue 14): the files the companies on it add (bill of lading, invoices,
// delivery papers) and the shipping instruction the platform renders as a PDF.
export const orderDocumentsManifest: FeatureManifest = {
  name: 'order-documents',
  order: 210,
  register: async (app, { db, files, config }) => {
    await app.register(orderDocumentRoutes, { db, files });
    await app.register(shippingInstructionRoutes, { db });
    await app.register(waybillRoutes, { config });
  },
};
