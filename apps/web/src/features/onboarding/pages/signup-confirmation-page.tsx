import { MSG } from '@lanehub/shared';
import { useTranslation } from 'react-i18next';
import { OnboardingNotice } from './onboarding-notice';

export const SignupConfirmationPage = () => {
  const { t } = useTranslation();
  return <OnboardingNotice title={t('onboarding.confirmationTitle')} fallbackMessage={MSG.companyPending} />;
};
