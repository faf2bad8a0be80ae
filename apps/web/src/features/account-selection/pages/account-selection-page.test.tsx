import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setAccessToken, setAuthTime, setProfile } from '../../../lib/session';
import { callsOf, fakeJwt, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderApp, resetClientState } from '../../../test/render';

const signIn = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile());
};

const accountReply = (mode: string, type: string | null) => ({
  body: {
    data: {
      accessToken: 'account-token',
      account: { _id: 'a2', number: 'ACC-1002', accountType: null, mode: null, enable: true },
      mode,
      type,
      integratedShipping: mode === 'integrated_shipping',
    },
    meta: {},
  },
});

const OCEAN_ACCOUNT = { _id: 'o1', number: 'OCN-1', accountType: null, mode: 'ocean', enable: true };
const ROAD_ACCOUNT = { _id: 'r1', number: 'RD-1', accountType: null, mode: 'road', enable: true };

const policyReply = {
  body: { data: { roles: ['admin'], permissions: ['adminMgt.*'], isSystemAdmin: false }, meta: {} },
};

describe('AccountSelectionPage', () => {
  beforeEach(async () => {
    await resetClientState();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to /login', async () => {
    await resetClientState();
    mockFetch({});
    const { router } = renderApp('/account-selection');
    expect(await screen.findByRole('heading', { name: 'Login Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the company name read-only, the default mode and a Back link to logout', async () => {
    mockFetch({});
    renderApp('/account-selection');
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    // One element per label, so Playwright's getByLabel stays unambiguous.
    expect(screen.getAllByLabelText(/Account Number/)).toHaveLength(1);
    expect(screen.getAllByLabelText('Mode')).toHaveLength(1);
    expect(screen.getAllByLabelText('Type')).toHaveLength(1);
    const company = screen.getByLabelText('Company Name');
    expect(company).toHaveValue('Acme Freight Ltd.');
    expect(company).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Integrated Shipping');
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/logout');
  });

  it('requires an account number', async () => {
    const fetchFn = mockFetch({});
    renderApp('/account-selection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("chooses the account's own mode and type, and resets the type with the mode", async () => {
    setProfile(makeProfile({ account: [OCEAN_ACCOUNT, ROAD_ACCOUNT] }));
    mockFetch({});
    renderApp('/account-selection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Account Number' }));
    await user.click(await screen.findByRole('option', { name: 'OCN-1' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Ocean'));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('FCL');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'LCL' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('LCL');
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: /Integrated Shipping/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toBeDisabled());
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: /Ocean/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('FCL'));
  });

  it('preselects the only account, in its own mode', async () => {
    setProfile(makeProfile({ account: [OCEAN_ACCOUNT] }));
    mockFetch({});
    renderApp('/account-selection');
    expect(await screen.findByRole('combobox', { name: 'Account Number' })).toHaveValue('OCN-1');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Ocean');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('FCL');
  });

  it('shows the modes whose module does not exist yet disabled, with the reason', async () => {
    setProfile(makeProfile({ account: [OCEAN_ACCOUNT, ROAD_ACCOUNT] }));
    mockFetch({});
    renderApp('/account-selection');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Account Number' }), 'OCN-1');
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    const road = await screen.findByRole('option', { name: /Road/ });
    expect(road).toHaveAttribute('data-combobox-disabled', 'true');
    expect(road).toHaveTextContent('RoadComing soon');
    // The account's own mode may be chosen; its module is coming, and the screen says where Enter goes.
    expect(screen.getByRole('option', { name: /Ocean/ })).not.toHaveAttribute('data-combobox-disabled');
    expect(screen.getByRole('option', { name: 'Integrated Shipping' })).not.toHaveAttribute('data-combobox-disabled');
    expect(screen.getByTestId('mode-coming-soon')).toHaveTextContent(
      'The Ocean module is coming soon: Enter opens the dashboard until then.',
    );
  });

  it("shows the server's field error on the account number", async () => {
    mockFetch({
      'PUT /api/user/account': {
        status: 400,
        body: {
          message: 'The company name or account number is not valid',
          code: 'VALIDATION',
          fieldErrors: { accountNumber: 'The company name or account number is not valid' },
        },
      },
    });
    const { router } = renderApp('/account-selection');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Account Number' }), 'NOPE-1');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('The company name or account number is not valid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-selection');
  });

  it('offers the profile account numbers', async () => {
    mockFetch({});
    renderApp('/account-selection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Account Number' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'ACC-1001' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'ACC-1002' })).toBeInTheDocument();
  });

  it('saves the selection, swaps the token, loads the policy and enters the ShipIntuit dashboard', async () => {
    const fetchFn = mockFetch({
      'PUT /api/user/account': (req) => {
        expect(req.body).toEqual({ accountNumber: 'ACC-1002', mode: 'integrated_shipping', type: null });
        return accountReply('integrated_shipping', null);
      },
      'GET /api/uaa/user-policy': (req) => {
        expect(req.url.searchParams.get('accountId')).toBe('a2');
        expect(req.headers.get('authorization')).toBe('Bearer account-token');
        return policyReply;
      },
    });
    const { router } = renderApp('/account-selection');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Account Number' }), 'ACC-1002');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Welcome, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/shipintuit');
    const s = getSession();
    expect(s.accessToken).toBe('account-token');
    expect(s.account?.number).toBe('ACC-1002');
    expect(s.mode).toBe('integrated_shipping');
    expect(s.integratedShipping).toBe(true);
    expect(s.policy?.permissions).toEqual(['adminMgt.*']);
    // The selection and the policy come first; the shell and the dashboard then load their own data.
    expect(callsOf(fetchFn).slice(0, 2)).toEqual(['PUT /api/user/account', 'GET /api/uaa/user-policy?accountId=a2']);
    // The shell shows the company, the account and the permitted modules: adminMgt.* in a company's
    // policy does not make a system administrator (issue 13 §6).
    expect(screen.getByTestId('shell-account')).toHaveTextContent('ACC-1002');
    expect(screen.getByRole('link', { name: 'ShipIntuit' })).toHaveAttribute('href', '/dashboard/shipintuit');
    expect(screen.queryByRole('link', { name: 'System Administrator' })).not.toBeInTheDocument();
  });

  it("enters the dashboard, as the screen said, for an account whose mode's module is not built yet", async () => {
    setProfile(makeProfile({ account: [OCEAN_ACCOUNT, ROAD_ACCOUNT] }));
    mockFetch({
      'PUT /api/user/account': (req) => {
        expect(req.body).toEqual({ accountNumber: 'RD-1', mode: 'road', type: 'FTL' });
        return accountReply('road', 'FTL');
      },
      'GET /api/uaa/user-policy': policyReply,
    });
    const { router } = renderApp('/account-selection');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Account Number' }), 'RD-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Road'));
    expect(screen.getByTestId('mode-coming-soon')).toHaveTextContent('The Road module is coming soon');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Welcome, Ada')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getSession().integratedShipping).toBe(false);
    expect(screen.getByTestId('dashboard-type')).toHaveTextContent('FTL');
  });
  it('Order saves the selection too and goes to the shipments list', async () => {
    setProfile(makeProfile({ account: [OCEAN_ACCOUNT, ROAD_ACCOUNT] }));
    const fetchFn = mockFetch({
      'PUT /api/user/account': (req) => {
        expect(req.body).toEqual({ accountNumber: 'OCN-1', mode: 'ocean', type: 'FCL' });
        return accountReply('ocean', 'FCL');
      },
      'GET /api/uaa/user-policy': policyReply,
    });
    const { router } = renderApp('/account-selection');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Account Number' }), 'OCN-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Ocean'));
    await user.click(screen.getByRole('button', { name: 'Order' }));
    // The orders list exists (issue 14): Order enters it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/all'));
    expect(callsOf(fetchFn)[0]).toBe('PUT /api/user/account');
    expect(getSession()).toMatchObject({ mode: 'ocean', type: 'FCL', integratedShipping: false });
  });
});
