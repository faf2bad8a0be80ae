import { csvLine } from '@lanehub/shared/features/locations/location-csv';
import {
  LOCATION_CSV_COLUMNS,
  LOCATION_MSG,
  type TLocation,
  withCause,
} from '@lanehub/shared/features/locations/locations.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from '../../components/searchable-select';
import { ENGLISH, i18n } from '../../lib/i18n';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { translateLocationMessage } from './location-text';
import { locationRoutes } from './routes';
import { useLocationOptions } from './use-location-options';

const signIn = signInWithPermissions;

const location = (n: number, overrides: Partial<TLocation> = {}): TLocation => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Port ${n}`,
  type: 'port',
  code: 'CAMTR',
  locationType: null,
  address: null,
  address1: null,
  city: 'Montreal',
  province: null,
  state: 'QC',
  stateName: 'Quebec',
  country: 'CA',
  countryName: 'Canada',
  zip: null,
  postCode: 'H3C 3R5',
  contact: {},
  latitude: null,
  longitude: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-02T12:00:00.000Z',
  ...overrides,
});

const reference = {
  'GET /api/lanehub-core/location-types': {
    body: {
      data: [
        { value: 'port', label: 'Port' },
        { value: 'terminal', label: 'Terminal' },
        { value: 'yard', label: 'Yard' },
      ],
      meta: {},
    },
  },
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
  'GET /api/reference/countries/US/states': {
    body: { data: [{ code: 'NY', name: 'New York', type: 'State' }], meta: {} },
  },
};

const listReply = (req: MockRequest) => {
  const rows = [
    location(1),
    location(2, { name: 'Port of Halifax', code: 'CAHAL', state: 'NS', stateName: 'Nova Scotia' }),
  ];
  return {
    body: { data: rows, meta: { total: rows.length, skip: 0, limit: Number(req.url.searchParams.get('limit')) } },
  };
};

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

describe('location screens', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the port locations with the shared table, filtered to ports', async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({ ...reference, 'GET /api/lanehub-core/locations': listReply });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');

    expect(await screen.findByRole('heading', { name: 'Port locations' })).toBeInTheDocument();
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.getAllByText('Canada').length).toBe(2);
    expect(screen.getByText('Nova Scotia')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ports', selected: true })).toBeInTheDocument();
    expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/locations?type=port&skip=0&limit=10&sort=name&order=asc');
  });

  it('adds a port: the country loads its states, and the UN/LOCODE rule shows on the code', async () => {
    signIn(['company.*']);
    let posted: unknown;
    const fetchFn = mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations': (req) => {
        posted = req.body;
        return { status: 201, body: { data: location(3), meta: { message: LOCATION_MSG.created } } };
      },
    });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Port of Montreal');
    const stateInput = within(dialog).getByRole('combobox', { name: 'State / province' });
    expect(stateInput).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await waitFor(() => expect(stateInput).toBeEnabled());
    expect(callsOf(fetchFn)).toContain('GET /api/reference/countries/CA/states');
    await user.click(stateInput);
    await user.click(await screen.findByRole('option', { name: 'Quebec (QC)' }));

    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await user.type(code, 'MTR');
    await user.tab();
    expect(await within(dialog).findByText('Must be a UN/LOCODE such as CAMTR')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'camtr');
    await waitFor(() =>
      expect(within(dialog).queryByText('Must be a UN/LOCODE such as CAMTR')).not.toBeInTheDocument(),
    );

    // Another country: the states start over and are those of the new country.
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await waitFor(() => expect(callsOf(fetchFn)).toContain('GET /api/reference/countries/US/states'));
    expect(stateInput).toHaveValue('');
    expect(await within(dialog).findByText("Must be a UN/LOCODE of the location's country (US…)")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.click(stateInput);
    await user.click(await screen.findByRole('option', { name: 'Quebec (QC)' }));

    // Coordinates come in pairs: a latitude alone is refused on the missing longitude.
    await user.type(within(dialog).getByRole('textbox', { name: /Latitude/ }), '45.5017');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter both latitude and longitude, or neither')).toBeInTheDocument();
    expect(posted).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Longitude/ }), '-73.5673');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location has been created')).toBeInTheDocument();
    expect(posted).toMatchObject({
      name: 'Port of Montreal',
      type: 'port',
      code: 'CAMTR',
      country: 'CA',
      state: 'QC',
      latitude: 45.5017,
      longitude: -73.5673,
    });
    // A long walk through one form: more than the default 20 s on a loaded machine.
  }, 45_000);

  it('shows the server cause on the field', async () => {
    signIn(['company.*']);
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/lanehub-core/locations': {
        status: 400,
        body: {
          message: 'Failed to add company location: CAZZZ is not in the UN/LOCODE list',
          code: 'BAD_REQUEST',
          fieldErrors: { code: 'CAZZZ is not in the UN/LOCODE list' },
        },
      },
    });
    renderWithRoutes(locationRoutes(), '/company/locations/port-locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New location' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nowhere');
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Canada' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'CAZZZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('CAZZZ is not in the UN/LOCODE list')).toBeInTheDocument();
  });

  it('imports a CSV on the import assistant: errors on their cells, fixed in the grid, then a job and the screens it filled', async () => {
    signIn(['company.*']);
    const jobId = '00000000-0000-4000-8000-0000000000aa';
    const job = {
      id: jobId,
      kind: 'import.locations',
      counts: { total: 12, done: 0 },
      errorReport: null,
      cancelRequested: false,
      createdAt: '2026-11-23T22:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    };
    const states = [
      { ...job, state: 'running', progress: 50, result: null },
      {
        ...job,
        state: 'completed',
        progress: 100,
        result: { imported: 12, byType: { yard: 11, port: 1 }, message: 'File imported succesfully' },
      },
    ];
    const columns = LOCATION_CSV_COLUMNS.map((key) => ({ key, required: key !== 'latitude' && key !== 'longitude' }));
    const mapping = Object.fromEntries(LOCATION_CSV_COLUMNS.map((c) => [c, c]));
    const cells = {
      name: 'Yard 1',
      city: 'Toronto',
      country: 'CA',
      state: 'ON',
      type: 'yard',
      latitude: '95',
      longitude: '-79.4',
    };
    const dryRun = (fixed: boolean) => ({
      template: 'locations',
      columns,
      headers: [...LOCATION_CSV_COLUMNS],
      mapping,
      savedMapping: false,
      totalRows: 12,
      rows: [{ row: 3, cells: fixed ? { ...cells, latitude: '43.7' } : cells }],
      errors: fixed
        ? []
        : [
            {
              row: 3,
              column: 'latitude',
              message: LOCATION_MSG.latitude,
              messageCode: 'locations.messages.latitude',
              params: {},
            },
          ],
      rowsWithErrors: fixed ? 0 : 1,
      summary: fixed ? 'No errors: the file is ready to import' : '1 row has errors',
    });
    const bodies: MockRequest['body'][] = [];
    const commits: MockRequest['body'][] = [];
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/imports/locations/preview': (req) => {
        bodies.push(req.body);
        return { body: { data: dryRun(bodies.length > 1), meta: {} } };
      },
      'POST /api/imports/locations': (req) => {
        commits.push(req.body);
        return {
          status: 202,
          body: {
            data: { job: { ...job, state: 'queued', progress: 0, result: null } },
            meta: { message: 'The file is being imported' },
          },
        };
      },
      [`GET /api/jobs/${jobId}`]: () => ({ body: { data: states.length > 1 ? states.shift() : states[0], meta: {} } }),
    });
    renderWithRoutes(locationRoutes(), '/company/locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    expect(within(dialog).getByText(/optionally latitude and longitude/)).toBeInTheDocument();

    const lines = [LOCATION_CSV_COLUMNS.join(','), '# twelve yards'];
    for (let i = 1; i <= 12; i++) {
      lines.push(csvLine([`Yard ${i}`, '', '', `Y${i}`, 'Toronto', 'CA', 'ON', 'yard', '95', '-79.4']));
    }
    const content = lines.join('\n');
    await user.upload(fileInput(), new File([content], 'yards.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const latitude = await within(dialog).findByRole('textbox', { name: 'Latitude, row 3' });
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Latitude is a number of degrees from -90 to 90')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 12 rows' })).toBeDisabled();
    expect(bodies[0]).toEqual({ fileName: 'yards.csv', content, edits: [] });

    await user.clear(latitude);
    await user.type(latitude, '43.7');
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText('No errors: the file is ready to import')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ edits: [{ row: 3, column: 'latitude', value: '43.7' }] });

    await user.click(within(dialog).getByRole('button', { name: 'Import 12 rows' }));
    expect(commits[0]).toMatchObject({ fileName: 'yards.csv', mapping, edits: [{ row: 3, column: 'latitude' }] });
    expect(await within(dialog).findByText('Running · 50%')).toBeInTheDocument();
    expect(await within(dialog).findByText('File imported succesfully', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Locations imported: 12')).toBeInTheDocument();
    // The result says where the rows are: eleven yards on the yard screen, a port on the port screen.
    expect(within(dialog).getByText('11 locations on')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Yard locations' })).toHaveAttribute(
      'href',
      '/company/locations/yard-locations',
    );
    expect(within(dialog).getByRole('link', { name: 'Port locations' })).toHaveAttribute(
      'href',
      '/company/locations/port-locations',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import locations' })).not.toBeInTheDocument());
  });

  it("says 'File is empty' for a CSV with nothing to import, and imports nothing", async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'POST /api/imports/locations/preview': {
        status: 400,
        body: { message: 'File is empty', code: 'BAD_REQUEST', fieldErrors: { content: 'File is empty' } },
      },
    });
    renderWithRoutes(locationRoutes(), '/company/dc-location');
    const user = userEvent.setup();
    // The title is the menu's words (issue 13 §11: 'Distribution Center' in both).
    expect(await screen.findByRole('heading', { name: 'Distribution Center' })).toBeInTheDocument();
    // The tab is named after the screen (issue 13 §11).
    expect(document.title).toBe('Distribution Center · Lanehub');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import locations' });
    await user.upload(
      fileInput(),
      new File([`${LOCATION_CSV_COLUMNS.join(',')}\n# nothing\n`], 'empty.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await screen.findAllByText('File is empty')).length).toBeGreaterThan(0);
    expect(callsOf(fetchFn).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/imports/locations/preview']);
  });

  it('shows no write buttons to a reader', async () => {
    signIn(['company.view']);
    mockFetch({ ...reference, 'GET /api/lanehub-core/locations': listReply });
    renderWithRoutes(locationRoutes(), '/company/locations/yard-locations');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('exports the list as the reader filtered and sorted it, saved as lanehub_locations_<day>.csv', async () => {
    signIn(['company.view']);
    const fetchFn = mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'GET /api/lanehub-core/locations/export': { body: 'name\r\nPort 1\r\n' },
    });
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithRoutes(locationRoutes(), '/company/locations/yard-locations?search=halifax&sort=city&order=desc');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsOf(fetchFn)).toContain(
      'GET /api/lanehub-core/locations/export?type=yard%2Crail-yard&search=halifax&sort=city&order=desc',
    );
    expect(saved[0]).toMatch(/^lanehub_locations_\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows why an export was refused', async () => {
    signIn(['company.view']);
    mockFetch({
      ...reference,
      'GET /api/lanehub-core/locations': listReply,
      'GET /api/lanehub-core/locations/export': {
        status: 400,
        body: { message: LOCATION_MSG.exportTooLarge(100000), code: 'BAD_REQUEST' },
      },
    });
    const user = userEvent.setup();
    renderWithRoutes(locationRoutes(), '/company/locations');
    expect(await screen.findByText('Port of Halifax')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('More than 100000 locations match; narrow the search to export them'),
    ).toBeInTheDocument();
  });
});

