import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../lib/session';
import { fakeJwt, type MockRequest, mockFetch } from '../test/fetch-mock';
import { makeProfile } from '../test/fixtures';
import { renderApp, resetClientState } from '../test/render';

// The generated pages of registry v2's field kinds, on the spec's reference lists: the searchable
// reference picker fed by the target's list, the money input (amount as typed, with its currency), the
// calendar date, enum values labelled by the catalogue, and a reference shown by its target's name.

const signIn = () => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile());
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'integrated_shipping',
    type: null,
    integratedShipping: true,
  });
  setPolicy({ roles: ['user'], permissions: ['company.*'], isSystemAdmin: false });
};

const RAIL = '11111111-1111-4111-8111-111111111111';
const ROAD = '22222222-2222-4222-8222-222222222222';
const stamp = { createdAt: '2026-01-01T12:00:00.000Z', updatedAt: '2026-01-01T12:00:00.000Z' };
const modes = [
  { id: RAIL, code: 'RAIL', name: 'Rail intermodal', shippingMode: 'rail', active: true, ...stamp },
  { id: ROAD, code: 'ROAD', name: 'Road', shippingMode: 'road', active: true, ...stamp },
];

describe('registry v2 pages', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('picks a reference from the target list searched on the server, and sends a calendar date', async () => {
    signIn();
    const posted: unknown[] = [];
    const searches: Array<string | null> = [];
    mockFetch({
      'GET /api/lanehub-core/modes': (req: MockRequest) => {
        const search = req.url.searchParams.get('search');
        searches.push(search);
        const rows = search ? modes.filter((m) => m.name.toLowerCase().includes(search.toLowerCase())) : modes;
        return { body: { data: rows, meta: { total: rows.length, skip: 0, limit: 20 } } };
      },
      'POST /api/lanehub-core/mode-moves': (req: MockRequest) => {
        posted.push(req.body);
        return { status: 201, body: { data: {}, meta: { message: 'Mode Move has been created' } } };
      },
      'GET /api/lanehub-core/mode-moves': { body: { data: [], meta: { total: 0, skip: 0, limit: 10 } } },
    });
    renderApp('/company/mode-moves/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'R2R');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ramp-to-Ramp');
    await user.type(screen.getByRole('combobox', { name: 'Mode' }), 'rail');
    await waitFor(() => expect(searches).toContain('rail'));
    await user.click(await screen.findByRole('option', { name: 'Rail intermodal' }));
    await user.type(screen.getByLabelText('Effective from'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mode Move has been created')).toBeInTheDocument();
    expect(posted).toEqual([
      { code: 'R2R', name: 'Ramp-to-Ramp', modeId: RAIL, effectiveFrom: '2026-03-01', description: '', active: true },
    ]);
  });

  it('sends money as the typed decimal string with its currency, and maps the server error of a part', async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch({
      'POST /api/lanehub-core/load-types': (req: MockRequest) => {
        posted.push(req.body);
        return {
          status: 400,
          body: {
            message: 'Must be an amount with at most 4 decimals',
            code: 'VALIDATION',
            fieldErrors: { 'minimumCharge.amount': 'Must be an amount with at most 4 decimals' },
          },
        };
      },
    });
    renderApp('/company/load-types/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'FTL');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Full truckload');
    await user.type(screen.getByRole('textbox', { name: 'Minimum charge' }), '450.10');
    await user.click(screen.getByRole('combobox', { name: 'Minimum charge – Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be an amount with at most 4 decimals')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        code: 'FTL',
        name: 'Full truckload',
        description: '',
        minimumCharge: { amount: '450.10', currency: 'USD' },
        active: true,
      },
    ]);
  });

  it('lists a reference by its target’s name, not its id', async () => {
    signIn();
    mockFetch({
      'GET /api/lanehub-core/mode-moves': {
        body: {
          data: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              code: 'D2D',
              name: 'Door-to-Door',
              modeId: ROAD,
              active: true,
              ...stamp,
            },
          ],
          meta: { total: 1, skip: 0, limit: 10 },
        },
      },
      [`GET /api/lanehub-core/modes/${ROAD}`]: { body: { data: modes[1], meta: {} } },
    });
    renderApp('/company/mode-moves');
    expect(await screen.findByText('Door-to-Door')).toBeInTheDocument();
    expect(await screen.findByText('Road')).toBeInTheDocument();
  });

  it('runs a declared action from the detail page with its own path, and says so in the interface language', async () => {
    signIn();
    const calls: string[] = [];
    mockFetch({
      [`GET /api/lanehub-core/modes/${RAIL}`]: { body: { data: modes[0], meta: {} } },
      [`POST /api/lanehub-core/modes/${RAIL}/deactivate`]: (req: MockRequest) => {
        calls.push(req.url.pathname);
        return { body: { data: { ...modes[0], active: false }, meta: { message: 'Mode has been deactivated' } } };
      },
    });
    renderApp(`/company/modes/${RAIL}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Mode has been deactivated')).toBeInTheDocument();
    expect(calls).toEqual([`/api/lanehub-core/modes/${RAIL}/deactivate`]);
  });

  it('opens the form of an action that takes a body, puts the server’s field error on its field, then saves', async () => {
    signIn();
    const LOAD = '44444444-4444-4444-8444-444444444444';
    const load = {
      id: LOAD,
      code: 'FTL',
      name: 'Full truckload',
      minimumCharge: { amount: '450.0000', currency: 'CAD' },
      active: true,
      ...stamp,
    };
    const posted: unknown[] = [];
    mockFetch({
      [`GET /api/lanehub-core/load-types/${LOAD}`]: { body: { data: load, meta: {} } },
      [`POST /api/lanehub-core/load-types/${LOAD}/update-charge`]: (req: MockRequest) => {
        posted.push(req.body);
        const { minimumCharge } = req.body as { minimumCharge: { amount: string } };
        if (minimumCharge.amount === '99999999999999') {
          return {
            status: 400,
            body: {
              message: 'Must be an amount with at most 4 decimals',
              code: 'VALIDATION',
              fieldErrors: { 'minimumCharge.amount': 'Must be an amount with at most 4 decimals' },
            },
          };
        }
        return {
          body: { data: { ...load, minimumCharge }, meta: { message: 'Minimum charge has been updated' } },
        };
      },
    });
    renderApp(`/company/load-types/${LOAD}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update minimum charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update minimum charge' });
    const amount = within(dialog).getByRole('textbox', { name: 'Minimum charge' });
    expect(amount).toHaveValue('450.0000');
    // Only the action's fields are in its form.
    expect(within(dialog).queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '99999999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be an amount with at most 4 decimals')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '475.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimum charge has been updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      { minimumCharge: { amount: '99999999999999', currency: 'CAD' } },
      { minimumCharge: { amount: '475.5', currency: 'CAD' } },
    ]);
  });

  it('refuses an action body the schema refuses before it is sent, with the error on the field', async () => {
    signIn();
    const LOAD = '55555555-5555-4555-8555-555555555555';
    const calls: string[] = [];
    mockFetch({
      [`GET /api/lanehub-core/load-types/${LOAD}`]: {
        body: { data: { id: LOAD, code: 'LTL', name: 'Less than truckload', active: true, ...stamp }, meta: {} },
      },
      [`POST /api/lanehub-core/load-types/${LOAD}/update-charge`]: (req: MockRequest) => {
        calls.push(req.url.pathname);
        return { body: { data: {}, meta: {} } };
      },
    });
    renderApp(`/company/load-types/${LOAD}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update minimum charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update minimum charge' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum charge' }), '12.345678');
    await user.click(within(dialog).getByRole('combobox', { name: 'Minimum charge – Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be an amount with at most 4 decimals')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a list declared in one file (item types) in the Company menu and its generated page, in French', async () => {
    signIn();
    await changeLanguage('fr');
    mockFetch({
      'GET /api/lanehub-core/item-types': {
        body: {
          data: [{ id: RAIL, code: 'PLT', name: 'Palette', description: null, active: true, ...stamp }],
          meta: { total: 1, skip: 0, limit: 10 },
        },
      },
    });
    try {
      renderApp('/company/item-types');
      expect(await screen.findByRole('heading', { name: 'Types d’articles' })).toBeInTheDocument();
      expect(await screen.findByText('Palette')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /Nom/ })).toBeInTheDocument();
      expect(screen.getAllByText('Types d’articles').length).toBeGreaterThan(1);
    } finally {
      await changeLanguage('en');
    }
  });
});
