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
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCheck,
  IconChevronDown,
  IconLayoutGrid,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMenu2,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { HelpButton } from '../features/help/help-drawer';
import { NotificationBell } from '../features/notifications/notification-bell';
import { initialsOf, UserAvatar } from '../features/settings/components/user-avatar';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/navigation-focus';
import { useSession } from '../lib/session';
import { MenuIcon } from '../nav/menu-icons';
import {
  autoCollapses,
  type MenuItem,
  menuTextKey,
  QUICK_ACCESS_MENU,
  SIDEBAR_MENUS,
  type SidebarMenuName,
  sectionFor,
  TOP_BAR_MENU,
  TOP_BAR_SECTIONS,
  USER_MENU,
  visibleMenu,
} from '../nav/menus';
import { useMenuContext } from '../nav/route-access';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español' };
const HEADER_HEIGHT = 56;

const isActive = (pathname: string, to: string | undefined) =>
  Boolean(to) && (pathname === to || (to !== '/dashboard' && pathname.startsWith(`${to}/`)));

/**
 * The sidebar entry a screen lights: of the entries whose address the path is at or under, the longest,
 * so `/contracts/routing-guides` lights 'Routing guides', not 'All Contracts' (`/contracts`) too.
 */
export const activeSidebarTo = (pathname: string, entries: readonly MenuItem[]): string | undefined => {
  let best: string | undefined;
  for (const entry of entries.flatMap((item) => [item, ...(item.children ?? [])])) {
    if (entry.to && isActive(pathname, entry.to) && entry.to.length > (best?.length ?? -1)) {
      best = entry.to;
    }
  }
  return best;
};

