import { MSG } from '@lanehub/shared/constants/messages';
import { Alert, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuiltPath } from '../../../app/built-paths';
import { PageHeader } from '../../../components/page-header';
import { translateMessage } from '../../../lib/i18n';
import { accessSubjectOf, useSession } from '../../../lib/session';
import { MenuIcon } from '../../../nav/menu-icons';
import { ADMIN_MENU, visibleMenu } from '../../../nav/menus';

// /admin: the admin entries, for system administrators (spec 01 §6; issue 13 §6).
export const AdminHomePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const subject = accessSubjectOf(session);
  // The admin area is for system administrators (issue 13 §6), as the server's admin routes are.
  if (!subject.isSystemAdmin) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  const entries = visibleMenu(ADMIN_MENU, { subject, role: session.profile?.role ?? null, isBuilt: isBuiltPath });
  return (
    <Stack>
      <PageHeader title={t('menu.systemAdministrator')} description={t('pages.admin.home')} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {entries.map((entry) => (
          <UnstyledButton key={entry.key} component={Link} to={entry.to ?? '/admin'}>
            <Card withBorder padding="md">
              <Group gap="sm" wrap="nowrap">
                <MenuIcon name={entry.icon} size={24} />
                <Text fw={600}>{t(`menu.${entry.labelKey}`)}</Text>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
