import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderApp, resetClientState } from '../../../test/render';

const token = fakeJwt(Math.floor(Date.now() / 1000) + 900);
const loginOk = { body: { data: { accessToken: token, RefreshToken: 'opaque' }, meta: {} } };

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginPage', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the title, the fields and a link to forgot password', async () => {
    mockFetch({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    // Playwright's getByLabel matches substrings: each label must find exactly one element.
    expect(screen.getAllByLabelText(/email/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('leads a visitor whose company is not on Lanehub yet to company sign-up (issue 13 §7)', async () => {
    mockFetch({});
    const { router } = renderApp('/login');
    expect(await screen.findByText(/Your company is not on Lanehub yet\?/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up your company' }));
    expect(await screen.findByRole('heading', { name: 'Company sign-up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-sign-up');
  });

  it("is titled 'Vendor Login' on vendor routes", async () => {
    mockFetch({});
    renderApp('/vendor/login');
    expect(await screen.findByRole('heading', { name: 'Vendor Login' })).toBeInTheDocument();
  });

  it('shows the required messages after submitting an empty form, one per field', async () => {
    const fetchFn = mockFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();
    expect(screen.queryByText('Must be a valid email')).not.toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('shows an error only after the field is touched', async () => {
    mockFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Must be a valid email')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Please input your password!')).toBeInTheDocument();
  });

  it("shows the server's message under the form on 401 and stays on /login", async () => {
    mockFetch({
      'PUT /api/user/login': {
        status: 401,
        body: { message: 'The email or password is incorrect', code: 'BAD_LOGIN' },
      },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Access' });
    await fillAndSubmit('ada@acme.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().accessToken).toBeNull();
  });

  it('keeps the token in memory, stores the auth time and goes to account selection', async () => {
    const fetchFn = mockFetch({
      'PUT /api/user/login': (req) => {
        expect(req.body).toEqual({ email: 'ada@acme.test', password: 'secret' });
        return loginOk;
      },
      'GET /api/user/profile': { body: { data: [makeProfile()], meta: {} } },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Access' });
    await fillAndSubmit('Ada@Acme.test', 'secret');
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-selection');
    expect(getSession().accessToken).toBe(token);
    expect(getSession().authTime).toEqual(expect.any(Number));
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(token);
    expect(callsOf(fetchFn)).toEqual(['PUT /api/user/login', 'GET /api/user/profile']);
  });

  it('goes to company sign-up with its message when the user has no company', async () => {
    mockFetch({
      'PUT /api/user/login': loginOk,
      'GET /api/user/profile': { body: { data: [makeProfile({ company: null })], meta: {} } },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Access' });
    await fillAndSubmit('ada@acme.test', 'secret');
    expect(await screen.findByText('No company profile was found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-sign-up');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/logout');
  });

  it('goes to the sign-up confirmation when the company is pending', async () => {
    const base = makeProfile();
    mockFetch({
      'PUT /api/user/login': loginOk,
      'GET /api/user/profile': {
        body: { data: [{ ...base, company: base.company && { ...base.company, pendingStatus: true } }], meta: {} },
      },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Access' });
    await fillAndSubmit('ada@acme.test', 'secret');
    expect(await screen.findByText('The company account has not been confirmed yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup-confirmation');
  });

  it("shows 'Login error' when the profile list is empty", async () => {
    mockFetch({
      'PUT /api/user/login': loginOk,
      'GET /api/user/profile': { body: { data: [], meta: {} } },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login Access' });
    await fillAndSubmit('ada@acme.test', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login error');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().accessToken).toBeNull();
  });
});
