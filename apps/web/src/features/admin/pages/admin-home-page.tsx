import { can } from '@lanehub/shared/access/matcher';
import { MSG } from '@lanehub/shared/constants/messages';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBuiltPath } from '../../../app/built-paths';
import { translateMessage } from '../../../lib/i18n';
import { accessSubjectOf, useSession } from '../../../lib/session';
import { MenuIcon } from '../../../nav/menu-icons';
import { ADMIN_MENU, visibleMenu } from '../../../nav/menus';

// /admin: the admin entries this user may open (spec 01 §6: adminMgt.* permissions).
export const AdminHomePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const subject = accessSubjectOf(session);
  if (!can(subject, 'adminMgt.*', { areaOnly: true })) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  const entries = visibleMenu(ADMIN_MENU, { subject, role: session.profile?.role ?? null, isBuilt: isBuiltPath });
  return (
    <Stack>
      <Title order={2}>{t('menu.systemAdministrator')}</Title>
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
