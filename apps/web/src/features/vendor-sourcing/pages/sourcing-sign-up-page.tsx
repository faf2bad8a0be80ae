import { SOURCING_TYPES, type SourcingType } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { sourcingSignUp } from '../api/sourcing-sign-up';
import { SignUpForm } from '../components/sign-up-form';
import { SIGN_UP_CARD_WIDTH } from './vendor-sign-up-page';

const isSourcingType = (value: string | undefined): value is SourcingType =>
  (SOURCING_TYPES as readonly string[]).includes(value ?? '');

// /sourcing/:type/signup: 'Join as a Buyer' or 'Join as a Seller' (spec 01 §2.1, §3).
export const SourcingSignUpPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  if (!isSourcingType(type)) {
    return <Navigate to="/sourcing/type" replace />;
  }
  return (
    <AuthCard title={t(`vendorSourcing.sourcing.signUpTitle.${type}`)} width={SIGN_UP_CARD_WIDTH}>
      <SignUpForm
        key={type}
        withVendorType={false}
        submitLabel={t('vendorSourcing.signUp')}
        onSubmit={async ({ vendorType: _unused, ...body }) => {
          const { data } = await sourcingSignUp({ type, body });
          navigate('/sourcing/confirmation', { state: { email: data.email } });
        }}
      />
      <Text size="sm" ta="center" mt="md">
        {t('vendorSourcing.sourcing.haveAccount')}{' '}
        <Anchor component={Link} to="/sourcing/login">
          {t('vendorSourcing.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
