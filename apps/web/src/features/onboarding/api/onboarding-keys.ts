// Query keys of the onboarding screens.
export const onboardingKeys = {
  countries: ['onboarding', 'countries'] as const,
  states: (country: string) => ['onboarding', 'states', country] as const,
  verification: (token: string, companyId: string, userId: string) =>
    ['onboarding', 'verification', token, companyId, userId] as const,
  invitation: (token: string) => ['onboarding', 'invitation', token] as const,
  mailbox: (to: string) => ['onboarding', 'mailbox', to] as const,
};

export const CORE_API = '/lanehub-core';
