import { RATE_CARD_TYPES } from '@lanehub/shared/features/contracts/contracts.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { RateCardWizardPage } from './pages/rate-card-wizard-page';

const CONTRACT_ID = '00000000-0000-4000-8000-000000000016';
const contract = {
  _id: CONTRACT_ID,
  contractNumber: 'IN-ROAD-2026',
  description: null,
  mode: 'inbound',
  contractType: { _id: 'road-transportation', type: 'Road Transportation', modeContract: 'Road' },
  parties: [{ _id: '00000000-0000-4000-8000-000000000099', legalName: 'Maple Carriers' }],
  contract3Party: { legalName: 'Maple Carriers' },
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'active',
  rateCardCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('Rate card wizard', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves on only once every lane is valid, and shows each errorField under its cell', async () => {
    signInWithPermissions(['company.view', 'company.edit']);
    const checked: unknown[] = [];
    mockFetch({
      [`GET /api/lanehub-core/contract/${CONTRACT_ID}`]: { body: { data: contract, meta: {} } },
      'GET /api/lanehub/contract/ratecardtype': { body: { data: RATE_CARD_TYPES, meta: {} } },
      [`PUT /api/lanehub/contract/${CONTRACT_ID}/ratecard/validation`]: (request: MockRequest) => {
        checked.push(request.body);
        const rows = (request.body as { rows: Array<Record<string, string>> }).rows;
        const bad = rows[0]?.originCountry === 'Atlantis';
        return {
          body: {
            data: {
              rows: [
                {
                  index: 0,
                  errorFields: bad ? [{ fieldName: 'originCountry', message: 'Atlantis is not a known country' }] : [],
                },
              ],
              errorRows: bad ? [0] : [],
            },
            meta: {},
          },
        };
      },
    });
    renderWithRoutes(
      [{ path: '/contracts/:contractId/new-rate-card/:rateCardTypeId', Component: RateCardWizardPage }],
      `/contracts/${CONTRACT_ID}/new-rate-card/110`,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('For contract IN-ROAD-2026')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Rate card name/), 'Ontario inbound');
    await user.click(next);

    await user.click(screen.getByRole('button', { name: 'Add a lane' }));
    await user.type(screen.getByLabelText('Carrier, row 1'), 'Maple Carriers');
    await user.type(screen.getByLabelText('Origin Country, row 1'), 'Atlantis');
    await user.type(screen.getByLabelText('Base freight, row 1'), '1850');
    await user.click(screen.getByRole('button', { name: 'Check the lanes' }));
    expect(await screen.findByText('Atlantis is not a known country')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 rows have errors: 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Origin Country, row 1'));
    await user.type(screen.getByLabelText('Origin Country, row 1'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Check the lanes' }));
    expect(await screen.findByText('All 1 lanes are valid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(checked[1]).toEqual({
      rateCardTypeId: '110',
      rows: [{ carrier: 'Maple Carriers', originCountry: 'CA', baseRate: '1850' }],
    });
  });
});
