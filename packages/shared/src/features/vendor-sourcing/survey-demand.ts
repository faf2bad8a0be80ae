// Without zod on purpose: the web app's guards and log-in decide with it before any form is loaded,
// and what the first screen imports is kept small (docs/performance.md).

// The survey demand (spec 01 §4, spec 02 §4): sellers and buyers owe the sourcing survey, vendor
// companies the vendor survey, until the company's completedSurvey is true.
export const SURVEY_TYPES = ['sourcing', 'vendor'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const surveyTypeOf = (companyTypes: readonly string[]): SurveyType | null => {
  const types = companyTypes.map((t) => t.toLowerCase());
  if (types.includes('seller') || types.includes('buyer')) {
    return 'sourcing';
  }
  return types.includes('vendor') ? 'vendor' : null;
};

export const surveyDemandOf = (company: { companyTypes: readonly string[]; completedSurvey: boolean }) =>
  company.completedSurvey ? null : surveyTypeOf(company.companyTypes);

export const SURVEY_PATHS: Record<SurveyType, '/sourcing/survey' | '/vendor/survey'> = {
  sourcing: '/sourcing/survey',
  vendor: '/vendor/survey',
};
