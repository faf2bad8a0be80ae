import type { TRoutingGuide } from '@lanehub/shared/features/contracts/contracts.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { RoutingGuidesPage } from './pages/routing-guides-page';

const MAPLE = '00000000-0000-4000-8000-000000000101';
const PRAIRIE = '00000000-0000-4000-8000-000000000102';
const GUIDE_ID = '00000000-0000-4000-8000-000000000201';
const partners = [
  { _id: MAPLE, legalName: 'Maple Carriers' },
  { _id: PRAIRIE, legalName: 'Prairie Haulage' },
];

const guide: TRoutingGuide = {
  _id: GUIDE_ID,
  originCountry: 'CA',
  destinationCountry: 'US',
  equipmentType: null,
  mode: 'Road',
  carriers: [
    {
      rank: 1,
      carrierCompanyId: MAPLE,
      carrierName: 'Maple Carriers',
      rate: '1850.0000',
      currency: 'CAD',
      tenderAcceptance: 92,
    },
    {
      rank: 2,
      carrierCompanyId: PRAIRIE,
      carrierName: 'Prairie Haulage',
      rate: '1990.0000',
      currency: 'CAD',
      tenderAcceptance: 75,
    },
  ],
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const routes = [
  { path: '/contracts/routing-guides', Component: RoutingGuidesPage },
  { path: '/contracts', Component: () => <p>Contracts</p> },
];
const list = (rows: TRoutingGuide[]) => ({ body: { data: rows, meta: {} } });

/** Chooses a partner in a company picker by its label. */
const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, name: string) => {
  await user.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name }));
};

describe('Routing guides', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists each lane with its carriers in rank order; a read-only user gets no actions', async () => {
    signInWithPermissions(['company.view']);
    mockFetch({ 'GET /api/lanehub/contract/routing-guide': list([guide]) });
    renderWithRoutes(routes, '/contracts/routing-guides');
    const row = (await screen.findByText('CA → US')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Road')).toBeInTheDocument();
    expect(within(row).getByText('Any')).toBeInTheDocument();
    expect(within(row).getByText('1. Maple Carriers · 1850.0000 CAD · 92% accepted')).toBeInTheDocument();
    expect(within(row).getByText('2. Prairie Haulage · 1990.0000 CAD · 75% accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a routing guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the routing guide CA → US' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the routing guide CA → US' })).not.toBeInTheDocument();
  });

  it('shows the next step when there is no guide yet', async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    mockFetch({ 'GET /api/lanehub/contract/routing-guide': list([]) });
    renderWithRoutes(routes, '/contracts/routing-guides');
    expect(await screen.findByText(/You have no routing guide yet/)).toBeInTheDocument();
    // The header's button and the empty list's next step.
    expect(screen.getAllByRole('button', { name: 'Create a routing guide' })).toHaveLength(2);
  });

  it('creates a guide with two carriers reordered, after the form showed what was missing', async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    const posted: unknown[] = [];
    let rows: TRoutingGuide[] = [];
    mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: partners, meta: {} } },
      'GET /api/lanehub/contract/routing-guide': () => list(rows),
      'POST /api/lanehub/contract/routing-guide': (request: MockRequest) => {
        posted.push(request.body);
        rows = [guide];
        return {
          status: 201,
          body: { data: guide, meta: { message: 'The routing guide has been created' } },
        };
      },
    });
    renderWithRoutes(routes, '/contracts/routing-guides');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Create a routing guide' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');

    // Nothing filled: the errors show on their fields and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create the routing guide' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Choose a carrier')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Origin country/ }), 'CA');
    await user.type(within(dialog).getByRole('textbox', { name: /Destination country/ }), 'United States');
    await choose(user, 'Carrier 1', 'Prairie Haulage');
    await user.type(within(dialog).getByRole('textbox', { name: /Rate of carrier 1/ }), '1990');
    await user.type(within(dialog).getByRole('textbox', { name: /Tender acceptance of carrier 1/ }), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Add a carrier' }));
    await choose(user, 'Carrier 2', 'Maple Carriers');
    await user.type(within(dialog).getByRole('textbox', { name: /Rate of carrier 2/ }), '1850');
    await user.type(within(dialog).getByRole('textbox', { name: /Tender acceptance of carrier 2/ }), '92');
    // Maple Carriers goes first.
    await user.click(within(dialog).getByRole('button', { name: 'Move carrier 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the routing guide' }));

    expect(await screen.findByText('The routing guide has been created')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        originCountry: 'CA',
        destinationCountry: 'United States',
        mode: 'Road',
        carriers: [
          { carrierCompanyId: MAPLE, rate: '1850', currency: 'CAD', tenderAcceptance: 92 },
          { carrierCompanyId: PRAIRIE, rate: '1990', currency: 'CAD', tenderAcceptance: 75 },
        ],
      },
    ]);
    expect(await screen.findByText('CA → US')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's refusal on the carrier field it names", async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: partners, meta: {} } },
      'GET /api/lanehub/contract/routing-guide': list([guide]),
      [`PUT /api/lanehub/contract/routing-guide/${GUIDE_ID}`]: {
        status: 400,
        body: {
          message: 'The carrier must be a company of your partner network',
          code: 'BAD_REQUEST',
          fieldErrors: { 'carriers.1.carrierCompanyId': 'The carrier must be a company of your partner network' },
        },
      },
    });
    renderWithRoutes(routes, '/contracts/routing-guides');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the routing guide CA → US' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Rate of carrier 2/ })).toHaveValue('1990.0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the routing guide' }));
    const carrier2 = within(dialog).getByLabelText(/^Carrier 2/, { selector: 'input' });
    await waitFor(() =>
      expect(carrier2).toHaveAccessibleDescription(/The carrier must be a company of your partner network/),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the form's own rules in French on their fields", async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    await i18n.changeLanguage('fr');
    const posted: unknown[] = [];
    mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: partners, meta: {} } },
      'GET /api/lanehub/contract/routing-guide': list([]),
      'POST /api/lanehub/contract/routing-guide': (request: MockRequest) => {
        posted.push(request.body);
        return { status: 201, body: { data: guide, meta: {} } };
      },
    });
    renderWithRoutes(routes, '/contracts/routing-guides');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Créer un plan de routage' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Taux d’acceptation du transporteur 1/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le plan de routage' }));

    const carrier1 = within(dialog).getByLabelText(/^Transporteur 1/, { selector: 'input' });
    await waitFor(() => expect(carrier1).toHaveAccessibleDescription('Choisissez un transporteur'));
    expect(
      within(dialog).getByRole('textbox', { name: /Taux d’acceptation du transporteur 1/ }),
    ).toHaveAccessibleDescription('Entre 0 et 100');
    expect(within(dialog).queryByText('Choose a carrier')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Between 0 and 100')).not.toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('deletes a guide after the confirmation', async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    let rows = [guide];
    const fetchMock = mockFetch({
      'GET /api/lanehub/contract/routing-guide': () => list(rows),
      [`DELETE /api/lanehub/contract/routing-guide/${GUIDE_ID}`]: () => {
        rows = [];
        return { body: { data: { _id: GUIDE_ID }, meta: { message: 'The routing guide has been deleted' } } };
      },
    });
    renderWithRoutes(routes, '/contracts/routing-guides');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the routing guide CA → US' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the routing guide of lane CA → US and its ranked carriers?');
    expect(callsOf(fetchMock).filter((call) => call.startsWith('DELETE'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The routing guide has been deleted')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`DELETE /api/lanehub/contract/routing-guide/${GUIDE_ID}`);
    expect(await screen.findByText(/You have no routing guide yet/)).toBeInTheDocument();
  });
});
