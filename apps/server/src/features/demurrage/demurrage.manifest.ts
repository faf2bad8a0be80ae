import type { FeatureManifest } from '../../kernel/feature-manifest';
import { demurrageDemoSeed } from './demurrage.demo';
import { demurrageRoutes } from './demurrage.routes';

// Demurrage and detention (issue 17; docs/demurrage.md): free-time terms, the clocks of the
// company's containers from their events, the hourly early warning, disputes and the dispute pack.
export const demurrageManifest: FeatureManifest = {
  name: 'demurrage',
  order: 245,
  register: async (app, { db, jobs, config }) => {
    await app.register(demurrageRoutes, { db, jobs, appUrl: config.publicUrl });
  },
  demoSeed: demurrageDemoSeed,
  demoOrder: 95,
};
