import { ONBOARDING_MSG } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken, setAuthTime, setProfile } from '../../../lib/session';
import { callsOf, fakeJwt, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderApp, resetClientState } from '../../../test/render';

const reference: Record<string, MockHandler> = {
  'GET /api/reference/countries': {
    body: {
      data: [
        { code2: 'CA', code3: 'CAN', name: 'Canada' },
        { code2: 'US', code3: 'USA', name: 'United States' },
      ],
      meta: {},
    },
  },
  'GET /api/reference/countries/CA/states': {
    body: {
      data: [
        { code: 'ON', name: 'Ontario', type: 'Province' },
        { code: 'QC', name: 'Quebec', type: 'Province' },
      ],
      meta: {},
    },
  },
};

/** A signed-in user without a company, as the log-in leaves them. */
const signInWithoutCompany = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile({ email: 'noah@example.test', company: null, account: [], role: 'user' }));
};

const fillCompany = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: /Company Name/ }), 'Bennett Haulage');
  await user.click(screen.getByRole('combobox', { name: /Company Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Shipper' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('combobox', { name: /Country/ }));
  await user.click(await screen.findByRole('option', { name: 'Canada' }));
  const state = screen.getByRole('combobox', { name: /State \/ Province/ });
  await waitFor(() => expect(state).toBeEnabled());
  await user.click(state);
  await user.click(await screen.findByRole('option', { name: 'Ontario (ON)' }));
};

describe('company sign-up for a signed-in user without a company', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks only for the company, says who is signed in, and sends the request for them', async () => {
    signInWithoutCompany();
    let posted: unknown;
    const fetchFn = mockFetch({
      ...reference,
      'POST /api/lanehub-core/company/request': (req) => {
        posted = req.body;
        return {
          status: 201,
          body: {
            data: { email: 'noah@example.test', verificationSent: true },
            meta: { message: ONBOARDING_MSG.companyRequested },
          },
        };
      },
    });
    const { router } = renderApp('/company-sign-up');
    expect(await screen.findByText('Signed in as noah@example.test')).toBeInTheDocument();
    // Nothing about a new user: the signed-in user is the one.
    expect(screen.queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/logout');

    const user = userEvent.setup();
    // The shared rules, with their messages, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Send company request' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please add at least one item')).toBeInTheDocument();
    expect(callsOf(fetchFn)).not.toContain('POST /api/lanehub-core/company/request');

    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Send company request' }));

    expect(await screen.findByText(ONBOARDING_MSG.companyRequested)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup-confirmation');
    expect(router.state.location.state).toEqual({
      email: 'noah@example.test',
      message: ONBOARDING_MSG.companyRequested,
      sent: true,
    });
    expect(posted).toEqual({ legalName: 'Bennett Haulage', companyTypes: ['Shipper'], country: 'CA', state: 'ON' });
    // The resend form is prefilled with the signed-in user's address.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('noah@example.test');
  });

  it("keeps the log-in's message and shows the server's refusal in an alert", async () => {
    signInWithoutCompany();
    mockFetch({
      ...reference,
      'POST /api/lanehub-core/company/request': {
        status: 409,
        body: { message: ONBOARDING_MSG.alreadyInCompany, code: 'ALREADY_IN_COMPANY' },
      },
    });
    const { router } = renderApp('/company-sign-up');
    await router.navigate('/company-sign-up', { state: { message: 'No company profile was found' } });
    expect(await screen.findByText('No company profile was found')).toBeInTheDocument();
    const user = userEvent.setup();
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Send company request' }));
    expect(await screen.findByText('You already belong to a company')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-sign-up');
  });

  it('after a reload, restores the session and its profile before choosing the form', async () => {
    // A reload: the memory token is gone, the stored auth time says a session may exist.
    setAuthTime(Date.now() - 60_000);
    const fetchFn = mockFetch({
      ...reference,
      'PUT /api/user/refreshtoken': {
        body: { data: { accessToken: fakeJwt(Math.floor(Date.now() / 1000) + 900), RefreshToken: 'r' }, meta: {} },
      },
      'GET /api/user/profile': {
        body: { data: [makeProfile({ email: 'noah@example.test', company: null, account: [] })], meta: {} },
      },
    });
    renderApp('/company-sign-up');
    expect(await screen.findByText('Signed in as noah@example.test')).toBeInTheDocument();
    expect(callsOf(fetchFn).slice(0, 2)).toEqual(['PUT /api/user/refreshtoken', 'GET /api/user/profile']);
  });

  it('sends a signed-in user who already has a company home, past the company sign-up', async () => {
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
    setAuthTime(Date.now());
    setProfile(makeProfile({ email: 'ana@example.test' }));
    mockFetch(reference);
    const { router } = renderApp('/company-sign-up');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/company-sign-up'));
    expect(screen.queryByRole('button', { name: 'Send company request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows a visitor the full sign-up form, which creates a new user', async () => {
    mockFetch(reference);
    renderApp('/company-sign-up');
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });
});
