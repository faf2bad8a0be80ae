import type { WebFeatureManifest } from '../../app/feature-manifest';
import { surveyWizardRoutes } from './routes';

export const manifest: WebFeatureManifest = {
  name: 'vendor-survey',
  routes: { survey: surveyWizardRoutes },
};
