import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { vendorSignUp } from '../api/vendor-sign-up';
import { SignUpForm } from '../components/sign-up-form';

export const SIGN_UP_CARD_WIDTH = 600;

// /vendor and /vendor/signup: 'Join as new vendor' (spec 01 §2.8); success goes to /vendor/confirm.
export const VendorSignUpPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('vendorSourcing.vendor.signUpTitle')} width={SIGN_UP_CARD_WIDTH}>
      <SignUpForm
        withVendorType
        submitLabel={t('vendorSourcing.signUp')}
        onSubmit={async (values) => {
          const { data } = await vendorSignUp(values);
          navigate('/vendor/confirm', { state: { email: data.email } });
        }}
      />
      <Text size="sm" ta="center" mt="md">
        {t('vendorSourcing.vendor.haveAccount')}{' '}
        <Anchor component={Link} to="/vendor/login">
          {t('vendorSourcing.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
