import { LOGIN_CARD_WIDTH } from '@lanehub/shared/constants/app';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { translateMessage } from '../../../lib/i18n';

const textOf = (state: unknown, key: 'email' | 'message'): string | null => {
  if (!state || typeof state !== 'object' || !(key in state)) {
    return null;
  }
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
};

// /sourcing/confirmation: after sign-up (the e-mail is on its way), or after a log-in while pending.
export const SourcingConfirmationPage = () => {
  const { t } = useTranslation();
  const { state } = useLocation();
  const email = textOf(state, 'email');
  const message = textOf(state, 'message');
  return (
    <AuthCard title={t('vendorSourcing.sourcing.confirmationTitle')} width={LOGIN_CARD_WIDTH}>
      <Stack>
        {message ? (
          <Alert color="yellow" variant="light" role="alert">
            {translateMessage(t, message)}
          </Alert>
        ) : null}
        <Text>
          {email ? t('vendorSourcing.sourcing.checkInboxOf', { email }) : t('vendorSourcing.sourcing.checkInbox')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('vendorSourcing.sourcing.linkValidity')}
        </Text>
        <Anchor component={Link} to="/sourcing/login" ta="center">
          {t('vendorSourcing.login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
