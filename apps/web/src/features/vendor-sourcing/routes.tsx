import type { RouteObject } from 'react-router';

// Vendor and sourcing onboarding (issue 4 flows 4–6; spec 01 §2.1, §2.6–§2.8), loaded lazily.

/** Public-only (a signed-in user goes to the dashboard): vendor sign-up and its confirmation. */
export const vendorSourcingPublicOnlyRoutes = (): RouteObject[] => [
  ...['/vendor', '/vendor/signup'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./pages/vendor-sign-up-page')).VendorSignUpPage }),
  })),
  {
    path: '/vendor/confirm',
    lazy: async () => ({ Component: (await import('./pages/vendor-confirm-page')).VendorConfirmPage }),
  },
];

/** Not guarded (spec 01 §2.1: sourcing sign-up routes are not guarded). */
export const vendorSourcingOpenRoutes = (): RouteObject[] => [
  {
    path: '/sourcing/type',
    lazy: async () => ({ Component: (await import('./pages/sourcing-type-page')).SourcingTypePage }),
  },
  {
    path: '/sourcing/:type/signup',
    lazy: async () => ({ Component: (await import('./pages/sourcing-sign-up-page')).SourcingSignUpPage }),
  },
  {
    path: '/sourcing/confirmation',
    lazy: async () => ({
      Component: (await import('./pages/sourcing-confirmation-page')).SourcingConfirmationPage,
    }),
  },
  {
    path: '/sourcing/verify/:type/:token',
    lazy: async () => ({ Component: (await import('./pages/sourcing-verify-page')).SourcingVerifyPage }),
  },
  {
    path: '/sourcing/login',
    lazy: async () => ({ Component: (await import('./pages/sourcing-login-page')).SourcingLoginPage }),
  },
];

// The survey screens (/sourcing/survey, /vendor/survey) are the vendor-survey feature's wizards.
