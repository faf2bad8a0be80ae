import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';

const emailFromState = (state: unknown): string | null =>
  state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' ? state.email : null;

// /vendor/confirm: the thank-you message and a Login link to /vendor/login (spec 01 §2.8).
export const VendorConfirmPage = () => {
  const { t } = useTranslation();
  const email = emailFromState(useLocation().state);
  return (
    <AuthCard title={t('vendorSourcing.vendor.confirmTitle')} width={LOGIN_CARD_WIDTH}>
      <Stack>
        <Text>{t('vendorSourcing.vendor.thankYou')}</Text>
        {email ? <Text size="sm">{t('vendorSourcing.vendor.welcomeSent', { email })}</Text> : null}
        <Anchor component={Link} to="/vendor/login" ta="center">
          {t('vendorSourcing.login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
