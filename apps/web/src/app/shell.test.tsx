import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime } from '../lib/session';
import type { MenuItem } from '../nav/menus';
import { callsOf, fakeJwt, type MockHandler, mockFetch } from '../test/fetch-mock';
import { makeProfile } from '../test/fixtures';
import { renderApp, resetClientState } from '../test/render';
import { activeSidebarTo, fittingLinks } from './shell';

const account = { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true };

const signIn = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  saveAccountSelection({ account, mode: 'ocean', type: null, integratedShipping: false });
};

const notification = (msg: string, read: boolean) => ({
  id: crypto.randomUUID(),
  msg,
  link: null,
  read,
  createdAt: '2026-11-20T15:00:00.000Z',
});

const serve = (
  options: {
    permissions?: string[];
    isSystemAdmin?: boolean;
    role?: string;
    avatar?: string | null;
    extra?: Record<string, MockHandler>;
  } = {},
) =>
  mockFetch({
    'GET /api/user/profile': {
      body: { data: [makeProfile({ role: options.role ?? 'user', avatar: options.avatar ?? null })], meta: {} },
    },
    'GET /api/uaa/user-policy': {
      body: {
        data: { roles: [], permissions: options.permissions ?? [], isSystemAdmin: options.isSystemAdmin ?? false },
        meta: {},
      },
    },
    'GET /api/dashboard/main': { body: { data: { view: 'main', figures: [] }, meta: {} } },
    'GET /api/notifications': { body: { data: [], meta: { total: 0, skip: 0, limit: 10, unread: 0 } } },
    'GET /api/help': { status: 404, body: { message: 'No help for this screen', code: 'NOT_FOUND' } },
    ...options.extra,
  });

const sidebar = (name = 'Main navigation') => screen.getByRole('navigation', { name });