describe('useLocationOptions', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const Picker = () => {
    const { options } = useLocationOptions(['port', 'terminal']);
    return <SearchableSelect label="Origin" options={options} value={null} onChange={() => {}} />;
  };

  it('offers the locations of the given types, up to the list limit, labelled with their code', async () => {
    signIn(['company.view']);
    const fetchFn = mockFetch({ 'GET /api/lanehub-core/locations': listReply });
    renderWithProviders(<Picker />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/locations?type=port%2Cterminal&limit=10000&sort=name'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Origin' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Port 1 (CAMTR)',
      'Port of Halifax (CAHAL)',
    ]);
  });
});

describe('location messages', () => {
  it('keeps the English catalogue equal to the shared messages and translates them', async () => {
    const en = (ENGLISH as { locations: { messages: Record<string, string> } }).locations.messages;
    expect(en.unlocode).toBe(LOCATION_MSG.unlocode);
    expect(en.type).toBe(LOCATION_MSG.type);
    expect(en.headerMissing).toBe(LOCATION_MSG.headerMissing);
    expect(en.stateNotInCountry?.replace('{{state}}', 'NY').replace('{{country}}', 'Canada')).toBe(
      LOCATION_MSG.stateNotInCountry('NY', 'Canada'),
    );
    await i18n.changeLanguage('fr');
    // The message as the server makes it (its code travels with it; a bare string of unknown origin has none).
    const failure = withCause(LOCATION_MSG.failedToAdd, LOCATION_MSG.unlocodeUnknown('CAZZZ'));
    expect(failure).toBe('Failed to add company location: CAZZZ is not in the UN/LOCODE list');
    expect(translateLocationMessage(i18n.t, failure)).toBe(
      'Échec de l’ajout de l’emplacement\u00a0: CAZZZ ne figure pas dans la liste UN/LOCODE',
    );
    expect(translateLocationMessage(i18n.t, 'This field is required')).toBe('Ce champ est obligatoire');
    await i18n.changeLanguage('en');
  });
});
