import type { FeatureManifest } from '../../kernel/feature-manifest';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { onboardingRoutes } from './onboarding.routes';

export const onboardingManifest: FeatureManifest = {
  name: 'onboarding',
  order: 170,
  register: async (app, { db, config, limiter, loginGuard }) => {
    await app.register(onboardingRoutes, { db, config, limiter, loginGuard });
    // Every company's e-mails, for system administrators, only while no SMTP server sends them.
    if (config.mail.devMailbox) {
      await app.register(devMailboxRoutes, { db });
    }
  },
};
