import type { THelp } from '@lanehub/shared/features/help/help.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setPolicy, setProfile } from '../../lib/session';
import { callsOf, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { HelpButton } from './help-drawer';

const instructionsHelp: THelp = {
  screen: '/admin/instruction-management',
  language: 'en',
  title: 'Instructions',
  contentHtml:
    '<p>Handling instructions attached to <strong>orders</strong>.</p><p>See the <a href="/dashboard">dashboard</a>.</p>',
  links: [
    { label: 'Equipment types', url: '/admin/equipment-management' },
    { label: 'ISO 6346 (BIC)', url: 'https://www.bic-code.org/' },
  ],
};

const renderAt = (path: string) =>
  renderWithRoutes(
    [
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/admin/equipment-management', element: <p>Equipment page</p> },
      {
        path: '*',
        element: (
          <>
            <HelpButton />
            <p>Screen page</p>
          </>
        ),
      },
    ],
    path,
  );

// A user of the company who may open the equipment types (adminMgt.equipment-type on the account).
const signIn = (permissions: string[]) => {
  setProfile(makeProfile({ role: 'user' }));
  setPolicy({ roles: ['user'], permissions, isSystemAdmin: false });
};

describe('HelpButton', () => {
  beforeEach(async () => {
    await resetClientState();
    signIn(['adminMgt.equipment-type', 'adminMgt.instruction']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('asks for nothing until opened, then shows the title, the content and the Learn More links', async () => {
    const fetchFn = mockFetch({ 'GET /api/help': { body: { data: instructionsHelp, meta: {} } } });
    renderAt('/admin/instruction-management/123');
    const user = userEvent.setup();
    expect(fetchFn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(within(drawer).getByTestId('help-content')).toHaveTextContent('Handling instructions attached to orders.');
    expect(within(drawer).getByText('orders').tagName).toBe('STRONG');
    expect(within(drawer).getByRole('heading', { name: 'Learn More' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Equipment types' })).toHaveAttribute(
      'href',
      '/admin/equipment-management',
    );
    const external = within(drawer).getByRole('link', { name: /ISO 6346 \(BIC\)/ });
    expect(external).toHaveAttribute('href', 'https://www.bic-code.org/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(callsOf(fetchFn)).toEqual([
      `GET /api/help?path=${encodeURIComponent('/admin/instruction-management/123')}&lang=en`,
    ]);
  });

  it('follows app links with the router and closes', async () => {
    mockFetch({ 'GET /api/help': { body: { data: instructionsHelp, meta: {} } } });
    const { router } = renderAt('/admin/instruction-management');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('link', { name: 'Equipment types' }));
    expect(await screen.findByText('Equipment page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/equipment-management');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('routes links inside the content without reloading the page', async () => {
    mockFetch({ 'GET /api/help': { body: { data: instructionsHelp, meta: {} } } });
    const { router } = renderAt('/admin/instruction-management');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('link', { name: 'dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says so when the screen has no help (404)', async () => {
    mockFetch({
      'GET /api/help': { status: 404, body: { message: 'No help for this screen', code: 'NOT_FOUND' } },
    });
    renderAt('/somewhere/new');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No help is available for this screen yet.')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('heading', { name: 'Learn More' })).not.toBeInTheDocument();
  });

  it('shows a loader while the help loads', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch({
      'GET /api/help': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderAt('/dashboard/shipintuit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByText('Loading help…')).toBeInTheDocument();
    answer({ body: { data: { ...instructionsHelp, title: 'ShipIntuit dashboard', links: [] }, meta: {} } });
    expect(await screen.findByRole('heading', { name: 'ShipIntuit dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading help…')).not.toBeInTheDocument();
  });

  it('asks in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const fetchFn = mockFetch({
      'GET /api/help': (req) => ({
        body: {
          data: { ...instructionsHelp, language: req.url.searchParams.get('lang'), title: 'Consignes' },
          meta: {},
        },
      }),
    });
    renderAt('/admin/instruction-management');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    expect(await screen.findByRole('heading', { name: 'Consignes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En savoir plus' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchFn)[0]).toContain('lang=fr'));
  });

  it('leaves out links to screens the user may not open, in the list and in the content', async () => {
    signIn([]);
    mockFetch({
      'GET /api/help': {
        body: {
          data: {
            ...instructionsHelp,
            contentHtml: '<p>Types live in <a href="/admin/equipment-management">Equipment types</a>.</p>',
          },
          meta: {},
        },
      },
    });
    renderAt('/company/product');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByTestId('help-content')).toHaveTextContent('Types live in Equipment types.');
    expect(within(drawer).queryByRole('link', { name: 'Equipment types' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /ISO 6346 \(BIC\)/ })).toBeInTheDocument();
  });
});
