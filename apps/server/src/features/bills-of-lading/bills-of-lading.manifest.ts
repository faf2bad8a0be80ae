import type { FeatureManifest } from '../../kernel/feature-manifest';
import { bolRoutes } from './bills-of-lading.routes';

// Bills of lading (issue 15; spec 02 §7.5): the company's BOLs with their DCSA eBL lifecycle,
// amendments, number blocks, CSV import (on the import assistant) and export, and the PDF. Extends orders (a BOL covers orders).
export const billsOfLadingManifest: FeatureManifest = {
  name: 'bills-of-lading',
  order: 230,
  register: async (app, { db, jobs }) => {
    await app.register(bolRoutes, { db, jobs });
  },
};
