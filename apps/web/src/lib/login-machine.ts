import { MSG } from '@lanehub/shared/constants/messages';
import type { TCompanySummary, TProfile } from '@lanehub/shared/features/auth/auth.contract';
import { SURVEY_PATHS, surveyDemandOf } from '@lanehub/shared/features/vendor-sourcing/survey-demand';

// What follows a successful log-in, from the profile (spec 01 §4).
export type LoginOutcome =
  | { kind: 'error'; message: string }
  | {
      kind: 'navigate';
      to: '/company-sign-up' | '/signup-confirmation' | '/account-selection' | '/sourcing/survey' | '/vendor/survey';
      message?: string;
    };

/**
 * The survey demand (spec 01 §4, spec 02 §4): sellers and buyers owe the sourcing survey, vendor
 * companies the vendor survey, while completedSurvey is not true. Null when nothing is owed.
 */
export const surveyPathOf = (company: TCompanySummary | null | undefined) => {
  if (!company) {
    return null;
  }
  const demand = surveyDemandOf({
    companyTypes: company.companyType.map((t) => t.companyType),
    completedSurvey: company.completedSurvey,
  });
  return demand ? SURVEY_PATHS[demand] : null;
};

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
  const survey = surveyPathOf(profile.company);
  if (survey) {
    return { kind: 'navigate', to: survey };
  }
  return { kind: 'navigate', to: '/account-selection' };
};

/** The log-in request's own states: start (loading), success, error (message under the form). */
export type LoginState =
  | { status: 'idle' }
  | { status: 'start' }
  | { status: 'success' }
  | { status: 'error'; message: string };
