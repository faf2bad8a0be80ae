import type { TRoutingGuide } from '@lanehub/shared/features/contracts/contracts.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { OrderEntryPage } from './pages/order-entry-page';

const MAPLE = '00000000-0000-4000-8000-000000000101';
const PRAIRIE = '00000000-0000-4000-8000-000000000102';
const partners = [
  { _id: MAPLE, legalName: 'Maple Carriers' },
  { _id: PRAIRIE, legalName: 'Prairie Haulage' },
];

const guide: TRoutingGuide = {
  _id: '00000000-0000-4000-8000-000000000201',
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

const routes = [{ path: '/orders/order-entry', Component: OrderEntryPage }];

/** The lanes asked about, as `origin→destination mode`; the guide answers for CA → US by road only. */
const mockServer = (asked: string[]) =>
  mockFetch({
    'GET /api/lanehub-core/partners': { body: { data: partners, meta: {} } },
    'GET /api/lanehub/contract/routing-guide/suggest': (request: MockRequest) => {
      const q = request.url.searchParams;
      asked.push(`${q.get('originCountry')}→${q.get('destinationCountry')} ${q.get('mode')}`);
      const fits = q.get('originCountry') === 'CA' && q.get('destinationCountry') === 'US' && q.get('mode') === 'Road';
      return { body: { data: fits ? guide : null, meta: {} } };
    },
  });

describe('Order entry: the carrier suggested by the routing guide', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('suggests the first carrier once the lane is typed, and Use fills the empty carrier', async () => {
    signInWithPermissions(['order.view']);
    const asked: string[] = [];
    mockServer(asked);
    renderWithRoutes(routes, '/orders/order-entry?mode=road&moveType=Door-to-Door');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    // The route step: nothing is suggested until both ends have a country.
    await user.type(await screen.findByRole('textbox', { name: 'Origin country' }), 'CA');
    expect(screen.queryByText(/Suggested by the routing guide/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Destination country' }), 'US');
    const suggestion = await screen.findByRole('alert', { name: 'Routing guide suggestion' });
    expect(suggestion).toHaveTextContent('Suggested by the routing guide: Maple Carriers');
    expect(asked).toContain('CA→US Road');

    await user.click(within(suggestion).getByRole('button', { name: 'Use Maple Carriers' }));
    expect(await within(suggestion).findByText("This carrier is the order's carrier.")).toBeInTheDocument();
    expect(within(suggestion).queryByRole('button', { name: /^Use/ })).not.toBeInTheDocument();

    // Back on the parties step, the carrier party holds the suggested carrier.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Carrier')).toHaveValue('Maple Carriers'));
  });

  it('never replaces a carrier the user chose', async () => {
    signInWithPermissions(['order.view']);
    mockServer([]);
    renderWithRoutes(
      routes,
      `/orders/order-entry?mode=road&moveType=Door-to-Door&carrier=${PRAIRIE}&origin.country=CA&destination.country=US`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    // The parties step: the lane came from the start screens, so the suggestion shows beside the choice.
    const suggestion = await screen.findByRole('alert', { name: 'Routing guide suggestion' });
    expect(suggestion).toHaveTextContent('Suggested by the routing guide: Maple Carriers');
    expect(suggestion).toHaveTextContent('Your chosen carrier is kept.');
    expect(within(suggestion).queryByRole('button', { name: /^Use/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Carrier')).toHaveValue('Prairie Haulage'));
  });

  it('suggests nothing for a lane without a routing guide', async () => {
    signInWithPermissions(['order.view']);
    const asked: string[] = [];
    mockServer(asked);
    renderWithRoutes(
      routes,
      '/orders/order-entry?mode=road&moveType=Door-to-Door&origin.country=CA&destination.country=MX',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked).toContain('CA→MX Road'));
    expect(await screen.findByLabelText('Carrier')).toHaveValue('');
    expect(screen.queryByText(/Suggested by the routing guide/)).not.toBeInTheDocument();
  });
});
