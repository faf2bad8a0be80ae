import { MSG } from '@lanehub/shared';
import { useTranslation } from 'react-i18next';
import { OnboardingNotice } from './onboarding-notice';

export const CompanySignUpPage = () => {
  const { t } = useTranslation();
  return <OnboardingNotice title={t('onboarding.companySignUpTitle')} fallbackMessage={MSG.noCompany} />;
};
