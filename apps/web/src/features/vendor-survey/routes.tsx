import type { RouteObject } from 'react-router';

// The survey wizards (spec 01 §2.6–§2.7), protected and outside the shell, loaded lazily.
export const surveyWizardRoutes = (): RouteObject[] =>
  (['sourcing', 'vendor'] as const).map((type) => ({
    path: `/${type}/survey`,
    lazy: async () => {
      const { SurveyWizardPage } = await import('./pages/survey-wizard-page');
      return { Component: () => <SurveyWizardPage type={type} /> };
    },
  }));