describe('shell', () => {
  beforeEach(async () => {
    await resetClientState();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a system administrator the built modules and a restricted user only the dashboard ones', async () => {
    serve({ isSystemAdmin: true });
    const first = renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    const adminLinks = within(sidebar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(adminLinks).toEqual([
      'Dashboard',
      'ShipIntuit',
      'Audit & Pay',
      'ANwork',
      'Road',
      'System Administrator',
      'Bills of lading',
    ]);
    first.unmount();

    await resetClientState();
    signIn();
    serve({ permissions: ['order.view'] });
    renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'ShipIntuit']);
  });

  it("shows the admin section's own menu there, to system administrators", async () => {
    serve({ isSystemAdmin: true });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'System Administrator' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'href',
      '/admin/user-management',
    );
    // The company's own lists are under My Company, not in the admin area.
    expect(within(sidebar()).queryByRole('link', { name: 'Instructions' })).toBeNull();
  });

  it("puts the company's own instructions under My Company, and hides the admin area from everyone else", async () => {
    serve({ permissions: ['adminMgt.instruction'] });
    renderApp('/admin/instruction-management');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(sidebar()).findByRole('link', { name: 'Instructions' })).toHaveAttribute(
      'href',
      '/admin/instruction-management',
    );
    expect(within(sidebar()).queryByRole('link', { name: 'Equipment Types' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'System Administrator' })).toBeNull();
  });

  it('collapses the sidebar to icons and expands it again', async () => {
    serve({ isSystemAdmin: true });
    renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    // The labels move to the links' accessible names.
    expect(within(sidebar()).getByRole('link', { name: 'ShipIntuit' })).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
  });

  it('shows the empty bell, then an unread dot and the notification', async () => {
    serve({});
    const first = renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    expect(screen.getByTestId('bell-dot').querySelector('.mantine-Indicator-indicator')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You do not have any notification')).toBeInTheDocument();
    first.unmount();

    await resetClientState();
    signIn();
    const fetchFn = serve({
      extra: {
        'GET /api/notifications': {
          body: {
            data: [notification('Booking BKG-7 confirmed', false), notification('Gate out', true)],
            meta: { total: 2, skip: 0, limit: 10, unread: 1 },
          },
        },
        'PUT /api/notifications/read-all': { body: { data: { updated: 1 }, meta: {} } },
      },
    });
    renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(screen.getByTestId('bell-dot').querySelector('.mantine-Indicator-indicator')).not.toBeNull();
    await userEvent.click(bell);
    expect(await screen.findByText('Booking BKG-7 confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsOf(fetchFn)).toContain('PUT /api/notifications/read-all'));
  });

  it('switches the menus to French and writes the language cookie', async () => {
    serve({ isSystemAdmin: true });
    renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    const french = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(french).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(french).getByRole('link', { name: 'Administrateur système' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=fr');
  });

  it('opens Quick Access and the user menu with only built screens', async () => {
    serve({ role: 'admin' });
    renderApp('/dashboard');
    await screen.findByText('Welcome, Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Quick Access' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick Access' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['User Profile']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Ada Lovelace\s*User menu/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Logout',
    ]);
    // The open menu holds its items only, no focusable placeholder beside them (axe aria-required-children).
    expect(screen.getByRole('menu').querySelector('[tabindex]:not([role="menuitem"])')).toBeNull();
  });

  describe('user menu picture', () => {
    // jsdom has no object URLs: each Blob gets a numbered one.
    let pictures: Blob[] = [];
    beforeEach(() => {
      pictures = [];
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          pictures.push(blob);
          return `blob:avatar-${pictures.length}`;
        },
        revokeObjectURL: () => undefined,
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it("shows the user's avatar, read from the address the profile gives", async () => {
      const fetchFn = serve({
        avatar: '/api/lanehub-core/users/u1/avatar',
        extra: { 'GET /api/lanehub-core/users/u1/avatar': { body: 'png bytes' } },
      });
      renderApp('/dashboard');
      const picture = await screen.findByAltText('Picture of Ada Lovelace');
      expect(picture).toHaveAttribute('src', 'blob:avatar-1');
      expect(await (pictures[0] as Blob).text()).toBe('"png bytes"');
      expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/users/u1/avatar');
    });

    it('shows the initials of a user without an avatar, and asks for no picture', async () => {
      const fetchFn = serve({ avatar: null });
      renderApp('/dashboard');
      await screen.findByText('Welcome, Ada');
      expect(
        within(screen.getByRole('button', { name: /Ada Lovelace\s*User menu/ })).getByText('AL'),
      ).toBeInTheDocument();
      expect(screen.queryByAltText('Picture of Ada Lovelace')).not.toBeInTheDocument();
      expect(callsOf(fetchFn).some((call) => call.includes('/avatar'))).toBe(false);
    });
  });

  describe('keyboard', () => {
    it('offers "Skip to content" first, which moves focus to the screen\'s h1', async () => {
      serve({ isSystemAdmin: true });
      renderApp('/dashboard');
      await screen.findByText('Welcome, Ada', undefined, { timeout: 5_000 });
      const user = userEvent.setup();
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
    });

    it("moves focus to the new screen's h1 after a navigation, not on the first screen", async () => {
      serve({ isSystemAdmin: true, extra: { 'GET /api/admin/home': { body: { data: {}, meta: {} } } } });
      renderApp('/dashboard');
      await screen.findByText('Welcome, Ada', undefined, { timeout: 5_000 });
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).not.toHaveFocus();
      await userEvent.click(within(sidebar()).getByRole('link', { name: 'System Administrator' }));
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: 'System Administrator' },
        { timeout: 5_000 },
      );
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    });

    it('opens an expanded sidebar group from the keyboard', async () => {
      serve({ isSystemAdmin: true });
      renderApp('/company/company-details');
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5_000 });
      const assets = await within(nav).findByRole('button', { name: 'Assets' });
      expect(assets).toHaveAttribute('aria-expanded', 'false');
      expect(within(sidebar()).queryByRole('link', { name: 'Equipment' })).toBeNull();
      assets.focus();
      await userEvent.keyboard('{Enter}');
      expect(assets).toHaveAttribute('aria-expanded', 'true');
      // The group's links mount as it opens (a transition): wait for them, on a busy machine too.
      expect(await within(sidebar()).findByRole('link', { name: 'Equipment' }, { timeout: 5_000 })).toHaveAttribute(
        'href',
        '/company/assets/equipment',
      );
      await userEvent.keyboard(' ');
      await waitFor(() => expect(assets).toHaveAttribute('aria-expanded', 'false'));
    });

    it("shows a collapsed sidebar link's label in a tooltip on keyboard focus", async () => {
      serve({ isSystemAdmin: true });
      renderApp('/dashboard');
      await screen.findByText('Welcome, Ada', undefined, { timeout: 5_000 });
      await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      expect(screen.queryByRole('tooltip', { name: 'ShipIntuit' })).toBeNull();
      within(sidebar()).getByRole('link', { name: 'ShipIntuit' }).focus();
      expect(await screen.findByRole('tooltip', { name: 'ShipIntuit' })).toBeVisible();
    });
  });
});

describe('the top bar links that fit (issue 13)', () => {
  it('keeps every link when they all fit, or when the bar was not measured', () => {
    expect(fittingLinks([100, 150, 120], 60, 378)).toBe(3);
    expect(fittingLinks([100, 150, 120], 60, 0)).toBe(3);
  });

  it('folds the last links into "More", keeping room for it', () => {
    // 100 + 4 + 150 + 4 + 120 = 378 px: one px less and the links no longer fit with "More" beside them.
    expect(fittingLinks([100, 150, 120], 60, 377)).toBe(2);
    // "More" (60) + 4 + 100 + 4 + 150 = 318 px.
    expect(fittingLinks([100, 150, 120], 60, 318)).toBe(2);
    expect(fittingLinks([100, 150, 120], 60, 317)).toBe(1);
    expect(fittingLinks([100, 150, 120], 60, 100)).toBe(0);
  });
});

describe('the sidebar entry a screen lights', () => {
  const item = (key: string, to: string): MenuItem => ({ key, labelKey: key, to }) as MenuItem;
  const contracts = [
    item('all', '/contracts'),
    item('rates', '/contracts/rates'),
    { ...item('more', '/x'), to: undefined, children: [item('guides', '/contracts/routing-guides')] } as MenuItem,
  ];

  it('is the most specific address the path is at or under, in a group too', () => {
    expect(activeSidebarTo('/contracts/routing-guides', contracts)).toBe('/contracts/routing-guides');
    expect(activeSidebarTo('/contracts/rates/management', contracts)).toBe('/contracts/rates');
    expect(activeSidebarTo('/contracts/abc/rate', contracts)).toBe('/contracts');
    expect(activeSidebarTo('/contracts-history', contracts)).toBeUndefined();
  });
});
