import { MSG } from '@lanehub/shared/constants/messages';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../lib/i18n';

// A render crash anywhere lands here (spec 01 §2.1, §8).
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Text size="lg" role="alert">
          {translateMessage(t, MSG.pressHome)}
        </Text>
        <Anchor component={Link} to="/dashboard">
          {t('common.home')}
        </Anchor>
      </Stack>
    </Center>
  );
};

// Shown while App start decides whether a session exists (the refresh call after a page load).
export const FullPageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
};
