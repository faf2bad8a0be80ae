import type { Language } from '@lanehub/shared';
import { LANGUAGES, SIDEBAR_WIDTH } from '@lanehub/shared';
import { AppShell, Burger, Button, Group, Menu, NavLink, Select, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { accessSubjectOf, useSession } from '../lib/session';
import { SIDEBAR_MENU, visibleMenu } from '../nav/menus';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };

// The minimal shell of the private screens; the full sidebar, top bar and widgets come later.
export const Shell = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [opened, { toggle }] = useDisclosure();
  const items = visibleMenu(SIDEBAR_MENU, accessSubjectOf(session));
  const company = session.company ?? session.profile?.company ?? null;
  const userName = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: SIDEBAR_WIDTH * 1.5, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleMenu')} />
            <Title order={3} c="green.8">
              {t('app.name')}
            </Title>
            {company ? (
              <Text size="sm" fw={500} visibleFrom="sm" data-testid="shell-company">
                {company.legalName}
              </Text>
            ) : null}
            {session.account ? (
              <Text size="sm" c="dimmed" visibleFrom="sm" data-testid="shell-account">
                {t('shell.account', { number: session.account.number })}
              </Text>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Select
              aria-label={t('common.language')}
              w={130}
              size="xs"
              allowDeselect={false}
              data={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_LABELS[lng] }))}
              value={currentLanguage()}
              onChange={(value) => {
                if (value && (LANGUAGES as readonly string[]).includes(value)) {
                  void changeLanguage(value as Language);
                }
              }}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="subtle" rightSection={<IconChevronDown size={14} />} aria-label={t('shell.userMenu')}>
                  {userName || t('shell.userMenu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => navigate('/logout')}>
                  {t('shell.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.main')}>
        {items.map((item) => (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            label={t(item.labelKey, { defaultValue: item.defaultLabel })}
            active={item.to === '/dashboard' ? pathname.startsWith('/dashboard') : pathname.startsWith(item.to)}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
