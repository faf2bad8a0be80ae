import { LOGIN_CARD_WIDTH } from '@lanehub/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { translateMessage } from '../../../lib/i18n';

const messageFromState = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'message' in state && typeof state.message === 'string'
    ? state.message
    : undefined;

// The log-in state machine lands here with its message; the onboarding forms come in a later issue.
export const OnboardingNotice = ({ title, fallbackMessage }: { title: string; fallbackMessage: string }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const message = messageFromState(location.state) ?? fallbackMessage;
  return (
    <AuthCard title={title} width={LOGIN_CARD_WIDTH}>
      <Stack>
        <Alert color="yellow" variant="light" role="alert">
          {translateMessage(t, message)}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('onboarding.contactAdmin')}
        </Text>
        <Anchor component={Link} to="/logout" ta="center">
          {t('onboarding.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
