import type { TProfile } from '@lanehub/shared';
import { MSG } from '@lanehub/shared';

// What follows a successful log-in, from the profile (spec 01 §4).
export type LoginOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'navigate'; to: '/company-sign-up' | '/signup-confirmation' | '/account-selection'; message?: string };

export const resolveLoginOutcome = (profile: TProfile | null | undefined): LoginOutcome => {
  if (!profile) {
    return { kind: 'error', message: MSG.loginError };
  }
  if (!profile.company) {
    return { kind: 'navigate', to: '/company-sign-up', message: MSG.noCompany };
  }
  if (profile.company.pendingStatus) {
    return { kind: 'navigate', to: '/signup-confirmation', message: MSG.companyPending };
  }
  return { kind: 'navigate', to: '/account-selection' };
};

/** The log-in request's own states: start (loading), success, error (message under the form). */
export type LoginState =
  | { status: 'idle' }
  | { status: 'start' }
  | { status: 'success' }
  | { status: 'error'; message: string };
