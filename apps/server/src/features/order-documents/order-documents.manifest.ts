import type { FeatureManifest } from '../../kernel/feature-manifest';
import { shippingInstructionRoutes } from './shipping-instruction.routes';

// Documents of an order rendered by the platform: the shipping instruction (issue 14).
export const orderDocumentsManifest: FeatureManifest = {
  name: 'order-documents',
  order: 210,
  register: async (app, { db }) => {
    await app.register(shippingInstructionRoutes, { db });
  },
};
