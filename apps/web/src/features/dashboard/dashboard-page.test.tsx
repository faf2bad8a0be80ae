import type { TDashboard } from '@lanehub/shared/features/dashboard/dashboard.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime } from '../../lib/session';
import { fakeJwt, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderApp, resetClientState } from '../../test/render';

// The dashboard links only to screens the signed-in user may open (issue 13 §1), and opens with what
// needs attention, then the figures and the activity chart.

const account = { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true };

const dashboard = (patch: Partial<TDashboard> = {}): TDashboard => ({
  view: 'main',
  attention: [
    { key: 'pendingInvitations', count: 2, link: '/settings/users' },
    { key: 'unreadNotifications', count: 1, link: null },
  ],
  figures: [
    // An old server's link to the admin area: never shown to anyone but a system administrator.
    { key: 'users', value: 3, link: '/admin/user-management', breakdown: [] },
    { key: 'accounts', value: 2, link: '/company/company-accounts', breakdown: [] },
  ],
  activity: [
    { week: '2026-11-09', created: 1, changed: 0 },
    { week: '2026-11-16', created: 4, changed: 2 },
  ],
  ...patch,
});

const signInAs = (options: { role: string; permissions: string[]; isSystemAdmin?: boolean }, data = dashboard()) => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  saveAccountSelection({ account, mode: 'ocean', type: null, integratedShipping: false });
  mockFetch({
    'GET /api/user/profile': {
      body: { data: [makeProfile({ role: options.role, isSystemAdmin: options.isSystemAdmin ?? false })], meta: {} },
    },
    'GET /api/uaa/user-policy': {
      body: {
        data: { roles: [], permissions: options.permissions, isSystemAdmin: options.isSystemAdmin ?? false },
        meta: {},
      },
    },
    'GET /api/dashboard/main': { body: { data, meta: {} } },
    'GET /api/notifications': { body: { data: [], meta: { total: 0, skip: 0, limit: 10, unread: 0 } } },
    'GET /api/help': { status: 404, body: { message: 'No help for this screen', code: 'NOT_FOUND' } },
  });
};

const main = () => screen.getByRole('main');
const hrefs = () =>
  within(main())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('DashboardPage', () => {
  beforeEach(async () => {
    await resetClientState();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("gives a shipper's administrator no link to the admin area, and links what needs attention", async () => {
    // A company administrator whose policy holds every adminMgt permission: still not a system administrator.
    signInAs({ role: 'admin', permissions: ['company.*', 'adminMgt.*', 'setting.*'] });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Needs attention' })).toBeInTheDocument();
    expect(screen.getByTestId('attention-pendingInvitations')).toHaveTextContent(
      '2 invitations have not been accepted yet',
    );
    expect(within(screen.getByTestId('attention-pendingInvitations')).getByRole('link')).toHaveAttribute(
      'href',
      '/settings/users',
    );
    expect(screen.getByTestId('attention-unreadNotifications')).toHaveTextContent(
      /^1 unread notification\s*Open the bell in the top bar to read them\.$/,
    );
    expect(hrefs()).not.toContain('/admin/user-management');
    expect(hrefs().some((href) => href?.startsWith('/admin'))).toBe(false);
    expect(within(screen.getByTestId('figure-accounts')).getByRole('link')).toHaveAttribute(
      'href',
      '/company/company-accounts',
    );
    // The trend, in words as well as in the chart.
    expect(screen.getByTestId('activity-summary')).toHaveTextContent(
      '5 records created and 2 changed or removed in the last 2 weeks',
    );
  });

  it('gives an invitee with no policy no link to company screens', async () => {
    signInAs({ role: 'user', permissions: [] });
    renderApp('/dashboard');
    expect(await screen.findByTestId('figure-accounts-value')).toHaveTextContent('2');
    expect(within(screen.getByTestId('figure-accounts')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('figure-users')).queryByRole('link')).toBeNull();
    // Settings → Users is for the company's administrators: the line stays, without its link.
    expect(within(screen.getByTestId('attention-pendingInvitations')).queryByRole('link')).toBeNull();
    expect(hrefs().filter((href) => href?.startsWith('/company') || href?.startsWith('/admin'))).toEqual([]);
  });

  it('links a system administrator to the requests awaiting approval', async () => {
    signInAs(
      { role: 'admin', permissions: [], isSystemAdmin: true },
      dashboard({ attention: [{ key: 'pendingCompanies', count: 3, link: '/admin/requested-companies' }] }),
    );
    renderApp('/dashboard');
    const line = await screen.findByTestId('attention-pendingCompanies');
    expect(line).toHaveTextContent('3 companies are awaiting approval');
    expect(within(line).getByRole('link', { name: 'Review the requests' })).toHaveAttribute(
      'href',
      '/admin/requested-companies',
    );
    expect(within(screen.getByTestId('figure-users')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/user-management',
    );
  });

  it('says so when nothing needs attention', async () => {
    signInAs({ role: 'user', permissions: [] }, dashboard({ attention: [] }));
    renderApp('/dashboard');
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
  });
});
