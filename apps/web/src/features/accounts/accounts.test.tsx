import type { TAccount, TAccountFormOptions } from '@lanehub/shared/features/accounts/accounts.contract';
import type { TCompanyPublicProfile } from '@lanehub/shared/features/companies/companies.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPolicy } from '../../lib/session';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { NewAccountPage } from './pages/new-account-page';

const API = '/api/lanehub-core/accounts';
const PORT_ID = '6f1d2c3b-1111-4a4a-8b8b-000000000001';
const PARTNER_ID = '6f1d2c3b-2222-4a4a-8b8b-000000000002';

const options: TAccountFormOptions = {
  locations: [{ id: PORT_ID, name: 'Port of Montreal', code: 'CAMTR' }],
  ownCompany: { id: '6f1d2c3b-3333-4a4a-8b8b-000000000003', legalName: 'Maple Leaf Home Goods Ltd.' },
};

const partner = { _id: PARTNER_ID, legalName: 'Great Lakes Trucking Co.' } as TCompanyPublicProfile;

const reply = (data: unknown, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });

describe('new account form', () => {
  beforeEach(async () => {
    await resetClientState();
    setPolicy({ roles: [], permissions: ['company.*', 'mynetwork.*'], isSystemAdmin: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends mode, location and the partner picked in the company picker; a duplicate number shows on the field', async () => {
    const posted: unknown[] = [];
    mockFetch({
      [`GET ${API}/form-options`]: reply(options),
      'GET /api/lanehub-core/partners': reply([partner]),
      [`POST ${API}`]: (req) => {
        posted.push(req.body);
        if (posted.length === 1) {
          const message = 'This account number is already used by the company';
          return { status: 409, body: { message, code: 'CONFLICT', fieldErrors: { number: message } } };
        }
        const account: TAccount = {
          id: '6f1d2c3b-4444-4a4a-8b8b-000000000004',
          number: 'MLH-2001',
          accountType: null,
          mode: 'rail',
          location: PORT_ID,
          locationName: 'Port of Montreal',
          locationCode: 'CAMTR',
          manageBy: PARTNER_ID,
          manageByName: partner.legalName,
          enable: true,
          company: options.ownCompany.id,
          companyType: ['Shipper'],
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        };
        return { status: 201, body: { data: account, meta: { message: 'Account has been created' } } };
      },
      [`GET ${API}/6f1d2c3b-4444-4a4a-8b8b-000000000004`]: reply({}),
    });
    renderWithRoutes(
      [
        { path: '/company/company-accounts/new-account', element: <NewAccountPage /> },
        { path: '/company/account-detail/:id', element: <p>detail page</p> },
      ],
      '/company/company-accounts/new-account',
    );
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: /Account number/ });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(number, 'MLH-1001');
    await user.click(screen.getByLabelText(/^Mode/));
    await user.click(await screen.findByRole('option', { name: 'Rail' }));
    await user.click(screen.getByLabelText('Location'));
    await user.click(await screen.findByRole('option', { name: 'Port of Montreal (CAMTR)' }));
    await user.click(screen.getByLabelText('Managed by'));
    await user.click(await screen.findByRole('option', { name: 'Great Lakes Trucking Co.' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This account number is already used by the company')).toBeInTheDocument();
    expect(posted[0]).toEqual({
      number: 'MLH-1001',
      accountType: null,
      mode: 'rail',
      location: PORT_ID,
      manageBy: PARTNER_ID,
      enable: true,
    });

    await user.clear(number);
    await user.type(number, 'MLH-2001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account has been created')).toBeInTheDocument();
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(posted[1]).toMatchObject({ number: 'MLH-2001', mode: 'rail' });
    // Many interactions on a shared 2-core machine: the default 20 s is too tight.
  }, 90_000);
});
