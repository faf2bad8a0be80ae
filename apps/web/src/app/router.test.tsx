import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveAccountSelection, setAccessToken, setAuthTime, setProfile } from '../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../test/fetch-mock';
import { makeProfile } from '../test/fixtures';
import { renderApp, renderWithRoutes, resetClientState } from '../test/render';
import { RouteError } from './route-error';

const profile = makeProfile();
const account = profile.account[0] ?? { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true };
const policy = { roles: ['user'], permissions: ['adminMgt.instruction'], isSystemAdmin: false };

const signInWithAccount = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  saveAccountSelection({ account, mode: 'integrated_shipping', type: null, integratedShipping: true });
};

describe('route guards', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends an unknown path to /dashboard, and a visitor without a session on to /login', async () => {
    mockFetch({});
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from public-only screens to the dashboard', async () => {
    signInWithAccount();
    mockFetch({
      'GET /api/user/profile': { body: { data: [profile], meta: {} } },
      'GET /api/uaa/user-policy': { body: { data: policy, meta: {} } },
    });
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByText('Welcome, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows forgot password to a visitor', async () => {
    mockFetch({});
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('sends a session without an account to account selection', async () => {
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
    setAuthTime(Date.now());
    setProfile(profile);
    mockFetch({});
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-selection');
  });

  it('sends a user whose company awaits approval to the confirmation, and one without a company to sign-up', async () => {
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
    setAuthTime(Date.now());
    const company = profile.company ? { ...profile.company, pendingStatus: true } : null;
    setProfile({ ...profile, company, account: [] });
    mockFetch({});
    const pending = renderApp('/dashboard');
    expect(await screen.findByText('The company account has not been confirmed yet')).toBeInTheDocument();
    expect(pending.router.state.location.pathname).toBe('/signup-confirmation');
    pending.unmount();

    setProfile({ ...profile, company: null, account: [] });
    const none = renderApp('/account-selection');
    await waitFor(() => expect(none.router.state.location.pathname).toBe('/company-sign-up'));
    expect(screen.queryByText('Account Information')).not.toBeInTheDocument();
  });

  it('after a reload, restores the session with the refresh cookie and loads the initial data', async () => {
    // A reload: the stored items survive, the in-memory token does not.
    saveAccountSelection({ account, mode: 'integrated_shipping', type: null, integratedShipping: true });
    setAuthTime(Date.now() - 60_000);
    const refreshed = fakeJwt(Math.floor(Date.now() / 1000) + 900);
    const fetchFn = mockFetch({
      'PUT /api/user/refreshtoken': (req) => {
        expect(req.body).toEqual({});
        return { body: { data: { accessToken: refreshed, RefreshToken: 'rotated' }, meta: {} } };
      },
      'GET /api/user/profile': { body: { data: [profile], meta: {} } },
      'GET /api/uaa/user-policy': { body: { data: policy, meta: {} } },
      'GET /api/dashboard/main': { body: { data: { view: 'main', figures: [] }, meta: {} } },
      'GET /api/notifications': { body: { data: [], meta: { total: 0, skip: 0, limit: 10, unread: 0 } } },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Ada')).toBeInTheDocument();
    expect(getSession().accessToken).toBe(refreshed);
    expect(callsOf(fetchFn).slice(0, 3)).toEqual([
      'PUT /api/user/refreshtoken',
      'GET /api/user/profile',
      'GET /api/uaa/user-policy?accountId=a1',
    ]);
    // The menu shows only what the policy permits; the admin area is for system administrators only.
    expect(screen.getByRole('link', { name: 'ShipIntuit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'System Administrator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ANwork' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shell-company')).toHaveTextContent('Acme Freight Ltd.');
  });

  it('after a reload with a dead refresh cookie, forgets the session and shows log-in', async () => {
    saveAccountSelection({ account, mode: 'integrated_shipping', type: null, integratedShipping: true });
    setAuthTime(Date.now() - 60_000);
    mockFetch({
      'PUT /api/user/refreshtoken': {
        status: 401,
        body: { message: 'Please log in to continue', code: 'UNAUTHENTICATED' },
      },
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.length).toBe(0);
  });

  it('logs out from the user menu: server call, local session cleared, back to log-in', async () => {
    signInWithAccount();
    const fetchFn = mockFetch({
      'GET /api/user/profile': { body: { data: [profile], meta: {} } },
      'GET /api/uaa/user-policy': { body: { data: policy, meta: {} } },
      'PUT /api/user/logout': { status: 500, body: { message: 'ignored', code: 'X' } },
    });
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace\s*User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(callsOf(fetchFn)).toContain('PUT /api/user/logout');
    expect(getSession().accessToken).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('goes to /logout when a call answers 401 mid-session', async () => {
    signInWithAccount();
    setProfile(profile);
    mockFetch({
      'GET /api/uaa/user-policy': { body: { data: policy, meta: {} } },
      'GET /api/lanehub-core/instructions': {
        status: 401,
        body: { message: 'Session expired', code: 'UNAUTHENTICATED' },
      },
      'PUT /api/user/logout': { body: { data: null, meta: {} } },
    });
    const { router } = renderApp('/admin/instruction-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().accessToken).toBeNull();
  });
});

describe('the development mailbox page (issue 11)', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const mail = {
    id: 'm1',
    to: 'ceo@example.test',
    subject: 'Your Lanehub password reset code',
    text: 'Your code is 12345678',
    html: null,
    kind: 'password-reset',
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('sends a visitor to log-in without asking the server for any e-mail', async () => {
    const fetchFn = mockFetch({ 'GET /api/dev/mailbox': { body: { data: [mail], meta: {} } } });
    const { router } = renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(callsOf(fetchFn).filter((c) => c.startsWith('GET /api/dev/mailbox'))).toEqual([]);
    expect(screen.queryByText(mail.subject)).not.toBeInTheDocument();
  });

  it('refuses a company user who is not a system administrator', async () => {
    signInWithAccount();
    const fetchFn = mockFetch({
      'GET /api/user/profile': { body: { data: [profile], meta: {} } },
      'GET /api/uaa/user-policy': { body: { data: { ...policy, roles: ['admin'] }, meta: {} } },
      'GET /api/dev/mailbox': { body: { data: [mail], meta: {} } },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.queryByText(mail.subject)).not.toBeInTheDocument();
    expect(callsOf(fetchFn).filter((c) => c.startsWith('GET /api/dev/mailbox'))).toEqual([]);
  });

  it('shows the e-mails to a system administrator', async () => {
    signInWithAccount();
    mockFetch({
      'GET /api/user/profile': { body: { data: [profile], meta: {} } },
      'GET /api/uaa/user-policy': { body: { data: { ...policy, isSystemAdmin: true }, meta: {} } },
      'GET /api/dev/mailbox': { body: { data: [mail], meta: {} } },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Development mailbox' })).toBeInTheDocument();
    expect(await screen.findByText(mail.subject)).toBeInTheDocument();
  });
});

describe('RouteError', () => {
  it("shows 'Please press home' with a Home link when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('boom');
    };
    renderWithRoutes([{ path: '/', Component: Crash, errorElement: <RouteError /> }], '/');
    expect(await screen.findByText('Please press home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  });
});
