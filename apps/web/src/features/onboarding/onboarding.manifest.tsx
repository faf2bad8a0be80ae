import type { WebFeatureManifest } from '../../app/feature-manifest';
import {
  onboardingPublicOnlyRoutes,
  onboardingPublicRoutes,
  onboardingSessionAwareRoutes,
  onboardingShellRoutes,
} from './routes';

export const manifest: WebFeatureManifest = {
  name: 'onboarding',
  routes: {
    publicOnly: onboardingPublicOnlyRoutes,
    // Reached from the log-in state machine and e-mailed links; not guarded, like the spec's sign-up screens.
    public: onboardingPublicRoutes,
    sessionAware: onboardingSessionAwareRoutes,
    shell: onboardingShellRoutes,
  },
};
