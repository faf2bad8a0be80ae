import type { RouteObject } from 'react-router';

// The onboarding screens (issue 4): public ones (sign-up, verification, invitation), the public-only
// forgot password, which the router puts under its public-only guard, and the development mailbox.
export const onboardingPublicRoutes = (): RouteObject[] => [
  {
    path: '/signup-confirmation',
    lazy: async () => ({ Component: (await import('./pages/signup-confirmation-page')).SignupConfirmationPage }),
  },
  {
    path: '/signup-verification',
    lazy: async () => ({ Component: (await import('./pages/signup-verification-page')).SignupVerificationPage }),
  },
  {
    path: '/signup/:token',
    lazy: async () => ({ Component: (await import('./pages/invitation-sign-up-page')).InvitationSignUpPage }),
  },
];

/**
 * Inside the shell: the development mailbox shows every company's e-mails, so only a signed-in system
 * administrator opens it (issue 11); anybody else gets the admin area's refusal.
 */
export const onboardingShellRoutes = (): RouteObject[] => [
  {
    path: '/dev/mailbox',
    lazy: async () => ({ Component: (await import('./pages/dev-mailbox-page')).DevMailboxPage }),
  },
];

export const onboardingPublicOnlyRoutes = (): RouteObject[] => [
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage }),
  },
];

/** Open to visitors, and to a signed-in user without a company, who requests theirs (spec 01 §4). */
export const onboardingSessionAwareRoutes = (): RouteObject[] => [
  {
    path: '/company-sign-up',
    lazy: async () => ({ Component: (await import('./pages/company-sign-up-page')).CompanySignUpPage }),
  },
];
