import type { FeatureManifest } from '../../kernel/feature-manifest';
import { invoiceRoutes } from './invoices.routes';

// Freight accounting, first slice (issue 17; spec 02 §7.5 'Invoice'): invoices (receivables) and the
// bills they are for the companies they bill, their rates, payments and credit notes, PDF and CSV.
export const invoicesManifest: FeatureManifest = {
  name: 'invoices',
  order: 240,
  register: async (app, { db }) => {
    await app.register(invoiceRoutes, { db });
  },
};
