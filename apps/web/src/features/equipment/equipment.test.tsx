import type {
  TEquipment,
  TEquipmentFormOptions,
  TEquipmentSummary,
} from '@lanehub/shared/features/equipment/equipment.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setPolicy } from '../../lib/session';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { equipmentRoutes } from './routes';

const API = '/api/lanehub-core/equipment';
const TYPE_ID = '6f1c2a8e-3b7d-4c9e-9a51-0d2e4f6a8b10';
const YARD_ID = '8a3d5c7e-1f2b-4d6a-8c9e-2b4d6f8a0c12';
const UNIT_ID = '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f70';

const reply = (data: unknown, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });

const options: TEquipmentFormOptions = {
  equipmentTypes: [{ id: TYPE_ID, code: '45G1', alias: "40' High Cube", category: 'container' }],
  locations: [{ id: YARD_ID, name: 'Montreal Yard', code: 'CAMTR' }],
};

const unit = (overrides: Partial<TEquipment> = {}): TEquipment => ({
  id: UNIT_ID,
  kind: 'container',
  number: 'CSQU3054383',
  equipmentTypeId: TYPE_ID,
  equipmentType: options.equipmentTypes[0] ?? null,
  status: 'active',
  ownership: 'owned',
  locationId: null,
  location: null,
  licensePlate: null,
  attributes: { tareKg: 3750 },
  notes: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

const listReply = (rows: TEquipment[]) => (req: MockRequest) => {
  const kind = req.url.searchParams.get('kind');
  const shown = kind ? rows.filter((r) => r.kind === kind) : rows;
  return reply(shown, { total: shown.length, skip: 0, limit: 10 });
};

const signIn = (permissions: string[]) => setPolicy({ roles: ['user'], permissions, isSystemAdmin: false });

describe('equipment', () => {
  beforeEach(async () => {
    await resetClientState();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('checks a container number as typed once touched, then creates the unit', async () => {
    signIn(['asset.*']);
    const posted: unknown[] = [];
    const fetchFn = mockFetch({
      [`GET ${API}/form-options`]: reply(options),
      [`GET ${API}`]: listReply([unit()]),
      [`POST ${API}`]: (req) => {
        posted.push(req.body);
        return { status: 201, body: { data: unit(), meta: { message: 'Equipment has been created' } } };
      },
    });
    const { router } = renderWithRoutes(equipmentRoutes(), '/company/assets/equipment-container/new');
    expect(await screen.findByRole('heading', { name: 'New Container' })).toBeInTheDocument();
    const user = userEvent.setup();
    const number = screen.getByRole('textbox', { name: /Container number/ });

    await user.type(number, 'MSCU1234565');
    // Not touched yet: no message while the user is still typing the first time.
    expect(screen.queryByText(/should be|is missing/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('The check digit of MSCU123456 should be 6')).toBeInTheDocument();
    // Touched: the message follows every keystroke.
    await user.clear(number);
    await user.type(number, 'csqu 305438');
    expect(await screen.findByText('The check digit of CSQU305438 is missing: it should be 3')).toBeInTheDocument();
    await user.type(number, '-3');
    await waitFor(() => expect(screen.queryByText(/should be|is missing/)).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Equipment type'));
    await user.click(await screen.findByRole('option', { name: "45G1 · 40' High Cube" }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Equipment has been created')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        kind: 'container',
        number: 'CSQU3054383',
        equipmentTypeId: TYPE_ID,
        status: 'active',
        ownership: null,
        locationId: null,
        licensePlate: null,
        attributes: {},
        notes: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/assets/equipment'));
    expect(router.state.location.search).toBe('?kind=container');
    expect(callsOf(fetchFn)).toContain(`GET ${API}/form-options?kind=container`);
  });

  it('refuses to send a wrong check digit and shows the right one on submit', async () => {
    signIn(['asset.*']);
    const fetchFn = mockFetch({ [`GET ${API}/form-options`]: reply(options) });
    renderWithRoutes(equipmentRoutes(), '/company/assets/equipment-container/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Container number/ }), 'GMCU6094137');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The check digit of GMCU609413 should be 5')).toBeInTheDocument();
    expect(callsOf(fetchFn).some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('puts a duplicate on the number field and other failures in the spec toast', async () => {
    signIn(['asset.*']);
    let status = 409;
    mockFetch({
      [`GET ${API}/form-options`]: reply(options),
      [`POST ${API}`]: () =>
        status === 409
          ? {
              status,
              body: {
                message: 'This record already exists',
                code: 'CONFLICT',
                fieldErrors: { number: 'This record already exists' },
              },
            }
          : { status, body: { message: 'Something went wrong. Please try again.', code: 'INTERNAL' } },
    });
    renderWithRoutes(equipmentRoutes(), '/company/assets/equipment-container/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Container number/ }), 'CSQU3054383');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record already exists')).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error occurred when creating equipment container')).toBeInTheDocument();
  });

  it('edits a unit, keeping its attributes, and says it has been updated', async () => {
    signIn(['asset.*']);
    const put: unknown[] = [];
    mockFetch({
      [`GET ${API}/form-options`]: reply({ ...options, equipmentTypes: [] }),
      [`GET ${API}/${UNIT_ID}`]: reply(
        unit({ kind: 'tractor', number: 'T101', equipmentTypeId: null, equipmentType: null }),
      ),
      [`GET ${API}`]: listReply([]),
      [`PUT ${API}/${UNIT_ID}`]: (req) => {
        put.push(req.body);
        return reply(unit(), { message: 'Equipment has been updated' });
      },
    });
    renderWithRoutes(equipmentRoutes(), `/company/assets/equipment-tractor/${UNIT_ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Tractor' })).toBeInTheDocument();
    const user = userEvent.setup();
    const plate = await screen.findByRole('textbox', { name: 'Licence plate' });
    await user.type(plate, 'ax 12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Equipment has been updated')).toBeInTheDocument();
    expect(put).toEqual([
      expect.objectContaining({ number: 'T101', licensePlate: 'AX 12345', attributes: { tareKg: 3750 } }),
    ]);
  });

  it('shows the fetch error of the spec when a unit cannot be loaded', async () => {
    signIn(['asset.*']);
    mockFetch({
      [`GET ${API}/form-options`]: reply(options),
      [`GET ${API}/${UNIT_ID}`]: { status: 404, body: { message: 'The record was not found', code: 'NOT_FOUND' } },
    });
    renderWithRoutes(equipmentRoutes(), `/company/assets/equipment-chassis/${UNIT_ID}/edit`);
    const title = await screen.findByText('Error occurred when fetching equipment chassis');
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent('The record was not found');
  });

  it('lists units filtered by kind with the range text, and counts them on /company/assets', async () => {
    signIn(['asset.view']);
    const summary: TEquipmentSummary = {
      total: 3,
      kinds: [
        { kind: 'container', count: 2 },
        { kind: 'chassis', count: 1 },
        { kind: 'trailer', count: 0 },
        { kind: 'tractor', count: 0 },
        { kind: 'railcar', count: 0 },
        { kind: 'other', count: 0 },
      ],
    };
    const rows = [
      unit(),
      unit({ id: crypto.randomUUID(), number: 'APZU4812090' }),
      unit({ id: crypto.randomUUID(), kind: 'chassis', number: 'GLTZ4000125' }),
    ];
    const fetchFn = mockFetch({ [`GET ${API}/summary`]: reply(summary), [`GET ${API}`]: listReply(rows) });
    const { router } = renderWithRoutes(equipmentRoutes(), '/company/assets');
    const user = userEvent.setup();
    const containers = await screen.findByRole('link', { name: 'Containers: 2 units' });
    // The card's visible words are in its name (WCAG 2.5.3): the kind, then the count.
    expect(containers.textContent).toBe('Containers 2');
    await user.click(containers);
    expect(await screen.findByText('1-2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=container');
    expect(callsOf(fetchFn)).toContain(`GET ${API}?kind=container&skip=0&limit=10&sort=number&order=asc`);
    const table = screen.getByRole('table');
    expect(within(table).getByText('APZU4812090')).toBeInTheDocument();
    expect(within(table).queryByText('GLTZ4000125')).not.toBeInTheDocument();
    // A reader has no New button.
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('1-3 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sends /company/equipments to the equipment list', async () => {
    signIn(['asset.view']);
    mockFetch({ [`GET ${API}`]: listReply([]) });
    const { router } = renderWithRoutes(equipmentRoutes(), '/company/equipments');
    expect(await screen.findByRole('heading', { name: 'Equipment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/assets/equipment');
  });

  it('refuses the form without asset.edit', async () => {
    signIn(['asset.view']);
    mockFetch({});
    renderWithRoutes(equipmentRoutes(), '/company/assets/equipment-container/new');
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('gives the check digit in French', async () => {
    await changeLanguage('fr');
    signIn(['asset.*']);
    mockFetch({ [`GET ${API}/form-options`]: reply(options) });
    renderWithRoutes(equipmentRoutes(), '/company/assets/equipment-container/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Numéro de conteneur/ }), 'MSCU1234565');
    await user.tab();
    expect(await screen.findByText('Le chiffre de contrôle de MSCU123456 doit être 6')).toBeInTheDocument();
  });
});
