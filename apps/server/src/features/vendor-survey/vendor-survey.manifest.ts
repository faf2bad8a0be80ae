import type { FeatureManifest } from '../../kernel/feature-manifest';
import { vendorSurveyDemoSeed } from './vendor-survey.demo';
import { vendorSurveyRoutes } from './vendor-survey.routes';

export const vendorSurveyManifest: FeatureManifest = {
  name: 'vendor-survey',
  order: 198,
  register: async (app, { db, files }) => {
    await app.register(vendorSurveyRoutes, { db, files });
  },
  demoSeed: vendorSurveyDemoSeed,
  demoOrder: 41,
};
