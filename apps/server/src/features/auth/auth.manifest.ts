import type { FeatureManifest } from '../../kernel/feature-manifest';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export const authManifest: FeatureManifest = {
  name: 'auth',
  order: 20,
  register: async (app, { db, tokens, config, loginGuard }) => {
    await app.register(authRoutes, {
      auth: createAuthService({ db, tokens, refreshTtlDays: config.refreshTokenTtlDays }),
      config,
      loginGuard,
    });
  },
};
