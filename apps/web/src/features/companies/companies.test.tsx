import type { TCompanyProfile, TCompanyPublicProfile } from '@lanehub/shared/features/companies/companies.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyPicker } from '../../components/company-picker';
import { setPolicy } from '../../lib/session';
import { callsOf, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { CompanyDetailsPage } from './pages/company-details-page';
import { CompanyNetworkPage } from './pages/company-network-page';

const company = (legalName: string, extra: Partial<TCompanyPublicProfile> = {}): TCompanyPublicProfile => ({
  _id: crypto.randomUUID(),
  legalName,
  companyTypes: ['Road Carrier'],
  isCarrier: true,
  productSegments: [],
  industryCategory: [],
  country: 'CA',
  state: 'QC',
  city: 'Laval',
  address: null,
  website: null,
  contacts: [],
  hasLogo: false,
  manual: false,
  isPartner: false,
  ...extra,
});

const reply = (data: unknown, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });

describe('partner network', () => {
  beforeEach(async () => {
    await resetClientState();
    setPolicy({ roles: [], permissions: ['mynetwork.*', 'company.*'], isSystemAdmin: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('searches by name after typing stops, adds a partner and says so', async () => {
    const carrier = company('Northern Road Carrier');
    let partners: TCompanyPublicProfile[] = [];
    const fetchFn = mockFetch({
      'GET /api/lanehub-core/companies/search': (req) =>
        reply(req.url.searchParams.get('name') === 'north' ? [{ ...carrier, isPartner: partners.length > 0 }] : []),
      'GET /api/lanehub-core/partners': () => reply(partners),
      'POST /api/lanehub-core/partners': (req) => {
        expect(req.body).toEqual({ partnerCompanyId: carrier._id });
        partners = [{ ...carrier, isPartner: true }];
        return {
          status: 201,
          body: { data: partners[0], meta: { message: 'Added Northern Road Carrier as your partner' } },
        };
      },
    });
    renderWithRoutes([{ path: '/company-network', element: <CompanyNetworkPage /> }], '/company-network');
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company Name' }), 'north');
    const results = await screen.findByRole('table', { name: 'Search results' });
    // On opening, the companies are browsed without a name (issue 13 §10); then one request for the
    // whole word: the search waits for the typing to stop.
    const searches = callsOf(fetchFn).filter((c) => c.includes('/companies/search'));
    expect(searches[0]).not.toContain('name=');
    expect(searches.filter((c) => c.includes('name='))).toEqual([
      'GET /api/lanehub-core/companies/search?name=north&skip=0&limit=20',
    ]);
    await userEvent.click(within(results).getByRole('button', { name: 'Add Northern Road Carrier' }));
    expect(await screen.findByText('Added Northern Road Carrier as your partner')).toBeInTheDocument();
    const mine = await screen.findByRole('table', { name: 'My partners' });
    expect(within(mine).getByRole('link', { name: 'Northern Road Carrier' })).toHaveAttribute(
      'href',
      `/company/company-details/${carrier._id}`,
    );
  });

  it("shows 'Cannot add partner' when the server refuses", async () => {
    const carrier = company('Refused Carrier');
    mockFetch({
      'GET /api/lanehub-core/companies/search': reply([carrier]),
      'GET /api/lanehub-core/partners': reply([]),
      'POST /api/lanehub-core/partners': { status: 400, body: { message: 'Cannot add partner', code: 'BAD_REQUEST' } },
    });
    renderWithRoutes([{ path: '/', element: <CompanyNetworkPage /> }], '/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Company Name' }), 'refused');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Refused Carrier' }));
    expect(await screen.findByText('Cannot add partner')).toBeInTheDocument();
  });

  it('edits a partner entered by hand, prefilled, and offers no edit for a company on Lanehub', async () => {
    const manual = company('Rive-Sud Drayage', {
      manual: true,
      isPartner: true,
      companyTypes: ['Dray Carrier'],
      city: 'Longueuil',
      contacts: [{ firstName: 'Anne', lastName: 'Roy', email: 'anne@example.test' }],
    });
    const member = company('Northern Road Carrier', { isPartner: true });
    let partners = [manual, member];
    const fetchFn = mockFetch({
      'GET /api/lanehub-core/companies/search': reply([]),
      'GET /api/lanehub-core/partners': () => reply(partners),
      [`PUT /api/lanehub-core/trading-partners/${manual._id}`]: (req) => {
        expect(req.body).toMatchObject({
          legalName: 'Rive-Sud Drayage Ltée',
          companyType: 'Dray Carrier',
          city: 'Longueuil',
          primaryContact: { firstName: 'Anne', lastName: 'Roy', email: 'anne@example.test' },
        });
        partners = [{ ...manual, legalName: 'Rive-Sud Drayage Ltée' }, member];
        return reply(
          { _id: manual._id, legalName: 'Rive-Sud Drayage Ltée' },
          { message: 'Rive-Sud Drayage Ltée has been updated' },
        );
      },
    });
    renderWithRoutes([{ path: '/', element: <CompanyNetworkPage /> }], '/');
    const mine = await screen.findByRole('table', { name: 'My partners' });
    expect(within(mine).queryByRole('button', { name: 'Edit Northern Road Carrier' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit Rive-Sud Drayage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit trading partner' });
    const name = within(dialog).getByRole('textbox', { name: 'Legal Name' });
    expect(name).toHaveValue('Rive-Sud Drayage');
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Longueuil');
    await userEvent.type(name, ' Ltée');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Rive-Sud Drayage Ltée has been updated')).toBeInTheDocument();
    await waitFor(() => expect(within(mine).getByRole('link', { name: 'Rive-Sud Drayage Ltée' })).toBeInTheDocument());
    expect(callsOf(fetchFn)).toContain(`PUT /api/lanehub-core/trading-partners/${manual._id}`);
  });
});

const Picker = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <CompanyPicker label="Carrier" type="carrier" value={value} onChange={setValue} />
      <output data-testid="picked">{value ?? ''}</output>
    </>
  );
};

describe('CompanyPicker', () => {
  beforeEach(resetClientState);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the partners of the type, reloads, and adds a trading partner on the spot', async () => {
    const existing = company('Northern Road Carrier', { isPartner: true });
    const created = { _id: crypto.randomUUID(), legalName: 'Laurentian Cartage Inc.' };
    let partners = [existing];
    const fetchFn = mockFetch({
      'GET /api/lanehub-core/partners': (req) => {
        expect(req.url.searchParams.get('type')).toBe('carrier');
        return reply(partners);
      },
      'POST /api/lanehub-core/trading-partners': (req) => {
        expect(req.body).toMatchObject({ legalName: 'Laurentian Cartage Inc.', companyType: 'Road Carrier' });
        partners = [{ ...company(created.legalName, { isPartner: true, manual: true }), _id: created._id }, existing];
        return { status: 201, body: { data: created, meta: {} } };
      },
    });
    renderWithProviders(<Picker />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Carrier' }));
    expect(await screen.findByRole('option', { name: 'Northern Road Carrier' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(callsOf(fetchFn).filter((c) => c.startsWith('GET /api/lanehub-core/partners'))).toHaveLength(2),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trading partner' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Legal Name' }), 'Laurentian Cartage Inc.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Company type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Road Carrier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    await waitFor(() => expect(screen.getByTestId('picked')).toHaveTextContent(created._id));
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveValue('Laurentian Cartage Inc.');
  });
});

describe('company details', () => {
  beforeEach(async () => {
    await resetClientState();
    setPolicy({ roles: [], permissions: ['company.*'], isSystemAdmin: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  const own: TCompanyProfile = {
    ...company('Maple Shipper Ltd.', { companyTypes: ['Shipper'], isCarrier: false }),
    location: null,
    pendingStatus: false,
    completedSurvey: true,
    accountCount: 3,
    partnerCount: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    administrators: ['Claire Tremblay', 'Omar Haddad'],
  };

  it('tells a user who may only read the profile so, and who can change it (issue 13 §4)', async () => {
    setPolicy({ roles: [], permissions: ['company.view'], isSystemAdmin: false });
    mockFetch({ 'GET /api/lanehub-core/company': reply(own) });
    renderWithRoutes([{ path: '/', element: <CompanyDetailsPage /> }], '/');
    expect(await screen.findByText('You can read this profile')).toBeInTheDocument();
    expect(
      screen.getByText("Only your company's administrators can change it: Claire Tremblay, Omar Haddad."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('suggests industry categories from the shared list and says nothing read-only to an editor', async () => {
    mockFetch({
      'GET /api/lanehub-core/company': reply(own),
      'GET /api/lanehub-core/product-segments': reply([{ name: 'Home furnishings' }]),
    });
    renderWithRoutes([{ path: '/', element: <CompanyDetailsPage /> }], '/');
    const industries = (await screen.findAllByLabelText('Industry categories')).find(
      (e) => e.tagName === 'INPUT',
    ) as HTMLElement;
    expect(screen.queryByText('You can read this profile')).not.toBeInTheDocument();
    await userEvent.type(industries, 'Transport');
    expect(await screen.findByRole('option', { name: 'Transportation and Warehousing' })).toBeInTheDocument();
    const segments = screen.getAllByLabelText('Product segments').find((e) => e.tagName === 'INPUT') as HTMLElement;
    await userEvent.click(segments);
    expect(await screen.findByRole('option', { name: 'Home furnishings' })).toBeInTheDocument();
  });

  it('requires the legal name, saves the profile and shows the server’s field errors', async () => {
    const puts: unknown[] = [];
    mockFetch({
      'GET /api/lanehub-core/company': reply(own),
      'PUT /api/lanehub-core/company': (req) => {
        puts.push(req.body);
        if (puts.length === 1) {
          return {
            status: 400,
            body: {
              message: 'Must be a valid URL',
              code: 'VALIDATION',
              fieldErrors: { website: 'Must be a valid URL' },
            },
          };
        }
        return reply({ ...own, legalName: 'Maple Home Ltd.', updatedAt: '2026-11-21T10:00:00.000Z' });
      },
    });
    renderWithRoutes([{ path: '/', element: <CompanyDetailsPage /> }], '/');
    const name = await screen.findByRole('textbox', { name: 'Legal Name' });
    expect(screen.getByText('3 accounts · 1 partners')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await userEvent.type(name, 'Maple Home Ltd.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company profile has been updated')).toBeInTheDocument();
    expect(puts[1]).toMatchObject({ legalName: 'Maple Home Ltd.', country: 'CA' });
  });
});
