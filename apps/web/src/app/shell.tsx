import type { Language } from '@lanehub/shared/constants/app';
import { LANGUAGES, SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from '@lanehub/shared/constants/app';
import {
  ActionIcon,
  AppShell,
  Button,
  Drawer,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLayoutGrid,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { HelpButton } from '../features/help/help-drawer';
import { NotificationBell } from '../features/notifications/notification-bell';
import { initialsOf, UserAvatar } from '../features/settings/components/user-avatar';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { accessSubjectOf, useSession } from '../lib/session';
import { MenuIcon } from '../nav/menu-icons';
import {
  autoCollapses,
  type MenuContext,
  type MenuItem,
  menuTextKey,
  QUICK_ACCESS_MENU,
  SIDEBAR_MENUS,
  sidebarMenuFor,
  TOP_BAR_MENU,
  USER_MENU,
  visibleMenu,
} from '../nav/menus';
import { isBuiltPath } from './built-paths';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };
const HEADER_HEIGHT = 56;

const isActive = (pathname: string, to: string | undefined) =>
  Boolean(to) && (pathname === to || (to !== '/dashboard' && pathname.startsWith(`${to}/`)));

const useMenuContext = (): MenuContext => {
  const session = useSession();
  const subject = accessSubjectOf(session);
  const role = session.profile?.role ?? null;
  return useMemo(() => ({ subject, role, isBuilt: isBuiltPath }), [subject, role]);
};

/**
 * Collapsed by the user's toggle, or by itself on the company-network and forwarding dashboard
 * pages and on small screens (spec 01 §2.4). Entering such a page drops the user's earlier choice.
 */
const useSidebarCollapse = (pathname: string) => {
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const automatic = small || autoCollapses(pathname);
  const [choice, setChoice] = useState<{ automatic: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice && choice.automatic === automatic ? choice.collapsed : automatic;
  return { collapsed, toggle: () => setChoice({ automatic, collapsed: !collapsed }) };
};

// The sidebar is 160 px wide (spec 01 §9): labels are set a little smaller, with a narrower gap after
// the icon, so that words like 'Subscriptions' or 'Management' fit whole; a long label wraps onto a
// second line instead of ending in an ellipsis.
const WRAPPING_LABEL = {
  section: { marginInlineEnd: 8 },
  body: { overflow: 'visible' },
  label: {
    fontSize: 13,
    lineHeight: 1.3,
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    overflowWrap: 'break-word',
  },
} as const;

const SidebarItem = ({ entry, collapsed, pathname }: { entry: MenuItem; collapsed: boolean; pathname: string }) => {
  const { t } = useTranslation();
  const label = t(menuTextKey(entry));
  const icon = <MenuIcon name={entry.icon} />;
  if (entry.children) {
    if (collapsed) {
      return (
        <Menu position="right-start" trigger="click-hover" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={label} p={10} style={{ display: 'flex', justifyContent: 'center' }}>
              {icon}
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{label}</Menu.Label>
            {entry.children.map((child) => (
              <Menu.Item key={child.key} component={Link} to={child.to ?? '/dashboard'}>
                {t(menuTextKey(child))}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      );
    }
    return (
      <NavLink
        label={label}
        leftSection={icon}
        styles={WRAPPING_LABEL}
        defaultOpened={entry.children.some((child) => isActive(pathname, child.to))}
      >
        {entry.children.map((child) => (
          <SidebarItem key={child.key} entry={child} collapsed={false} pathname={pathname} />
        ))}
      </NavLink>
    );
  }
  const link = (
    <NavLink
      component={Link}
      to={entry.to ?? '/dashboard'}
      label={collapsed ? null : label}
      aria-label={collapsed ? label : undefined}
      leftSection={icon}
      active={isActive(pathname, entry.to)}
      styles={collapsed ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } } : WRAPPING_LABEL}
    />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withinPortal>
      {link}
    </Tooltip>
  ) : (
    link
  );
};

// The frame of every private screen: sidebar, top bar, help, bell, user menu and Quick Access.
export const Shell = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const ctx = useMenuContext();
  const { collapsed, toggle } = useSidebarCollapse(pathname);
  const [quickOpen, setQuickOpen] = useState(false);

  const sidebar = visibleMenu(SIDEBAR_MENUS[sidebarMenuFor(pathname)], ctx);
  const topBar = visibleMenu(TOP_BAR_MENU, ctx);
  const userMenu = visibleMenu(USER_MENU, ctx);
  const quickAccess = visibleMenu(QUICK_ACCESS_MENU, ctx);
  const company = session.company ?? session.profile?.company ?? null;
  const userName = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={3} c="green.8">
              <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
                {t('app.name')}
              </Link>
            </Title>
            {company ? (
              <Text size="sm" fw={500} visibleFrom="md" truncate data-testid="shell-company">
                {company.legalName}
              </Text>
            ) : null}
            {session.account ? (
              <Text size="sm" c="dimmed" visibleFrom="md" data-testid="shell-account">
                {t('shell.account', { number: session.account.number })}
              </Text>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap" component="nav" aria-label={t('shell.topBar')} visibleFrom="sm">
            {topBar.map((entry) => (
              <Button
                key={entry.key}
                component={Link}
                to={entry.to ?? '/dashboard'}
                variant={isActive(pathname, entry.to) ? 'light' : 'subtle'}
                size="compact-sm"
              >
                {t(menuTextKey(entry))}
              </Button>
            ))}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Select
              aria-label={t('common.language')}
              w={120}
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
            <Tooltip label={t('shell.quickAccess')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('shell.quickAccess')}
                onClick={() => setQuickOpen(true)}
              >
                <IconLayoutGrid size={20} />
              </ActionIcon>
            </Tooltip>
            <HelpButton />
            <NotificationBell />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="subtle"
                  leftSection={
                    session.profile ? (
                      <UserAvatar
                        url={session.profile.avatar}
                        initials={initialsOf(session.profile.firstName, session.profile.lastName)}
                        alt={t('shell.avatarOf', { name: userName })}
                        size={28}
                        radius="xl"
                      />
                    ) : null
                  }
                  rightSection={<IconChevronDown size={14} />}
                  aria-label={t('shell.userMenu')}
                >
                  <Text size="sm" truncate maw={140}>
                    {userName || t('shell.userMenu')}
                  </Text>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {userMenu.map((entry) => (
                  <Menu.Item
                    key={entry.key}
                    leftSection={<MenuIcon name={entry.icon} size={14} />}
                    onClick={() => navigate(entry.to ?? '/dashboard')}
                  >
                    {t(menuTextKey(entry))}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p={collapsed ? 4 : 'xs'}
        component="nav"
        aria-label={t('nav.main')}
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <AppShell.Section>
          <Group justify={collapsed ? 'center' : 'flex-end'} mb={4}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={toggle}
              aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
            </ActionIcon>
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          {sidebar.map((entry) => (
            <SidebarItem key={entry.key} entry={entry} collapsed={collapsed} pathname={pathname} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <Drawer
        opened={quickOpen}
        onClose={() => setQuickOpen(false)}
        position="right"
        size="xs"
        title={t('shell.quickAccess')}
      >
        <Stack gap={4}>
          {quickAccess.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.to ?? '/dashboard'}
              label={t(menuTextKey(entry))}
              leftSection={<MenuIcon name={entry.icon} />}
              onClick={() => setQuickOpen(false)}
            />
          ))}
        </Stack>
      </Drawer>
    </AppShell>
  );
};
