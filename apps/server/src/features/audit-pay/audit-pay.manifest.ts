import type { FeatureManifest } from '../../kernel/feature-manifest';
import { auditPayDemoSeed } from './audit-pay.demo';
import { auditPayRoutes } from './audit-pay.routes';

// Audit & Pay (issue 17): bills' lines against the rating engine's rate, tolerances, bulk approval and
// disputes the carrier sees on its invoice (docs/audit-pay.md).
export const auditPayManifest: FeatureManifest = {
  name: 'audit-pay',
  order: 245,
  register: async (app, { db }) => {
    await app.register(auditPayRoutes, { db });
  },
  demoSeed: auditPayDemoSeed,
  demoOrder: 120,
};