/** The sidebar's section: sticky across screens reached from it (`sectionFor`). */
const useSidebarSection = (pathname: string, chosen: unknown) => {
  const previous = useRef<SidebarMenuName | null>(null);
  const section = sectionFor(pathname, previous.current, chosen);
  useEffect(() => {
    previous.current = section;
  }, [section]);
  return section;
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

// The expanded sidebar is SIDEBAR_WIDTH (240 px) wide so that every label fits on one line in English,
// French and Spanish (docs/ui.md); a label longer still wraps onto a second line instead of ending in
// an ellipsis.
const WRAPPING_LABEL = {
  section: { marginInlineEnd: 10 },
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

/**
 * An expanded group header (e.g. 'Assets' under My Company): a button, so Enter and Space open it
 * like a click, that tells whether it is open.
 */
const SidebarGroup = ({
  entry,
  label,
  icon,
  activeTo,
}: {
  entry: MenuItem;
  label: string;
  icon: ReactNode;
  activeTo: string | undefined;
}) => {
  const [opened, setOpened] = useState(() => (entry.children ?? []).some((child) => child.to === activeTo));
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      styles={WRAPPING_LABEL}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {(entry.children ?? []).map((child) => (
        <SidebarItem key={child.key} entry={child} collapsed={false} activeTo={activeTo} />
      ))}
    </NavLink>
  );
};

const SidebarItem = ({
  entry,
  collapsed,
  activeTo,
}: {
  entry: MenuItem;
  collapsed: boolean;
  activeTo: string | undefined;
}) => {
  const { t } = useTranslation();
  const label = t(menuTextKey(entry));
  const icon = <MenuIcon name={entry.icon} />;
  if (entry.children) {
    if (collapsed) {
      return (
        <Menu position="right-start" trigger="click-hover" withinPortal>
          <Menu.Target>
            <Tooltip label={label} position="right" withinPortal>
              <UnstyledButton aria-label={label} p={10} style={{ display: 'flex', justifyContent: 'center' }}>
                {icon}
              </UnstyledButton>
            </Tooltip>
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
    return <SidebarGroup entry={entry} label={label} icon={icon} activeTo={activeTo} />;
  }
  const link = (
    <NavLink
      component={Link}
      to={entry.to ?? '/dashboard'}
      label={collapsed ? null : label}
      aria-label={collapsed ? label : undefined}
      leftSection={icon}
      active={entry.to !== undefined && entry.to === activeTo}
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

const TOP_BAR_GAP = 4;

/**
 * How many of the top bar's links fit in `available` px, the rest going into the "More" menu
 * (`moreWidth` px wide): all of them when they fit, or when nothing was measured (a hidden bar).
 */
export const fittingLinks = (widths: readonly number[], moreWidth: number, available: number, gap = TOP_BAR_GAP) => {
  if (available <= 0) return widths.length;
  const total = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
};

/**
 * The top bar's links, in the room left between the company and the tools on its right: the links
 * that do not fit (long French or Spanish labels, a narrow window) go, the last first, into a "More"
 * menu, so that no link runs under the company's name (issue 13). A hidden copy of the links and of
 * the "More" button, out of the accessibility tree, gives their widths in the current language.
 */
const TopBarLinks = ({ entries, pathname }: { entries: readonly MenuItem[]; pathname: string }) => {
  const { t } = useTranslation();
  const navRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(entries.length);
  const labels = entries.map((entry) => t(menuTextKey(entry)));
  const labelsKey = labels.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the links are measured again when their labels change.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const fit = () => {
      const copies = Array.from(measure.children) as HTMLElement[];
      const more = copies.pop();
      setShown(
        fittingLinks(
          copies.map((copy) => copy.offsetWidth),
          more?.offsetWidth ?? 0,
          nav.clientWidth,
        ),
      );
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [labelsKey]);

  const visible = entries.slice(0, shown);
  const folded = entries.slice(shown);
  const linkState = (entry: MenuItem) =>
    TOP_BAR_SECTIONS[entry.key] ? { section: TOP_BAR_SECTIONS[entry.key] } : undefined;
  return (
    <Group
      ref={navRef}
      gap={TOP_BAR_GAP}
      wrap="nowrap"
      justify="center"
      component="nav"
      aria-label={t('shell.topBar')}
      visibleFrom="sm"
      style={{ flex: '1 1 0', minWidth: 0, position: 'relative' }}
    >
      <div
        aria-hidden="true"
        style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden', visibility: 'hidden' }}
      >
        <div ref={measureRef} style={{ display: 'flex', gap: TOP_BAR_GAP, width: 'max-content' }}>
          {labels.map((label, i) => (
            <Button key={entries[i]?.key} component="span" variant="subtle" size="compact-sm">
              {label}
            </Button>
          ))}
          <Button component="span" variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />}>
            {t('shell.moreLinks')}
          </Button>
        </div>
      </div>
      {visible.map((entry) => (
        <Button
          key={entry.key}
          component={Link}
          to={entry.to ?? '/dashboard'}
          state={linkState(entry)}
          variant={isActive(pathname, entry.to) ? 'light' : 'subtle'}
          size="compact-sm"
          style={{ flexShrink: 0 }}
        >
          {t(menuTextKey(entry))}
        </Button>
      ))}
      {folded.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant={folded.some((entry) => isActive(pathname, entry.to)) ? 'light' : 'subtle'}
              size="compact-sm"
              style={{ flexShrink: 0 }}
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            >
              {t('shell.moreLinks')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {folded.map((entry) => (
              <Menu.Item key={entry.key} component={Link} to={entry.to ?? '/dashboard'} state={linkState(entry)}>
                {t(menuTextKey(entry))}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
};

// The frame of every private screen: sidebar, top bar, help, bell, user menu and Quick Access.
export const Shell = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const session = useSession();
  const ctx = useMenuContext();
  const section = useSidebarSection(pathname, (state as { section?: unknown } | null)?.section);
  const { collapsed, toggle } = useSidebarCollapse(pathname);
  const [quickOpen, setQuickOpen] = useState(false);

  const sidebar = visibleMenu(SIDEBAR_MENUS[section], ctx);
  const activeTo = activeSidebarTo(pathname, sidebar);
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
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Text component={Link} to="/dashboard" fz="xl" fw={700} c="green.8" td="none">
              {t('app.name')}
            </Text>
            {/* The company over its account number: two short lines that never shrink (the top bar's
                links give way instead), each cut with an ellipsis when long and whole in its title. */}
            <Stack gap={0} visibleFrom="md" maw={180} style={{ flexShrink: 0, minWidth: 0 }}>
              {company ? (
                <Text size="sm" fw={500} truncate title={company.legalName} data-testid="shell-company">
                  {company.legalName}
                </Text>
              ) : null}
              {session.account ? (
                <Text
                  size="xs"
                  c="dimmed"
                  truncate
                  title={t('shell.account', { number: session.account.number })}
                  data-testid="shell-account"
                >
                  {t('shell.account', { number: session.account.number })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <TopBarLinks entries={topBar} pathname={pathname} />
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {/* Below 48em the top bar's links, the language and Quick Access fold into one menu. */}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.moreMenu')} hiddenFrom="sm">
                  <IconMenu2 size={20} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {topBar.map((entry) => (
                  <Menu.Item key={entry.key} component={Link} to={entry.to ?? '/dashboard'}>
                    {t(menuTextKey(entry))}
                  </Menu.Item>
                ))}
                <Menu.Item leftSection={<IconLayoutGrid size={14} />} onClick={() => setQuickOpen(true)}>
                  {t('shell.quickAccess')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Label>{t('common.language')}</Menu.Label>
                {LANGUAGES.map((lng) => (
                  <Menu.Item
                    key={lng}
                    lang={lng}
                    leftSection={lng === currentLanguage() ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
                    onClick={() => void changeLanguage(lng)}
                  >
                    {LANGUAGE_LABELS[lng]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Select
              aria-label={t('common.language')}
              visibleFrom="sm"
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
                visibleFrom="sm"
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
                  rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                >
                  {/* Named by what it shows (the picture or initials, the user's name), then what it is. */}
                  <Text size="sm" truncate maw={140} visibleFrom="sm" title={userName}>
                    {userName}
                  </Text>
                  <VisuallyHidden>{t('shell.userMenu')}</VisuallyHidden>
                </Button>
              </Menu.Target>
              {/* A menu with no items (the session ending) is no menu at all. */}
              {userMenu.length > 0 ? (
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
              ) : null}
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
            <SidebarItem key={entry.key} entry={entry} collapsed={collapsed} activeTo={activeTo} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      <Drawer
        opened={quickOpen}
        onClose={() => setQuickOpen(false)}
        position="right"
        size="xs"
        title={t('shell.quickAccess')}
        closeButtonProps={{ 'aria-label': t('shell.closeQuickAccess') }}
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
