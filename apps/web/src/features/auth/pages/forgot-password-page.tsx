import { LOGIN_CARD_WIDTH } from '@lanehub/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';

// The three-step reset flow (spec 01 §2.1) needs mail delivery and comes in a later issue; until then
// the page says plainly who resets a password.
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgotPassword.title')} width={LOGIN_CARD_WIDTH}>
      <Stack>
        <Text>{t('forgotPassword.body')}</Text>
        <Anchor component={Link} to="/login" ta="center">
          {t('forgotPassword.goToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
